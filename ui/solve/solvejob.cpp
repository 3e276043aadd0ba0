#include "solve/solvejob.h"

#include "puzzles/searchcheckpoint.h"
#include "puzzles/solve.h"

#include <filesystem>

namespace ui {

SolveReply solveJob(const SolveRequest &request, std::stop_token stop,
                    const std::function<void(const core::SearchStats &)> &progress,
                    const std::function<void(double)> &preparing)
{
    core::SearchContext context(std::move(stop));
    context.setMaxExpanded(request.maxNodes);
    context.setMaxBytes(request.maxBytes);
    context.setTracing(request.trace);
    context.setThreads(request.threads);
    if (request.watch)
        context.watch(request.watch.get());
    if (progress)
        context.setObserver(progress);
    // Table builds report often; a percent at a time is plenty for the window.
    if (preparing)
        context.setPreparationObserver([&preparing, last = -1](double f) mutable {
            const int percent = int(f * 100);
            if (percent != last) {
                last = percent;
                preparing(f);
            }
        });
    core::Checkpoints checkpoints;
    if (!request.checkpoint.empty()) {
        checkpoints.resume = request.resume;
        checkpoints.save = [&request, id = core::checkpointIdentityOf(request.position, request.algorithm,
                                                                       request.heuristic)](const core::IdaProgress &p) {
            if (!request.dropCheckpoint || !*request.dropCheckpoint)
                core::saveCheckpoint(request.checkpoint, id, p); // a failed write loses only the offer to continue
        };
        context.setCheckpoints(&checkpoints);
    }
    SolveReply reply;
    reply.request = request;
    reply.outcome = core::solve(request.position, request.algorithm, request.heuristic, context);
    const bool keep = reply.outcome.status == core::SearchStatus::Cancelled
        && !(request.dropCheckpoint && *request.dropCheckpoint);
    if (!request.checkpoint.empty() && !keep) {
        std::error_code ignored;
        std::filesystem::remove(request.checkpoint, ignored);
    }
    return reply;
}

} // namespace ui
