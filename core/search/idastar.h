#pragma once
// IDA*: depth-first iterations under a growing bound on f = g + h, applying and undoing moves
// in place, never stepping straight back. Successors go in the domain's move order, so with an
// admissible heuristic the first plan found is the lexicographically smallest optimal one.
// A heuristic that offers afterMove(state, move, hBefore) is updated incrementally.
// Weighted IDA* is the same search on f = g + floor(w h) (search/weight.h): with an admissible
// heuristic its plan is at most w times the shortest, and no longer the smallest.

#include "search/searchcontext.h"
#include "search/watch.h"
#include "search/weight.h"

#include <limits>
#include <vector>

namespace core {

template <class D, class H>
class IdaStar {
public:
    using State = typename D::State;
    using Move = typename D::Move;

    // maxBound: give up (Unsolvable) rather than search plans longer than this.
    IdaStar(const D &d, const H &h, SearchContext &ctx, int maxBound = Infinity, Weight weight = {})
        : m_d(d), m_h(h), m_ctx(ctx), m_watch(ctx), m_maxBound(maxBound), m_weight(weight)
    {
    }

    SearchResult<D> run(const State &start)
    {
        SearchResult<D> r;
        m_st = &r.stats;
        m_ctx.begin();
        State s = start;
        const int h0 = m_h(s);
        int bound = m_weight.times(h0);
        for (;;) {
            if (m_weight.shortestAtLeast(bound) > m_maxBound) { // no plan within maxBound left unseen
                r.status = SearchStatus::Unsolvable;
                break;
            }
            r.stats.thresholds.push_back(bound);
            r.stats.expandedPerDepth.push_back(0);
            m_next = Infinity;
            m_path.clear();
            const Outcome o = search(s, 0, h0, bound, -1);
            if (o == Outcome::Found) {
                r.status = SearchStatus::Solved;
                r.plan = m_path;
                break;
            }
            if (o == Outcome::Stopped) {
                r.status = m_ctx.stoppedStatus();
                break;
            }
            if (m_next == Infinity) {
                r.status = SearchStatus::Unsolvable;
                break;
            }
            bound = m_next;
        }
        m_ctx.finish(r.stats);
        return r;
    }

private:
    static constexpr int Infinity = std::numeric_limits<int>::max();
    enum class Outcome { Found, NotFound, Stopped };

    int hAfter(const State &s, Move m, int before) const
    {
        if constexpr (requires { m_h.afterMove(s, m, before); })
            return m_h.afterMove(s, m, before);
        else
            return m_h(s);
    }

    Outcome search(State &s, int g, int h, int bound, int lastInverse)
    {
        const int f = g + m_weight.times(h);
        if (f > bound) {
            if (f < m_next)
                m_next = f;
            return Outcome::NotFound;
        }
        if (m_d.isGoal(s))
            return Outcome::Found;
        SearchStats &st = *m_st;
        st.noteFrontier(std::size_t(g) + 1);
        const std::size_t bytes = m_path.capacity() * sizeof(Move) + std::size_t(g + 1) * (sizeof(State) + 64);
        if (!m_ctx.tick(st, bytes))
            return Outcome::Stopped;
        ++st.expanded;
        ++st.expandedPerDepth.back();
        Move moves[D::MaxMoves];
        const int n = m_d.legalMoves(s, moves);
        if (m_watch.on)
            watchExpansion(s, g, h, bound, lastInverse, moves, n);
        for (int k = 0; k < n; ++k) {
            const Move m = moves[k];
            if (int(m) == lastInverse)
                continue;
            ++st.generated;
            m_d.apply(s, m);
            m_path.push_back(m);
            const Outcome o = search(s, g + 1, hAfter(s, m, h), bound, int(m_d.inverse(m)));
            if (o != Outcome::NotFound)
                return o; // the path (and, when found, the state) stay as they are
            m_path.pop_back();
            m_d.apply(s, m_d.inverse(m));
        }
        return Outcome::NotFound;
    }

    // Sends the event of this expansion: the children and their fates are worked out here,
    // before the search descends into them.
    void watchExpansion(State &s, int g, int h, int bound, int lastInverse, const Move *moves, int n)
    {
        if (m_orders.size() <= std::size_t(g))
            m_orders.resize(std::size_t(g) + 1);
        const auto parent = g > 0 ? m_orders[std::size_t(g) - 1] : ExpansionEvent::NoParent;
        m_orders[std::size_t(g)] = m_watch.expand(m_d, s, parent, g, h, std::size_t(g) + 1);
        m_watch.iteration(int(m_st->thresholds.size()) - 1, bound);
        for (int k = 0; k < n; ++k) {
            const Move m = moves[k];
            if (int(m) == lastInverse)
                continue;
            m_d.apply(s, m);
            const int hc = hAfter(s, m, h);
            const ChildFate fate = g + 1 + m_weight.times(hc) > bound ? ChildFate::Pruned
                : m_d.isGoal(s)                        ? ChildFate::Goal
                                                       : ChildFate::Queued;
            m_watch.child(m_d, s, g + 1, hc, fate);
            m_d.apply(s, m_d.inverse(m));
        }
        m_watch.done();
    }

    const D &m_d;
    const H &m_h;
    SearchContext &m_ctx;
    Watch m_watch;
    std::vector<std::uint64_t> m_orders; // watched: the order of the expansion at each depth of the path
    SearchStats *m_st = nullptr;
    std::vector<Move> m_path;
    int m_maxBound;
    Weight m_weight;
    int m_next = Infinity;
};

template <class D, class H>
SearchResult<D> idaStarSearch(const D &d, const H &h, const typename D::State &start, SearchContext &ctx,
                              int maxBound = std::numeric_limits<int>::max(), Weight weight = {})
{
    return IdaStar<D, H>(d, h, ctx, maxBound, weight).run(start);
}

} // namespace core
