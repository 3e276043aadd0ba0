#include "work/backgroundtask.h"

namespace ui {

BackgroundTask::BackgroundTask(QObject *parent)
    : QObject(parent)
{
    m_thread.setObjectName("background");
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

BackgroundTask::~BackgroundTask()
{
    // Every job queued before the current one was asked to stop when it was superseded.
    m_stop.request_stop();
    m_thread.quit();
    m_thread.wait();
}

void BackgroundTask::cancel()
{
    m_stop.request_stop();
    ++m_generation;
}

void BackgroundTask::start(Erased job)
{
    cancel();
    m_stop = std::stop_source();
    ++m_pending;
    const quint64 generation = m_generation;
    // Qt drops events posted to an object that is gone, and the destructor waits for the
    // thread, so `this` outlives every job that posts to it.
    Post post = [this, generation](std::function<void()> fn) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, fn = std::move(fn)] {
                if (generation == m_generation)
                    fn();
            },
            Qt::QueuedConnection);
    };
    QMetaObject::invokeMethod(
        m_worker,
        [this, job = std::move(job), stop = m_stop.get_token(), post = std::move(post)] {
            job(stop, post);
            QMetaObject::invokeMethod(
                this,
                [this] {
                    if (--m_pending == 0)
                        emit idle();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace ui
