#include "solve/solvercontroller.h"

#include "solve/solvejob.h"

namespace ui {

SolverController::SolverController(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<ui::SolveRequest>();
    qRegisterMetaType<ui::SolveReply>();
    qRegisterMetaType<core::SearchStats>();
}

int SolverController::solve(SolveRequest request)
{
    request.id = m_nextId++;
    m_busyId = request.id;
    m_task.run(
        [this, request](std::stop_token stop, const BackgroundTask::Post &post) {
            return solveJob(
                request, std::move(stop),
                [this, &post](const core::SearchStats &s) { post([this, s] { emit progressed(s); }); },
                [this, &post](double f) { post([this, f] { emit preparing(f); }); });
        },
        [this](const SolveReply &reply) {
            m_busyId = 0;
            emit solved(reply);
        });
    return request.id;
}

void SolverController::cancel()
{
    m_task.cancel();
    m_busyId = 0;
}

} // namespace ui
