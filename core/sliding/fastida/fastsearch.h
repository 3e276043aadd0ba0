#pragma once
// The depth-first search inside FastIda4 (internal header of fastida4.cpp and parallelida4.h):
// one thread's walk below a node within a bound, on a board changed in place. Alone it runs
// the whole IDA* (run()); in a parallel search each thread runs it on the subtrees it takes
// (below()), and its checkpoints report to the threads' shared budget instead of the context.

#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/geometry.h"
#include "sliding/fastida/movepruning.h"
#include "search/searchcontext.h"
#include "search/watch.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

constexpr int Infinity = 1 << 30;
constexpr std::uint64_t TickInterval = FastIda4::TickInterval;

enum class Outcome { Found, NotFound, Stopped };

// The board as watched searches see it (search/watch.h).
template <int Cells>
struct CellsDomain {
    using State = std::array<std::uint8_t, Cells>;
    void cellsOf(const State &s, std::string &out) const { out.assign(s.begin(), s.end()); }
};

// What the threads of one parallel iteration share: their running totals, a stop for all, and
// the first subtree (in the serial search's order) known to hold a goal.
struct SharedBudget {
    std::atomic<std::uint64_t> expanded{0};
    std::atomic<std::uint64_t> generated{0};
    std::atomic<bool> stop{false};
    std::atomic<std::size_t> firstFound{std::numeric_limits<std::size_t>::max()};
    std::uint64_t maxExpanded = 0;
    const SearchContext *ctx = nullptr;

    void found(std::size_t item)
    {
        auto cur = firstFound.load();
        while (item < cur && !firstFound.compare_exchange_weak(cur, item)) {
        }
    }
};

// Watched: a second instantiation that sends expansion events; the unwatched one has no
// trace of it.
template <class P, bool Watched>
class Search {
public:
    using Node = typename P::Node;
    using Board = typename P::Board;
    static constexpr int Cells = Board::Cells;
    static constexpr int MaxDepth = Board::MaxDepth;

    Search(const Board &geo, const P &policy, SearchContext &ctx, SearchStats &stats, MoveFilter filter = MoveFilter())
        : m_filter(filter), m_geo(geo), m_policy(policy), m_ctx(ctx), m_st(stats), m_watch(ctx)
    {
    }

    // Runs the iterations as IdaStar::run does; fills the plan when solved.
    SearchStatus run(const SlidingState &start, std::vector<Dir> &plan)
    {
        int blank = 0;
        for (int c = 0; c < Cells; ++c) {
            m_cells[std::size_t(c)] = std::uint8_t(start.cells[std::size_t(c)]);
            if (m_cells[std::size_t(c)] == 0)
                blank = c;
        }
        const Node root = m_policy.init(m_cells.data());
        int bound = m_policy.h(root);
        for (;;) {
            if (bound >= MaxDepth)
                return SearchStatus::Unsolvable; // not for a solvable board
            m_st.thresholds.push_back(bound);
            m_st.expandedPerDepth.push_back(0);
            m_iterationStart = m_expanded;
            m_next = Infinity;
            Outcome o = Outcome::NotFound;
            if (m_policy.h(root) == 0 && isGoal()) {
                m_depth = 0;
                o = Outcome::Found;
            } else {
                o = expand(0, bound, blank, m_filter.start(), root);
            }
            sync();
            if (o == Outcome::Found) {
                plan.assign(m_path.begin(), m_path.begin() + m_depth);
                return SearchStatus::Solved;
            }
            if (o == Outcome::Stopped)
                return m_ctx.stoppedStatus();
            if (m_next == Infinity)
                return SearchStatus::Unsolvable;
            bound = m_next;
        }
    }

    // For a parallel search: the walk below `node` (at depth g, reached by `prefix`), as part
    // of subtree `item` (prefix may be null); it reports to `shared`, and the main thread's also ticks the context
    // with `progress` plus the shared totals. Stopped also when an earlier subtree holds a goal.
    // A subtree starts with a checkpoint unless `checkFirst` is false (for many small subtrees).
    Outcome below(SharedBudget &shared, std::size_t item, SearchStats *progress, const std::uint8_t *cells,
                  const Dir *prefix, int g, int bound, int blank, int forbidden, const Node &node,
                  bool checkFirst = true)
    {
        m_shared = &shared;
        m_item = item;
        m_progress = progress;
        std::memcpy(m_cells.data(), cells, Cells);
        if (prefix) // otherwise the caller knows it, and path() holds only the moves from depth g on
            std::copy(prefix, prefix + g, m_path.begin());
        if (checkFirst)
            m_checkAt = m_expanded;
        return expand(g, bound, blank, forbidden, node);
    }
    // Adds to the shared totals what this thread has counted since it last did.
    void flush(SharedBudget &shared)
    {
        shared.expanded += m_expanded - m_flushedExpanded;
        shared.generated += m_generated - m_flushedGenerated;
        m_flushedExpanded = m_expanded;
        m_flushedGenerated = m_generated;
    }
    void beginIteration() { m_next = Infinity; }
    // The least f over the bound met since the last call (or beginIteration).
    int takeNext() { return std::exchange(m_next, Infinity); }
    // The moves of the plan found, and their number (after Found).
    int next() const { return m_next; }
    int depth() const { return m_depth; }
    const Dir *path() const { return m_path.data(); }
    std::uint64_t expanded() const { return m_expanded; }
    std::uint64_t generated() const { return m_generated; }
    int peakDepth() const { return m_peakDepth; }

private:
    bool isGoal() const { return std::memcmp(m_cells.data(), m_geo.goal.data(), Cells) == 0; }

    // Copies the counters into the statistics (they live in members on the hot path).
    void sync()
    {
        m_st.expanded = m_expanded;
        m_st.generated = m_generated;
        m_st.expandedPerDepth.back() = m_expanded - m_iterationStart;
        m_st.peakFrontier = std::max(m_st.peakFrontier, std::size_t(m_peakDepth));
    }

    bool checkpoint()
    {
        if (m_shared)
            return sharedCheckpoint();
        sync();
        const std::size_t bytes = std::size_t(m_peakDepth) * (sizeof(Node) + 64);
        if (!m_ctx.tick(m_st, bytes))
            return false;
        m_checkAt = std::min(m_expanded + TickInterval, m_ctx.maxExpanded());
        return true;
    }

    // The budget is the threads' together, so it is kept within one tick a thread.
    bool sharedCheckpoint()
    {
        SharedBudget &s = *m_shared;
        flush(s);
        if (s.stop.load(std::memory_order_relaxed) || m_item > s.firstFound.load(std::memory_order_relaxed))
            return false;
        if (m_progress) { // the main thread: the context's tick, on the totals
            m_progress->expanded = s.expanded.load(std::memory_order_relaxed);
            m_progress->generated = s.generated.load(std::memory_order_relaxed);
            const std::size_t bytes = std::size_t(m_peakDepth) * (sizeof(Node) + 64);
            if (!m_ctx.tick(*m_progress, bytes)) {
                s.stop = true;
                return false;
            }
        } else if (s.ctx->isCancelled() || s.expanded.load(std::memory_order_relaxed) >= s.maxExpanded) {
            s.stop = true;
            return false;
        }
        m_checkAt = m_expanded + TickInterval;
        return true;
    }

    // Expands a node known to be within the bound and not the goal, as IdaStar::search does
    // from its tick on; children over the bound are counted and dropped without a call.
    Outcome expand(int g, int bound, int blank, int forbidden, const Node &node)
    {
        if (g + 1 > m_peakDepth)
            m_peakDepth = g + 1;
        if (m_expanded == m_checkAt && !checkpoint())
            return Outcome::Stopped;
        ++m_expanded;
        const auto &mv = m_geo.moves[std::size_t(blank)];
        if constexpr (Watched)
            watchExpansion(g, bound, blank, forbidden, node);
        for (int k = 0; k < mv.count; ++k) {
            const int dir = mv.dir[k];
            const std::int32_t after = m_filter.after(forbidden, dir); // the child's filter state
            if (after == MovePruning::Pruned)
                continue;
            ++m_generated;
            const int to = mv.to[k];
            const int tile = m_cells[std::size_t(to)];
            m_cells[std::size_t(blank)] = std::uint8_t(tile);
            m_cells[std::size_t(to)] = 0;
            const Node child = childOf(node, tile, to, blank, bound - g - 1);
            const int h = m_policy.h(child);
            const int f = g + 1 + h;
            m_path[std::size_t(g)] = Dir(dir);
            if (f > bound) {
                if (f < m_next)
                    m_next = f;
            } else if (h == 0 && isGoal()) { // an admissible h is 0 at the goal
                m_depth = g + 1;
                return Outcome::Found;
            } else {
                const Outcome o = expand(g + 1, bound, to, after, child);
                if (o != Outcome::NotFound)
                    return o;
            }
            m_cells[std::size_t(to)] = std::uint8_t(tile);
            m_cells[std::size_t(blank)] = 0;
        }
        return Outcome::NotFound;
    }

    // The child after `tile` moves; a policy that can stop reading once a child's value passes
    // `limit` (one over the bound) does, as the child is then dropped.
    [[gnu::always_inline]] Node childOf(const Node &node, int tile, int from, int to, int limit) const
    {
        if constexpr (requires { m_policy.afterWithin(node, m_cells.data(), tile, from, to, limit); })
            return m_policy.afterWithin(node, m_cells.data(), tile, from, to, limit);
        else
            return m_policy.after(node, m_cells.data(), tile, from, to);
    }

    // Sends the event of this expansion, with the children's fates as expand() will find them.
    void watchExpansion(int g, int bound, int blank, int forbidden, const Node &node)
    {
        if (m_orders.size() <= std::size_t(g))
            m_orders.resize(std::size_t(g) + 1);
        const auto parent = g > 0 ? m_orders[std::size_t(g) - 1] : ExpansionEvent::NoParent;
        const int h = estimateOf<P>(node);
        m_orders[std::size_t(g)] = m_watch.expand(m_domain, m_cells, parent, g, h, std::size_t(g) + 1);
        m_watch.iteration(int(m_st.thresholds.size()) - 1, bound);
        const auto &mv = m_geo.moves[std::size_t(blank)];
        for (int k = 0; k < mv.count; ++k) {
            if (m_filter.after(forbidden, mv.dir[k]) == MovePruning::Pruned)
                continue;
            const int to = mv.to[k];
            const int tile = m_cells[std::size_t(to)];
            m_cells[std::size_t(blank)] = std::uint8_t(tile);
            m_cells[std::size_t(to)] = 0;
            const Node child = m_policy.after(node, m_cells.data(), tile, to, blank);
            const int hc = estimateOf<P>(child);
            const ChildFate fate = g + 1 + m_policy.h(child) > bound ? ChildFate::Pruned
                : hc == 0 && isGoal()                  ? ChildFate::Goal
                                                       : ChildFate::Queued;
            m_watch.child(m_domain, m_cells, g + 1, hc, fate);
            m_cells[std::size_t(to)] = std::uint8_t(tile);
            m_cells[std::size_t(blank)] = 0;
        }
        m_watch.done();
    }

    MoveFilter m_filter; // which moves a node may make: `forbidden` is its state
    const Board &m_geo;
    const P &m_policy;
    SearchContext &m_ctx;
    SearchStats &m_st;
    Watch m_watch;
    CellsDomain<Cells> m_domain;
    std::vector<std::uint64_t> m_orders; // watched: the order of the expansion at each depth of the path
    std::array<std::uint8_t, Cells> m_cells{};
    std::array<Dir, MaxDepth> m_path{};
    int m_depth = 0;
    int m_next = Infinity;
    int m_peakDepth = 0;
    std::uint64_t m_expanded = 0;
    std::uint64_t m_generated = 0;
    std::uint64_t m_iterationStart = 0;
    std::uint64_t m_checkAt = 0; // the first expansion ticks, as IdaStar's does
    // Parallel searches only:
    SharedBudget *m_shared = nullptr;
    std::size_t m_item = 0;
    SearchStats *m_progress = nullptr;
    std::uint64_t m_flushedExpanded = 0;
    std::uint64_t m_flushedGenerated = 0;
};

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
