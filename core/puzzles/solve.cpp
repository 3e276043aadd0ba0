#include "puzzles/solve.h"

#include "puzzles/puzzlebackend.h"

namespace core {

SolveOutcome solve(const Position &p, AlgorithmId a, HeuristicId h, SearchContext &ctx)
{
    const PuzzleBackend &backend = backendOf(p);
    const PuzzleKind kind = backend.kind();
    const BoardSize size = backend.sizeOf(p);
    const AlgorithmRow &algorithm = algorithmRow(a);
    const SolverRow &module = solverRow(kind);
    SolveOutcome o;
    const bool isSearch = runsAsSearch(algorithm);
    const DirectSolver *direct = isSearch ? nullptr : directSolver(kind, a);
    if (!isSearch) {
        if (!direct) {
            o.reason = {ReasonCode::AlgorithmNotForPuzzle, {}, {algorithm.key}};
            return o;
        }
        if (direct->fits)
            if (Reason why = direct->fits(size)) {
                o.reason = std::move(why);
                return o;
            }
    }
    if (Reason why = backend.unsolvableReason(p)) {
        o.reason = std::move(why);
        return o;
    }
    const HeuristicId used = effectiveHeuristic(kind, a, h);
    if (direct) {
        o = direct->solve(p, ctx);
    } else {
        const HeuristicRow &row = heuristicRow(used);
        o = row.search ? row.search(a, p, ctx) : module.blind(a, p, ctx);
        if (o.status == SearchStatus::Unsolvable && module.decidesSolvability) {
            o.status = SearchStatus::LimitReached;
            o.reason = {ReasonCode::NoPlanForSolvableBoard, {}, {}};
            o.optimal = false;
        }
        if (o.reason.code == ReasonCode::NodeBudgetReached) {
            const char *next = used == HeuristicId::None ? heuristicRow(defaultHeuristic(kind, size)).key
                : row.stronger                           ? row.stronger(size)
                                                         : "";
            o.reason.keys = {next};
        }
    }
    if (algorithm.optimality != Optimality::Optimal)
        o.optimal = false;
    if (module.bound && o.status == SearchStatus::Solved && !o.optimal)
        module.bound(p, a, used, o, ctx);
    if (o.status == SearchStatus::Solved)
        o.moveCount = int(backend.planMoves(o.moves).size());
    return o;
}

} // namespace core
