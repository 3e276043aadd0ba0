#include "solvers/solverregistry.h"

#include "pdb/additivepdb.h"
#include "solvers/peelingsolver.h"
#include "search/astar.h"
#include "search/bidirectionalbfs.h"
#include "search/breadthfirstsearch.h"
#include "search/fast4x4/fastida4.h"
#include "search/idastar.h"
#include "tables/rotationdistancetable.h"
#include "puzzles/rotation/rotationdomain.h"
#include "puzzles/sliding/slidingdomain.h"
#include "heuristics/slidingheuristics.h"
#include "tables/smallboardtables.h"
#include "pdb/sparsepdb4.h"
#include "solvers/structuredsolver.h"
#include "heuristics/walkingdistance.h"
#include "puzzles/sliding/solvability.h"

#include <algorithm>
#include <limits>

namespace core {

namespace {

struct Names {
    AlgorithmId id;
    const char *key;
};
constexpr Names AlgorithmNames[] = {
    {AlgorithmId::Bfs, "bfs"},         {AlgorithmId::BidirectionalBfs, "bibfs"}, {AlgorithmId::AStar, "astar"},
    {AlgorithmId::IdaStar, "idastar"}, {AlgorithmId::Table, "table"},     {AlgorithmId::Structured, "structured"},
    {AlgorithmId::WeightedAStar, "wastar"}, {AlgorithmId::Staged, "staged"},
};
struct HNames {
    HeuristicId id;
    const char *key;
};
constexpr HNames HeuristicNames[] = {
    {HeuristicId::None, "none"},
    {HeuristicId::Misplaced, "misplaced"},
    {HeuristicId::Manhattan, "manhattan"},
    {HeuristicId::LinearConflict, "linear-conflict"},
    {HeuristicId::CentreCount, "centre"},
    {HeuristicId::CentreTable, "centre-table"},
    {HeuristicId::Pdb555, "pdb-555"},
    {HeuristicId::Pdb663, "pdb-663"},
    {HeuristicId::WalkingDistance, "walking-distance"},
    {HeuristicId::Pdb78, "pdb-78"},
};

std::string limitMessage(const SearchContext &ctx, const SearchStats &st)
{
    switch (ctx.stopReason()) {
    case StopReason::NodeLimit:
        return "the search stopped at its node budget of " + std::to_string(ctx.maxExpanded())
            + " expanded nodes without reaching the goal; raise the budget or use a stronger algorithm or heuristic"
              " (IDA* with linear conflict)";
    case StopReason::MemoryLimit:
        return "the search stopped at its memory budget of " + std::to_string(ctx.maxBytes() >> 20) + " MiB after "
            + std::to_string(st.expanded)
            + " expanded nodes; BFS, bidirectional BFS and A* keep every state they meet, so use IDA*"
              " or raise the budget";
    case StopReason::Cancelled: return "the search was cancelled";
    case StopReason::None: break;
    }
    return {};
}

template <class D>
SolveOutcome finishOutcome(const D &d, const SearchResult<D> &r, const SearchContext &ctx, std::string (*letters)(
                                                                                              const D &, const std::vector<typename D::Move> &))
{
    SolveOutcome o;
    o.status = r.status;
    o.stats = r.stats;
    if (r.status == SearchStatus::Solved) {
        o.moves = letters(d, r.plan);
        o.optimal = true;
    } else if (r.status == SearchStatus::Cancelled || r.status == SearchStatus::LimitReached) {
        o.message = limitMessage(ctx, r.stats);
    }
    return o;
}

std::string slidingLetters(const SlidingDomain &, const std::vector<Dir> &plan)
{
    return planToString(plan);
}

template <class D, class H>
SearchResult<D> runSearch(AlgorithmId a, const D &d, const H &h, const typename D::State &s, SearchContext &ctx,
                          int maxBound = std::numeric_limits<int>::max())
{
    switch (a) {
    case AlgorithmId::Bfs: return breadthFirstSearch(d, s, ctx, maxBound);
    case AlgorithmId::BidirectionalBfs: return bidirectionalSearch(d, s, ctx, maxBound);
    case AlgorithmId::AStar: return aStarSearch(d, h, s, ctx, maxBound);
    case AlgorithmId::WeightedAStar: return aStarSearch(d, h, s, ctx, maxBound, Weight{3, 2});
    case AlgorithmId::IdaStar:
    case AlgorithmId::Table:
    case AlgorithmId::Structured:
    case AlgorithmId::Staged: break;
    }
    return idaStarSearch(d, h, s, ctx, maxBound);
}

SolveOutcome solveByTable(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
{
    ctx.begin();
    auto &tables = SmallBoardTables::forSize(start.size);
    const auto answer = tables.solve(start, goal, ctx.cancelFlag());
    SolveOutcome o;
    o.status = answer.cancelled ? SearchStatus::Cancelled
        : answer.reachable      ? SearchStatus::Solved
                                : SearchStatus::Unsolvable;
    if (answer.cancelled)
        o.message = "the search was cancelled";
    o.moves = planToString(answer.plan);
    o.optimal = answer.reachable;
    o.stats.peakBytes = tables.bytes();
    ctx.finish(o.stats);
    return o;
}

SolveOutcome solveByPeeling(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
{
    ctx.begin();
    const auto r = solveStructured(start, goal, ctx);
    SolveOutcome o;
    o.status = r.status;
    o.moves = planToString(r.plan);
    o.optimal = start.cells() <= SmallBoardTables::MaxCells; // small boards go straight to the tables
    if (r.status == SearchStatus::Cancelled)
        o.message = "the search was cancelled";
    ctx.finish(o.stats);
    return o;
}

SolveOutcome solveByStages(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
{
    // The last region's search restarts the context's clock, so the whole is timed here
    // (including a first use's table build).
    const auto began = std::chrono::steady_clock::now();
    ctx.begin();
    const auto r = solvePeeling(start, goal, ctx);
    SolveOutcome o;
    o.status = r.status;
    o.moves = planToString(r.plan);
    o.message = r.message;
    o.stats = r.stats;
    o.stats.elapsed = std::chrono::steady_clock::now() - began;
    return o;
}

} // namespace

std::string algorithmKey(AlgorithmId a)
{
    for (const auto &n : AlgorithmNames)
        if (n.id == a)
            return n.key;
    return {};
}

std::string heuristicKey(HeuristicId h)
{
    for (const auto &n : HeuristicNames)
        if (n.id == h)
            return n.key;
    return {};
}

std::optional<AlgorithmId> algorithmFromKey(const std::string &key)
{
    for (const auto &n : AlgorithmNames)
        if (key == n.key)
            return n.id;
    return std::nullopt;
}

std::optional<HeuristicId> heuristicFromKey(const std::string &key)
{
    for (const auto &n : HeuristicNames)
        if (key == n.key)
            return n.id;
    return std::nullopt;
}

std::vector<AlgorithmId> allAlgorithms(bool includeSuboptimal)
{
    std::vector<AlgorithmId> all{AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar,
                                 AlgorithmId::IdaStar, AlgorithmId::Table};
    if (includeSuboptimal) {
        all.push_back(AlgorithmId::WeightedAStar);
        all.push_back(AlgorithmId::Staged);
        all.push_back(AlgorithmId::Structured);
    }
    return all;
}

bool isOptimal(AlgorithmId a)
{
    return a != AlgorithmId::Structured && a != AlgorithmId::WeightedAStar && a != AlgorithmId::Staged;
}

bool usesHeuristic(AlgorithmId a)
{
    return a == AlgorithmId::AStar || a == AlgorithmId::IdaStar || a == AlgorithmId::WeightedAStar;
}

std::vector<HeuristicId> heuristicsFor(PuzzleKind kind)
{
    if (kind == PuzzleKind::Rotation)
        return {HeuristicId::CentreCount, HeuristicId::CentreTable};
    return {HeuristicId::Misplaced, HeuristicId::Manhattan, HeuristicId::LinearConflict, HeuristicId::WalkingDistance,
            HeuristicId::Pdb555, HeuristicId::Pdb663, HeuristicId::Pdb78};
}

HeuristicId defaultHeuristic(PuzzleKind kind, BoardSize size)
{
    if (kind == PuzzleKind::Rotation)
        return HeuristicId::CentreCount;
    return size.width == 4 && size.height == 4 ? HeuristicId::Pdb555 : HeuristicId::LinearConflict;
}

bool givesSmallestPlan(AlgorithmId a)
{
    return a == AlgorithmId::Bfs || a == AlgorithmId::IdaStar || a == AlgorithmId::Table;
}

std::string checkCombination(PuzzleKind kind, BoardSize size, AlgorithmId a, HeuristicId h)
{
    if (a == AlgorithmId::Table) {
        if (kind != PuzzleKind::Sliding || size.cells() > SmallBoardTables::MaxCells)
            return "the distance tables exist only for sliding boards of at most 9 cells (2x2, 2x3, 3x2, 2x4, 4x2, 3x3)";
    }
    if (a == AlgorithmId::Staged
        && (kind != PuzzleKind::Sliding || !peelingFits(size) || (size.width <= 4 && size.height <= 4)))
        return "the staged solver is for sliding boards larger than 4x4 and at most 5 a side (4x5, 5x4, 5x5)";
    if (a == AlgorithmId::Structured && kind != PuzzleKind::Sliding)
        return "the structured solver is for sliding puzzles";
    if (!usesHeuristic(a)) {
        if (h != HeuristicId::None)
            return algorithmKey(a) + " does not use a heuristic";
        return {};
    }
    if ((h == HeuristicId::Pdb555 || h == HeuristicId::Pdb663 || h == HeuristicId::Pdb78)
        && (size.width != 4 || size.height != 4))
        return "the pattern databases are for 4x4 boards";
    if (h == HeuristicId::WalkingDistance && kind == PuzzleKind::Sliding && !WalkingDistance::fits(size))
        return "walking distance is for boards of at most 4x4";
    const auto allowed = heuristicsFor(kind);
    if (std::find(allowed.begin(), allowed.end(), h) == allowed.end()) {
        std::string list;
        for (auto x : allowed)
            list += (list.empty() ? "" : ", ") + heuristicKey(x);
        return "heuristic " + heuristicKey(h) + " does not apply to this puzzle; choose one of: " + list;
    }
    return {};
}

namespace {
SolveOutcome solveSlidingAny(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                             SearchContext &ctx);
}

SolveOutcome solveSliding(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                          SearchContext &ctx)
{
    // Only weighted A* and the structured solver answer without proving the plan shortest.
    SolveOutcome o = solveSlidingAny(start, goal, a, h, ctx);
    if (a == AlgorithmId::WeightedAStar)
        o.optimal = false;
    return o;
}

namespace {

SolveOutcome solveSlidingAny(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                             SearchContext &ctx)
{
    const auto solvability = checkSolvable(start, goal);
    if (!solvability.solvable) {
        SolveOutcome o;
        o.status = SearchStatus::Unsolvable;
        o.message = solvability.reason;
        return o;
    }
    if (a == AlgorithmId::Table)
        return solveByTable(start, goal, ctx);
    if (a == AlgorithmId::Structured)
        return solveByPeeling(start, goal, ctx);
    if (a == AlgorithmId::Staged)
        return solveByStages(start, goal, ctx);
    const SlidingDomain d(goal);
    const auto s = d.stateOf(start);
    // IDA* on 4x4 boards runs specialised (same plans and statistics, several times faster).
    const bool fast = a == AlgorithmId::IdaStar && FastIda4::fits(d);
    switch (h) {
    case HeuristicId::Misplaced:
        return finishOutcome(d, runSearch(a, d, MisplacedTiles(d), s, ctx), ctx, slidingLetters);
    case HeuristicId::Manhattan:
        if (fast)
            return finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::Manhattan, ctx), ctx, slidingLetters);
        return finishOutcome(d, runSearch(a, d, Manhattan(d), s, ctx), ctx, slidingLetters);
    case HeuristicId::Pdb555:
    case HeuristicId::Pdb663: {
        // The tables are built on first use (cancellable) and then shared; their memory counts
        // in the run's peak.
        const auto pdb = AdditivePdb::forGoal(goal, h == HeuristicId::Pdb555 ? "555" : "663", ctx.cancelFlag(),
                                              ctx.preparationObserver());
        const auto sparse = fast && pdb ? SparsePdb4::forPdb(pdb, ctx.cancelFlag()) : nullptr;
        if (!pdb || (fast && !sparse && ctx.isCancelled())) {
            SolveOutcome o;
            o.status = SearchStatus::Cancelled;
            o.message = "the search was cancelled while its pattern databases were being built";
            return o;
        }
        auto o = sparse ? finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::AdditivePdb, ctx, sparse.get()), ctx,
                                        slidingLetters)
                        : finishOutcome(d, runSearch(a, d, *pdb, s, ctx), ctx, slidingLetters);
        o.stats.peakBytes += pdb->bytes() + (sparse ? sparse->bytes() : 0);
        return o;
    }
    case HeuristicId::Pdb78: {
        // Too large for the sparse tables: the fast IDA* reads the compact ones.
        const auto pdb = AdditivePdb::forGoal(goal, "78", ctx.cancelFlag(), ctx.preparationObserver());
        if (!pdb) {
            SolveOutcome o;
            o.status = SearchStatus::Cancelled;
            o.message = "the search was cancelled while its pattern databases were being built";
            return o;
        }
        auto o = fast && FastIda4::fitsCompact(*pdb)
            ? finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::CompactPdb, ctx, nullptr, pdb.get()), ctx,
                            slidingLetters)
            : finishOutcome(d, runSearch(a, d, *pdb, s, ctx), ctx, slidingLetters);
        o.stats.peakBytes += pdb->bytes();
        return o;
    }
    case HeuristicId::WalkingDistance:
        return finishOutcome(d, runSearch(a, d, WalkingDistance(d), s, ctx), ctx, slidingLetters);
    case HeuristicId::None:
    case HeuristicId::LinearConflict:
    case HeuristicId::CentreCount:
    case HeuristicId::CentreTable: break;
    }
    if (fast)
        return finishOutcome(d, FastIda4::run(d, s, FastHeuristic4::LinearConflict, ctx), ctx, slidingLetters);
    return finishOutcome(d, runSearch(a, d, LinearConflict(d), s, ctx), ctx, slidingLetters);
}

std::string rotationLetters(const RotationDomain &, const std::vector<std::uint8_t> &plan)
{
    std::string s;
    for (auto m : plan)
        s += rotationLetter(m);
    return s;
}

} // namespace

SolveOutcome solveRotation(const RotationBoard &start, AlgorithmId a, HeuristicId h, SearchContext &ctx)
{
    SolveOutcome best;
    const std::string reason = rotationUnsolvableReason(start);
    if (!reason.empty()) {
        best.message = reason;
        return best;
    }
    if (start.solvedDigit() != 0) {
        best.status = SearchStatus::Solved;
        best.optimal = true;
        return best;
    }
    // One search per digit that could fill the centre, the most promising first; the search
    // for a later digit stops at the best length found so far.
    std::string digits = start.candidateDigits();
    std::stable_sort(digits.begin(), digits.end(),
                     [&](char x, char y) { return start.centreCount(x - '0') > start.centreCount(y - '0'); });
    const std::uint64_t budget = ctx.maxExpanded();
    SearchStats total;
    bool found = false;
    for (char digitChar : digits) {
        const RotationDomain d(start.count(digitChar - '0'));
        const auto mask = RotationDomain::maskOf(start, digitChar - '0');
        ctx.setMaxExpanded(budget - std::min(budget, total.expanded));
        const int cap = found ? int(best.moves.size()) : std::numeric_limits<int>::max();
        const RotationDistanceTable *table = nullptr;
        if (h == HeuristicId::CentreTable && !(table = RotationDistanceTable::forCopies(d.copies(), ctx.cancelFlag()))) {
            best.status = SearchStatus::Cancelled;
            best.message = "the search was cancelled";
            best.stats = total;
            ctx.setMaxExpanded(budget);
            return best;
        }
        const auto r = table ? runSearch(a, d, RotationTableHeuristic(*table), mask, ctx, cap)
                             : runSearch(a, d, RotationCentreCount{}, mask, ctx, cap);
        total.merge(r.stats);
        if (r.status == SearchStatus::Cancelled || r.status == SearchStatus::LimitReached) {
            ctx.setMaxExpanded(budget);
            best = finishOutcome(d, r, ctx, rotationLetters);
            best.stats = total;
            return best;
        }
        if (r.status != SearchStatus::Solved)
            continue;
        const std::string moves = rotationLetters(d, r.plan);
        if (!found || moves.size() < best.moves.size()
            || (moves.size() == best.moves.size() && moves < best.moves)) {
            best.moves = moves;
            found = true;
        }
    }
    ctx.setMaxExpanded(budget);
    best.status = found ? SearchStatus::Solved : SearchStatus::Unsolvable;
    best.optimal = found && isOptimal(a);
    best.stats = total;
    return best;
}

} // namespace core
