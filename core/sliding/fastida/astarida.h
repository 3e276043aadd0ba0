#pragma once
// A*+IDA* (Bu and Korf, IJCAI 2019) in the 4x4 and 5x5 IDA* (internal header of fastida4.cpp,
// fastida5.cpp, fastidamax5.cpp): A* with duplicate detection over at most a given number of
// boards, then IDA*'s iterations below the boards it left open, in order of f, then h (the
// deeper first), each on the context's threads as ParallelSearch takes its subtrees. The plan
// is as short as IDA*'s: the one below the first open board holding a goal, not always IDA*'s.
// Duplicate-path pruning (movepruning.h) stays sound: A* breaks ties of f by the smaller g, so
// (the estimates being consistent) all of a board's shortest paths are found before it is
// expanded, and it keeps the first in d, l, r, u order, with the pruning machine's state after
// it. The shortest plan first in that order holds no rejected walk and each of its prefixes is
// the first shortest path to its board, so the IDA* below its first open board finds it.

#include "sliding/fastida/parallelida4.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <optional>
#include <tuple>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

template <class P>
class HybridSearch {
public:
    using Node = typename P::Node;
    using Board = typename P::Board;
    static constexpr int Cells = Board::Cells;
    static constexpr int MaxDepth = Board::MaxDepth;
    // What A* holds a board in: its record, its slots in the index and its entries in the heap.
    static constexpr std::size_t BytesPerBoard = 64;

    HybridSearch(const Board &geo, const P &policy, SearchContext &ctx, SearchStats &stats, unsigned threads,
                 MoveFilter filter, std::size_t boards)
        : m_filter(filter), m_geo(geo), m_policy(policy), m_ctx(ctx), m_st(stats), m_threads(std::max(1u, threads)),
          m_boards(std::max<std::size_t>(boards, 8)),
          m_workers(geo, policy, ctx, m_threads, filter)
    {
    }

    SearchStatus run(const SlidingState &start, std::vector<Dir> &plan)
    {
        Cellset cells{};
        int blank = 0;
        for (int c = 0; c < Cells; ++c)
            if ((cells[std::size_t(c)] = std::uint8_t(start.cells[std::size_t(c)])) == 0)
                blank = c;
        std::size_t slots = 16;
        while (slots < 2 * m_boards)
            slots *= 2;
        m_slots.assign(slots, Empty);
        m_records.reserve(m_boards);
        insert({packCells(cells), Empty, std::uint16_t(m_filter.start()), 0, std::uint8_t(m_policy.h(m_policy.init(cells.data()))), 0, std::uint8_t(blank), false});
        if (const auto done = astar(plan))
            return *done;
        return deepen(plan);
    }

private:
    using Cellset = std::array<std::uint8_t, Cells>;
    static constexpr std::uint32_t Empty = ~std::uint32_t(0);
    struct Record {
        PackedCells key;
        std::uint32_t parent;
        std::uint16_t state; // the pruning machine's, after the path kept
        std::uint8_t g, h, dir, blank;
        bool closed;
    };

    std::uint32_t &slotOf(const PackedCells &k)
    {
        std::uint64_t h = (k[0] ^ (k[1] * 0x9E3779B97F4A7C15ull)) * 0xFF51AFD7ED558CCDull;
        for (std::size_t i = std::size_t(h ^ (h >> 29)) & (m_slots.size() - 1);; i = (i + 1) & (m_slots.size() - 1))
            if (m_slots[i] == Empty || m_records[m_slots[i]].key == k)
                return m_slots[i];
    }
    void insert(const Record &r)
    {
        slotOf(r.key) = std::uint32_t(m_records.size());
        push(std::uint32_t(m_records.size()), r);
        m_records.push_back(r);
    }
    // Smallest f first, then smallest g.
    void push(std::uint32_t i, const Record &r)
    {
        m_heap.push_back(std::uint64_t(r.g + r.h) << 48 | std::uint64_t(r.g) << 32 | i);
        std::push_heap(m_heap.begin(), m_heap.end(), std::greater<>());
    }
    std::size_t bytes() const
    {
        return m_records.capacity() * sizeof(Record) + m_slots.size() * 4 + m_heap.capacity() * 8;
    }
    bool isGoal(const Cellset &c) const { return std::memcmp(c.data(), m_geo.goal.data(), Cells) == 0; }
    // Whether the path through `a` then `da` comes before the one through `b` then `db` (as long).
    bool earlier(std::uint32_t a, int da, std::uint32_t b, int db) const
    {
        while (a != b) {
            da = m_records[a].dir, db = m_records[b].dir;
            a = m_records[a].parent, b = m_records[b].parent;
        }
        return da < db;
    }
    // The moves of the path kept to record `i`, into the front of `out` (made as long at least).
    void pathOf(std::uint32_t i, std::vector<Dir> &out) const
    {
        out.resize(std::max<std::size_t>(out.size(), m_records[i].g));
        for (int k = m_records[i].g; k > 0; --k, i = m_records[i].parent)
            out[std::size_t(k - 1)] = Dir(m_records[i].dir);
    }

    // A* until it has held its boards (nullopt: go on below the open ones), solved or stopped.
    std::optional<SearchStatus> astar(std::vector<Dir> &plan)
    {
        while (!m_heap.empty() && m_records.size() + 4 <= m_boards) {
            std::pop_heap(m_heap.begin(), m_heap.end(), std::greater<>());
            const std::uint64_t top = m_heap.back();
            m_heap.pop_back();
            const std::uint32_t i = std::uint32_t(top);
            if (m_records[i].closed || m_records[i].g != int((top >> 32) & 0xFFFF))
                continue; // reached by a shorter path since
            m_records[i].closed = true;
            const Record r = m_records[i];
            Cellset cells = unpackCells<Cells>(r.key);
            if (r.h == 0 && isGoal(cells)) {
                pathOf(i, plan);
                m_st.thresholds.push_back(r.g);
                m_st.expandedPerDepth.push_back(m_st.expanded);
                return SearchStatus::Solved;
            }
            m_st.noteFrontier(m_heap.size());
            if (!m_ctx.tick(m_st, bytes()))
                return m_ctx.stoppedStatus();
            ++m_st.expanded;
            const Node node = m_policy.init(cells.data());
            const auto &mv = m_geo.moves[r.blank];
            for (int k = 0; k < mv.count; ++k) {
                const std::int32_t state = m_filter.after(r.state, mv.dir[k]);
                if (state == MovePruning::Pruned)
                    continue;
                ++m_st.generated;
                const int to = mv.to[k], tile = cells[to];
                cells[r.blank] = std::uint8_t(tile);
                cells[std::size_t(to)] = 0;
                const Record c{packCells(cells), i, std::uint16_t(state), std::uint8_t(r.g + 1),
                               std::uint8_t(m_policy.h(m_policy.after(node, cells.data(), tile, to, r.blank))),
                               mv.dir[k], std::uint8_t(to), false};
                if (std::uint32_t &slot = slotOf(c.key); slot == Empty) {
                    insert(c);
                } else if (Record &old = m_records[slot]; !old.closed && c.g < old.g) {
                    ++m_st.duplicates;
                    old = c;
                    push(slot, c);
                } else {
                    ++m_st.duplicates;
                    if (!old.closed && c.g == old.g && earlier(i, c.dir, old.parent, old.dir))
                        old.parent = i, old.dir = c.dir, old.state = c.state;
                }
                cells[std::size_t(to)] = std::uint8_t(tile);
                cells[r.blank] = 0;
            }
        }
        return std::nullopt;
    }

    // IDA* below the open boards.
    SearchStatus deepen(std::vector<Dir> &plan)
    {
        std::vector<std::uint32_t> open;
        for (std::uint32_t i = 0; i < m_records.size(); ++i)
            if (!m_records[i].closed)
                open.push_back(i);
        auto f = [&](std::uint32_t i) { return m_records[i].g + m_records[i].h; };
        std::sort(open.begin(), open.end(), [&](std::uint32_t a, std::uint32_t b) {
            return std::tuple(f(a), m_records[a].h, a) < std::tuple(f(b), m_records[b].h, b);
        });
        m_st.noteFrontier(open.size());
        m_st.noteBytes(bytes() + open.capacity() * 4);
        int bound = open.empty() ? Infinity : f(open[0]);
        for (;;) {
            if (bound >= MaxDepth)
                return SearchStatus::Unsolvable; // not for a solvable board
            m_st.thresholds.push_back(bound);
            const std::uint64_t before = m_st.thresholds.size() == 1 ? 0 : m_st.expanded;
            std::size_t n = 0;
            bool goal = false;
            for (; n < open.size() && f(open[n]) <= bound && !goal; ++n)
                goal = m_records[open[n]].h == 0 && isGoal(unpackCells<Cells>(m_records[open[n]].key));
            const int beyond = n < open.size() && !goal ? f(open[n]) : Infinity;
            const auto [found, stopped, next] = searchItems(open, n, goal, bound, plan);
            m_st.expandedPerDepth.push_back(m_st.expanded - before);
            if (stopped) {
                if (m_ctx.stopReason() == StopReason::None)
                    m_ctx.tick(m_st, 0);
                return m_ctx.stoppedStatus();
            }
            if (found)
                return SearchStatus::Solved;
            bound = std::min(next, beyond);
            if (bound == Infinity)
                return SearchStatus::Unsolvable;
        }
    }

    // The first `n` open boards searched within `bound`; the last is the goal when `goal`.
    IterationEnd searchItems(const std::vector<std::uint32_t> &open, std::size_t n, bool goal, int bound,
                             std::vector<Dir> &plan)
    {
        SharedBudget shared;
        startShared(shared, m_ctx, m_st.expanded, m_st.generated);
        if (goal)
            shared.found(n - 1);
        SearchStats progress = m_st;
        std::atomic<std::size_t> nextItem{0};
        std::vector<int> nexts(m_threads, Infinity);
        std::vector<std::pair<std::size_t, std::vector<Dir>>> finds(m_threads, {SIZE_MAX, {}});
        auto work = [&](unsigned w) {
            auto &search = m_workers[w];
            search.beginIteration();
            for (std::size_t i; (i = nextItem++) < n;) {
                if (i > shared.firstFound.load() || shared.stop.load())
                    break;
                if (goal && i == n - 1)
                    continue;
                const Record &r = m_records[open[i]];
                const Cellset cells = unpackCells<Cells>(r.key);
                const Outcome o = search.below(shared, i, w == 0 ? &progress : nullptr, cells.data(), nullptr,
                                               r.g, bound, r.blank, r.state, m_policy.init(cells.data()), false);
                nexts[w] = std::min(nexts[w], search.takeNext());
                if (o == Outcome::Found) {
                    shared.found(i);
                    std::vector<Dir> moves(search.path(), search.path() + search.depth());
                    pathOf(open[i], moves); // the moves to the open board, before the search's own
                    finds[w] = {i, std::move(moves)};
                }
            }
            search.flush(shared);
        };
        onThreads(m_threads, work);
        m_st.expanded = shared.expanded;
        m_st.generated = shared.generated;
        for (unsigned w = 0; w < m_threads; ++w)
            m_st.peakFrontier = std::max(m_st.peakFrontier, std::size_t(m_workers[w].peakDepth()));
        IterationEnd end{false, shared.stop, *std::min_element(nexts.begin(), nexts.end())};
        if (const std::size_t first = shared.firstFound; first != SIZE_MAX && !shared.stop) {
            end.found = true;
            if (goal && first == n - 1)
                pathOf(open[first], plan);
            for (auto &fd : finds)
                if (fd.first == first)
                    plan = std::move(fd.second);
        }
        return end;
    }

    MoveFilter m_filter;
    const Board &m_geo;
    const P &m_policy;
    SearchContext &m_ctx;
    SearchStats &m_st;
    unsigned m_threads;
    std::size_t m_boards;
    SearchThreads<P> m_workers;
    std::vector<Record> m_records;
    std::vector<std::uint32_t> m_slots;
    std::vector<std::uint64_t> m_heap;
};

// The search a context asks for: watched (one thread, sending events), A*+IDA* when asked (not
// with checkpoints), on its threads (or one, with checkpoints), or serial. Duplicate-path pruning
// when optimal and unwatched (a weighted search's first plan could change; a watched one shows
// every child); ends if cancelled.
template <class P>
SearchStatus runWith(const typename P::Board &geo, const P &policy, const SlidingState &start, SearchContext &ctx,
                     SearchResult<SlidingDomain> &r)
{
    if (ctx.watching())
        return Search<P, true>(geo, policy, ctx, r.stats).run(start, r.plan);
    const auto filter = moveFilterFor(geo.Cells, !IsWeighted<P>::value && ctx.pruneDuplicatePaths(), ctx.stopToken(), &ctx.tables());
    if (!filter) // cancelled while the machine was learned (2.4 s, once for a cache folder)
        return SearchStatus::Cancelled;
    Checkpoints *checkpoints = IsWeighted<P>::value || ctx.tracing() ? nullptr : ctx.checkpoints();
    // A*+IDA*'s boards: as many as asked and the memory budget has room for beside the tables.
    const std::size_t held = SearchContext::residentBytes() + (std::size_t(64) << 20);
    const std::size_t room = ctx.maxBytes() > held ? ctx.maxBytes() - held : 0;
    const std::size_t boards = std::min(ctx.astarBoards(), room / HybridSearch<P>::BytesPerBoard);
    if (!IsWeighted<P>::value && boards > 0 && !checkpoints && !ctx.tracing())
        return HybridSearch<P>(geo, policy, ctx, r.stats, ctx.threads(), *filter, boards).run(start, r.plan);
    if (checkpoints || (ctx.threads() > 1 && !ctx.tracing()))
        return ParallelSearch<P>(geo, policy, ctx, r.stats, ctx.threads(), *filter, checkpoints).run(start, r.plan);
    return Search<P, false>(geo, policy, ctx, r.stats, *filter).run(start, r.plan);
}

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
