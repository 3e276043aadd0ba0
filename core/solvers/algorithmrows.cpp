// The algorithm rows, and the solvers that run without a heuristic (the distance tables, the
// row-by-row structured solver and the staged peeling solver).

#include "solvers/descriptors.h"

#include "sliding/staged/peelingsolver.h"
#include "sliding/staged/plancompression.h"
#include "sliding/staged/structuredsolver.h"
#include "sliding/tables/smallboardtables.h"
#include "sliding/board/slidingdomain.h"
#include "search/watch.h"

#include <chrono>

namespace core {

namespace {

Reason tablesFit(PuzzleKind kind, BoardSize size)
{
    // Huarong Dao's table is the distances of the boards its start reaches (a box has few).
    if (kind == PuzzleKind::Klotski)
        return {};
    if (kind != PuzzleKind::Sliding || size.cells() > SmallBoardTables::MaxCells)
        return {ReasonCode::TablesNeedSmallBoard, {SmallBoardTables::MaxCells}, {}};
    return {};
}

Reason stagedFits(PuzzleKind kind, BoardSize size)
{
    if (kind != PuzzleKind::Sliding || !peelingFits(size) || (size.width <= 4 && size.height <= 4))
        return {ReasonCode::StagedNeedsMediumBoard, {}, {}};
    return {};
}

Reason slidingOnly(PuzzleKind kind, BoardSize)
{
    if (kind != PuzzleKind::Sliding)
        return {ReasonCode::StructuredNeedsSliding, {}, {}};
    return {};
}

// The table search's expansions: the states along the plan, each looking at its neighbours'
// distances to choose the next step. Watched, each sends its event, the neighbours with their
// exact distances; the one the plan takes is queued, the others pruned.
void walkPlan(SmallBoardTables &tables, const SlidingBoard &start, const SlidingBoard &goal,
              const std::vector<Dir> &plan, SearchContext &ctx, SearchStats &st)
{
    const SlidingDomain d(goal);
    Watch watch(ctx);
    SlidingBoard b = start;
    std::uint64_t parent = ExpansionEvent::NoParent;
    const int length = int(plan.size());
    for (int g = 0; g < length; ++g) {
        ++st.expanded;
        st.countAtDepth(std::size_t(length));
        if (watch.on)
            parent = watch.expand(d, d.stateOf(b), parent, g, length - g, 1);
        for (int k = 0; k < 4; ++k) {
            SlidingBoard child = b;
            if (!applyDir(child, Dir(k)))
                continue;
            ++st.generated;
            if (watch.on)
                watch.child(d, d.stateOf(child), g + 1, tables.distance(child, goal),
                            Dir(k) != plan[std::size_t(g)] ? ChildFate::Pruned
                            : g + 1 == length              ? ChildFate::Goal
                                                           : ChildFate::Queued);
        }
        if (watch.on)
            watch.done();
        applyDir(b, plan[std::size_t(g)]);
    }
}

SolveOutcome solveByTable(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
{
    ctx.begin();
    const auto tables = SmallBoardTables::forSize(ctx.tables(), start.size);
    const auto answer = tables->solve(start, goal, ctx.stopToken());
    SolveOutcome o;
    o.status = answer.cancelled ? SearchStatus::Cancelled
        : answer.reachable      ? SearchStatus::Solved
                                : SearchStatus::Unsolvable;
    if (answer.cancelled)
        o.reason = {ReasonCode::Cancelled, {}, {}};
    o.moves = planToString(answer.plan);
    o.optimal = answer.reachable;
    o.stats.peakBytes = tables->bytes();
    walkPlan(*tables, start, goal, answer.plan, ctx, o.stats);
    ctx.finish(o.stats);
    return o;
}

// A plan of the near-shortest solvers, with its stretches that a small-board table can do
// shorter replaced (solvers/plancompression.h); a cancel keeps what is shortened so far.
std::vector<Dir> shortened(const SlidingBoard &start, const std::vector<Dir> &plan, SearchStatus status,
                           SearchContext &ctx)
{
    if (status != SearchStatus::Solved || start.cells() <= SmallBoardTables::MaxCells)
        return plan;
    return compressPlan(start, plan, ctx.tables(), 48, ctx.stopToken()).plan;
}

SolveOutcome solveRowByRow(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
{
    const SearchContext::Unwatched unwatched(ctx); // its searches are on parts of the board
    ctx.begin();
    const auto r = solveStructured(start, goal, ctx);
    SolveOutcome o;
    o.status = r.status;
    o.moves = planToString(shortened(start, r.plan, r.status, ctx));
    o.optimal = start.cells() <= SmallBoardTables::MaxCells; // small boards go straight to the tables
    if (r.status == SearchStatus::Cancelled)
        o.reason = {ReasonCode::Cancelled, {}, {}};
    ctx.finish(o.stats);
    return o;
}

SolveOutcome solveByPeeling(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
{
    // The last region's search restarts the context's clock, so the whole is timed here
    // (including a first use's table build).
    const auto began = std::chrono::steady_clock::now();
    const SearchContext::Unwatched unwatched(ctx); // its searches are on parts of the board
    ctx.begin();
    const auto r = solvePeeling(start, goal, ctx);
    SolveOutcome o;
    o.status = r.status;
    o.moves = planToString(shortened(start, r.plan, r.status, ctx));
    o.reason = r.reason;
    o.stats = r.stats;
    o.stats.elapsed = std::chrono::steady_clock::now() - began;
    return o;
}

// In the order the lists, the CLI help and the compare grid show them: optimal first.
constexpr AlgorithmRow Rows[] = {
    {.id = AlgorithmId::Bfs, .key = "bfs", .description = "breadth-first search; shortest plan, keeps every state",
     .words = {PS_TR("DisplayNames", "Breadth-first search"),
               PS_TR("DisplayNames", "BFS"),
               PS_TR("DisplayNames", "Tries every board one move further out before the next")},
     .optimality = Optimality::Optimal, .family = SearchFamily::BreadthFirst, .takesHeuristic = false, .smallestPlan = true,
     .memory = MemoryClass::EveryState},
    {.id = AlgorithmId::BidirectionalBfs, .key = "bibfs",
     .description = "bidirectional breadth-first search from start and goal; shortest plan",
     .words = {PS_TR("DisplayNames", "Bidirectional BFS"),
               nullptr,
               PS_TR("DisplayNames", "Searches out from the board and back from the goal until the two meet")},
     .optimality = Optimality::Optimal, .family = SearchFamily::Bidirectional, .takesHeuristic = false, .smallestPlan = false,
     .memory = MemoryClass::EveryState},
    {.id = AlgorithmId::AStar, .key = "astar", .description = "A*; shortest plan, keeps every state",
     .words = {PS_TR("DisplayNames", "A*"),
               nullptr,
               PS_TR("DisplayNames", "Expands the board with the smallest moves-so-far plus estimate first")},
     .optimality = Optimality::Optimal, .family = SearchFamily::BestFirst, .takesHeuristic = true, .smallestPlan = false,
     .memory = MemoryClass::EveryState},
    {.id = AlgorithmId::IdaStar, .key = "idastar", .description = "iterative-deepening A*; shortest plan, little memory",
     .words = {PS_TR("DisplayNames", "IDA*"),
               nullptr,
               PS_TR("DisplayNames", "Repeats a depth-first search with a rising bound on moves-so-far plus estimate")},
     .optimality = Optimality::Optimal, .family = SearchFamily::DeepeningBound, .takesHeuristic = true, .smallestPlan = true, .memory = MemoryClass::Linear},
    {.id = AlgorithmId::Table, .key = "table", .description = "exact distance tables; boards of at most 9 cells",
     .words = {PS_TR("DisplayNames", "Distance tables"),
               PS_TR("DisplayNames", "Tables"),
               PS_TR("DisplayNames", "Looks every move up in tables of exact distances")},
     .optimality = Optimality::Optimal, .family = SearchFamily::Table, .takesHeuristic = false, .smallestPlan = true, .memory = MemoryClass::Table,
     .supports = tablesFit, .solveSliding = solveByTable},
    {.id = AlgorithmId::WeightedAStar, .key = "wastar",
     .description = "weighted A* (weight 3/2); a plan at most 1.5x the shortest",
     .words = {PS_TR("DisplayNames", "Weighted A* (at most %1x the shortest)"),
               PS_TR("DisplayNames", "Weighted A*"),
               PS_TR("DisplayNames", "A* that trusts the estimate %1 times as much, to finish sooner")},
     .optimality = Optimality::Bounded, .family = SearchFamily::BestFirst,
     .takesHeuristic = true, .smallestPlan = false, .memory = MemoryClass::EveryState, .weight = {3, 2}},
    {.id = AlgorithmId::WeightedIdaStar, .key = "wida",
     .description = "weighted IDA* (weight 27/20); a plan at most 1.35x the shortest, little memory",
     .words = {PS_TR("DisplayNames", "Weighted IDA* (at most %1x the shortest)"),
               PS_TR("DisplayNames", "Weighted IDA*"),
               PS_TR("DisplayNames", "IDA* that trusts the estimate %1 times as much, to finish sooner")},
     .optimality = Optimality::Bounded, .family = SearchFamily::DeepeningBound, .takesHeuristic = true, .smallestPlan = false,
     .memory = MemoryClass::Linear, .weight = {27, 20}},
    {.id = AlgorithmId::Staged, .key = "staged",
     .description = "row by row with exact tables; near-shortest, 4x5, 5x4 and 5x5",
     .words = {PS_TR("DisplayNames", "Staged (near-shortest, up to 5x5)"),
               PS_TR("DisplayNames", "Staged"),
               PS_TR("DisplayNames", "Solves the board region by region, each stage with an optimal search")},
     .optimality = Optimality::NotProven, .family = SearchFamily::Composite, .takesHeuristic = false, .smallestPlan = false,
     .memory = MemoryClass::Table, .supports = stagedFits, .solveSliding = solveByPeeling},
    {.id = AlgorithmId::Structured, .key = "structured",
     .description = "row by row as people do; any sliding size, fast, not shortest",
     .words = {PS_TR("DisplayNames", "Row by row (fast, not optimal)"),
               PS_TR("DisplayNames", "Row by row"),
               PS_TR("DisplayNames", "Places the tiles row by row and column by column, as a person would")},
     .optimality = Optimality::NotProven, .family = SearchFamily::Composite, .takesHeuristic = false, .smallestPlan = false,
     .memory = MemoryClass::Table, .supports = slidingOnly, .solveSliding = solveRowByRow},
};

} // namespace

std::span<const AlgorithmRow> algorithmRows()
{
    return Rows;
}

bool deepensBound(AlgorithmId a)
{
    return algorithmRow(a).memory == MemoryClass::Linear;
}

const AlgorithmRow &algorithmRow(AlgorithmId a)
{
    for (const AlgorithmRow &r : Rows)
        if (r.id == a)
            return r;
    return Rows[0];
}

} // namespace core
