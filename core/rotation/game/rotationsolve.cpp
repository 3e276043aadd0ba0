#include "rotation/game/rotationplay.h"

#include "puzzles/solve.h"
#include "rotation/board/rotationdomain.h"
#include "rotation/game/rotationsearch.h"

#include <algorithm>
#include <limits>

namespace core {

namespace {

constexpr SolverRow Row = {.puzzle = RotationKind, .blind = onDigits<runBlindRotation>};

} // namespace

const SolverRow &rotationSolverRow()
{
    return Row;
}

SolveOutcome solveRotation(const RotationBoard &start, AlgorithmId a, HeuristicId h, SearchContext &ctx)
{
    return solve(start, a, h, ctx);
}

SolveOutcome searchDigits(RotationFactory run, AlgorithmId a, const RotationBoard &start, SearchContext &ctx)
{
    SolveOutcome best;
    if (start.solvedDigit() != 0) {
        best.status = SearchStatus::Solved;
        best.optimal = true;
        return best;
    }
    // One search per digit that could fill the centre, the most promising first; the search
    // for a later digit stops at the best length found so far.
    std::string digits = start.candidateDigits();
    std::stable_sort(digits.begin(), digits.end(),
                     [&](char x, char y) { return start.centreCount(x - '0') > start.centreCount(y - '0'); });
    const std::uint64_t budget = ctx.maxExpanded();
    SearchStats total;
    bool found = false;
    for (char digitChar : digits) {
        const RotationDomain d(start.count(digitChar - '0'), digitChar - '0');
        const auto mask = RotationDomain::maskOf(start, digitChar - '0');
        ctx.setMaxExpanded(budget - std::min(budget, total.expanded));
        const int cap = found ? int(best.moves.size()) : std::numeric_limits<int>::max();
        const auto r = run(a, d, mask, ctx, cap);
        if (!r) {
            best.status = SearchStatus::Cancelled;
            best.reason = {ReasonCode::Cancelled, {}, {}};
            best.stats = total;
            ctx.setMaxExpanded(budget);
            return best;
        }
        total.merge(r->stats);
        if (r->status == SearchStatus::Cancelled || r->status == SearchStatus::LimitReached) {
            ctx.setMaxExpanded(budget);
            best = finishOutcome(d, *r, ctx);
            best.stats = total;
            return best;
        }
        if (r->status != SearchStatus::Solved)
            continue;
        const std::string moves = planLetters(d, r->plan);
        if (!found || moves.size() < best.moves.size()
            || (moves.size() == best.moves.size() && moves < best.moves)) {
            best.moves = moves;
            found = true;
        }
    }
    ctx.setMaxExpanded(budget);
    best.status = found ? SearchStatus::Solved : SearchStatus::Unsolvable;
    best.optimal = found; // the one solve keeps it for the optimal rows only
    best.stats = total;
    return best;
}

} // namespace core
