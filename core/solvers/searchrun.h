#pragma once
// Running one search algorithm with one heuristic, for any puzzle: the search the algorithm's
// row names (by its family and weight), and the outcome it gives. Each puzzle's heuristic rows
// make their factories from these (<puzzle>/game/<puzzle>search.h). finishOutcome writes the
// plan with planLetters(domain, plan), which each puzzle declares beside its searches.

#include "search/astar.h"
#include "search/bidirectionalbfs.h"
#include "search/breadthfirstsearch.h"
#include "search/idastar.h"
#include "storage/tablecache.h"
#include "solvers/component.h"
#include "solvers/descriptors.h"

#include <limits>
#include <string>
#include <vector>

namespace core {

template <class D>
SolveOutcome finishOutcome(const D &d, const SearchResult<D> &r, const SearchContext &ctx)
{
    SolveOutcome o;
    o.status = r.status;
    o.stats = r.stats;
    if (r.status == SearchStatus::Solved) {
        o.moves = planLetters(d, r.plan);
        o.moveCount = int(r.plan.size());
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

// States the depth-first searches walk from the start, on a puzzle whose domain declares
// `static constexpr bool Walkable`, to learn whether any goal state can be reached (a few MiB).
inline constexpr std::size_t WalkableProbeStates = std::size_t(1) << 16;

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
    case SearchFamily::DeepeningBound:
        if constexpr (requires { D::Walkable; }) {
            // A puzzle whose starts reach few states (Huarong Dao, Rush Hour) and that has no
            // test of solvability of its own: a goal the start cannot reach is found by walking.
            const ReachProbe probe = probeReach(d, s, WalkableProbeStates, ctx);
            if (probe.reach == Reach::NoGoal) {
                SearchResult<D> r;
                ctx.begin();
                r.stats.expanded = probe.walked;
                r.status = SearchStatus::Unsolvable;
                ctx.finish(r.stats);
                return r;
            }
        }
        return idaStarSearch(d, h, s, ctx, maxBound, row.weight);
    case SearchFamily::Table:
    case SearchFamily::Composite: break; // run by their own solvers, never through a heuristic's factory
    }
    return idaStarSearch(d, h, s, ctx, maxBound);
}

} // namespace core
