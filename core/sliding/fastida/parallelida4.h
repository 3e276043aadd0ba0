#pragma once
// FastIda4 on several threads (internal header of fastida4.cpp). Each iteration first walks
// the tree from the root down to a split depth, in the serial search's order, collecting the
// nodes there within the bound (and any goal met on the way, which ends the walk). The threads
// then take these subtrees in that order, each searching its own with its own board. When a
// subtree holds a goal, the subtrees after it are dropped, those before it are searched to the
// end, and the plan is the goal of the first subtree holding one: the very plan the serial
// search returns (the lexicographically smallest shortest one). Every iteration but the last
// expands exactly the serial search's nodes; the last expands a different number (threads may
// search past the goal's subtree, or stop before the serial search would reach it). Iterations
// after a small one (under 2,000 nodes) run on the calling thread alone, as one subtree.
// Budgets hold for all threads together (within a tick interval each); the main thread ticks the context on the
// totals. With checkpoints (search/checkpoint.h), iterations but small ones split into at least CheckpointSubtrees.

#include "search/workers.h"
#include "sliding/fastida/fastsearch.h"
#include "sliding/fastida/subtreeledger.h"

#include <memory>
#include <optional>
#include <thread>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// The threads' own searches in a parallel search (ParallelSearch, astarida.h's HybridSearch).
template <class P>
struct SearchThreads {
    SearchThreads(const typename P::Board &geo, const P &policy, SearchContext &ctx, unsigned threads, MoveFilter filter)
    {
        for (unsigned t = 0; t < threads; ++t) {
            stats.push_back(std::make_unique<SearchStats>());
            searches.push_back(std::make_unique<Search<P, false>>(geo, policy, ctx, *stats.back(), filter));
        }
    }
    Search<P, false> &operator[](unsigned w) { return *searches[w]; }
    std::vector<std::unique_ptr<SearchStats>> stats;
    std::vector<std::unique_ptr<Search<P, false>>> searches;
};

// The budget the threads share in an iteration that starts from these totals.
inline void startShared(SharedBudget &s, const SearchContext &ctx, std::uint64_t expanded, std::uint64_t generated)
{
    s.expanded = expanded;
    s.generated = generated;
    s.maxExpanded = ctx.maxExpanded();
    s.ctx = &ctx;
}

// How an iteration over subtrees ended, and the least f over its bound.
struct IterationEnd {
    bool found = false, stopped = false;
    int next = Infinity;
};

template <class P>
class ParallelSearch {
public:
    using Node = typename P::Node;
    using Board = typename P::Board;
    static constexpr int Cells = Board::Cells;
    static constexpr int MaxDepth = Board::MaxDepth;

    ParallelSearch(const Board &geo, const P &policy, SearchContext &ctx, SearchStats &stats, unsigned threads,
                   MoveFilter filter, Checkpoints *checkpoints = nullptr)
        : m_filter(filter), m_geo(geo), m_policy(policy), m_ctx(ctx), m_st(stats), m_threads(std::max(1u, threads)),
          m_workers(geo, policy, ctx, m_threads, filter), m_ledger(checkpoints, ctx, cellsText(geo.goal), filter.name())
    {
    }

    SearchStatus run(const SlidingState &start, std::vector<Dir> &plan)
    {
        int blank = 0;
        for (int c = 0; c < Cells; ++c) {
            m_cells[std::size_t(c)] = std::uint8_t(start.cells[std::size_t(c)]);
            if (m_cells[std::size_t(c)] == 0)
                blank = c;
        }
        const Node root = m_policy.init(m_cells.data());
        m_ledger.setBoard(cellsText(m_cells));
        int bound = m_policy.h(root);
        std::optional<SubtreeStart> resumed = resume(blank, root, bound);
        for (;;) {
            if (bound >= MaxDepth)
                return SearchStatus::Unsolvable; // not for a solvable board
            if (m_policy.h(root) == 0 && std::memcmp(m_cells.data(), m_geo.goal.data(), Cells) == 0) {
                m_st.thresholds.push_back(bound);
                m_st.expandedPerDepth.push_back(0);
                return SearchStatus::Solved;
            }
            SubtreeStart at;
            if (resumed) { // the iteration the checkpoint was written in, as it was split then
                at = *std::exchange(resumed, std::nullopt);
            } else {
                m_st.thresholds.push_back(bound);
                m_st.expandedPerDepth.push_back(0);
                const bool small = m_st.expandedPerDepth.size() < 2
                    || m_st.expandedPerDepth[m_st.expandedPerDepth.size() - 2] < SmallIteration;
                splitAt(bound, blank, root, small);
                at = {nullptr, m_st.expanded + m_splitExpanded, m_st.generated + m_splitGenerated, m_splitNext};
            }
            const std::uint64_t before = m_st.expanded;
            m_ledger.begin(m_st, bound, m_splitDepth, m_items.size(), at);
            const IterationEnd end = searchItems(bound, m_splitDepth == 0 ? 1 : m_threads, at);
            m_st.expandedPerDepth.back() = m_st.expanded - before;
            if (end.stopped)
                return stoppedStatus();
            if (end.found) {
                plan = std::move(m_plan);
                return SearchStatus::Solved;
            }
            if (end.next == Infinity)
                return SearchStatus::Unsolvable;
            bound = end.next;
        }
    }

private:
    static constexpr int MaxSplit = 24;
    // An iteration after one that expanded fewer nodes runs on the calling thread alone.
    static constexpr std::uint64_t SmallIteration = 2'000;
    // With checkpoints, the fewest subtrees an iteration splits into: a stop loses those under way.
    static constexpr std::size_t CheckpointSubtrees = 8192;
    struct Item {
        std::array<std::uint8_t, Cells> cells;
        std::array<Dir, MaxSplit> prefix;
        Node node;
        std::int8_t g, blank;
        std::int32_t forbidden; // the move filter's state
        bool goal; // the goal itself, met above the split depth
    };

    // The subtrees of this iteration: at the first even depth that gives at least 16 a thread;
    // or the whole tree as one, for one thread, while the iterations are small (the threads'
    // start would cost more than they save). With `exactDepth`, at that depth (0: whole).
    void splitAt(int bound, int blank, const Node &root, bool whole, int exactDepth = -1)
    {
        auto reset = [this](int depth) {
            m_items.clear();
            m_splitExpanded = m_splitGenerated = 0;
            m_splitNext = Infinity;
            m_goalMet = false;
            m_splitDepth = depth;
        };
        if (whole || exactDepth == 0) {
            reset(0);
            m_items.push_back({m_cells, m_prefix, root, 0, std::int8_t(blank), m_filter.start(), false});
            return;
        }
        const std::size_t least = std::max(m_ledger.on() ? CheckpointSubtrees : 0, 16 * std::size_t(m_threads));
        for (int depth = exactDepth > 0 ? exactDepth : 2;; depth += 2) {
            reset(depth);
            split(0, depth, bound, blank, m_filter.start(), root);
            if (exactDepth > 0 || m_goalMet || m_items.size() >= least || depth + 2 > std::min(bound, MaxSplit))
                return;
        }
    }

    // The progress to resume from, when it is this board's and its iteration splits into the
    // subtrees it names: that split, its bound and the statistics up to it are then the search's.
    std::optional<SubtreeStart> resume(int blank, const Node &root, int &bound)
    {
        const IdaProgress *p = m_ledger.resumable(MaxSplit, MaxDepth);
        if (p)
            splitAt(p->bound, blank, root, false, p->splitDepth);
        if (p && (m_items.size() != p->subtrees || m_goalMet))
            p = m_ledger.refuse("its iteration does not split into the subtrees it names");
        if (!p)
            return std::nullopt;
        m_st.thresholds = p->thresholds;
        m_st.expandedPerDepth = p->expandedPerDepth;
        m_st.expanded = p->expanded - p->expandedPerDepth.back();
        m_ledger.setPriorSeconds(p->seconds);
        bound = p->bound;
        return SubtreeStart{&p->done, p->expanded, p->generated, p->next};
    }

    // The serial search's walk above `depth`: what it would expand there is counted here, and
    // what it would expand from `depth` on becomes an item.
    void split(int g, int depth, int bound, int blank, int forbidden, const Node &node)
    {
        ++m_splitExpanded;
        const auto &mv = m_geo.moves[std::size_t(blank)];
        for (int k = 0; k < mv.count && !m_goalMet; ++k) {
            const int dir = mv.dir[k];
            const std::int32_t after = m_filter.after(forbidden, dir);
            if (after == MovePruning::Pruned)
                continue;
            ++m_splitGenerated;
            const int to = mv.to[k];
            const int tile = m_cells[std::size_t(to)];
            m_cells[std::size_t(blank)] = std::uint8_t(tile);
            m_cells[std::size_t(to)] = 0;
            const Node child = m_policy.after(node, m_cells.data(), tile, to, blank);
            const int h = m_policy.h(child);
            m_prefix[std::size_t(g)] = Dir(dir);
            if (g + 1 + h > bound) {
                m_splitNext = std::min(m_splitNext, g + 1 + h);
            } else if (h == 0 && std::memcmp(m_cells.data(), m_geo.goal.data(), Cells) == 0) {
                m_goalMet = true;
                m_items.push_back({m_cells, m_prefix, child, std::int8_t(g + 1), std::int8_t(to), after, true});
            } else if (g + 1 == depth) {
                m_items.push_back({m_cells, m_prefix, child, std::int8_t(g + 1), std::int8_t(to), after, false});
            } else {
                split(g + 1, depth, bound, to, after, child);
            }
            m_cells[std::size_t(to)] = std::uint8_t(tile);
            m_cells[std::size_t(blank)] = 0;
        }
    }

    IterationEnd searchItems(int bound, unsigned threads, const SubtreeStart &at)
    {
        SharedBudget shared;
        startShared(shared, m_ctx, at.expanded, at.generated);
        if (m_goalMet)
            shared.found(m_items.size() - 1);
        SearchStats progress = m_st;
        std::atomic<std::size_t> nextItem{0};
        std::vector<int> nexts(threads, at.next); // each thread's least f over the bound
        std::vector<std::pair<std::size_t, std::vector<Dir>>> finds(m_threads, {SIZE_MAX, {}}); // (item, plan)
        auto work = [&](unsigned w) {
            auto &search = m_workers[w];
            search.beginIteration();
            for (std::size_t i; (i = nextItem++) < m_items.size();) {
                if (i > shared.firstFound.load() || shared.stop.load())
                    break; // the items come in order: every later one is dropped too
                const Item &item = m_items[i];
                if (item.goal || (at.done && (*at.done)[i]))
                    continue;
                const std::uint64_t e = search.expanded(), g = search.generated();
                const Outcome o = search.below(shared, i, w == 0 ? &progress : nullptr, item.cells.data(),
                                               item.prefix.data(), item.g, bound, item.blank, item.forbidden, item.node);
                const int next = search.takeNext();
                nexts[w] = std::min(nexts[w], next);
                if (o == Outcome::NotFound)
                    m_ledger.finished(i, search.expanded() - e, search.generated() - g, next);
                if (o == Outcome::Found) {
                    shared.found(i);
                    finds[w] = {i, std::vector<Dir>(search.path(), search.path() + search.depth())};
                }
            }
            search.flush(shared);
        };
        onThreads(threads, work);
        m_st.expanded = shared.expanded;
        m_st.generated = shared.generated;
        // The subtrees waiting, and each thread's path and frames (as FastIda4 counts its own).
        m_st.noteBytes(std::max(progress.peakBytes, m_items.capacity() * sizeof(Item)
                                                        + threads * std::size_t(MaxDepth) * (sizeof(Node) + 64)));
        IterationEnd end;
        end.next = *std::min_element(nexts.begin(), nexts.end());
        for (unsigned w = 0; w < threads; ++w)
            m_st.peakFrontier = std::max(m_st.peakFrontier, std::size_t(m_workers[w].peakDepth()));
        m_st.peakFrontier = std::max(m_st.peakFrontier, std::size_t(m_splitDepth));
        const std::size_t first = shared.firstFound;
        if (first != SIZE_MAX) {
            const Item &item = m_items[first];
            if (item.goal) {
                m_plan.assign(item.prefix.begin(), item.prefix.begin() + item.g);
            } else {
                for (auto &f : finds)
                    if (f.first == first)
                        m_plan = std::move(f.second);
            }
            // A stop after the first find is no matter when every subtree before it was searched
            // (a thread stops only past the find or on a stop, and a stop is for all).
            end.found = !shared.stop;
        }
        end.stopped = shared.stop;
        return end;
    }

    SearchStatus stoppedStatus()
    {
        m_ledger.save(); // with checkpoints, the progress up to the stop
        // The main thread's tick may have stopped it (the context knows why); otherwise another
        // thread saw a cancel or the node budget, which a tick on the totals now reports.
        if (m_ctx.stopReason() == StopReason::None)
            m_ctx.tick(m_st, 0);
        return m_ctx.stoppedStatus();
    }

    MoveFilter m_filter;
    const Board &m_geo;
    const P &m_policy;
    SearchContext &m_ctx;
    SearchStats &m_st;
    unsigned m_threads;
    SearchThreads<P> m_workers;
    std::array<std::uint8_t, Cells> m_cells{};
    std::array<Dir, MaxSplit> m_prefix{};
    std::vector<Item> m_items;
    std::uint64_t m_splitExpanded = 0, m_splitGenerated = 0;
    int m_splitNext = Infinity, m_splitDepth = 0;
    bool m_goalMet = false;
    SubtreeLedger m_ledger;
    std::vector<Dir> m_plan;
};

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
