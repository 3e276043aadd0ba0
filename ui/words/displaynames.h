#pragma once
// Display names of the algorithms and heuristics, translated from the words their rows declare
// in core (DisplayWords, solvers/descriptors.h; context "DisplayNames"): a long name for the
// solver panel's lists and a short one for the compare grid, table and charts. A tooltip is one
// sentence: what the algorithm or heuristic does (the row's words) and what it costs and
// promises, worded from the row's facts (optimal or bounded, memory, admissible and consistent).
// A row without words shows its key, so a missing name is visible rather than blank.

#include "common/ids.h"

#include <QCoreApplication>
#include <QString>

namespace ui {

class DisplayNames {
    Q_DECLARE_TR_FUNCTIONS(DisplayNames)
public:
    static QString algorithm(core::AlgorithmId a);
    static QString shortAlgorithm(core::AlgorithmId a);
    static QString heuristic(core::HeuristicId h);
    static QString shortHeuristic(core::HeuristicId h);
    // "A* + Manhattan", or the algorithm alone when it takes no heuristic.
    static QString run(core::AlgorithmId a, core::HeuristicId h);
    // Every algorithm's long name in row order, separated by semicolons (for the About box).
    static QString algorithmList();
    static QString algorithmToolTip(core::AlgorithmId a);
    static QString heuristicToolTip(core::HeuristicId h);
    // One pair of the compare grid or an experiment: its name, then both tooltips.
    static QString runToolTip(core::AlgorithmId a, core::HeuristicId h);
};

} // namespace ui
