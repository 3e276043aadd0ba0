#pragma once
// A*: best-first on f = g + h with a binary-heap open list. Ties on f go to the deeper node,
// then to the earlier one. Stale heap entries are skipped lazily; a closed node reached by a
// shorter path is reopened, so a heuristic that is admissible but not consistent still gives
// an optimal plan. The goal test runs when a node is taken from the open list.

#include "search/memoryestimate.h"
#include "search/movecode.h"
#include "search/nodemap.h"
#include "search/searchcontext.h"
#include "search/watch.h"
#include "search/weight.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <unordered_map>
#include <vector>

namespace core {

// maxDepth: give up (Unsolvable) rather than look for plans longer than this; with an
// admissible heuristic, nodes with g + h above it can be dropped.
template <class D, class H>
SearchResult<D> aStarSearch(const D &d, const H &h, const typename D::State &start, SearchContext &ctx,
                            int maxDepth = std::numeric_limits<int>::max(), Weight weight = {})
{
    using Key = typename D::Key;
    using State = typename D::State;
    struct Record {
        int g;
        MoveCode<D> via; // move that reached it; NoMove: start
        bool closed;
    };
    struct Entry {
        long long priority; // den * g + num * h
        int f;              // g + h, for the per-f-layer statistics
        int g;
        std::uint64_t order;
        Key key;
        bool operator<(const Entry &o) const // the heap's top is the largest
        {
            if (priority != o.priority)
                return priority > o.priority;
            if (g != o.g)
                return g < o.g;
            return order > o.order;
        }
    };
    SearchResult<D> r;
    SearchStats &st = r.stats;
    ctx.begin();
    NodeMap<Key, Record> records;
    std::vector<Entry> open; // a binary heap (std::push_heap) whose capacity is counted
    const auto push = [&open](Entry e) {
        open.push_back(std::move(e));
        std::push_heap(open.begin(), open.end());
    };
    std::size_t keyHeap = D::keyHeapBytes(d.key(start)), openHeap = keyHeap;
    std::uint64_t order = 0;
    Watch watch(ctx);
    // Watched: the order of the expansion that pushed each entry, by the entry's order.
    std::vector<std::uint64_t> pushedBy;
    if (watch.on)
        pushedBy.push_back(ExpansionEvent::NoParent);
    records.emplace(d.key(start), Record{0, NoMove<D>, false});
    const auto priority = [&weight](int g, int hv) { return (long long)weight.den * g + (long long)weight.num * hv; };
    const int h0 = h(start);
    push(Entry{priority(0, h0), h0, 0, order++, d.key(start)});
    typename D::Move moves[D::MaxMoves];
    while (!open.empty()) {
        const std::size_t bytes = mapBytes(records, keyHeap, D::MaxMoves) + vectorBytes(open, D::MaxMoves) + openHeap;
        st.noteFrontier(open.size());
        std::pop_heap(open.begin(), open.end());
        Entry e = std::move(open.back());
        open.pop_back();
        openHeap -= D::keyHeapBytes(e.key);
        Record &rec = records.find(e.key)->second;
        if (rec.closed || e.g != rec.g)
            continue; // stale entry
        State s = d.fromKey(e.key);
        if (d.isGoal(s)) {
            r.status = SearchStatus::Solved;
            for (;;) {
                const auto via = records.find(d.key(s))->second.via;
                if (via == NoMove<D>)
                    break;
                r.plan.push_back(typename D::Move(via));
                d.apply(s, d.inverse(typename D::Move(via)));
            }
            std::reverse(r.plan.begin(), r.plan.end());
            ctx.finish(st);
            return r;
        }
        if (!ctx.tick(st, bytes)) {
            r.status = ctx.stoppedStatus();
            ctx.finish(st);
            return r;
        }
        rec.closed = true;
        ++st.expanded;
        st.countAtDepth(std::size_t(e.f));
        const std::uint64_t expansion = watch.on
            ? watch.expand(d, s, pushedBy[std::size_t(e.order)], e.g, e.f - e.g, open.size())
            : 0;
        const int n = d.legalMoves(s, moves);
        for (int k = 0; k < n; ++k) {
            State child = s;
            d.apply(child, moves[k]);
            ++st.generated;
            const int g = e.g + 1;
            const int hc = h(child);
            const int f = g + hc;
            if (f > maxDepth) {
                if (watch.on)
                    watch.child(d, child, g, hc, ChildFate::Pruned);
                continue;
            }
            auto [it, fresh] = records.try_emplace(d.key(child), Record{g, MoveCode<D>(moves[k]), false});
            if (fresh) {
                keyHeap += D::keyHeapBytes(it->first);
            } else if (g < it->second.g) {
                it->second = Record{g, MoveCode<D>(moves[k]), false};
            } else {
                ++st.duplicates;
                if (watch.on)
                    watch.child(d, child, g, hc, ChildFate::Duplicate);
                continue;
            }
            openHeap += D::keyHeapBytes(it->first);
            if (watch.on) {
                watch.child(d, child, g, hc, ChildFate::Queued);
                pushedBy.push_back(expansion);
            }
            push(Entry{priority(g, hc), f, g, order++, it->first});
        }
        if (watch.on)
            watch.done();
    }
    r.status = SearchStatus::Unsolvable;
    ctx.finish(st);
    return r;
}

} // namespace core
