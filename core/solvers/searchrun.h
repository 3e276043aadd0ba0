#pragma once
// Running one search algorithm with one heuristic: the templates the heuristic rows' factories
// are made from (runSliding<H>, runRotation<H>), and the factories that need more than a
// template (the 4x4 specialised IDA*, the pattern databases, the rotation distance table).

#include "search/astar.h"
#include "search/bidirectionalbfs.h"
#include "search/breadthfirstsearch.h"
#include "search/idastar.h"
#include "storage/tablecache.h"
#include "solvers/descriptors.h"

#include <limits>
#include <type_traits>
#include <string>
#include <vector>

namespace core {

std::string planLetters(const SlidingDomain &d, const std::vector<Dir> &plan);
std::string planLetters(const RotationDomain &d, const std::vector<std::uint8_t> &plan);

template <class D>
SolveOutcome finishOutcome(const D &d, const SearchResult<D> &r, const SearchContext &ctx)
{
    SolveOutcome o;
    o.status = r.status;
    o.stats = r.stats;
    if (r.status == SearchStatus::Solved) {
        o.moves = planLetters(d, r.plan);
        o.optimal = true;
    } else if (r.status == SearchStatus::Cancelled || r.status == SearchStatus::LimitReached) {
        o.reason = limitReason(ctx, r.stats);
    }
    return o;
}

// The heuristic of the searches that take none (BFS and bidirectional BFS never call it).
struct NoHeuristic {
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    template <class State>
    int operator()(const State &) const
    {
        return 0;
    }
};

// The searches, by their row's family; BFS and bidirectional BFS ignore the heuristic.
template <class D, class H>
SearchResult<D> runSearch(AlgorithmId a, const D &d, const H &h, const typename D::State &s, SearchContext &ctx,
                          int maxBound = std::numeric_limits<int>::max())
{
    const AlgorithmRow &row = algorithmRow(a);
    switch (row.family) {
    case SearchFamily::BreadthFirst: return breadthFirstSearch(d, s, ctx, maxBound);
    case SearchFamily::Bidirectional: return bidirectionalSearch(d, s, ctx, maxBound);
    case SearchFamily::BestFirst: return aStarSearch(d, h, s, ctx, maxBound, row.weight);
    case SearchFamily::DeepeningBound: return idaStarSearch(d, h, s, ctx, maxBound, row.weight);
    case SearchFamily::Table:
    case SearchFamily::Composite: break; // run by their own solvers, never through a heuristic's factory
    }
    return idaStarSearch(d, h, s, ctx, maxBound);
}

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
int estimateSliding(TableCache &tables, const SlidingDomain &d, const SlidingState &s)
{
    return makeHeuristic<H>(tables, d)(s);
}

template <class H>
std::optional<SearchResult<RotationDomain>> runRotation(AlgorithmId a, const RotationDomain &d,
                                                        RotationDomain::State s, SearchContext &ctx, int cap)
{
    return runSearch(a, d, H{}, s, ctx, cap);
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
std::optional<SearchResult<RotationDomain>> runBlindRotation(AlgorithmId a, const RotationDomain &d,
                                                             RotationDomain::State s, SearchContext &ctx, int cap);
std::optional<SearchResult<RotationDomain>> runCentreTable(AlgorithmId a, const RotationDomain &d,
                                                           RotationDomain::State s, SearchContext &ctx, int cap);

} // namespace core
