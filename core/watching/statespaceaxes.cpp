#include "watching/statespaceaxes.h"

#include "games/klotski/klotskispace.h"
#include "tables/distancecounts.h"
#include "puzzles/rotation/rotationdomain.h"
#include "tables/rotationdistancetable.h"
#include "tables/smallboardtables.h"

#include <algorithm>
#include <bit>

namespace core {

namespace {

constexpr std::uint8_t Unreached = 0xFF;

int largestDistance(std::span<const std::uint8_t> table)
{
    return int(countDistances(table).size()) - 1;
}

// Distances from `start` to every mask with as many cells, by the table's rank (the table
// only lends its ranking); empty when stopped.
std::vector<std::uint8_t> distancesFrom(std::uint32_t start, const RotationDistanceTable &ranking,
                                        std::stop_token stop)
{
    const RotationDomain domain(ranking.copies());
    std::vector<std::uint8_t> depth(ranking.size(), Unreached);
    std::vector<std::uint32_t> queue;
    queue.reserve(ranking.size());
    depth[ranking.rank(start)] = 0;
    queue.push_back(start);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if ((head & 4095) == 0 && stop.stop_requested())
            return {};
        const std::uint32_t mask = queue[head];
        const std::uint8_t next = std::uint8_t(depth[ranking.rank(mask)] + 1);
        for (std::uint8_t m = 0; m < RotationMoves; ++m) {
            std::uint32_t child = mask;
            domain.apply(child, m);
            auto &d = depth[ranking.rank(child)];
            if (d == Unreached) {
                d = next;
                queue.push_back(child);
            }
        }
    }
    return depth;
}

} // namespace

bool StateSpaceAxes::tabulable(const Position &position)
{
    if (const auto *r = std::get_if<RotationBoard>(&position))
        return !r->candidateDigits().empty();
    if (const auto *p = std::get_if<SlidingPosition>(&position))
        return p->board.cells() <= SmallBoardTables::MaxCells && p->board.size == p->goal.size
            && p->board.isWellFormed() && p->goal.isWellFormed();
    return true; // a Huarong Dao box: its walk is bounded by MaxKlotskiBoards
}

StateSpaceAxes::StateSpaceAxes(const Position &position, TableCache &cache, std::stop_token stop)
    : m_position(position)
{
    if (!tabulable(position))
        return;
    switch (kindOf(position)) {
    case PuzzleKind::Rotation: m_exact = buildRotation(cache, stop); break;
    case PuzzleKind::Klotski: m_exact = buildKlotski(stop); break;
    case PuzzleKind::Sliding: m_exact = buildSliding(cache, stop); break;
    }
    if (!m_exact) {
        m_extent = 0;
        m_small.reset();
        m_toGoal = {};
        m_fromStart = {};
        m_klotski.reset();
    }
}

bool StateSpaceAxes::buildKlotski(std::stop_token stop)
{
    const auto &k = std::get<KlotskiPosition>(m_position);
    SearchContext ctx(std::move(stop));
    ctx.setMaxExpanded(2 * MaxKlotskiBoards);
    m_klotski = std::make_shared<KlotskiSpace>(k.board, k.goal, ctx);
    m_extent = m_klotski->extent();
    return m_klotski->complete();
}

StateSpaceAxes::~StateSpaceAxes() = default;

bool StateSpaceAxes::buildSliding(TableCache &cache, std::stop_token stop)
{
    const auto &p = std::get<SlidingPosition>(m_position);
    m_small = SmallBoardTables::forSize(cache, p.board.size);
    // Solving a board to itself builds the table of its blank cell, and can be stopped.
    if (m_small->solve(p.board, p.board, stop).cancelled || m_small->solve(p.goal, p.goal, stop).cancelled)
        return false;
    const auto farthest = [this](const SlidingBoard &b) { return int(m_small->distanceCounts(b).size()) - 1; };
    m_extent = std::max(farthest(p.board), farthest(p.goal));
    return true;
}

bool StateSpaceAxes::buildRotation(TableCache &cache, std::stop_token stop)
{
    const auto &board = std::get<RotationBoard>(m_position);
    for (char c : board.candidateDigits()) {
        const int digit = c - '0';
        auto table = RotationDistanceTable::forCopies(cache, board.count(digit), stop);
        if (!table)
            return false;
        auto depth = distancesFrom(RotationDomain::maskOf(board, digit), *table, stop);
        if (depth.empty())
            return false;
        m_extent = std::max({m_extent, largestDistance(depth), int(table->distanceCounts().size()) - 1});
        m_toGoal[std::size_t(digit)] = std::move(table);
        m_fromStart[std::size_t(digit)] = std::move(depth);
    }
    return true;
}

StateSpaceAxes::Point StateSpaceAxes::at(std::string_view cells) const
{
    if (!m_exact)
        return {};
    switch (kindOf(m_position)) {
    case PuzzleKind::Rotation: return rotationAt(cells);
    case PuzzleKind::Klotski: {
        const auto [fromStart, toGoal] = m_klotski->at(cells);
        return {fromStart, toGoal};
    }
    case PuzzleKind::Sliding: break;
    }
    return slidingAt(cells);
}

StateSpaceAxes::Point StateSpaceAxes::slidingAt(std::string_view cells) const
{
    const auto &p = std::get<SlidingPosition>(m_position);
    if (int(cells.size()) != p.board.cells())
        return {};
    SlidingBoard b{p.board.size, std::vector<std::uint8_t>(cells.begin(), cells.end())};
    if (!b.isWellFormed())
        return {};
    // Distances are symmetric: the goal's table answers "to the goal" as "from the goal".
    return {m_small->distance(p.board, b), m_small->distance(p.goal, b)};
}

StateSpaceAxes::Point StateSpaceAxes::rotationAt(std::string_view cells) const
{
    if (cells.size() != std::size_t(RotationCells))
        return {};
    int digit = 0;
    std::uint32_t mask = 0;
    for (int i = 0; i < RotationCells; ++i) {
        const int c = static_cast<unsigned char>(cells[std::size_t(i)]);
        if (c == 0)
            continue;
        if (digit != 0 && c != digit)
            return {};
        digit = c;
        mask |= 1u << i;
    }
    if (digit < 1 || digit > 3 || !m_toGoal[std::size_t(digit)])
        return {};
    const auto &table = *m_toGoal[std::size_t(digit)];
    if (std::popcount(mask) != table.copies())
        return {};
    const std::uint8_t from = m_fromStart[std::size_t(digit)][table.rank(mask)];
    const int to = table.distance(mask);
    if (from == Unreached || to == Unreached)
        return {};
    return {int(from), to};
}

} // namespace core
