#pragma once
// Bidirectional breadth-first search: one BFS from the start, one backwards from every goal
// state (moves are reversible, so backwards uses the same moves). Each round expands one
// whole layer of the side with the smaller frontier; the first round that finds the two
// searches touching ends the search with the shortest meeting over that round, which is a
// shortest plan (a plan of length L meets inside the round that first could hold it).

#include "search/memoryestimate.h"
#include "search/movecode.h"
#include "search/nodemap.h"
#include "search/searchcontext.h"
#include "search/watch.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <unordered_map>
#include <vector>

namespace core {

// maxDepth: give up (Unsolvable) rather than look for plans longer than this.
template <class D>
SearchResult<D> bidirectionalSearch(const D &d, const typename D::State &start, SearchContext &ctx,
                                    int maxDepth = std::numeric_limits<int>::max())
{
    using Key = typename D::Key;
    using State = typename D::State;
    using Move = typename D::Move;
    struct Seen {
        MoveCode<D> via; // move that reached it from its side's parent; NoMove: a root
        int depth;
    };
    struct Side {
        NodeMap<Key, Seen> seen;
        std::vector<Key> layer;
        std::vector<std::uint64_t> parents; // watched: the order of the expansion that reached each key of the layer
        std::size_t keyHeap = 0;
        int depth = 0;
    };
    SearchResult<D> r;
    SearchStats &st = r.stats;
    ctx.begin();
    if (d.isGoal(start)) {
        r.status = SearchStatus::Solved;
        ctx.finish(st);
        return r;
    }
    Side sides[2];
    Watch watch(ctx);
    auto addRoot = [&](Side &side, const State &s) {
        if (side.seen.try_emplace(d.key(s), Seen{NoMove<D>, 0}).second) {
            if (watch.on)
                side.parents.push_back(ExpansionEvent::NoParent);
            side.layer.push_back(d.key(s));
            side.keyHeap += 2 * D::keyHeapBytes(d.key(s));
        }
    };
    addRoot(sides[0], start);
    {
        // A goal that allows more goal states than the domain will list (a Huarong Dao goal that
        // places one piece in a large box) leaves the backward search without its roots: say so
        // rather than search from a part of them, or from none.
        bool complete = true;
        for (const State &g : d.goalStates(MaxGoalStates, &complete))
            addRoot(sides[1], g);
        if (!complete) {
            ctx.stopBecause(StopReason::TooManyGoals);
            r.status = ctx.stoppedStatus();
            ctx.finish(st);
            return r;
        }
    }
    auto bytesNow = [&] {
        std::size_t b = 0;
        for (const Side &s : sides)
            b += mapBytes(s.seen, s.keyHeap, D::MaxMoves) + vectorBytes(s.layer);
        return b;
    };
    // Walks from a node back to its side's root, collecting the moves as seen from that side.
    auto walk = [&](const Side &side, State s) {
        std::vector<Move> moves;
        for (;;) {
            const auto via = side.seen.find(d.key(s))->second.via;
            if (via == NoMove<D>)
                break;
            moves.push_back(Move(via));
            d.apply(s, d.inverse(Move(via)));
        }
        return moves;
    };
    Move moves[D::MaxMoves];
    int best = std::numeric_limits<int>::max();
    Key meet{};
    std::size_t round = 0;
    // Before each round no plan of length <= the two depths added up exists.
    while (!sides[0].layer.empty() && !sides[1].layer.empty() && sides[0].depth + sides[1].depth < maxDepth) {
        const int which = sides[0].layer.size() <= sides[1].layer.size() ? 0 : 1;
        Side &side = sides[which];
        const Side &other = sides[1 - which];
        std::vector<Key> next;
        std::vector<std::uint64_t> nextParents;
        for (std::size_t i = 0; i < side.layer.size(); ++i) {
            const Key &k = side.layer[i];
            const std::size_t bytes = bytesNow() + vectorBytes(next, D::MaxMoves);
            const std::size_t frontier = sides[0].layer.size() + sides[1].layer.size() + next.size();
            st.noteFrontier(frontier);
            if (!ctx.tick(st, bytes)) {
                r.status = ctx.stoppedStatus();
                ctx.finish(st);
                return r;
            }
            const State s = d.fromKey(k);
            ++st.expanded;
            st.countAtDepth(round);
            std::uint64_t order = 0;
            if (watch.on) {
                order = watch.expand(d, s, side.parents[i], side.depth, -1, frontier);
                watch.side(which);
            }
            const int n = d.legalMoves(s, moves);
            for (int j = 0; j < n; ++j) {
                State child = s;
                d.apply(child, moves[j]);
                ++st.generated;
                auto [it, fresh] = side.seen.try_emplace(d.key(child), Seen{MoveCode<D>(moves[j]), side.depth + 1});
                if (!fresh) {
                    ++st.duplicates;
                    if (watch.on)
                        watch.child(d, child, side.depth + 1, -1, ChildFate::Duplicate);
                    continue;
                }
                side.keyHeap += 2 * D::keyHeapBytes(it->first);
                next.push_back(it->first);
                const auto hit = other.seen.find(it->first);
                if (hit != other.seen.end() && side.depth + 1 + hit->second.depth < best) {
                    best = side.depth + 1 + hit->second.depth;
                    meet = it->first;
                }
                if (watch.on) {
                    nextParents.push_back(order);
                    watch.child(d, child, side.depth + 1, -1,
                                hit != other.seen.end() ? ChildFate::Goal : ChildFate::Queued);
                }
            }
            if (watch.on)
                watch.done();
        }
        side.layer.swap(next);
        side.parents.swap(nextParents);
        ++side.depth;
        ++round;
        if (best != std::numeric_limits<int>::max()) {
            const State m = d.fromKey(meet);
            std::vector<Move> head = walk(sides[0], m);
            std::reverse(head.begin(), head.end());
            for (Move mv : walk(sides[1], m))
                head.push_back(d.inverse(mv));
            r.plan = std::move(head);
            r.status = SearchStatus::Solved;
            ctx.finish(st);
            return r;
        }
    }
    r.status = SearchStatus::Unsolvable;
    ctx.finish(st);
    return r;
}

} // namespace core
