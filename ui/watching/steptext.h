#pragma once
// StepText: the step-through's words and colours for what a replayed search holds: a node's
// figures, a child's fate, the title of the waiting states for each algorithm, the counters.
// Written once here so the dialog and its strips say the same thing the same way.

#include "watching/boardstrip.h"
#include "watching/stepreplay.h"

#include <QCoreApplication>
#include <QString>

namespace ui {

class StepText {
    Q_DECLARE_TR_FUNCTIONS(StepText)
public:
    // "g 3  h 2  f 5", or "depth 3" for a search with no heuristic.
    static QString figures(int g, int h);
    static QString fate(core::ChildFate fate, core::ReplayModel model);
    // Okabe-Ito colours: queued blue, duplicate grey, pruned vermilion, goal bluish green.
    static QColor fateColour(core::ChildFate fate);
    static QString side(int side);
    // The node being expanded: its figures and, for IDA*, the bound; for bidirectional BFS, the side.
    static QString node(const core::ExpansionEvent &e, core::ReplayModel model);
    static QString waitingTitle(core::ReplayModel model, int side, std::size_t count, int bound);
    // The counts line; IDA* (the path model) keeps no closed list, so its line says expanded.
    static QString counts(const core::ReplayCounts &c, core::ReplayModel model);
    static StripEntry child(const core::ChildEvent &c, core::ReplayModel model);
    static StripEntry waiting(const core::ReplayEntry &e);
};

} // namespace ui
