#pragma once
// SolveControl: solving the board on show. It owns the solver controller (the worker thread),
// the Solve and Cancel actions and the playback actions, starts a search with the panel's
// choice and the budgets from the preferences, plays the answer, and cancels a search whose
// board is no longer the one on show.

#include "frame/windowcontext.h"
#include "position/position.h"
#include "solve/solverrequest.h"

#include <QObject>

#include <functional>

namespace ui {

class SolverController;

class SolveControl : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction *solve, *cancel;
        QAction *play, *stepForward, *stepBack, *toStart, *toEnd;
    };

    explicit SolveControl(const WindowContext &context, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }
    SolverController *solver() const { return m_solver; }

    void solve();
    // The file a Solve search keeps its checkpoints in (IDA* on 4x4 and 5x5 boards, every 5 s):
    // left behind when the window closes during the search, removed when the search ends or the
    // user cancels it. The key that seals it is kept in the same folder (and set as core's).
    static QString interruptedSearchFile();
    // At start: when the last session closed during a search that left its checkpoint, asks
    // whether to continue it (saying which search, its bound, nodes and time so far); yes makes
    // its board the game on show (Undo brings the previous one back) and resumes the search, no
    // removes the file. A file that cannot be read is removed and the status bar says why.
    void offerToContinue();
    // How offerToContinue asks: the question, in words; true to continue (a message box by
    // default; tests answer here).
    void setConfirmContinue(std::function<bool(const QString &question)> c) { m_confirmContinue = std::move(c); }
    // Asked before a search whose tables take long to build (work/tablebuild.h): the question,
    // in words; true to go on. By default a message box asks; tests answer here.
    void setConfirmBuild(std::function<bool(const QString &question)> confirm) { m_confirmBuild = std::move(confirm); }
    void cancelSolve();
    // Part of a board change: a search for another board is pointless, so it is cancelled.
    void cancelIfBoardChanged();
    // Enables Solve and tells the panel (and the status bar) why a board cannot be solved.
    void showSolvability();

signals:
    // Playback started, paused or changed pace: the animation follows the playback speed.
    void playingChanged();

private:
    void onSolved(const SolveReply &reply);
    void start(std::optional<core::IdaProgress> resume);
    // Solve or Cancel, never both: during a search Solve is disabled and hidden, so F5 cannot
    // restart it; the playback actions follow whether there is a solution to play.
    void showBusy(bool busy);
    void updatePlaybackActions();

    WindowContext m_ctx;
    SolverController *m_solver;
    Actions m_actions;
    core::Position m_pendingPosition; // the board the running search solves
    std::function<bool(const QString &)> m_confirmBuild;
    std::function<bool(const QString &)> m_confirmContinue;
    std::shared_ptr<std::atomic<bool>> m_dropCheckpoint; // the running search's
};

} // namespace ui
