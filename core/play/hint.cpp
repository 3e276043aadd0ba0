#include "play/hint.h"

#include "tables/smallboardtables.h"
#include "puzzles/sliding/solvability.h"
#include "solvers/solverregistry.h"

namespace core {

namespace {

// Boards up to this many cells (4x4 and the smaller oblongs) get an optimal search.
constexpr int MaxSearchedCells = 16;

Hint exactHint(const std::string &plan)
{
    Hint h;
    h.kind = Hint::Kind::Exact;
    h.distance = int(plan.size());
    h.next = plan.empty() ? std::string() : std::string(1, plan.front());
    return h;
}

Hint otherHint(Hint::Kind kind, Reason reason)
{
    Hint h;
    h.kind = kind;
    h.reason = std::move(reason);
    return h;
}

Hint fromOutcome(const SolveOutcome &o)
{
    switch (o.status) {
    case SearchStatus::Solved: return exactHint(o.moves);
    case SearchStatus::Unsolvable: return otherHint(Hint::Kind::Unsolvable, o.reason);
    case SearchStatus::Cancelled:
    case SearchStatus::LimitReached: break;
    }
    return otherHint(Hint::Kind::Stopped, o.reason ? o.reason : Reason{ReasonCode::StoppedBeforeDistance, {}, {}});
}

} // namespace

bool hintIsInstant(BoardSize size)
{
    return size.cells() <= SmallBoardTables::MaxCells;
}

Hint slidingHint(const SlidingBoard &board, const SlidingBoard &goal, SearchContext &ctx)
{
    if (!board.isWellFormed() || !goal.isWellFormed() || !(board.size == goal.size))
        return otherHint(Hint::Kind::Unknown, {ReasonCode::HintBoardMalformed, {}, {}});
    const auto solvability = checkSolvable(board, goal);
    if (!solvability.solvable)
        return otherHint(Hint::Kind::Unsolvable, solvability.reason);
    if (board == goal)
        return exactHint({});
    if (hintIsInstant(board.size)) {
        const auto answer = SmallBoardTables::forSize(ctx.tables(), board.size)->solve(board, goal, ctx.stopToken());
        if (answer.cancelled)
            return otherHint(Hint::Kind::Stopped, {ReasonCode::CancelledBuildingDistanceTables, {}, {}});
        if (!answer.reachable)
            return otherHint(Hint::Kind::Unsolvable, {ReasonCode::GoalUnreachable, {}, {}});
        return exactHint(planToString(answer.plan));
    }
    if (board.cells() > MaxSearchedCells)
        return otherHint(Hint::Kind::Unknown, {ReasonCode::HintBoardTooLarge, {}, {}});
    const auto o = solveSliding(board, goal, AlgorithmId::IdaStar, defaultHeuristic(PuzzleKind::Sliding, board.size), ctx);
    return fromOutcome(o);
}

Hint rotationHint(const RotationBoard &board, SearchContext &ctx)
{
    const auto o = solveRotation(board, AlgorithmId::IdaStar, HeuristicId::CentreTable, ctx);
    return fromOutcome(o);
}

int distanceTrend(int before, int after)
{
    if (before < 0 || after < 0)
        return 0; // a distance is not known
    return after < before ? -1 : after > before ? 1 : 0;
}

} // namespace core
