#pragma once
// CompareWiring: compare mode in the window. It owns the compare view (the full grid, results
// table and charts, a large window of its own) and the compare actions (open the view, compare,
// cancel, race, batch experiment). It plays a compared run on the board it started from, after
// asking when that replaces the game on show (Undo brings the game back), and opens races and
// experiments as windows of their own.

#include "frame/windowcontext.h"
#include "solve/solverrequest.h"
#include "solvers/comparison.h"

#include <QList>
#include <QObject>

#include <functional>

namespace ui {

class ComparePanel;
class GameFiles;

class CompareWiring : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction *showCompare, *compare, *cancel, *race, *experiment, *stepThrough, *showMap;
    };

    // Boards picked in an experiment are opened through the game files, like a paste.
    CompareWiring(const WindowContext &context, GameFiles *files, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }
    ComparePanel *panel() const { return m_compare; }
    QWidget *view() const { return m_view; }
    void showView();
    // Asks whether a run on another board may replace the game on show; tests answer it.
    void setConfirm(std::function<bool()> confirm) { m_confirm = std::move(confirm); }

    void compareAlgorithms();
    void playRun(const ui::SolveReply &reply);
    void openRace(const QList<ui::SolveReply> &replies);
    void openExperiment(const QList<core::RunChoice> &choices);
    void applyPreferences();

private:
    WindowContext m_ctx;
    GameFiles *m_files;
    QWidget *m_view;
    ComparePanel *m_compare;
    std::function<bool()> m_confirm;
    Actions m_actions;
};

} // namespace ui
