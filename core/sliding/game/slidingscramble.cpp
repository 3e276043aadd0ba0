#include "sliding/game/slidingplay.h"

#include "search/idastar.h"
#include "common/random.h"
#include "sliding/board/slidingdomain.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/tables/smallboardtables.h"
#include "sliding/board/solvability.h"

#include <algorithm>
#include <chrono>

namespace core {

namespace {

// One random legal move that does not undo `last` (-1: none yet).
Dir randomStep(const SlidingBoard &b, int last, std::mt19937_64 &rng)
{
    Dir options[4];
    int n = 0;
    const int blank = b.blankIndex();
    for (int d = 0; d < 4; ++d)
        if (blankTarget(b.size, blank, Dir(d)) >= 0 && (last < 0 || Dir(d) != oppositeDir(Dir(last))))
            options[n++] = Dir(d);
    return options[uniformBelow(rng, std::uint64_t(n))];
}

int optimalDistance(const SlidingDomain &domain, const LinearConflict &h, const SlidingBoard &b,
                    std::uint64_t budget, std::stop_token cancel)
{
    SearchContext ctx(std::move(cancel));
    ctx.setMaxExpanded(budget);
    const auto r = idaStarSearch(domain, h, domain.stateOf(b), ctx);
    return r.status == SearchStatus::Solved ? int(r.plan.size()) : -1;
}

} // namespace

SlidingBoard scrambleRandomSolvable(const SlidingBoard &goal, std::mt19937_64 &rng)
{
    SlidingBoard b = goal;
    shuffleRange(b.tiles, rng);
    if (!checkSolvable(b, goal).solvable) {
        // Swapping two tiles flips the parity: a bijection between unsolvable and solvable
        // boards, so the result stays uniform.
        int first = -1;
        for (int i = 0; i < b.cells(); ++i) {
            if (b.tiles[std::size_t(i)] == 0)
                continue;
            if (first < 0) {
                first = i;
            } else {
                std::swap(b.tiles[std::size_t(first)], b.tiles[std::size_t(i)]);
                break;
            }
        }
    }
    return b;
}

SlidingBoard scrambleRandomWalk(const SlidingBoard &goal, int moves, std::mt19937_64 &rng)
{
    SlidingBoard b = goal;
    int last = -1;
    for (int i = 0; i < moves; ++i) {
        const Dir d = randomStep(b, last, rng);
        applyDir(b, d);
        last = int(d);
    }
    return b;
}

int maxWalkDistance(BoardSize size)
{
    return size.cells() <= 16 ? 40 : 50;
}

DistanceScramble scrambleAtDistance(const SlidingBoard &goal, int distance, std::mt19937_64 &rng, TableCache &cache,
                                    std::uint64_t nodeBudget, std::stop_token cancel,
                                    const std::function<void(int)> &certified)
{
    DistanceScramble out;
    if (distance < 0) {
        out.error = {ReasonCode::ScrambleDistanceNegative, {}, {}};
        return out;
    }
    if (goal.cells() <= SmallBoardTables::MaxCells) {
        SlidingBoard b;
        const auto tables = SmallBoardTables::forSize(cache, goal.size);
        if (tables->boardAtDistance(goal, distance, rng, b)) {
            out.board = b;
        } else {
            out.error = {ReasonCode::ScrambleBeyondFarthest, {distance, std::int64_t(tables->distanceCounts(goal).size()) - 1}, {}};
        }
        return out;
    }
    if (distance > maxWalkDistance(goal.size)) {
        out.error = {ReasonCode::ScrambleBeyondCertified, {maxWalkDistance(goal.size), goal.width(), goal.height()}, {}};
        return out;
    }
    // Each move changes the optimal distance by exactly one (the state graph is bipartite), so
    // a walk that keeps only steps taking it further reaches d in d steps.
    const SlidingDomain domain(goal);
    const LinearConflict h(domain);
    for (int attempt = 0; attempt < 8; ++attempt) {
        SlidingBoard b = goal;
        int current = 0, last = -1, stalls = 0;
        while (current < distance && stalls < 24) {
            SlidingBoard next = b;
            const Dir d = randomStep(b, last, rng);
            applyDir(next, d);
            const int nd = optimalDistance(domain, h, next, nodeBudget, cancel);
            if (cancel.stop_requested()) {
                out.error = {ReasonCode::ScrambleCancelled, {}, {}};
                return out;
            }
            if (nd < 0) {
                out.error = {ReasonCode::ScrambleNotCertified, {current + 1}, {}};
                return out;
            }
            if (nd > current) {
                b = next;
                current = nd;
                last = int(d);
                stalls = 0;
                if (certified)
                    certified(current);
            } else {
                ++stalls;
            }
        }
        if (current == distance) {
            out.board = b;
            return out;
        }
    }
    out.error = {ReasonCode::ScrambleNotFound, {distance}, {}};
    return out;
}

} // namespace core
