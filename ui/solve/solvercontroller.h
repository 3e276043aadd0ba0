#pragma once
// SolverController (GUI thread) owns the solver thread and its worker. solve() cancels any
// search still running and starts the new one; replies from a cancelled or superseded request
// are dropped, so the window only ever hears about the search it asked for last. The
// destructor cancels, quits and waits: closing the window mid-search is clean.

#include "solve/solverrequest.h"

#include <QObject>
#include <QThread>

#include <memory>

namespace ui {

class SolverWorker;

class SolverController : public QObject {
    Q_OBJECT
public:
    explicit SolverController(QObject *parent = nullptr);
    ~SolverController() override;

    // Returns the request's id.
    int solve(SolveRequest request);
    void cancel();
    bool isBusy() const { return m_busyId != 0; }
    // True while the worker is inside a search, including one already cancelled.
    bool isWorkerRunning() const { return m_running > 0; }

signals:
    void progressed(const core::SearchStats &stats);
    void preparing(double fraction);
    void solved(const ui::SolveReply &reply);
    void requestRun(const ui::SolveRequest &request, std::shared_ptr<core::SearchContext> context);

private:
    void onProgress(int id, const core::SearchStats &stats);
    void onFinished(const SolveReply &reply);

    QThread m_thread;
    SolverWorker *m_worker = nullptr;
    std::shared_ptr<core::SearchContext> m_context;
    int m_nextId = 1;
    int m_busyId = 0;
    int m_running = 0;
};

} // namespace ui
