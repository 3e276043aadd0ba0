// The sliding puzzle's SolverRow: its blind search, its solvers that run no search family (the
// distance tables, the row-by-row structured solver and the staged peeling solver), and the
// lower bound of a plan not proven shortest.

#include "sliding/game/slidingsolve.h"
#include "sliding/board/slidingposition.h"

#include "search/watch.h"
#include "sliding/board/slidingdomain.h"
#include "sliding/board/solvability.h"
#include "sliding/game/slidingsearch.h"
#include "sliding/staged/peelingsolver.h"
#include "sliding/staged/plancompression.h"
#include "sliding/staged/structuredsolver.h"
#include "sliding/tables/smallboardtables.h"

#include <algorithm>
#include <chrono>

namespace core {

namespace {

const SlidingPosition &slidingOf(const Position &p)
{
    return p.as<SlidingPosition>();
}

// The last region of the staged solver, searched through the one solve.
PeelingPlan searchRegion(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                         SearchContext &ctx)
{
    SolveOutcome o = solveSliding(start, goal, a, h, ctx);
    PeelingPlan out;
    out.status = o.status;
    out.reason = std::move(o.reason);
    out.stats = std::move(o.stats);
    for (const char c : o.status == SearchStatus::Solved ? o.moves : std::string()) {
        Dir d{};
        if (!dirFromLetter(c, d)) { // never written by a sliding search: the region is not solved
            out.status = SearchStatus::Unsolvable;
            out.plan.clear();
            break;
        }
        out.plan.push_back(d);
    }
    return out;
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
    const auto r = solvePeeling(start, goal, ctx, searchRegion);
    SolveOutcome o;
    o.status = r.status;
    o.moves = planToString(shortened(start, r.plan, r.status, ctx));
    o.reason = r.reason;
    o.stats = r.stats;
    o.stats.elapsed = std::chrono::steady_clock::now() - began;
    return o;
}

Reason tablesFit(BoardSize size)
{
    if (size.cells() > SmallBoardTables::MaxCells)
        return {ReasonCode::TablesNeedSmallBoard, {SmallBoardTables::MaxCells}, {}};
    return {};
}

Reason stagedFits(BoardSize size)
{
    if (!peelingFits(size) || (size.width <= 4 && size.height <= 4))
        return {ReasonCode::StagedNeedsMediumBoard, {}, {}};
    return {};
}

template <SolveOutcome (*F)(const SlidingBoard &, const SlidingBoard &, SearchContext &)>
SolveOutcome onBoards(const Position &p, SearchContext &ctx)
{
    return F(slidingOf(p).board, slidingOf(p).goal, ctx);
}

// A plan not proven shortest gets the bound linear conflict proves (solveoutcome.h), or the
// one weighted IDA*'s last bound proves when that is higher (search/weight.h; for an admissible
// heuristic); on a board small enough for the exact tables, the shortest length itself. Every
// plan between two sliding boards has the same parity (the blank's cell changes colour each
// move), so the bound goes up to the plan's parity.
void lowerBound(const Position &p, AlgorithmId a, HeuristicId h, SolveOutcome &o, SearchContext &ctx)
{
    const SlidingBoard &start = slidingOf(p).board;
    const SlidingBoard &goal = slidingOf(p).goal;
    const SlidingDomain d(goal);
    o.lowerBound = start.cells() <= SmallBoardTables::MaxCells
        ? SmallBoardTables::forSize(ctx.tables(), start.size)->distance(start, goal)
        : LinearConflict(d)(d.stateOf(start));
    const AlgorithmRow &algorithm = algorithmRow(a);
    if (deepensBound(a) && heuristicRow(h).admissible && !o.stats.thresholds.empty())
        o.lowerBound = std::max(o.lowerBound, algorithm.weight.shortestAtLeast(o.stats.thresholds.back()));
    if ((int(o.moves.size()) - o.lowerBound) % 2 != 0)
        ++o.lowerBound;
    if (o.lowerBound == int(o.moves.size()))
        o.optimal = true;
}

constexpr DirectSolver Direct[] = {
    {.algorithm = AlgorithmId::Table, .fits = tablesFit, .solve = onBoards<solveByTable>},
    {.algorithm = AlgorithmId::Staged, .fits = stagedFits, .solve = onBoards<solveByPeeling>},
    {.algorithm = AlgorithmId::Structured, .solve = onBoards<solveRowByRow>},
};

constexpr SolverRow Row = {.puzzle = SlidingKind, .blind = onPosition<runBlindSliding>, .direct = Direct,
                           .decidesSolvability = true, .bound = lowerBound};

} // namespace

const SolverRow &slidingSolverRow()
{
    return Row;
}

SolveOutcome solveSliding(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                          SearchContext &ctx)
{
    return solve(SlidingPosition{start, goal}, a, h, ctx);
}

std::optional<TablesCost> tablesToBuild(const SlidingBoard &goal, HeuristicId h, const TableCache &cache)
{
    const char *partition = pdbPartition(h);
    if (!partition)
        return std::nullopt;
    const auto c = h == HeuristicId::Pdb6666Max ? pdb6666MaxCost(cache, goal) : AdditivePdb::cost(cache, goal, partition);
    if (c.held || c.onDisk || c.keptBytes == 0)
        return std::nullopt;
    return c;
}

std::string eightPuzzleAnswer(const SlidingBoard &start, TableCache &cache, bool &unsolvable)
{
    constexpr BoardSize Eight{3, 3};
    constexpr std::array<Dir, 4> SampleOrder{Dir::Up, Dir::Down, Dir::Left, Dir::Right};
    const auto goal = SlidingBoard::standardGoal(Eight);
    if (!checkSolvable(start, goal).solvable) {
        unsolvable = true;
        return "unsolvable";
    }
    return planToString(SmallBoardTables::forSize(cache, Eight)->solveInOrder(start, goal, SampleOrder).plan);
}

} // namespace core
