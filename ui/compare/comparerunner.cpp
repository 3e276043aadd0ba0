#include "compare/comparerunner.h"

#include "solve/solvejob.h"
#include "work/backgroundtask.h"

#include <algorithm>

namespace ui {

CompareRunner::CompareRunner(int workers, QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<ui::SolveRequest>();
    qRegisterMetaType<ui::SolveReply>();
    qRegisterMetaType<core::SearchStats>();
    if (workers <= 0)
        workers = std::clamp(QThread::idealThreadCount(), 1, 4);
    m_workers.resize(std::size_t(workers));
    for (Worker &w : m_workers)
        w.task = new BackgroundTask(this);
}

// Every task is asked to stop before the first one waits, so the runs end together.
CompareRunner::~CompareRunner()
{
    for (Worker &w : m_workers)
        w.task->requestStop();
}

void CompareRunner::start(const QList<SolveRequest> &requests)
{
    cancelAll();
    m_runs.clear();
    m_firstId = m_nextId;
    for (SolveRequest r : requests) {
        r.id = m_nextId++;
        CompareRun run;
        run.request = r;
        m_runs.push_back(run);
    }
    emit started();
    dispatch();
}

void CompareRunner::cancel(int index)
{
    if (index < 0 || index >= count())
        return;
    CompareRun &run = m_runs[std::size_t(index)];
    if (run.state == CompareRun::State::Queued) {
        run.state = CompareRun::State::Finished;
        SolveReply reply;
        reply.request = run.request;
        reply.outcome.status = core::SearchStatus::Cancelled;
        reply.outcome.reason = {core::ReasonCode::CancelledBeforeStart, {}, {}};
        run.reply = reply;
        emit runChanged(index);
        emit runFinished(index);
        if (!isBusy())
            emit allFinished();
    } else if (run.state == CompareRun::State::Running) {
        for (Worker &w : m_workers)
            if (w.runId == run.request.id)
                w.task->requestStop();
    }
}

void CompareRunner::cancelAll()
{
    for (int i = 0; i < count(); ++i)
        if (m_runs[std::size_t(i)].state == CompareRun::State::Queued) {
            m_runs[std::size_t(i)].state = CompareRun::State::Finished;
            SolveReply reply;
            reply.request = m_runs[std::size_t(i)].request;
            reply.outcome.status = core::SearchStatus::Cancelled;
            reply.outcome.reason = {core::ReasonCode::CancelledBeforeStart, {}, {}};
            m_runs[std::size_t(i)].reply = reply;
            emit runChanged(i);
        }
    for (Worker &w : m_workers)
        if (w.runId != 0)
            w.task->requestStop();
}

bool CompareRunner::isBusy() const
{
    return std::any_of(m_runs.begin(), m_runs.end(),
                       [](const CompareRun &r) { return r.state != CompareRun::State::Finished; });
}

int CompareRunner::runningCount() const
{
    return int(std::count_if(m_runs.begin(), m_runs.end(),
                             [](const CompareRun &r) { return r.state == CompareRun::State::Running; }));
}

int CompareRunner::indexOf(int id) const
{
    const int index = id - m_firstId;
    return index >= 0 && index < count() ? index : -1;
}

void CompareRunner::dispatch()
{
    for (Worker &w : m_workers) {
        if (w.runId != 0)
            continue;
        auto next = std::find_if(m_runs.begin(), m_runs.end(),
                                 [](const CompareRun &r) { return r.state == CompareRun::State::Queued; });
        if (next == m_runs.end())
            return;
        next->state = CompareRun::State::Running;
        w.runId = next->request.id;
        const SolveRequest request = next->request;
        w.task->run(
            [this, request](std::stop_token stop, const BackgroundTask::Post &post) {
                return solveJob(request, std::move(stop), [this, &post, id = request.id](const core::SearchStats &s) {
                    post([this, id, s] { onProgress(id, s); });
                });
            },
            [this](const SolveReply &reply) { onFinished(reply); });
        emit runChanged(int(next - m_runs.begin()));
    }
}

void CompareRunner::onProgress(int id, const core::SearchStats &stats)
{
    const int index = indexOf(id);
    if (index < 0 || m_runs[std::size_t(index)].state != CompareRun::State::Running)
        return;
    m_runs[std::size_t(index)].progress = stats;
    emit runChanged(index);
}

void CompareRunner::onFinished(const SolveReply &reply)
{
    for (Worker &w : m_workers)
        if (w.runId == reply.request.id) {
            w.runId = 0;
        }
    const int index = indexOf(reply.request.id);
    if (index >= 0) {
        CompareRun &run = m_runs[std::size_t(index)];
        run.state = CompareRun::State::Finished;
        run.reply = reply;
        run.progress = reply.outcome.stats;
        emit runChanged(index);
        emit runFinished(index);
    }
    dispatch();
    if (index >= 0 && !isBusy())
        emit allFinished();
}

} // namespace ui
