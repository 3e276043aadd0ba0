#pragma once
// The states a start reaches, walked once, and each one's exact distance to the goal: for
// puzzles whose spaces are small enough to walk whole (Huarong Dao, Rush Hour). Their exact
// tables, distance counts, scrambles and state-space maps read it. Moves must be reversible
// (the domain's inverse), so the walk back from the goal states uses the same moves.

#include "search/memoryestimate.h"
#include "search/searchcontext.h"
#include "search/searchstats.h"

#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace core {

// The states reachable from the start, in the order BFS first meets them, and their distances
// to the goal (-1: cannot reach it).
template <class D>
struct StateComponent {
    using State = typename D::State;
    SearchStatus status = SearchStatus::Solved;
    std::vector<State> states;
    std::unordered_map<State, std::uint32_t> index;
    std::vector<int> distance;
    std::vector<int> depth; // moves from the start

    // Counting the growth the next expansion may cause (search/memoryestimate.h).
    std::size_t bytes() const
    {
        const std::size_t adding = std::size_t(D::MaxMoves);
        return vectorBytes(states, adding) + mapBytes(index, 0, adding) + vectorBytes(depth, adding)
            + distance.capacity() * sizeof(int);
    }
};

// Walks from `start` under ctx's budgets (counting each state expanded on each sweep); status
// says whether the walk finished.
template <class D>
StateComponent<D> exploreComponent(const D &d, const typename D::State &start, SearchContext &ctx, SearchStats &st)
{
    using State = typename D::State;
    StateComponent<D> c;
    c.states.push_back(start);
    c.index.emplace(start, 0);
    c.depth.push_back(0);
    std::vector<typename D::Move> moves(static_cast<std::size_t>(D::MaxMoves));
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        if (!ctx.tick(st, c.bytes())) {
            c.status = ctx.stoppedStatus();
            return c;
        }
        ++st.expanded;
        const State s = c.states[i];
        const int n = d.legalMoves(s, moves.data());
        for (int k = 0; k < n; ++k) {
            State child = s;
            d.apply(child, moves[std::size_t(k)]);
            ++st.generated;
            if (c.index.try_emplace(child, std::uint32_t(c.states.size())).second) {
                c.states.push_back(child);
                c.depth.push_back(c.depth[i] + 1);
            } else
                ++st.duplicates;
        }
    }
    // Back from every goal state at once: moves are reversible, so the same moves serve.
    c.distance.assign(c.states.size(), -1);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t i = 0; i < c.states.size(); ++i)
        if (d.isGoal(c.states[i])) {
            c.distance[i] = 0;
            queue.push_back(i);
        }
    for (std::size_t q = 0; q < queue.size(); ++q) {
        if (!ctx.tick(st, c.bytes() + queue.capacity() * sizeof(std::uint32_t))) {
            c.status = ctx.stoppedStatus();
            return c;
        }
        ++st.expanded;
        const std::uint32_t i = queue[q];
        const int n = d.legalMoves(c.states[i], moves.data());
        for (int k = 0; k < n; ++k) {
            State child = c.states[i];
            d.apply(child, moves[std::size_t(k)]);
            const std::uint32_t j = c.index.find(child)->second;
            if (c.distance[j] < 0) {
                c.distance[j] = c.distance[i] + 1;
                queue.push_back(j);
            }
        }
    }
    return c;
}

// The plan down the exact distances: at each state the first move that comes one closer; empty
// when the start cannot reach the goal (c.distance[0] < 0).
template <class D>
std::vector<typename D::Move> descendComponent(const D &d, const StateComponent<D> &c)
{
    std::vector<typename D::Move> plan;
    if (c.distance.empty() || c.distance[0] < 0)
        return plan;
    typename D::State s = c.states[0];
    std::vector<typename D::Move> moves(static_cast<std::size_t>(D::MaxMoves));
    for (int left = c.distance[0]; left > 0; --left) {
        const int n = d.legalMoves(s, moves.data());
        for (int k = 0; k < n; ++k) {
            typename D::State child = s;
            d.apply(child, moves[std::size_t(k)]);
            const auto it = c.index.find(child);
            if (it != c.index.end() && c.distance[it->second] == left - 1) {
                plan.push_back(moves[std::size_t(k)]);
                s = child;
                break;
            }
        }
    }
    return plan;
}

// Whether a start reaches a goal state, told by walking at most `cap` states breadth first from
// it: Goal as soon as a goal state is met, NoGoal when every reachable state was met and none is
// a goal, Unknown when the walk passed `cap` states or was cancelled. The depth-first searches,
// which keep no closed list, ask it first: without it a goal the start cannot reach sends IDA*
// round the same few states until a budget runs out.
enum class Reach { Goal, NoGoal, Unknown };
struct ReachProbe {
    Reach reach = Reach::Unknown;
    std::uint64_t walked = 0; // states expanded
};

template <class D>
ReachProbe probeReach(const D &d, const typename D::State &start, std::size_t cap, const SearchContext &ctx)
{
    using State = typename D::State;
    ReachProbe out;
    if (d.isGoal(start)) {
        out.reach = Reach::Goal;
        return out;
    }
    std::vector<State> seen{start};
    std::unordered_set<State> met{start};
    std::vector<typename D::Move> moves(static_cast<std::size_t>(D::MaxMoves));
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (seen.size() > cap || ctx.isCancelled())
            return out;
        ++out.walked;
        const int n = d.legalMoves(seen[i], moves.data());
        for (int k = 0; k < n; ++k) {
            State child = seen[i];
            d.apply(child, moves[std::size_t(k)]);
            if (!met.insert(child).second)
                continue;
            if (d.isGoal(child)) {
                out.reach = Reach::Goal;
                return out;
            }
            seen.push_back(child);
        }
    }
    out.reach = Reach::NoGoal;
    return out;
}

// The exact table as a search: the walk, then the plan down its distances (Unsolvable when the
// start cannot reach the goal, the walk's status when it stopped).
template <class D>
SearchResult<D> componentSearch(const D &d, const typename D::State &start, SearchContext &ctx)
{
    SearchResult<D> r;
    ctx.begin();
    const StateComponent<D> c = exploreComponent(d, start, ctx, r.stats);
    if (c.status != SearchStatus::Solved)
        r.status = c.status;
    else {
        r.plan = descendComponent(d, c);
        r.status = c.distance[0] < 0 ? SearchStatus::Unsolvable : SearchStatus::Solved;
    }
    ctx.finish(r.stats);
    return r;
}

} // namespace core
