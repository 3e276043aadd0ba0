#include "solve/solvercontroller.h"

#include "solve/solverworker.h"

namespace ui {

SolverController::SolverController(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<ui::SolveRequest>();
    qRegisterMetaType<ui::SolveReply>();
    qRegisterMetaType<core::SearchStats>();
    qRegisterMetaType<std::shared_ptr<core::SearchContext>>();
    m_thread.setObjectName("solver");
    m_worker = new SolverWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &SolverController::requestRun, m_worker, &SolverWorker::run, Qt::QueuedConnection);
    connect(m_worker, &SolverWorker::progressed, this, &SolverController::onProgress, Qt::QueuedConnection);
    connect(m_worker, &SolverWorker::searchFinished, this, &SolverController::onFinished, Qt::QueuedConnection);
    connect(
        m_worker, &SolverWorker::preparing, this,
        [this](int id, double fraction) {
            if (id == m_busyId)
                emit preparing(fraction);
        },
        Qt::QueuedConnection);
    m_thread.start();
}

SolverController::~SolverController()
{
    cancel();
    m_thread.quit();
    m_thread.wait();
}

int SolverController::solve(SolveRequest request)
{
    cancel();
    request.id = m_nextId++;
    m_busyId = request.id;
    m_context = std::make_shared<core::SearchContext>();
    ++m_running;
    emit requestRun(request, m_context);
    return request.id;
}

void SolverController::cancel()
{
    if (m_context)
        m_context->cancel();
    m_busyId = 0;
}

void SolverController::onProgress(int id, const core::SearchStats &stats)
{
    if (id == m_busyId)
        emit progressed(stats);
}

void SolverController::onFinished(const SolveReply &reply)
{
    --m_running;
    if (reply.request.id != m_busyId)
        return;
    m_busyId = 0;
    emit solved(reply);
}

} // namespace ui
