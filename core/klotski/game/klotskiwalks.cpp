// KlotskiBackend's parts that walk the box: scrambles, hints, the X-ray's exact distance and
// solving, each under a budget.
#include "klotski/game/klotskibackend.h"

#include "klotski/game/klotskicomponent.h"
#include "klotski/game/klotskilayouts.h"
#include "klotski/board/klotskidomain.h"
#include "klotski/game/klotskispace.h"
#include "storage/tablecache.h"

#include <algorithm>

namespace core {

namespace {

// One walk of the boards the start reaches (KlotskiSpace).
class KlotskiExactSpace final : public ExactSpace {
public:
    KlotskiExactSpace(const KlotskiPosition &p, SearchContext &ctx) : m_space(p.board, p.goal, ctx) {}
    bool complete() const { return m_space.complete(); }
    std::pair<int, int> at(std::string_view cells) const override { return m_space.at(cells); }
    int extent() const override { return m_space.extent(); }

private:
    KlotskiSpace m_space;
};

// A finished walk of the boards a box reaches, as the table cache keeps it.
struct KlotskiWalkTable {
    KlotskiComponent component;
    std::size_t bytes() const { return klotskiComponentBytes(component); }
};

// The walk of the boards `k`'s box reaches, kept in `tables` under the box and its goal, so the
// scrambles of one box (a count of boards; the distance offered, then a board at it) walk it
// once; null when the walk stopped (budget, cancel), which is not kept.
std::shared_ptr<const KlotskiWalkTable> walkOf(TableCache &tables, const KlotskiPosition &k, std::uint64_t budget,
                                               std::stop_token stop)
{
    const std::string key = "klotskiwalk:" + k.board.text() + "|" + klotskiGoalText(k.board, k.goal);
    return tables.get<const KlotskiWalkTable>(key, [&]() -> std::shared_ptr<const KlotskiWalkTable> {
        const KlotskiDomain d(k.board, k.goal);
        SearchContext ctx(std::move(stop));
        ctx.setMaxExpanded(budget);
        SearchStats st;
        ctx.begin();
        auto walk = std::make_shared<KlotskiWalkTable>();
        walk->component = exploreKlotski(d, d.stateOf(k.board), ctx, st);
        ctx.finish(st);
        if (walk->component.status != SearchStatus::Solved)
            return nullptr;
        return walk;
    });
}

} // namespace

bool KlotskiBackend::tabulable(const Position &) const
{
    return true; // the walk is bounded by WalkBudget
}

std::unique_ptr<const ExactSpace> KlotskiBackend::exactSpace(const Position &p, TableCache &,
                                                             std::stop_token stop) const
{
    SearchContext ctx(std::move(stop));
    ctx.setMaxExpanded(WalkBudget);
    auto space = std::make_unique<KlotskiExactSpace>(klotskiOf(p), ctx);
    if (!space->complete())
        return nullptr;
    return space;
}

Position KlotskiBackend::scrambleRandom(const Position &p, std::mt19937_64 &rng, TableCache &tables) const
{
    const KlotskiPosition &k = klotskiOf(p);
    const auto walk = walkOf(tables, k, WalkBudget, {});
    const KlotskiDraw draw =
        walk ? klotskiDrawFrom(walk->component, KlotskiDomain(k.board, k.goal), k.board, -1, 1, rng) : KlotskiDraw{};
    if (draw.boards.empty())
        return scrambleMoves(p, 200, rng);
    return KlotskiPosition{draw.boards.front(), k.goal};
}

Position KlotskiBackend::scrambleMoves(const Position &p, int moves, std::mt19937_64 &rng) const
{
    const KlotskiPosition &k = klotskiOf(p);
    return KlotskiPosition{klotskiRandomWalk(k.board, k.goal, moves, rng), k.goal};
}

int KlotskiBackend::maxScrambleDistance(const Position &p, TableCache &tables) const
{
    const auto walk = walkOf(tables, klotskiOf(p), WalkBudget, {});
    if (!walk)
        return 0;
    const std::vector<int> &distance = walk->component.distance;
    return std::max(0, distance.empty() ? 0 : *std::max_element(distance.begin(), distance.end()));
}

PositionScramble KlotskiBackend::scrambleAtDistance(const Position &p, int distance, std::mt19937_64 &rng,
                                                    TableCache &tables, std::uint64_t nodeBudget, std::stop_token cancel,
                                                    const std::function<void(int)> &) const
{
    const KlotskiPosition &k = klotskiOf(p);
    const auto walk = walkOf(tables, k, nodeBudget, cancel);
    if (!walk && cancel.stop_requested())
        return {std::nullopt, Reason{ReasonCode::ScrambleCancelled, {}, {}}};
    const KlotskiDraw draw = walk ? klotskiDrawFrom(walk->component, KlotskiDomain(k.board, k.goal), k.board,
                                                    std::max(0, distance), 1, rng)
                                  : KlotskiDraw{};
    if (draw.boards.empty())
        return {std::nullopt, Reason{ReasonCode::ScrambleNoBoardReaches, {distance}, {}}};
    return {KlotskiPosition{draw.boards.front(), k.goal}, {}};
}

bool KlotskiBackend::answersAtOnce(const Position &p) const
{
    // The 4x5 classics walk their boards in a few milliseconds; larger boxes may take longer.
    return klotskiOf(p).board.cells().size() <= 20;
}

Hint KlotskiBackend::hint(const Position &p, SearchContext &ctx) const
{
    const KlotskiPosition &k = klotskiOf(p);
    Hint h;
    if (isGoal(p)) {
        h.kind = Hint::Kind::Exact;
        h.distance = 0;
        return h;
    }
    const KlotskiOutcome o = solveKlotski(k.board, k.goal, AlgorithmId::Table, HeuristicId::None, ctx);
    switch (o.status) {
    case SearchStatus::Solved:
        h.kind = Hint::Kind::Exact;
        h.distance = int(o.moves.size());
        h.next = o.moves.front();
        break;
    case SearchStatus::Unsolvable:
        h.kind = Hint::Kind::Unsolvable;
        h.reason = o.reason;
        break;
    case SearchStatus::Cancelled:
        h.kind = Hint::Kind::Stopped;
        break;
    case SearchStatus::LimitReached:
        h.kind = Hint::Kind::Unknown;
        h.reason = o.reason;
        break;
    }
    return h;
}

PositionXray KlotskiBackend::xray(const Position &p, HeuristicId, TableCache &) const
{
    const KlotskiPosition &k = klotskiOf(p);
    const KlotskiDomain d(k.board, k.goal);
    const KlotskiState s = d.stateOf(k.board);
    // The estimates only: the exact distance is the hint's (the window adds it to the X-ray's
    // line), so the X-ray does not walk the box a second time.
    return {{},
            {xrayMeasure(PS_TR("Reason", "goal piece away %1"), KlotskiGoalPieceAway{&d}(s)),
             xrayMeasure(PS_TR("Reason", "blockers bound %1"), KlotskiBlockers{&d}(s))},
            false};
}

AlgorithmId KlotskiBackend::defaultAlgorithm(BoardSize size) const
{
    // A box of the classic's size has few boards: the exact table walks them all (mirror images
    // once) in a few milliseconds, faster than A* finds its plan (no estimate prunes much of so
    // small a space), and gives the first shortest plan in move order. A larger box may have
    // millions: A* keeps every board it meets but stops at the first plan (IDA* would walk the
    // same boards again and again along the many paths between them).
    return size.cells() <= 20 ? AlgorithmId::Table : AlgorithmId::AStar;
}

std::vector<std::pair<AlgorithmId, HeuristicId>> KlotskiBackend::defaultComparison(BoardSize) const
{
    // The blind searches against A* with each estimate.
    std::vector<std::pair<AlgorithmId, HeuristicId>> out{{AlgorithmId::Bfs, HeuristicId::None},
                                                         {AlgorithmId::BidirectionalBfs, HeuristicId::None}};
    for (const HeuristicId h : heuristicsFor(kind()))
        out.emplace_back(AlgorithmId::AStar, h);
    return out;
}

std::span<const HeuristicRow> KlotskiBackend::ownHeuristicRows() const
{
    return klotskiHeuristicRows();
}

const SolverRow &KlotskiBackend::ownSolverRow() const
{
    return klotskiSolverRow();
}

// Boxes of 4x5 with the 2x2 piece to leave at the bottom middle: the classic 横刀立马 (81 moves),
// one move out, ten out, and a box where the pieces can never let it through.
PuzzleSamples KlotskiBackend::samples() const
{
    return {.named = KlotskiLayouts[0].board,
            .oneMove = "A..C/A..C/DBBF/DBBF/G..H",
            .tenMoves = "ACDF/ACDF/.GBB/H.BB/EEIJ",
            .unsolvable = "ABBC/ABBC/DDEE/FFGG/H..I"};
}

} // namespace core
