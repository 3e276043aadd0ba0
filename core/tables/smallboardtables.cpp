#include "tables/smallboardtables.h"

#include "common/distancecounts.h"
#include "common/random.h"
#include "common/ranking.h"

#include <algorithm>
#include <string>
#include <stdexcept>

namespace core {

std::shared_ptr<SmallBoardTables> SmallBoardTables::forSize(TableCache &cache, BoardSize size)
{
    if (size.cells() > MaxCells)
        throw std::invalid_argument("distance tables exist for boards of at most 9 cells");
    return cache.get<SmallBoardTables>(
        "small-board " + std::to_string(size.width) + "x" + std::to_string(size.height),
        [size] { return std::make_shared<SmallBoardTables>(size); });
}

SmallBoardTables::SmallBoardTables(BoardSize size)
    : m_size(size), m_cells(size.cells()), m_tables(std::size_t(size.cells()))
{
}

const SmallBoardTables::Table *SmallBoardTables::table(int blank, std::stop_token cancel)
{
    std::lock_guard lock(m_mutex);
    auto &slot = m_tables[std::size_t(blank)];
    if (!slot) {
        auto t = std::make_unique<Table>();
        if (!build(blank, *t, cancel))
            return nullptr;
        slot = std::move(t);
    }
    return slot.get();
}

bool SmallBoardTables::build(int blank, Table &t, std::stop_token cancel) const
{
    const auto total = factorial(m_cells);
    t.via.assign(total, 0xFF);
    t.depth.assign(total, 0xFF);
    std::uint8_t cells[MaxCells];
    for (int i = 0, next = 1; i < m_cells; ++i)
        cells[i] = i == blank ? 0 : std::uint8_t(next++);
    const std::span<std::uint8_t> view(cells, std::size_t(m_cells));
    std::vector<std::uint32_t> queue;
    queue.reserve(total / 2);
    const auto root = std::uint32_t(rankPermutation(view));
    t.via[root] = 4;
    t.depth[root] = 0;
    queue.push_back(root);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if ((head & 4095) == 0 && cancel.stop_requested())
            return false;
        const std::uint32_t r = queue[head];
        unrankPermutation(r, view);
        const int b = int(std::find(cells, cells + m_cells, 0) - cells);
        for (int d = 0; d < 4; ++d) {
            const int target = blankTarget(m_size, b, Dir(d));
            if (target < 0)
                continue;
            std::swap(cells[b], cells[target]);
            const auto child = std::uint32_t(rankPermutation(view));
            if (t.via[child] == 0xFF) {
                t.via[child] = std::uint8_t(d);
                t.depth[child] = std::uint8_t(t.depth[r] + 1);
                queue.push_back(child);
            }
            std::swap(cells[b], cells[target]);
        }
    }
    return true;
}

std::vector<std::uint8_t> SmallBoardTables::canonicalLabels(const SlidingBoard &board) const
{
    std::vector<std::uint8_t> label(std::size_t(m_cells), 0);
    std::uint8_t next = 1;
    for (int i = 0; i < m_cells; ++i)
        if (board.tiles[std::size_t(i)] != 0)
            label[board.tiles[std::size_t(i)]] = next++;
    return label;
}

SmallBoardTables::Answer SmallBoardTables::solve(const SlidingBoard &start, const SlidingBoard &goal,
                                                 std::stop_token cancel)
{
    Answer a;
    const Table *built = table(start.blankIndex(), cancel);
    if (!built) {
        a.cancelled = true;
        return a;
    }
    const Table &t = *built;
    const auto label = canonicalLabels(start);
    std::uint8_t cells[MaxCells];
    for (int i = 0; i < m_cells; ++i)
        cells[i] = label[goal.tiles[std::size_t(i)]];
    const std::span<std::uint8_t> view(cells, std::size_t(m_cells));
    auto r = rankPermutation(view);
    if (t.via[r] == 0xFF)
        return a;
    a.reachable = true;
    int b = goal.blankIndex();
    while (t.via[r] != 4) {
        const Dir d = Dir(t.via[r]);
        a.plan.push_back(d);
        const int back = blankTarget(m_size, b, oppositeDir(d));
        std::swap(cells[b], cells[back]);
        b = back;
        r = rankPermutation(view);
    }
    std::reverse(a.plan.begin(), a.plan.end());
    return a;
}

SmallBoardTables::Answer SmallBoardTables::solveInOrder(const SlidingBoard &start, const SlidingBoard &goal,
                                                        const std::array<Dir, 4> &order)
{
    Answer a;
    // Distances to the goal come from the goal's own table (distances are symmetric), with
    // every board relabelled the way that maps the goal to its canonical board.
    const Table &t = *table(goal.blankIndex());
    const auto label = canonicalLabels(goal);
    std::uint8_t cells[MaxCells];
    for (int i = 0; i < m_cells; ++i)
        cells[i] = label[start.tiles[std::size_t(i)]];
    const std::span<std::uint8_t> view(cells, std::size_t(m_cells));
    int depth = t.depth[rankPermutation(view)];
    if (depth == 0xFF)
        return a;
    a.reachable = true;
    int b = start.blankIndex();
    while (depth > 0) {
        for (Dir d : order) {
            const int target = blankTarget(m_size, b, d);
            if (target < 0)
                continue;
            std::swap(cells[b], cells[target]);
            if (t.depth[rankPermutation(view)] == depth - 1) {
                a.plan.push_back(d);
                b = target;
                --depth;
                break;
            }
            std::swap(cells[b], cells[target]);
        }
    }
    return a;
}

int SmallBoardTables::distance(const SlidingBoard &from, const SlidingBoard &to)
{
    const Table &t = *table(from.blankIndex());
    const auto label = canonicalLabels(from);
    std::uint8_t cells[MaxCells];
    for (int i = 0; i < m_cells; ++i)
        cells[i] = label[to.tiles[std::size_t(i)]];
    const auto d = t.depth[rankPermutation(std::span<const std::uint8_t>(cells, std::size_t(m_cells)))];
    return d == 0xFF ? -1 : int(d);
}

std::vector<std::uint64_t> SmallBoardTables::distanceCounts(const SlidingBoard &goal)
{
    return countDistances(table(goal.blankIndex())->depth);
}

bool SmallBoardTables::boardAtDistance(const SlidingBoard &goal, int d, std::mt19937_64 &rng, SlidingBoard &out)
{
    const auto counts = distanceCounts(goal);
    if (d < 0 || d >= int(counts.size()) || counts[std::size_t(d)] == 0)
        return false;
    // Distances are symmetric: a board at distance d from the goal is, after relabelling, a
    // table entry at depth d from the goal's canonical board.
    auto pick = uniformBelow(rng, counts[std::size_t(d)]);
    const Table &t = *table(goal.blankIndex());
    std::size_t r = 0;
    for (;; ++r)
        if (t.depth[r] == d && pick-- == 0)
            break;
    std::uint8_t cells[MaxCells];
    unrankPermutation(r, std::span<std::uint8_t>(cells, std::size_t(m_cells)));
    const auto label = canonicalLabels(goal);
    std::vector<std::uint8_t> unlabel(static_cast<std::size_t>(m_cells), 0);
    for (int tile = 0; tile < m_cells; ++tile)
        unlabel[label[std::size_t(tile)]] = std::uint8_t(tile);
    out.size = m_size;
    out.tiles.resize(std::size_t(m_cells));
    for (int i = 0; i < m_cells; ++i)
        out.tiles[std::size_t(i)] = unlabel[cells[i]];
    return true;
}

std::size_t SmallBoardTables::bytes() const
{
    return 2 * factorial(m_cells);
}

std::size_t SmallBoardTables::heldBytes() const
{
    std::lock_guard lock(m_mutex);
    return std::size_t(std::count_if(m_tables.begin(), m_tables.end(), [](const auto &t) { return t != nullptr; }))
        * bytes();
}

} // namespace core
