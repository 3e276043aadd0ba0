#include "klotski/game/klotskisolver.h"
#include "klotski/board/klotskiposition.h"

#include "klotski/game/klotskicomponent.h"
#include "klotski/board/klotskidomain.h"
#include "klotski/tables/klotskifold.h"
#include "puzzles/solve.h"
#include "solvers/searchrun.h"

#include <algorithm>
#include <unordered_map>

namespace core {

namespace {

const KlotskiPosition &positionOf(const Position &p)
{
    return p.as<KlotskiPosition>();
}

// A search's result as an outcome: the plan as moves in text ("Bdl Cr"); a goal no search
// reached is unreachable (a box is small enough to walk whole).
SolveOutcome outcomeOf(const KlotskiDomain &d, const KlotskiBoard &start, const SearchResult<KlotskiDomain> &r,
                       const SearchContext &ctx)
{
    SolveOutcome o;
    o.status = r.status;
    o.stats = r.stats;
    if (r.status == SearchStatus::Solved) {
        o.optimal = true; // the one solve keeps it for the optimal rows only
        KlotskiBoard b = start;
        for (const KlotskiDomain::Move m : r.plan) {
            const std::string move = d.moveText(b, m);
            playKlotskiMove(b, move);
            o.moves += (o.moves.empty() ? "" : " ") + move;
        }
    } else if (r.status == SearchStatus::Unsolvable) {
        o.reason = {ReasonCode::GoalUnreachable, {}, {}};
    } else {
        o.reason = limitReason(ctx, r.stats);
    }
    return o;
}

template <class H>
SolveOutcome searchWith(AlgorithmId a, const Position &p, SearchContext &ctx)
{
    const KlotskiPosition &k = positionOf(p);
    const KlotskiDomain d(k.board, k.goal);
    return outcomeOf(d, k.board, runSearch(a, d, H{&d}, d.stateOf(k.board), ctx), ctx);
}

SolveOutcome solveByTable(const Position &p, SearchContext &ctx)
{
    const KlotskiPosition &k = positionOf(p);
    const KlotskiDomain d(k.board, k.goal);
    KlotskiFoldedResult f = klotskiFoldedTable(d, d.stateOf(k.board), ctx);
    SearchResult<KlotskiDomain> r;
    r.status = f.status;
    r.plan = std::move(f.plan);
    r.stats = std::move(f.stats);
    return outcomeOf(d, k.board, r, ctx);
}

constexpr DirectSolver Direct[] = {{.algorithm = AlgorithmId::Table, .solve = solveByTable}};

// The blind searches (BFS, bidirectional BFS) never ask the heuristic.
constexpr SolverRow Row = {.puzzle = KlotskiKind, .blind = searchWith<KlotskiBlockers>, .direct = Direct};

} // namespace

SolveOutcome searchGoalPieceAway(AlgorithmId a, const Position &p, SearchContext &ctx)
{
    return searchWith<KlotskiGoalPieceAway>(a, p, ctx);
}

SolveOutcome searchBlockers(AlgorithmId a, const Position &p, SearchContext &ctx)
{
    return searchWith<KlotskiBlockers>(a, p, ctx);
}

const SolverRow &klotskiSolverRow()
{
    return Row;
}

std::string KlotskiOutcome::text() const
{
    std::string out;
    for (const std::string &m : moves)
        out += (out.empty() ? "" : " ") + m;
    return out;
}

KlotskiOutcome solveKlotski(const KlotskiBoard &start, const KlotskiGoal &goal, AlgorithmId algorithm, HeuristicId h,
                            SearchContext &ctx)
{
    SolveOutcome o = solve(KlotskiPosition{start, goal}, algorithm, h, ctx);
    KlotskiOutcome out;
    out.status = o.status;
    out.stats = std::move(o.stats);
    out.optimal = o.optimal;
    out.reason = std::move(o.reason);
    for (std::size_t at = 0; at < o.moves.size();) {
        const std::size_t end = std::min(o.moves.find(' ', at), o.moves.size());
        out.moves.push_back(o.moves.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

KlotskiDistances klotskiDistances(const KlotskiBoard &start, const KlotskiGoal &goal, SearchContext &ctx)
{
    KlotskiDistances out;
    const KlotskiDomain d(start, goal);
    ctx.begin();
    const KlotskiComponent c = exploreKlotski(d, d.stateOf(start), ctx, out.stats);
    ctx.finish(out.stats);
    out.status = c.status;
    if (c.status != SearchStatus::Solved)
        return out;
    out.boards = c.states.size();
    out.startDistance = c.distance[0];
    for (const int v : c.distance)
        if (v >= 0) {
            if (std::size_t(v) >= out.histogram.size())
                out.histogram.resize(std::size_t(v) + 1);
            ++out.histogram[std::size_t(v)];
        }
    return out;
}

KlotskiBoard klotskiRandomWalk(const KlotskiBoard &start, const KlotskiGoal &goal, int moves, std::mt19937_64 &rng)
{
    const KlotskiDomain d(start, goal);
    KlotskiState s = d.stateOf(start);
    KlotskiDomain::Move options[KlotskiDomain::MaxMoves];
    int back = -1;
    for (int i = 0; i < moves; ++i) {
        int n = d.legalMoves(s, options);
        if (n == 0)
            break; // a box where no piece can move
        // Never straight back, unless it is the only move.
        if (n > 1)
            n = int(std::remove(options, options + n, KlotskiDomain::Move(back)) - options);
        const KlotskiDomain::Move m = options[std::uniform_int_distribution<int>(0, n - 1)(rng)];
        d.apply(s, m);
        back = d.inverse(m);
    }
    return d.boardOf(s, start);
}

KlotskiDraw klotskiDrawBoards(const KlotskiBoard &start, const KlotskiGoal &goal, int distance, std::size_t count,
                              std::mt19937_64 &rng, SearchContext &ctx)
{
    KlotskiDraw out;
    const KlotskiDomain d(start, goal);
    SearchStats st;
    ctx.begin();
    const KlotskiComponent c = exploreKlotski(d, d.stateOf(start), ctx, st);
    ctx.finish(st);
    if (c.status != SearchStatus::Solved) {
        out.status = c.status;
        return out;
    }
    return klotskiDrawFrom(c, d, start, distance, count, rng);
}

KlotskiDraw klotskiDrawFrom(const KlotskiComponent &c, const KlotskiDomain &d, const KlotskiBoard &start, int distance,
                            std::size_t count, std::mt19937_64 &rng)
{
    KlotskiDraw out;
    out.status = SearchStatus::Solved;
    std::vector<std::size_t> pool; // the boards to draw from, once
    for (std::size_t i = 0; i < c.distance.size(); ++i)
        if (distance < 0 ? c.distance[i] >= 0 : c.distance[i] == distance)
            pool.push_back(i);
    if (pool.empty()) {
        out.status = SearchStatus::Unsolvable;
        return out;
    }
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    for (std::size_t k = 0; k < count; ++k)
        out.boards.push_back(d.boardOf(c.states[pool[pick(rng)]], start));
    return out;
}

std::optional<KlotskiBoard> klotskiBoardAtDistance(const KlotskiBoard &start, const KlotskiGoal &goal, int distance,
                                                   std::mt19937_64 &rng, SearchContext &ctx)
{
    KlotskiDraw draw = klotskiDrawBoards(start, goal, std::max(0, distance), 1, rng, ctx);
    if (draw.boards.empty())
        return std::nullopt;
    return std::move(draw.boards.front());
}

} // namespace core
