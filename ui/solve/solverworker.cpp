#include "solve/solverworker.h"

namespace ui {

void SolverWorker::run(const SolveRequest &request, std::shared_ptr<core::SearchContext> context)
{
    context->setMaxExpanded(request.maxNodes);
    context->setMaxBytes(request.maxBytes);
    context->setTracing(request.trace);
    context->setObserver([this, id = request.id](const core::SearchStats &s) { emit progressed(id, s); });
    // Table builds report often; a percent at a time is plenty for the window.
    context->setPreparationObserver([this, id = request.id, last = -1](double f) mutable {
        const int percent = int(f * 100);
        if (percent != last) {
            last = percent;
            emit preparing(id, f);
        }
    });
    SolveReply reply;
    reply.request = request;
    if (request.kind == core::PuzzleKind::Rotation)
        reply.outcome = core::solveRotation(request.rotation, request.algorithm, request.heuristic, *context);
    else
        reply.outcome = core::solveSliding(request.start, request.goal, request.algorithm, request.heuristic, *context);
    context->setObserver(nullptr);
    context->setPreparationObserver(nullptr);
    emit searchFinished(reply);
}

} // namespace ui
