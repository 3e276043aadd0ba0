#include "sliding/game/slidingsearch.h"

#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/fastida5.h"
#include "sliding/pdb/sparsepdb4.h"
#include "sliding/pdb/sparsepdb5.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace core {

std::string planLetters(const SlidingDomain &, const std::vector<Dir> &plan)
{
    return planToString(plan);
}

SolveOutcome runBlindSliding(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    return finishOutcome(d, runSearch(a, d, NoHeuristic{}, s, ctx), ctx);
}

SolveOutcome runManhattan(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    if (a == AlgorithmId::IdaStar && FastIda4::fits(d))
        return finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::Manhattan, ctx), ctx);
    return runSliding<Manhattan>(a, d, s, ctx);
}

SolveOutcome runLinearConflict(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    if (a == AlgorithmId::IdaStar && FastIda4::fits(d))
        return finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::LinearConflict, ctx), ctx);
    return runSliding<LinearConflict>(a, d, s, ctx);
}

namespace {

SolveOutcome cancelledWhileBuilding()
{
    SolveOutcome o;
    o.status = SearchStatus::Cancelled;
    o.reason = {ReasonCode::CancelledBuildingPdb, {}, {}};
    return o;
}

// A build that would pass the search's memory budget does not start: the outcome says what the
// tables need. (They cost nothing once held, and only their size when cached on disk.)
std::optional<SolveOutcome> tablesOverBudget(const SlidingDomain &d, const char *partition, SearchContext &ctx,
                                             std::uint64_t &need)
{
    need = AdditivePdb::bytesNeeded(ctx.tables(), d.goal(), partition);
    const std::int64_t past = ctx.tablesPastBudgetMiB(need);
    if (past == 0)
        return std::nullopt;
    SolveOutcome o;
    o.status = SearchStatus::LimitReached;
    o.reason = {ReasonCode::TablesOverMemoryBudget, {past, std::int64_t(ctx.maxTableBytes() >> 20)},
                {std::string("pdb-") + partition}};
    return o;
}

// The 5-5-5 and 6-6-3 databases also come as sparse tables that the 4x4 IDA* reads.
SolveOutcome runSparsePdb(const char *partition, AlgorithmId a, const SlidingDomain &d, const SlidingState &s,
                          SearchContext &ctx)
{
    std::uint64_t need = 0;
    if (auto refused = tablesOverBudget(d, partition, ctx, need))
        return *refused;
    const bool fast = a == AlgorithmId::IdaStar && FastIda4::fits(d);
    const auto pdb = AdditivePdb::forGoal(ctx.tables(), d.goal(), partition, ctx.stopToken(), ctx.preparationObserver());
    const auto sparse = fast && pdb ? SparsePdb4::forPdb(ctx.tables(), pdb, ctx.stopToken()) : nullptr;
    if (!pdb || (fast && !sparse && ctx.isCancelled()))
        return cancelledWhileBuilding();
    auto o = sparse ? finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::AdditivePdb, ctx, sparse.get()), ctx)
                    : finishOutcome(d, runSearch(a, d, *pdb, s, ctx), ctx);
    // The peak is the search with its tables, or the tables' build when this run built them.
    o.stats.peakBytes = std::max<std::uint64_t>(o.stats.peakBytes + pdb->bytes() + (sparse ? sparse->bytes() : 0), need);
    return o;
}

} // namespace

SolveOutcome runPdb555(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    return runSparsePdb("555", a, d, s, ctx);
}

SolveOutcome runPdb663(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    return runSparsePdb("663", a, d, s, ctx);
}

namespace {

// Databases too large for the sparse tables (7-8, 6-6-6-6): the fast IDA* reads the compact
// ones, on a 4x4 or a 5x5.
SolveOutcome runCompactPdb(const char *partition, AlgorithmId a, const SlidingDomain &d, const SlidingState &s,
                           SearchContext &ctx)
{
    std::uint64_t need = 0;
    if (auto refused = tablesOverBudget(d, partition, ctx, need))
        return *refused;
    const auto pdb = AdditivePdb::forGoal(ctx.tables(), d.goal(), partition, ctx.stopToken(), ctx.preparationObserver());
    if (!pdb)
        return cancelledWhileBuilding();
    // The fast 4x4 search is IDA* only; the 5x5 one takes weighted IDA*'s weight too.
    SolveOutcome o;
    std::shared_ptr<const SparsePdb5> sparse;
    if (a == AlgorithmId::IdaStar && FastIda4::fits(d) && FastIda4::fitsCompact(*pdb))
        o = finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::CompactPdb, ctx, nullptr, pdb.get()), ctx);
    else if (deepensBound(a) && FastIda5::fits(d, *pdb)) {
        // An optimal search reads the tables again under a sparse index when they fit the budget too.
        if (a == AlgorithmId::IdaStar)
            sparse = SparsePdb5::ifBuilt(ctx.tables(), pdb);
        if (a == AlgorithmId::IdaStar && !sparse && SparsePdb5::fits(*pdb)
            && ctx.tablesPastBudgetMiB(SparsePdb5::bytesFor(*pdb)) == 0)
            sparse = SparsePdb5::forPdb(ctx.tables(), pdb, ctx.stopToken());
        if (!sparse && ctx.isCancelled())
            return cancelledWhileBuilding();
        o = finishOutcome(d, FastIda5::run(d, s, *pdb, ctx, algorithmRow(a).weight, sparse.get()), ctx);
    }
    else
        o = finishOutcome(d, runSearch(a, d, *pdb, s, ctx), ctx);
    o.stats.peakBytes = std::max<std::uint64_t>(o.stats.peakBytes + pdb->bytes() + (sparse ? sparse->bytes() : 0), need);
    return o;
}

} // namespace

SolveOutcome runPdb78(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    return runCompactPdb("78", a, d, s, ctx);
}

SolveOutcome runPdb6666(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    return runCompactPdb("6666", a, d, s, ctx);
}

namespace {

// pdb-6666-max's splits in the order they are added while the table budget allows; the first
// is Korf and Felner's, which alone is pdb-6666. A group an earlier split has is not built
// again: the later split reads its table. Each with the groups it builds (`fresh`), kept in
// the table cache under `key`.
struct MaxSplit {
    const char *name;
    std::vector<std::vector<int>> cells, fresh;
    std::string key;
};
constexpr const char *MaxSplitNames[] = {"6666", "6666-5", "6666-4"};

std::vector<MaxSplit> maxSplits(const SlidingBoard &goal)
{
    std::vector<MaxSplit> out;
    std::set<std::set<int>> held; // the groups' goal cells
    for (const char *name : MaxSplitNames) {
        MaxSplit m{name, *AdditivePdb::partitionCells(name, goal), {}, name};
        for (const auto &g : m.cells)
            if (held.insert(std::set<int>(g.begin(), g.end())).second)
                m.fresh.push_back(g);
        if (m.fresh.size() != m.cells.size())
            m.key += " new groups";
        out.push_back(std::move(m));
    }
    return out;
}

// What getting a split's new tables, compact and sparse, needs: nothing for those the cache
// holds already (the process's memory counts them).
TablesCost maxSplitCost(const TableCache &cache, const SlidingBoard &goal, const MaxSplit &m)
{
    TablesCost c = AdditivePdb::costOfCells(cache, goal, m.key, m.fresh);
    const auto pdb = AdditivePdb::ifBuilt(cache, goal, m.key);
    if (!pdb || !SparsePdb5::ifBuilt(cache, pdb))
        for (const auto &g : m.fresh)
            c.peakBytes += SparsePdb5::groupBytes(int(g.size()));
    return c;
}

} // namespace

TablesCost pdb6666MaxCost(const TableCache &cache, const SlidingBoard &goal)
{
    TablesCost all{true, true, 0, 0, 0};
    if (!AdditivePdb::partitionCells(MaxSplitNames[0], goal))
        return {};
    std::uint64_t held = 0; // the earlier splits' tables, compact and sparse
    for (const MaxSplit &m : maxSplits(goal)) {
        const TablesCost c = maxSplitCost(cache, goal, m);
        all.held = all.held && c.held;
        all.onDisk = all.onDisk && (c.held || c.onDisk);
        all.peakBytes = std::max(all.peakBytes, held + c.peakBytes);
        held += c.keptBytes;
        for (const auto &g : m.fresh)
            held += SparsePdb5::groupBytes(int(g.size()));
        all.keptBytes += c.keptBytes;
        all.buildCpuSeconds += c.buildCpuSeconds;
    }
    return all;
}

SolveOutcome runPdb6666Max(AlgorithmId a, const SlidingDomain &d, const SlidingState &s, SearchContext &ctx)
{
    const char *first = MaxSplitNames[0];
    auto withSplits = [](SolveOutcome o, std::size_t splits) {
        o.partsUsed = int(splits);
        o.partsOf = int(std::size(MaxSplitNames));
        return o;
    };
    if (a != AlgorithmId::IdaStar || !AdditivePdb::partitionCells(first, d.goal()))
        return withSplits(runCompactPdb(first, a, d, s, ctx), 1); // one split for the other algorithms
    std::uint64_t need = 0;
    if (auto refused = tablesOverBudget(d, first, ctx, need))
        return *refused;
    std::vector<std::shared_ptr<const AdditivePdb>> pdbs;
    std::vector<std::shared_ptr<const SparsePdb5>> sparse;
    std::vector<FastIda5::SparseSplit> splits;
    std::map<std::set<int>, FastIda5::SparseGroup> held; // by the group's goal cells
    std::uint64_t total = 0, peak = need, nextNeeds = 0;
    for (const MaxSplit &m : maxSplits(d.goal())) {
        const auto &cells = m.cells, &fresh = m.fresh;
        const std::uint64_t more = maxSplitCost(ctx.tables(), d.goal(), m).peakBytes;
        if (ctx.tablesPastBudgetMiB(more) != 0 || int(splits.size()) == FastIda5::MaxSplits) {
            if (splits.empty()) // not even the first split's sparse copy: its compact tables alone
                return withSplits(runCompactPdb(first, a, d, s, ctx), 1);
            nextNeeds = more;
            break;
        }
        auto pdb = AdditivePdb::forCells(ctx.tables(), d.goal(), m.key, fresh, ctx.stopToken(), ctx.preparationObserver());
        auto sp = pdb && SparsePdb5::fits(*pdb) ? SparsePdb5::forPdb(ctx.tables(), pdb, ctx.stopToken()) : nullptr;
        if (!sp)
            return cancelledWhileBuilding();
        for (std::size_t k = 0; k < fresh.size(); ++k)
            held[std::set<int>(fresh[k].begin(), fresh[k].end())] = {sp.get(), int(k)};
        FastIda5::SparseSplit split;
        for (const auto &g : cells)
            split.push_back(held[std::set<int>(g.begin(), g.end())]);
        splits.push_back(std::move(split));
        peak = std::max(peak, total + more);
        total += pdb->bytes() + sp->bytes();
        pdbs.push_back(std::move(pdb));
        sparse.push_back(std::move(sp));
    }
    // Says how many splits it took when the budget left some out (once for each count).
    static std::atomic<std::size_t> told{std::size(MaxSplitNames)};
    if (splits.size() < std::size(MaxSplitNames) && told.exchange(splits.size()) != splits.size())
        ctx.tables().addNotes({"pdb-6666-max: " + std::to_string(splits.size()) + " of its " + std::to_string(std::size(MaxSplitNames))
                               + " splits fit the table budget of " + std::to_string(ctx.maxTableBytes() >> 20)
                               + " MiB; the next needs " + std::to_string(nextNeeds >> 20) + " MiB more"});
    if (!FastIda5::fitsMax(d, splits))
        return withSplits(runCompactPdb(first, a, d, s, ctx), 1);
    SolveOutcome o = withSplits(finishOutcome(d, FastIda5::runMax(d, s, splits, ctx), ctx), splits.size());
    o.stats.peakBytes = std::max<std::uint64_t>(o.stats.peakBytes + total, peak);
    return o;
}

} // namespace core
