#pragma once
// SparsePdb4: the tables of an AdditivePdb for a 4x4 board laid out again under a sparse index,
// for the fast IDA* (fastida4.h). A group of k tiles is indexed by sum(cell of its i-th tile
// << 4(k-1-i)) (the last tile lowest, so the tables fill in order from the compact ones), so
// 16^k entries, most of them never used (two tiles on one cell); in exchange a move
// updates the index by one addition: index += (to - from) << shift(tile). The values are those
// of the compact tables, entry for entry (placements that cannot occur read 0).
// Memory: 16 MiB per 6-tile group, 1 MiB per 5-tile group.
// The reflected lookup of AdditivePdb is described per tile: when tile t moves from a to b, the
// mirrored board's tile mirrorTile(t) moves from mirrorCell(a) to mirrorCell(b).

#include "sliding/pdb/additivepdb.h"

#include <array>
#include <stop_token>
#include <cstdint>
#include <memory>
#include <vector>

namespace core {

class SparsePdb4 {
public:
    static constexpr int MaxGroups = 4;
    static constexpr int MaxGroupTiles = 6;

    // The sparse tables for a built 4x4 AdditivePdb, from `cache` (made there once, kept as long
    // as the cache keeps them, like the AdditivePdb itself); nullptr when `cancel` was set meanwhile or
    // the databases do not fit (not 4x4, more than 4 groups or more than 6 tiles in a group).
    static std::shared_ptr<const SparsePdb4> forPdb(TableCache &cache, const std::shared_ptr<const AdditivePdb> &pdb,
                                                    std::stop_token cancel = {});
    static bool fits(const AdditivePdb &pdb);

    // pdb must fit and be built; false when cancelled.
    explicit SparsePdb4(const AdditivePdb &pdb);
    bool build(const AdditivePdb &pdb, std::stop_token cancel);

    int groups() const { return m_groups; }
    const std::uint8_t *table(int group) const { return m_tables[std::size_t(group)].data(); }
    // For each tile (0 = the blank, in no group): its group (-1 for none) and index shift.
    int groupOf(int tile) const { return m_group[std::size_t(tile)]; }
    int shiftOf(int tile) const { return m_shift[std::size_t(tile)]; }
    bool reflects() const { return m_reflects; }
    int mirrorCell(int cell) const { return m_mirrorCell[std::size_t(cell)]; }
    int mirrorTile(int tile) const { return m_mirrorTile[std::size_t(tile)]; }
    // The sparse index of each group for a board given as cellOfTile[tile].
    std::uint32_t index(int group, const std::uint8_t *cellOfTile) const;
    std::size_t bytes() const;

private:
    int m_groups = 0;
    bool m_reflects = false;
    std::array<std::vector<std::uint8_t>, MaxGroups> m_tables;
    std::array<std::vector<int>, MaxGroups> m_tiles;
    std::array<int, 16> m_group{};
    std::array<int, 16> m_shift{};
    std::array<int, 16> m_mirrorCell{};
    std::array<int, 16> m_mirrorTile{};
};

} // namespace core
