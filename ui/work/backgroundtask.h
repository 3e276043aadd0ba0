#pragma once
// BackgroundTask: the one way ui/ runs long work (searches, hints, experiments, scrambles) off
// the GUI thread. It owns a QThread and a worker object on it (Qt's worker-object pattern);
// run() queues a job there, and the job's progress and result come back to the GUI thread by
// queued invocation on this object.
//
// Each job gets a std::stop_token of its own. cancel() requests stop on it directly (the
// worker's event loop is busy inside the job, so a queued slot would come too late) and drops
// whatever the job still delivers. A new run() supersedes the job before it the same way:
// only the latest job's progress and result reach the caller. The destructor requests stop
// and waits for the thread, so closing the window mid-job is clean and prompt, as long as the
// job honours its token (every long operation in core takes one).
//
// Jobs run one after another on this task's thread; use one task per parallel worker.

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>
#include <stop_token>
#include <type_traits>

namespace ui {

class BackgroundTask : public QObject {
    Q_OBJECT
public:
    // Runs a closure on the GUI thread, unless the job that posts it has been superseded or
    // cancelled meanwhile. Safe to call from the job's thread.
    using Post = std::function<void(std::function<void()>)>;

    explicit BackgroundTask(QObject *parent = nullptr);
    ~BackgroundTask() override;

    // Queues job(stop, post) on the task's thread, after asking any job before it to stop.
    // done(result) runs on the GUI thread once the job returns, unless it was superseded or
    // cancelled.
    template <class Job, class Done>
    void run(Job job, Done done)
    {
        using R = std::invoke_result_t<Job &, std::stop_token, const Post &>;
        start([job = std::move(job), done = std::move(done)](std::stop_token stop, const Post &post) mutable {
            auto result = std::make_shared<R>(job(stop, post));
            post([done, result] { done(std::move(*result)); });
        });
    }

    // Requests stop on the current job at once (no queued slot in between) and drops its
    // progress and result. GUI thread only, like run().
    void cancel();
    // Requests stop on the current job but still delivers what it returns (a search reports
    // Cancelled): for callers that show how a stopped job ended.
    void requestStop() { m_stop.request_stop(); }
    // True from run() until the last job queued has returned (including a cancelled one).
    bool isRunning() const { return m_pending > 0; }

signals:
    // Every job has returned (after its result, if any, was delivered).
    void idle();

private:
    using Erased = std::function<void(std::stop_token, const Post &)>;
    void start(Erased job);

    QThread m_thread;
    QObject *m_worker = nullptr;
    std::stop_source m_stop;
    quint64 m_generation = 0;
    int m_pending = 0;
};

} // namespace ui
