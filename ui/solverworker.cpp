#include "solverworker.h"

namespace ui {

void SolverWorker::run(const SolveRequest &request, std::shared_ptr<core::SearchContext> context)
{
    context->setMaxExpanded(request.maxNodes);
    context->setMaxBytes(request.maxBytes);
    context->setObserver([this, id = request.id](const core::SearchStats &s) { emit progressed(id, s); });
    SolveReply reply;
    reply.request = request;
    if (request.kind == core::PuzzleKind::Rotation)
        reply.outcome = core::solveRotation(request.rotation, request.algorithm, request.heuristic, *context);
    else
        reply.outcome = core::solveSliding(request.start, request.goal, request.algorithm, request.heuristic, *context);
    context->setObserver(nullptr);
    emit searchFinished(reply);
}

} // namespace ui
