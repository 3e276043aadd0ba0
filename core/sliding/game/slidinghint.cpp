#include "sliding/game/slidingplay.h"

#include "sliding/tables/smallboardtables.h"
#include "sliding/board/solvability.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/board/slidingposition.h"

namespace core {

namespace {

// Boards up to this many cells (4x4 and the smaller oblongs) get an optimal search.
constexpr int MaxSearchedCells = 16;

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
    const auto o = solveSliding(board, goal, AlgorithmId::IdaStar, defaultHeuristic(SlidingKind, board.size), ctx);
    return hintFromOutcome(o);
}

} // namespace core
