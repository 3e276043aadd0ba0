#include "klotski/game/klotskisolver.h"

#include "klotski/game/klotskicomponent.h"
#include "klotski/board/klotskidomain.h"
#include "solvers/searchrun.h"

#include <algorithm>
#include <unordered_map>

namespace core {

namespace {

// The plan down the exact distances: at each board the first move that comes one closer.
SearchResult<KlotskiDomain> descend(const KlotskiDomain &d, const KlotskiComponent &c)
{
    SearchResult<KlotskiDomain> r;
    if (c.distance[0] < 0)
        return r;
    r.status = SearchStatus::Solved;
    KlotskiState s = c.states[0];
    KlotskiDomain::Move moves[KlotskiDomain::MaxMoves];
    for (int left = c.distance[0]; left > 0; --left) {
        const int n = d.legalMoves(s, moves);
        for (int k = 0; k < n; ++k) {
            KlotskiState child = s;
            d.apply(child, moves[k]);
            if (c.distance[c.index.find(child)->second] == left - 1) {
                r.plan.push_back(moves[k]);
                s = child;
                break;
            }
        }
    }
    return r;
}

SearchResult<KlotskiDomain> tableSearch(const KlotskiDomain &d, const KlotskiState &start, SearchContext &ctx)
{
    SearchResult<KlotskiDomain> r;
    ctx.begin();
    const KlotskiComponent c = exploreKlotski(d, start, ctx, r.stats);
    if (c.status != SearchStatus::Solved)
        r.status = c.status;
    else {
        SearchResult<KlotskiDomain> down = descend(d, c);
        r.status = down.status;
        r.plan = std::move(down.plan);
    }
    ctx.finish(r.stats);
    return r;
}

// The search the algorithm's row names (solvers/searchrun.h), or the walk of the whole box for
// the exact table.
template <class H>
SearchResult<KlotskiDomain> run(AlgorithmId a, const KlotskiDomain &d, const H &h, const KlotskiState &s,
                                SearchContext &ctx)
{
    if (algorithmRow(a).family == SearchFamily::Table)
        return tableSearch(d, s, ctx);
    return runSearch(a, d, h, s, ctx);
}

} // namespace

bool klotskiRunsAlgorithm(AlgorithmId a)
{
    return a != AlgorithmId::Structured && a != AlgorithmId::Staged;
}

std::string KlotskiOutcome::text() const
{
    std::string out;
    for (const std::string &m : moves)
        out += (out.empty() ? "" : " ") + m;
    return out;
}

KlotskiOutcome solveKlotski(const KlotskiBoard &start, const KlotskiGoal &goal, AlgorithmId algorithm,
                            KlotskiHeuristic heuristic, SearchContext &ctx)
{
    KlotskiOutcome o;
    if (!klotskiRunsAlgorithm(algorithm)) {
        o.reason = {ReasonCode::StructuredNeedsSliding, {}, {}};
        return o;
    }
    const KlotskiDomain d(start, goal);
    const KlotskiState s = d.stateOf(start);
    SearchResult<KlotskiDomain> r;
    switch (heuristic) {
    case KlotskiHeuristic::None:
    case KlotskiHeuristic::Blockers: r = run(algorithm, d, KlotskiBlockers{&d}, s, ctx); break;
    case KlotskiHeuristic::GoalPieceAway: r = run(algorithm, d, KlotskiGoalPieceAway{&d}, s, ctx); break;
    }
    o.status = r.status;
    o.stats = r.stats;
    if (r.status == SearchStatus::Solved) {
        o.optimal = algorithmRow(algorithm).optimality == Optimality::Optimal;
        KlotskiBoard b = start;
        for (const KlotskiDomain::Move m : r.plan) {
            o.moves.push_back(d.moveText(b, m));
            playKlotskiMove(b, o.moves.back());
        }
    } else if (r.status == SearchStatus::Unsolvable) {
        o.reason = {ReasonCode::GoalUnreachable, {}, {}};
    } else {
        o.reason = limitReason(ctx, r.stats);
    }
    return o;
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
