#pragma once
// CompareRunner runs a set of solve requests on the same board, one BackgroundTask per core,
// each run with its own SearchContext and stop token, so each has its own progress, its own cancel and its
// own node and memory budget. Runs wait in a queue until a worker is free. start() replaces
// the whole set (cancelling what still runs); replies from an earlier set are dropped.

#include "solve/solverrequest.h"

#include <QList>
#include <QObject>
#include <QThread>

#include <optional>
#include <vector>

namespace ui {

class BackgroundTask;

struct CompareRun {
    enum class State { Queued, Running, Finished };
    SolveRequest request;
    State state = State::Queued;
    core::SearchStats progress; // the latest figures while running
    std::optional<SolveReply> reply; // when finished (status Cancelled if it was cancelled)
};

class CompareRunner : public QObject {
    Q_OBJECT
public:
    // workers <= 0: one per core (QThread::idealThreadCount), at least one, at most four.
    explicit CompareRunner(int workers = 0, QObject *parent = nullptr);
    ~CompareRunner() override;

    void start(const QList<SolveRequest> &requests);
    void cancel(int index);
    void cancelAll();
    int count() const { return int(m_runs.size()); }
    const CompareRun &run(int index) const { return m_runs[std::size_t(index)]; }
    bool isBusy() const;
    int workerCount() const { return int(m_workers.size()); }
    // How many runs are inside a search right now (for tests: never more than workerCount()).
    int runningCount() const;

signals:
    void started(); // a new set replaced the runs
    void runChanged(int index);   // state or progress
    void runFinished(int index);
    void allFinished();

private:
    struct Worker {
        BackgroundTask *task = nullptr;
        int runId = 0; // request id in the worker, 0 when free
    };
    void dispatch();
    void onProgress(int id, const core::SearchStats &stats);
    void onFinished(const SolveReply &reply);
    int indexOf(int id) const;

    std::vector<Worker> m_workers;
    std::vector<CompareRun> m_runs;
    int m_firstId = 1;  // ids of the current set are m_firstId .. m_firstId + count - 1
    int m_nextId = 1;
};

} // namespace ui
