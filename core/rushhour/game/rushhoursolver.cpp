// Rush Hour's searches, its SolverRow (the blind searches and the exact table) and its heuristic
// rows, weaker first.
#include "rushhour/game/rushhoursolver.h"

#include "position/position.h"
#include "solvers/searchrun.h"

#include <algorithm>

namespace core {

namespace {

constexpr auto RushHour = RushHourKind;

const RushHourBoard &boardOf(const Position &p)
{
    return p.as<RushHourBoard>();
}

// A search's result as an outcome (solvers/searchrun.h); a goal no search reached is
// unreachable, since a search that ends Unsolvable has met every lot the start reaches.
SolveOutcome outcomeOf(const RushHourDomain &d, const SearchResult<RushHourDomain> &r, const SearchContext &ctx)
{
    SolveOutcome o = finishOutcome(d, r, ctx);
    if (r.status == SearchStatus::Unsolvable)
        o.reason = {ReasonCode::GoalUnreachable, {}, {}};
    return o;
}

template <class H>
SolveOutcome searchWith(AlgorithmId a, const Position &p, SearchContext &ctx)
{
    const RushHourDomain d(boardOf(p));
    return outcomeOf(d, runSearch(a, d, H{&d}, d.stateOf(boardOf(p)), ctx), ctx);
}

SolveOutcome solveByTable(const Position &p, SearchContext &ctx)
{
    const RushHourDomain d(boardOf(p));
    return outcomeOf(d, componentSearch(d, d.stateOf(boardOf(p)), ctx), ctx);
}

constexpr DirectSolver Direct[] = {{.algorithm = AlgorithmId::Table, .solve = solveByTable}};

// The blind searches (BFS, bidirectional BFS) never ask the heuristic.
constexpr SolverRow Row = {.puzzle = RushHour, .blind = searchWith<RushHourBlockers>, .direct = Direct};

template <class H>
int estimateWith(TableCache &, const Position &p)
{
    const RushHourDomain d(boardOf(p));
    return H{&d}(d.stateOf(boardOf(p)));
}

constexpr HeuristicRow Rows[] = {
    {.id = RushHourBlockersId, .key = "red-blockers",
     .description = "1 while the red car is away, plus each vehicle between it and the exit",
     .words = {PS_TR("DisplayNames", "Blockers"),
               nullptr,
               PS_TR("DisplayNames", "1 while the red car is away, plus each vehicle between it and the exit (each must "
                                     "move at least once)")},
     .puzzle = RushHour, .admissible = true, .consistent = true, .search = searchWith<RushHourBlockers>,
     .estimate = estimateWith<RushHourBlockers>},
    {.id = RushHourBlockedBlockersId, .key = "blocked-blockers",
     .description = "blockers, plus the fewest other vehicles that must move to let the blockers out of the exit row",
     .words = {PS_TR("DisplayNames", "Blocked blockers"),
               nullptr,
               PS_TR("DisplayNames", "Blockers, plus the fewest other vehicles that must move out of the way before the "
                                     "blockers can leave the exit row")},
     .puzzle = RushHour, .admissible = true, .consistent = true, .defaultFor = everySize,
     .search = searchWith<RushHourBlockedBlockers>, .estimate = estimateWith<RushHourBlockedBlockers>},
};

} // namespace

std::span<const HeuristicRow> rushHourHeuristicRows()
{
    return Rows;
}

const SolverRow &rushHourSolverRow()
{
    return Row;
}

std::string planLetters(const RushHourDomain &d, const std::vector<RushHourDomain::Move> &plan)
{
    std::string out;
    for (const RushHourDomain::Move m : plan)
        out += (out.empty() ? "" : " ") + d.moveText(m);
    return out;
}

RushHourBoard rushHourRandomWalk(const RushHourBoard &start, int moves, std::mt19937_64 &rng)
{
    const RushHourDomain d(start);
    RushHourState s = d.stateOf(start);
    std::vector<RushHourDomain::Move> options(static_cast<std::size_t>(RushHourDomain::MaxMoves));
    int back = -1;
    for (int i = 0; i < moves; ++i) {
        int n = d.legalMoves(s, options.data());
        if (n == 0)
            break; // a lot where nothing can move
        // Never straight back, unless it is the only move.
        if (n > 1)
            n = int(std::remove(options.begin(), options.begin() + n, RushHourDomain::Move(back)) - options.begin());
        const RushHourDomain::Move m = options[std::size_t(std::uniform_int_distribution<int>(0, n - 1)(rng))];
        d.apply(s, m);
        back = d.inverse(m);
    }
    return d.boardOf(s);
}

std::vector<RushHourBoard> rushHourDrawFrom(const RushHourComponent &c, const RushHourDomain &d, int distance,
                                            std::size_t count, std::mt19937_64 &rng)
{
    std::vector<RushHourBoard> out;
    std::vector<std::size_t> pool; // the lots to draw from, once
    for (std::size_t i = 0; i < c.distance.size(); ++i)
        if (distance < 0 ? c.distance[i] >= 0 : c.distance[i] == distance)
            pool.push_back(i);
    if (pool.empty())
        return out;
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    for (std::size_t k = 0; k < count; ++k)
        out.push_back(d.boardOf(c.states[pool[pick(rng)]]));
    return out;
}

} // namespace core
