// The sliding puzzle's exact state space for the map: boards of at most nine cells, from the
// small-board tables of the start's and the goal's blank cells (distances being symmetric, the
// goal's table answers "to the goal" as "from the goal").
#include "sliding/game/slidingbackend.h"

#include "sliding/tables/smallboardtables.h"

#include <algorithm>

namespace core {

namespace {

class SlidingSpace final : public ExactSpace {
public:
    SlidingSpace(const SlidingPosition &p, std::shared_ptr<SmallBoardTables> tables, int extent)
        : m_p(p), m_tables(std::move(tables)), m_extent(extent)
    {
    }
    std::pair<int, int> at(std::string_view cells) const override
    {
        if (int(cells.size()) != m_p.board.cells())
            return {-1, -1};
        const SlidingBoard b{m_p.board.size, std::vector<std::uint8_t>(cells.begin(), cells.end())};
        if (!b.isWellFormed())
            return {-1, -1};
        return {m_tables->distance(m_p.board, b), m_tables->distance(m_p.goal, b)};
    }
    int extent() const override { return m_extent; }

private:
    SlidingPosition m_p;
    std::shared_ptr<SmallBoardTables> m_tables;
    int m_extent;
};

} // namespace

bool SlidingBackend::tabulable(const Position &position) const
{
    const auto &p = position.as<SlidingPosition>();
    return p.board.cells() <= SmallBoardTables::MaxCells && p.board.size == p.goal.size && p.board.isWellFormed()
        && p.goal.isWellFormed();
}

std::unique_ptr<const ExactSpace> SlidingBackend::exactSpace(const Position &position, TableCache &cache,
                                                             std::stop_token stop) const
{
    if (!tabulable(position))
        return nullptr;
    const auto &p = position.as<SlidingPosition>();
    auto tables = SmallBoardTables::forSize(cache, p.board.size);
    // Solving a board to itself builds the table of its blank cell, and can be stopped.
    if (tables->solve(p.board, p.board, stop).cancelled || tables->solve(p.goal, p.goal, stop).cancelled)
        return nullptr;
    const auto farthest = [&](const SlidingBoard &b) { return int(tables->distanceCounts(b).size()) - 1; };
    const int extent = std::max(farthest(p.board), farthest(p.goal));
    return std::make_unique<SlidingSpace>(p, std::move(tables), extent);
}

} // namespace core
