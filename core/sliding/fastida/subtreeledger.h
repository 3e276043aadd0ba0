#pragma once
// The checkpoints of ParallelSearch (internal header of parallelida4.h; search/checkpoint.h):
// which subtrees of the iteration under way are done, in whatever order the threads finish them,
// written out as IdaProgress every so often; a resumed search redoes what was under way only.

#include "sliding/fastida/geometry.h"
#include "sliding/fastida/movepruning.h"
#include "search/checkpoint.h"
#include "search/searchcontext.h"

#include <algorithm>
#include <mutex>
#include <string>
#include <vector>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// Where an iteration's search of its subtrees starts: which are done already (none when null),
// and the totals and the least f over the bound with them.
struct SubtreeStart {
    const std::vector<bool> *done = nullptr;
    std::uint64_t expanded = 0, generated = 0;
    int next = 1 << 30; // none (fastsearch.h's Infinity)
};

class SubtreeLedger {
public:
    // `checkpoints` may be nullptr (then every call is a no-op); `goal` and setBoard's cells name
    // the board searched, as IdaProgress keeps them (cellsText).
    SubtreeLedger(Checkpoints *checkpoints, SearchContext &ctx, std::string goal, std::string pruning)
        : m_ck(checkpoints), m_ctx(ctx), m_goal(std::move(goal)), m_pruning(std::move(pruning))
    {
        if (m_ck)
            m_ck->used = true;
    }
    void setBoard(std::string cells) { m_cells = std::move(cells); }
    bool on() const { return m_ck != nullptr; }

    // The progress to resume from, when it is this board's and fits a search that splits at most
    // `maxSplit` deep and bounds below `maxDepth`; otherwise nullptr (with the reason in
    // Checkpoints::refused when there was progress).
    const IdaProgress *resumable(int maxSplit, int maxDepth) const
    {
        if (!m_ck || !m_ck->resume)
            return nullptr;
        const IdaProgress &p = *m_ck->resume;
        if (p.cells != m_cells || p.goal != m_goal)
            return refuse("it is for another board or goal");
        if (const std::string why = pruningMismatch(p.pruning, m_pruning); !why.empty())
            return refuse(why);
        if (p.thresholds.empty() || p.thresholds.back() != p.bound || p.expandedPerDepth.size() != p.thresholds.size()
            || p.done.size() != p.subtrees || p.expandedPerDepth.back() > p.expanded)
            return refuse("its figures do not agree with each other");
        if (p.splitDepth < 0 || p.splitDepth > std::min(p.bound, maxSplit) || p.bound >= maxDepth)
            return refuse("its split depth or bound does not fit this search");
        return &p;
    }
    const IdaProgress *refuse(const std::string &why) const
    {
        m_ck->refused = why;
        return nullptr;
    }

    // A new iteration of `subtrees` subtrees split at `depth`, from `at` (the subtrees done and
    // the nodes and least f over the bound with them); `stats` holds the earlier iterations.
    void begin(const SearchStats &stats, int bound, int depth, std::size_t subtrees, const SubtreeStart &at)
    {
        if (!m_ck)
            return;
        std::lock_guard lock(m_mutex);
        m_p.bound = bound;
        m_p.splitDepth = depth;
        m_p.subtrees = subtrees;
        m_p.done = at.done ? *at.done : std::vector<bool>(subtrees, false);
        m_p.next = at.next;
        m_p.expanded = at.expanded;
        m_p.generated = at.generated;
        m_p.thresholds = stats.thresholds;
        m_p.expandedPerDepth = stats.expandedPerDepth;
        m_iterationStart = stats.expanded;
    }
    // The time of earlier processes.
    void setPriorSeconds(double s) { m_priorSeconds = s; }

    // Subtree `item` searched to its end without a goal, with its nodes and least f over the bound.
    void finished(std::size_t item, std::uint64_t expanded, std::uint64_t generated, int next)
    {
        if (!m_ck)
            return;
        std::lock_guard lock(m_mutex);
        m_p.done[item] = true;
        m_p.expanded += expanded;
        m_p.generated += generated;
        m_p.next = std::min(m_p.next, next);
        if (m_ctx.elapsedSinceBegin() - m_lastSave >= m_ck->every)
            saveLocked();
    }
    // Writes the progress now (the search stops short).
    void save()
    {
        if (!m_ck)
            return;
        std::lock_guard lock(m_mutex);
        saveLocked();
    }

private:
    void saveLocked()
    {
        m_lastSave = m_ctx.elapsedSinceBegin();
        m_p.expandedPerDepth.back() = m_p.expanded - m_iterationStart;
        m_p.seconds = m_priorSeconds + std::chrono::duration<double>(m_lastSave).count();
        m_p.cells = m_cells;
        m_p.goal = m_goal;
        m_p.pruning = m_pruning;
        if (m_ck->save)
            m_ck->save(m_p);
    }

    Checkpoints *m_ck;
    SearchContext &m_ctx;
    std::string m_cells, m_goal;
    std::string m_pruning;
    double m_priorSeconds = 0;
    std::mutex m_mutex;
    IdaProgress m_p;
    std::uint64_t m_iterationStart = 0;
    std::chrono::nanoseconds m_lastSave{0};
};

// The cells of a board as IdaProgress keeps them: the tiles, comma separated.
template <class Cells>
std::string cellsText(const Cells &cells)
{
    std::string s;
    for (auto c : cells)
        s += (s.empty() ? "" : ",") + std::to_string(int(c));
    return s;
}

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
