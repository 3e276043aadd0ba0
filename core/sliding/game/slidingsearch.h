#pragma once
// The sliding puzzle's searches, one per heuristic row (slidingheuristicrows.cpp): the template
// most heuristics run with (runSliding<H>) and the factories that are more than a template.

#include "position/position.h"
#include "sliding/board/slidingposition.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/pdb/additivepdb.h"
#include "solvers/searchrun.h"

#include <string>
#include <type_traits>
#include <vector>

namespace core {

// A plan as the command line writes it (the blank's moves, "dlru").
std::string planLetters(const SlidingDomain &d, const std::vector<Dir> &plan);

// A sliding heuristic constructed from the domain, run by the chosen search.
// A heuristic with tables takes the cache they live in.
template <class H>
H makeHeuristic(TableCache &cache, const SlidingDomain &d)
{
    if constexpr (std::is_constructible_v<H, TableCache &, const SlidingDomain &>)
        return H(cache, d);
    else
        return H(d);
}

template <class H>
SolveOutcome runSliding(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    return finishOutcome(d, runSearch(a, d, makeHeuristic<H>(ctx.tables(), d), s, ctx), ctx);
}

// An estimate has no search context: its tables come from the caller's cache.
template <class H>
int estimateSliding(TableCache &tables, const Position &p)
{
    const SlidingPosition &sp = p.as<SlidingPosition>();
    const SlidingDomain d(sp.goal);
    return makeHeuristic<H>(tables, d)(d.stateOf(sp.board));
}

// A search over the sliding domain, run on a position (a row's SearchFactory).
using SlidingSearch = SolveOutcome (*)(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
template <SlidingSearch F>
SolveOutcome onPosition(AlgorithmId a, const Position &p, SearchContext &ctx)
{
    const SlidingPosition &sp = p.as<SlidingPosition>();
    const SlidingDomain d(sp.goal);
    return F(a, d, d.stateOf(sp.board), ctx);
}

// The factories that are more than a template. Manhattan and linear conflict run IDA* on a
// 4x4 board specialised (same plans and statistics, several times faster); the pattern
// databases are built on first use (cancellable), then shared, and count in the run's peak.
SolveOutcome runBlindSliding(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
SolveOutcome runManhattan(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
SolveOutcome runLinearConflict(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
SolveOutcome runPdb555(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
SolveOutcome runPdb663(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
SolveOutcome runPdb78(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
SolveOutcome runPdb6666(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
// IDA* with the largest of up to three 6-6-6-6 splits' values (each with its reflection), as
// many as the table budget holds; other algorithms use the first split alone.
SolveOutcome runPdb6666Max(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx);
// What getting pdb-6666-max's tables (all its splits, compact and sparse) will cost.
TablesCost pdb6666MaxCost(const TableCache &cache, const SlidingBoard &goal);

} // namespace core
