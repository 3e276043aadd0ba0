#pragma once
// SolverController (GUI thread) runs the window's searches on a BackgroundTask. solve() cancels
// any search still running and starts the new one; replies from a cancelled or superseded
// request are dropped, so the window only ever hears about the search it asked for last.
// Destroying the controller stops the search and waits for it: closing the window mid-search
// is clean.

#include "solve/solverrequest.h"
#include "work/backgroundtask.h"

#include <QObject>

namespace ui {

class SolverController : public QObject {
    Q_OBJECT
public:
    explicit SolverController(QObject *parent = nullptr);

    // Returns the request's id.
    int solve(SolveRequest request);
    void cancel();
    bool isBusy() const { return m_busyId != 0; }
    // True while the worker is inside a search, including one already cancelled.
    bool isWorkerRunning() const { return m_task.isRunning(); }

signals:
    void progressed(const core::SearchStats &stats);
    void preparing(double fraction);
    void solved(const ui::SolveReply &reply);

private:
    BackgroundTask m_task;
    int m_nextId = 1;
    int m_busyId = 0;
};

} // namespace ui
