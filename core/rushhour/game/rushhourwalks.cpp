// RushHourBackend's parts that walk the lot: scrambles, hints, the X-ray and the state-space
// map, each under a budget.
#include "rushhour/game/rushhourbackend.h"

#include "puzzles/solve.h"
#include "storage/tablecache.h"

#include <algorithm>

namespace core {

namespace {

const RushHourBoard &lotOf(const Position &p)
{
    return p.as<RushHourBoard>();
}

// A finished walk of the lots a start reaches, as the table cache and the map keep it.
struct RushHourWalk {
    RushHourDomain domain;
    RushHourComponent component;
    std::size_t bytes() const { return component.bytes(); }
};

// The walk of `start` under `budget` expansions, kept in `tables`, so the scrambles of one lot
// (the distance offered, then a lot at it) and its state-space map walk it once; null when the
// walk stopped (budget, cancel), which is not kept.
std::shared_ptr<const RushHourWalk> walkOf(TableCache &tables, const RushHourBoard &start, std::uint64_t budget,
                                           std::stop_token stop)
{
    return tables.get<const RushHourWalk>("rushhourwalk:" + start.text(), [&]() -> std::shared_ptr<const RushHourWalk> {
        auto w = std::make_shared<RushHourWalk>(RushHourWalk{RushHourDomain(start), {}});
        SearchContext ctx(std::move(stop));
        ctx.setMaxExpanded(budget);
        SearchStats st;
        ctx.begin();
        w->component = exploreComponent(w->domain, w->domain.stateOf(start), ctx, st);
        ctx.finish(st);
        if (w->component.status != SearchStatus::Solved)
            return nullptr;
        return w;
    });
}

class RushHourExactSpace final : public ExactSpace {
public:
    explicit RushHourExactSpace(std::shared_ptr<const RushHourWalk> w) : m_walk(std::move(w))
    {
        for (const int v : m_walk->component.depth)
            m_extent = std::max(m_extent, v);
        for (const int v : m_walk->component.distance)
            m_extent = std::max(m_extent, v);
    }
    std::pair<int, int> at(std::string_view cells) const override
    {
        RushHourState s;
        if (!m_walk->domain.stateOfCells(cells, s))
            return {-1, -1};
        const auto it = m_walk->component.index.find(s);
        if (it == m_walk->component.index.end())
            return {-1, -1};
        return {m_walk->component.depth[it->second], m_walk->component.distance[it->second]};
    }
    int extent() const override { return m_extent; }

private:
    std::shared_ptr<const RushHourWalk> m_walk;
    int m_extent = 0;
};

} // namespace

bool RushHourBackend::tabulable(const Position &) const
{
    return true; // the walk is bounded by WalkBudget
}

std::unique_ptr<const ExactSpace> RushHourBackend::exactSpace(const Position &p, TableCache &cache,
                                                              std::stop_token stop) const
{
    auto w = walkOf(cache, lotOf(p), WalkBudget, std::move(stop));
    if (!w)
        return nullptr;
    return std::make_unique<RushHourExactSpace>(std::move(w));
}

Position RushHourBackend::scrambleRandom(const Position &p, std::mt19937_64 &rng, TableCache &tables) const
{
    const auto w = walkOf(tables, lotOf(p), WalkBudget, {});
    const std::vector<RushHourBoard> drawn = w ? rushHourDrawFrom(w->component, w->domain, -1, 1, rng)
                                               : std::vector<RushHourBoard>{};
    if (drawn.empty())
        return scrambleMoves(p, 200, rng);
    return Position(drawn.front());
}

Position RushHourBackend::scrambleMoves(const Position &p, int moves, std::mt19937_64 &rng) const
{
    return Position(rushHourRandomWalk(lotOf(p), moves, rng));
}

int RushHourBackend::maxScrambleDistance(const Position &p, TableCache &tables) const
{
    const auto w = walkOf(tables, lotOf(p), WalkBudget, {});
    if (!w)
        return 0;
    const std::vector<int> &distance = w->component.distance;
    return std::max(0, distance.empty() ? 0 : *std::max_element(distance.begin(), distance.end()));
}

PositionScramble RushHourBackend::scrambleAtDistance(const Position &p, int distance, std::mt19937_64 &rng,
                                                     TableCache &tables, std::uint64_t nodeBudget,
                                                     std::stop_token cancel, const std::function<void(int)> &) const
{
    if (distance < 0)
        return {std::nullopt, Reason{ReasonCode::ScrambleDistanceNegative, {}, {}}};
    const auto w = walkOf(tables, lotOf(p), nodeBudget, cancel);
    if (!w && cancel.stop_requested())
        return {std::nullopt, Reason{ReasonCode::ScrambleCancelled, {}, {}}};
    const std::vector<RushHourBoard> drawn =
        w ? rushHourDrawFrom(w->component, w->domain, distance, 1, rng) : std::vector<RushHourBoard>{};
    if (drawn.empty())
        return {std::nullopt, moduleReason(PS_TR("Reason", "no lot this one can reach is %1 moves from the goal"), {distance})};
    return {Position(drawn.front()), {}};
}

bool RushHourBackend::answersAtOnce(const Position &p) const
{
    // A* with the blocked blockers on a 6x6 lot meets at most some tens of thousands of lots.
    return lotOf(p).cells().size() <= 36;
}

Hint RushHourBackend::hint(const Position &p, SearchContext &ctx) const
{
    Hint h;
    if (isGoal(p)) {
        h.kind = Hint::Kind::Exact;
        h.distance = 0;
        return h;
    }
    const SolveOutcome o = solve(p, AlgorithmId::AStar, RushHourBlockedBlockersId, ctx);
    switch (o.status) {
    case SearchStatus::Solved: {
        const std::vector<std::string> moves = planMoves(o.moves);
        h.kind = Hint::Kind::Exact;
        h.distance = int(moves.size());
        h.next = moves.empty() ? std::string() : moves.front();
        break;
    }
    case SearchStatus::Unsolvable:
        h.kind = Hint::Kind::Unsolvable;
        h.reason = o.reason;
        break;
    case SearchStatus::Cancelled: h.kind = Hint::Kind::Stopped; break;
    case SearchStatus::LimitReached:
        h.kind = Hint::Kind::Unknown;
        h.reason = o.reason;
        break;
    }
    return h;
}

PositionXray RushHourBackend::xray(const Position &p, HeuristicId, TableCache &) const
{
    const RushHourDomain d(lotOf(p));
    const RushHourState s = d.stateOf(lotOf(p));
    // The estimates only: the exact distance is the hint's (the window adds it to the X-ray's line).
    return {{},
            {xrayMeasure(PS_TR("Reason", "blockers %1"), RushHourBlockers{&d}(s)),
             xrayMeasure(PS_TR("Reason", "blocked blockers %1"), RushHourBlockedBlockers{&d}(s))},
            false};
}

} // namespace core
