#include "solvers/solverregistry.h"

#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/board/solvability.h"
#include "solvers/searchrun.h"
#include "sliding/tables/smallboardtables.h"

#include <algorithm>
#include <limits>

namespace core {

std::string algorithmKey(AlgorithmId a)
{
    return algorithmRow(a).key;
}

std::string heuristicKey(HeuristicId h)
{
    return heuristicRow(h).key;
}

std::optional<AlgorithmId> algorithmFromKey(const std::string &key)
{
    for (const AlgorithmRow &r : algorithmRows())
        if (key == r.key)
            return r.id;
    return std::nullopt;
}

std::optional<HeuristicId> heuristicFromKey(const std::string &key)
{
    for (const HeuristicRow &r : heuristicRows())
        if (key == r.key)
            return r.id;
    return std::nullopt;
}

std::vector<AlgorithmId> allAlgorithms(bool includeSuboptimal)
{
    std::vector<AlgorithmId> all;
    for (const AlgorithmRow &r : algorithmRows())
        if (includeSuboptimal || r.optimality == Optimality::Optimal)
            all.push_back(r.id);
    return all;
}

bool isOptimal(AlgorithmId a)
{
    return algorithmRow(a).optimality == Optimality::Optimal;
}

bool usesHeuristic(AlgorithmId a)
{
    return algorithmRow(a).takesHeuristic;
}

bool givesSmallestPlan(AlgorithmId a)
{
    return algorithmRow(a).smallestPlan;
}

std::vector<HeuristicId> heuristicsFor(PuzzleKind kind)
{
    std::vector<HeuristicId> out;
    for (const HeuristicRow &r : heuristicRows())
        if (r.puzzle == kind)
            out.push_back(r.id);
    return out;
}

HeuristicId defaultHeuristic(PuzzleKind kind, BoardSize size)
{
    for (const HeuristicRow &r : heuristicRows())
        if (r.puzzle == kind && r.defaultFor && r.defaultFor(size))
            return r.id;
    return HeuristicId::None;
}

Reason checkCombination(PuzzleKind kind, BoardSize size, AlgorithmId a, HeuristicId h)
{
    const AlgorithmRow &algorithm = algorithmRow(a);
    if (algorithm.supports)
        if (Reason why = algorithm.supports(kind, size))
            return why;
    const HeuristicRow &heuristic = heuristicRow(h);
    // A heuristic of the other puzzle is the first thing wrong, whatever the algorithm.
    const bool otherPuzzle = heuristic.puzzle != kind && (algorithm.takesHeuristic || h != HeuristicId::None);
    if (!otherPuzzle && !algorithm.takesHeuristic) {
        if (h != HeuristicId::None)
            return {ReasonCode::TakesNoHeuristic, {}, {algorithm.key}};
        return {};
    }
    if (!otherPuzzle && heuristic.fits)
        if (Reason why = heuristic.fits(kind, size))
            return why;
    if (otherPuzzle) {
        Reason why{ReasonCode::HeuristicNotForPuzzle, {}, {heuristic.key}};
        for (const HeuristicId x : heuristicsFor(kind))
            why.keys.push_back(heuristicKey(x));
        return why;
    }
    return {};
}

// A search that takes a heuristic but is given none (or one of another puzzle) runs with the
// puzzle's plain default; the others take none.
HeuristicId effectiveHeuristic(PuzzleKind kind, AlgorithmId a, HeuristicId h)
{
    if (!usesHeuristic(a))
        return HeuristicId::None;
    if (heuristicRow(h).puzzle != kind)
        return defaultHeuristic(kind);
    return h;
}

bool runsWithoutNodeBudget(AlgorithmId a, HeuristicId h)
{
    return a == AlgorithmId::IdaStar && heuristicRow(h).mayTakeLong;
}

std::optional<AdditivePdb::Cost> tablesToBuild(const SlidingBoard &goal, HeuristicId h, const TableCache &cache)
{
    const char *partition = pdbPartition(h);
    if (!partition)
        return std::nullopt;
    const auto c = AdditivePdb::cost(cache, goal, partition);
    if (c.held || c.onDisk || c.keptBytes == 0)
        return std::nullopt;
    return c;
}

namespace {

// A plan not proven shortest gets the bound linear conflict proves (solveoutcome.h), or the
// one weighted IDA*'s last bound proves when that is higher (search/weight.h; for an admissible
// heuristic); on a board small enough for the exact tables, the shortest length itself. Every
// plan between two sliding boards has the same parity (the blank's cell changes colour each
// move), so the bound goes up to the plan's parity.
SolveOutcome withLowerBound(SolveOutcome o, const SlidingBoard &start, const SlidingBoard &goal,
                            const AlgorithmRow &algorithm, HeuristicId h, SearchContext &ctx)
{
    if (o.status != SearchStatus::Solved || o.optimal)
        return o;
    const SlidingDomain d(goal);
    o.lowerBound = start.cells() <= SmallBoardTables::MaxCells
        ? SmallBoardTables::forSize(ctx.tables(), start.size)->distance(start, goal)
        : LinearConflict(d)(d.stateOf(start));
    if (deepensBound(algorithm.id) && heuristicRow(h).admissible && !o.stats.thresholds.empty())
        o.lowerBound = std::max(o.lowerBound, algorithm.weight.shortestAtLeast(o.stats.thresholds.back()));
    if ((int(o.moves.size()) - o.lowerBound) % 2 != 0)
        ++o.lowerBound;
    if (o.lowerBound == int(o.moves.size()))
        o.optimal = true;
    return o;
}

} // namespace

SolveOutcome solveSliding(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                          SearchContext &ctx)
{
    const auto solvability = checkSolvable(start, goal);
    if (!solvability.solvable) {
        SolveOutcome o;
        o.status = SearchStatus::Unsolvable;
        o.reason = solvability.reason;
        return o;
    }
    const AlgorithmRow &algorithm = algorithmRow(a);
    if (algorithm.solveSliding)
        return withLowerBound(algorithm.solveSliding(start, goal, ctx), start, goal, algorithm, HeuristicId::None, ctx);
    const SlidingDomain d(goal);
    SolveOutcome o = heuristicRow(effectiveHeuristic(PuzzleKind::Sliding, a, h)).sliding(a, d, d.stateOf(start), ctx);
    // Only optimal algorithms prove their plans shortest.
    if (algorithm.optimality != Optimality::Optimal)
        o.optimal = false;
    // Parity said it can reach the goal: a search that finds no way there was misled by a
    // damaged table, and the board is not unsolvable.
    if (o.status == SearchStatus::Unsolvable) {
        o.status = SearchStatus::LimitReached;
        o.reason = {ReasonCode::NoPlanForSolvableBoard, {}, {}};
        o.optimal = false;
    }
    if (o.reason.code == ReasonCode::NodeBudgetReached) {
        const HeuristicRow &used = heuristicRow(effectiveHeuristic(PuzzleKind::Sliding, a, h));
        o.reason.keys = {used.stronger ? used.stronger(start.size) : ""};
    }
    return withLowerBound(std::move(o), start, goal, algorithm, effectiveHeuristic(PuzzleKind::Sliding, a, h), ctx);
}

} // namespace core
