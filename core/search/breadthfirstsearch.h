#pragma once
// Breadth-first search, layer by layer. Successors are generated in the domain's move order
// and layers are expanded first-in first-out, so the first path found to the goal is the
// lexicographically smallest among the shortest ones. The goal test runs on generation.
// Memory: one map from key to the move that reached it (paths are rebuilt by undoing moves),
// plus the current and next layer.

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

template <class D, class Map>
std::vector<typename D::Move> rebuildPath(const D &d, const Map &via, typename D::State s)
{
    std::vector<typename D::Move> plan;
    for (;;) {
        const auto m = via.find(d.key(s))->second;
        if (m == NoMove<D>)
            break;
        const auto move = typename D::Move(m);
        plan.push_back(move);
        d.apply(s, d.inverse(move));
    }
    std::reverse(plan.begin(), plan.end());
    return plan;
}

// maxDepth: give up (Unsolvable) rather than look for plans longer than this.
template <class D>
SearchResult<D> breadthFirstSearch(const D &d, const typename D::State &start, SearchContext &ctx,
                                   int maxDepth = std::numeric_limits<int>::max())
{
    using Key = typename D::Key;
    using State = typename D::State;
    SearchResult<D> r;
    SearchStats &st = r.stats;
    ctx.begin();
    if (d.isGoal(start)) {
        r.status = SearchStatus::Solved;
        ctx.finish(st);
        return r;
    }
    NodeMap<Key, MoveCode<D>> via; // move that first reached the key; NoMove: start
    std::size_t keyHeap = D::keyHeapBytes(d.key(start));
    via.emplace(d.key(start), NoMove<D>);
    std::vector<Key> layer{d.key(start)}, next;
    std::size_t layerHeap = keyHeap, nextHeap = 0;
    Watch watch(ctx);
    // Watched: the order of the expansion that reached each key of the layers.
    std::vector<std::uint64_t> layerParents, nextParents;
    if (watch.on)
        layerParents.push_back(ExpansionEvent::NoParent);
    typename D::Move moves[D::MaxMoves];
    for (std::size_t depth = 0; !layer.empty() && depth < std::size_t(maxDepth); ++depth) {
        for (std::size_t i = 0; i < layer.size(); ++i) {
            const std::size_t frontier = layer.size() - i + next.size();
            const std::size_t bytes = mapBytes(via, keyHeap, D::MaxMoves) + vectorBytes(layer)
                + vectorBytes(next, D::MaxMoves) + layerHeap + nextHeap;
            st.noteFrontier(frontier);
            if (!ctx.tick(st, bytes)) {
                r.status = ctx.stoppedStatus();
                ctx.finish(st);
                return r;
            }
            State s = d.fromKey(layer[i]);
            ++st.expanded;
            st.countAtDepth(depth);
            const std::uint64_t order = watch.on ? watch.expand(d, s, layerParents[i], int(depth), -1, frontier) : 0;
            const int n = d.legalMoves(s, moves);
            for (int k = 0; k < n; ++k) {
                State child = s;
                d.apply(child, moves[k]);
                ++st.generated;
                auto [it, fresh] = via.try_emplace(d.key(child), MoveCode<D>(moves[k]));
                if (!fresh) {
                    ++st.duplicates;
                    if (watch.on)
                        watch.child(d, child, int(depth) + 1, -1, ChildFate::Duplicate);
                    continue;
                }
                keyHeap += D::keyHeapBytes(it->first);
                if (d.isGoal(child)) {
                    if (watch.on)
                        watch.child(d, child, int(depth) + 1, -1, ChildFate::Goal);
                    r.status = SearchStatus::Solved;
                    r.plan = rebuildPath(d, via, child);
                    ctx.finish(st);
                    return r;
                }
                nextHeap += D::keyHeapBytes(it->first);
                next.push_back(it->first);
                if (watch.on) {
                    watch.child(d, child, int(depth) + 1, -1, ChildFate::Queued);
                    nextParents.push_back(order);
                }
            }
            if (watch.on)
                watch.done();
        }
        layer.swap(next);
        next.clear();
        layerParents.swap(nextParents);
        nextParents.clear();
        layerHeap = nextHeap;
        nextHeap = 0;
    }
    r.status = SearchStatus::Unsolvable;
    ctx.finish(st);
    return r;
}

} // namespace core
