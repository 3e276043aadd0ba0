#pragma once
// CompareWiring: compare mode in the window. It owns the compare dock and its actions (show the
// panel, compare, race, batch experiment), plays a compared run on the board it started from,
// and opens races and experiments as windows of their own.

#include "solve/solverrequest.h"
#include "solvers/comparison.h"
#include "window/windowcontext.h"

#include <QList>
#include <QObject>

namespace ui {

class ComparePanel;
class GameFiles;

class CompareWiring : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction *showCompare, *compare, *race, *experiment;
    };

    // Boards picked in an experiment are opened through the game files, like a paste.
    CompareWiring(const WindowContext &context, GameFiles *files, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }
    ComparePanel *panel() const { return m_compare; }

    void compareAlgorithms();
    void playRun(const ui::SolveReply &reply);
    void openRace(const QList<ui::SolveReply> &replies);
    void openExperiment(const QList<core::RunChoice> &choices);
    void applyPreferences();

private:
    WindowContext m_ctx;
    GameFiles *m_files;
    ComparePanel *m_compare;
    Actions m_actions;
};

} // namespace ui
