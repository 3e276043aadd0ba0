// PatternDatabase's tables copied through a symmetry of the board (declared in
// patterndatabase.h). A mirror or a turn of the board that takes one pattern's goal cells onto
// another's, tile for tile, and the goal's blank region (the empty cells joined to the blank)
// onto the other's, makes the two breadth-first searches one search with the cells renamed:
// every placement's distance is its image's, and so is its Manhattan distance (the symmetry
// keeps distances), so each stored delta copies as it is. The 6-6-6-6 split of the 5x5 has
// three blocks that turns take onto each other (top right, bottom left, top left: their empty
// cells are connected, so the blank's goal cell does not matter), which makes one search of
// 127.5 million placements and two copies instead of three searches. Here too, AdditivePdb's
// lookup, direct and through the mirror across the main diagonal (declared in additivepdb.h).

#include "sliding/pdb/additivepdb.h"
#include "sliding/pdb/patterndatabase.h"
#include "search/workers.h"

#include "common/ranking.h"

#include <array>
#include <atomic>

namespace core {

namespace {

using CellMap = std::array<std::uint8_t, 64>;

std::uint64_t bit(int cell) { return std::uint64_t(1) << cell; }

// Symmetry t of the board (bit 0 transposes, square boards only; bit 1 turns the rows upside
// down; bit 2 the columns right to left): where each cell goes. False for a transposition of a
// board that is not square.
bool symmetry(BoardSize size, int t, CellMap &to)
{
    const int w = size.width, h = size.height;
    if ((t & 1) && w != h)
        return false;
    for (int c = 0; c < w * h; ++c) {
        int row = c / w, column = c % w;
        if (t & 1)
            std::swap(row, column);
        if (t & 2)
            row = h - 1 - row;
        if (t & 4)
            column = w - 1 - column;
        to[std::size_t(c)] = std::uint8_t(row * w + column);
    }
    return true;
}

// The goal's empty cells (those of no pattern tile) that the blank reaches from its goal cell.
std::uint64_t blankRegion(const SlidingBoard &goal, const std::vector<int> &tiles)
{
    const auto at = goal.positions();
    std::uint64_t pattern = 0;
    for (int t : tiles)
        pattern |= bit(at[std::size_t(t)]);
    std::uint64_t region = bit(goal.blankIndex());
    std::vector<int> todo{goal.blankIndex()};
    while (!todo.empty()) {
        const int c = todo.back();
        todo.pop_back();
        for (int d = 0; d < 4; ++d) {
            const int next = blankTarget(goal.size, c, Dir(d));
            if (next >= 0 && !(pattern & bit(next)) && !(region & bit(next))) {
                region |= bit(next);
                todo.push_back(next);
            }
        }
    }
    return region;
}

// A symmetry taking `from`'s pattern onto `onto`'s: the cell map, and for each tile of `from`
// (by index) the index of its image among `onto`'s tiles. False when none does. Tries the
// symmetries from `first` on (1: all but the identity).
bool findSymmetry(const SlidingBoard &fromGoal, const std::vector<int> &fromTiles, const SlidingBoard &ontoGoal,
                  const std::vector<int> &ontoTiles, CellMap &to, std::array<int, 64> &image, int first = 0)
{
    if (fromGoal.size != ontoGoal.size || fromTiles.size() != ontoTiles.size())
        return false;
    const auto fromAt = fromGoal.positions(), ontoAt = ontoGoal.positions();
    std::array<int, 64> tileOnCell;
    tileOnCell.fill(-1);
    for (std::size_t i = 0; i < ontoTiles.size(); ++i)
        tileOnCell[std::size_t(ontoAt[std::size_t(ontoTiles[i])])] = int(i);
    const std::uint64_t fromRegion = blankRegion(fromGoal, fromTiles), ontoRegion = blankRegion(ontoGoal, ontoTiles);
    for (int t = first; t < 8; ++t) {
        if (!symmetry(fromGoal.size, t, to))
            continue;
        bool maps = true;
        for (std::size_t i = 0; i < fromTiles.size() && maps; ++i) {
            image[i] = tileOnCell[to[std::size_t(fromAt[std::size_t(fromTiles[i])])]];
            maps = image[i] >= 0;
        }
        std::uint64_t region = 0;
        for (int c = 0; c < fromGoal.cells(); ++c)
            if (fromRegion & bit(c))
                region |= bit(to[std::size_t(c)]);
        if (maps && region == ontoRegion)
            return true;
    }
    return false;
}

} // namespace

bool PatternDatabase::isImageOf(const PatternDatabase &source) const
{
    CellMap to;
    std::array<int, 64> image;
    return findSymmetry(source.m_goal, source.m_tiles, m_goal, m_tiles, to, image);
}

std::optional<LayeredPdbBuilder::Mirror> PatternDatabase::selfImage() const
{
    CellMap to;
    std::array<int, 64> image;
    if (m_size.cells() > LayeredPdbBuilder::MaxCells || !findSymmetry(m_goal, m_tiles, m_goal, m_tiles, to, image, 1))
        return std::nullopt;
    LayeredPdbBuilder::Mirror mirror;
    for (int c = 0; c < m_size.cells(); ++c)
        mirror.cell[std::size_t(c)] = to[std::size_t(c)];
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        mirror.tile[i] = std::uint8_t(image[i]);
    return mirror;
}

bool PatternDatabase::copyFrom(const PatternDatabase &source, std::stop_token cancel)
{
    CellMap to;
    std::array<int, 64> image;
    if (!source.m_built || !findSymmetry(source.m_goal, source.m_tiles, m_goal, m_tiles, to, image))
        return false;
    m_built = false;
    const int n = m_size.cells(), k = int(m_tiles.size());
    CellMap back; // the symmetry undone
    for (int c = 0; c < n; ++c)
        back[to[std::size_t(c)]] = std::uint8_t(c);
    // This table's entries are walked in rank order, the first tile's cell split between the
    // threads: a block of (n-1)!/(n-k)! entries each, even for three tiles or more, so two
    // threads never write one packed byte; fewer tiles take one thread.
    const std::uint64_t block = arrangements(n - 1, k - 1);
    const bool packed = source.m_packed;
    LargeTable data = LargeTable::zeroed(source.m_data.size());
    std::uint8_t *out = data.data();
    const std::uint8_t *in = source.m_data.data();
    std::atomic<bool> stopped{false};
    forEachIndex(std::size_t(n), block % 2 == 0 || !packed ? threadCount() : 1u, [&](std::size_t first) {
        if (stopped || cancel.stop_requested()) {
            stopped = true;
            return;
        }
        std::array<std::uint8_t, 64> cells; // this placement: the cell of each tile
        // The source entries of the next Batch placements here, read once all are asked for:
        // they lie anywhere in the source table, and a read waits for memory unless it was
        // prefetched well before.
        constexpr std::size_t Batch = 256;
        std::array<std::uint64_t, Batch> pending;
        std::size_t waiting = 0;
        std::uint64_t rank = first * block; // the rank here of pending[0]
        auto copy = [&] {
            for (std::size_t i = 0; i < waiting; ++i, ++rank) {
                const std::uint64_t r = pending[i];
                if (packed)
                    out[rank / 2] |= std::uint8_t(((in[r / 2] >> ((r & 1) * 4)) & 15) << ((rank & 1) * 4));
                else
                    out[rank] = in[r];
            }
            waiting = 0;
        };
        auto place = [&](auto &self, int i, std::uint64_t used) -> void {
            if (i == k) {
                // The source's placement: its tile m on the cell that the image of m has here,
                // moved back.
                std::uint64_t r = 0, sourceUsed = 0;
                for (int m = 0; m < k; ++m) {
                    const int c = back[cells[std::size_t(image[std::size_t(m)])]];
                    r = r * std::uint64_t(n - m) + std::uint64_t(c - __builtin_popcountll(sourceUsed & (bit(c) - 1)));
                    sourceUsed |= bit(c);
                }
                __builtin_prefetch(in + (packed ? r / 2 : r));
                pending[waiting++] = r;
                if (waiting == Batch)
                    copy();
                return;
            }
            for (int c = 0; c < n; ++c)
                if (!(used & bit(c))) {
                    cells[std::size_t(i)] = std::uint8_t(c);
                    self(self, i + 1, used | bit(c));
                }
        };
        cells[0] = std::uint8_t(first);
        place(place, 1, bit(int(first)));
        copy();
    });
    if (stopped)
        return false;
    m_data = std::move(data);
    m_entries = source.m_entries;
    m_packed = packed;
    m_built = true;
    return true;
}

std::vector<int> PatternDatabase::copySources(const std::vector<PatternDatabase> &dbs)
{
    // Tables built already come first as sources, then each table to build is a source unless
    // an earlier source mirrors it.
    std::vector<int> from(dbs.size(), -1), sources;
    for (std::size_t i = 0; i < dbs.size(); ++i)
        if (dbs[i].isBuilt())
            sources.push_back(int(i));
    for (std::size_t i = 0; i < dbs.size(); ++i) {
        if (dbs[i].isBuilt())
            continue;
        for (int s : sources)
            if (dbs[i].isImageOf(dbs[std::size_t(s)])) {
                from[i] = s;
                break;
            }
        if (from[i] < 0)
            sources.push_back(int(i));
    }
    return from;
}

std::vector<double> PatternDatabase::buildShares(const std::vector<PatternDatabase> &dbs, const std::vector<int> &from)
{
    // A copy reads and writes each entry once, no search: measured about a twentieth of a
    // search's time (6-6-6-6: 1.5-1.7 s against 25 s). A table that is its own image searches
    // about half its placements.
    std::vector<double> shares;
    for (std::size_t i = 0; i < dbs.size(); ++i)
        shares.push_back(double(dbs[i].entries()) / (from[i] >= 0 ? 20 : dbs[i].selfImage() ? 2 : 1));
    return shares;
}

int AdditivePdb::sum(const std::uint8_t *cellOfTile) const
{
    int h = 0;
    std::uint8_t p[64];
    for (const auto &db : m_dbs) {
        const auto &tiles = db.tiles();
        for (std::size_t i = 0; i < tiles.size(); ++i)
            p[i] = cellOfTile[tiles[i]];
        h += db.lookup(p);
    }
    return h;
}

int AdditivePdb::operator()(const SlidingState &s) const
{
    std::uint8_t where[64];
    for (std::size_t c = 0; c < s.cells.size(); ++c)
        where[static_cast<unsigned char>(s.cells[c])] = std::uint8_t(c);
    const int direct = sum(where);
    if (m_mirrorTile.empty())
        return direct;
    // The mirrored board: the tile mirroring t stands on the cell mirroring t's cell.
    std::uint8_t mirrored[64];
    for (std::size_t t = 0; t < s.cells.size(); ++t)
        mirrored[m_mirrorTile[t]] = std::uint8_t(m_mirrorCell[where[t]]);
    return std::max(direct, sum(mirrored));
}

} // namespace core
