#pragma once
// SparsePdb5: the packed tables of a 5x5 AdditivePdb (6-6-6-6) laid out again under a sparse
// index, for the fast IDA* (fastida5.h), as SparsePdb4 does for 4x4 boards. A group of k tiles
// is indexed by sum(cell of its i-th tile * 25^(k-1-i)), so 25^k entries (1.9 times the
// placements for k = 6: two tiles on one cell never occur), and a move updates the index by one
// multiply-add, index += (to - from) * weight(tile), where the compact tables re-rank the
// group (a count of the cells below each of its tiles). Each entry is the compact table's
// nibble, the value less the group's Manhattan distance, halved, so a search keeps each group's
// Manhattan distance beside its index. Memory: 116 MiB per 6-tile group (the 6-6-6-6 tables:
// 466 MiB), besides the compact tables; unused entries read 0.

#include "sliding/pdb/additivepdb.h"
#include "storage/largetable.h"

#include <array>
#include <stop_token>
#include <cstdint>
#include <memory>
#include <span>

namespace core {

class TableCache;

class SparsePdb5 {
public:
    static constexpr int Cells = 25;
    static constexpr int MaxGroups = 4;
    static constexpr int MaxGroupTiles = 6;

    // The sparse tables for a built 5x5 AdditivePdb, from `cache` (made there once, like the
    // AdditivePdb itself); nullptr when `cancel` was set meanwhile or the databases do not fit.
    static std::shared_ptr<const SparsePdb5> forPdb(TableCache &cache, const std::shared_ptr<const AdditivePdb> &pdb,
                                                    std::stop_token cancel = {});
    // The sparse tables when `cache` holds them already; nullptr at once otherwise.
    static std::shared_ptr<const SparsePdb5> ifBuilt(const TableCache &cache, const std::shared_ptr<const AdditivePdb> &pdb);
    // Whether they fit: a 5x5 board, at most 4 groups of at most 6 tiles, packed tables.
    static bool fits(const AdditivePdb &pdb);
    // The memory the sparse tables of `pdb` take.
    static std::uint64_t bytesFor(const AdditivePdb &pdb);
    // The memory the sparse table of a group of `tiles` tiles takes (6 tiles: 116 MiB).
    static std::uint64_t groupBytes(int tiles);

    explicit SparsePdb5(const AdditivePdb &pdb);
    // Fills the tables on `threads` threads (0: one per hardware thread); false when cancelled.
    bool build(const AdditivePdb &pdb, std::stop_token cancel, int threads = 0);
    // Reads them from the cache folder's copy when it holds one made from these very databases
    // (their checksums are in its header; storage/tablefile.h's loadTableFile, checked on first
    // use against a sample of the compact tables), else builds them and writes the copy there
    // (sparsepdb5file.cpp). Notes go to `cache`; false when cancelled.
    bool loadOrBuild(const AdditivePdb &pdb, TableCache &cache, std::stop_token cancel);

    int groups() const { return m_groups; }
    // The stored half-delta of entry `index` of `group`'s table.
    int nibble(int group, std::uint32_t index) const
    {
        return (m_table[std::size_t(group)][index / 2] >> ((index & 1) * 4)) & 15;
    }
    // The tiles of `group`, in the order of their index digits (the first the most significant).
    std::span<const int> tilesOf(int group) const
    {
        return {m_tiles[std::size_t(group)].data(), std::size_t(m_size[std::size_t(group)])};
    }
    // The table of `group`: two entries a byte, the even one in the low half.
    const std::uint8_t *table(int group) const { return m_table[std::size_t(group)]; }
    // For each tile (0 = the blank, in no group): its group (-1 for none), index weight and
    // Manhattan distance from each cell.
    int groupOf(int tile) const { return m_group[std::size_t(tile)]; }
    std::uint32_t weightOf(int tile) const { return m_weight[std::size_t(tile)]; }
    int manhattan(int tile, int cell) const { return m_manhattan[std::size_t(tile)][std::size_t(cell)]; }
    bool reflects() const { return m_reflects; }
    int mirrorCell(int cell) const { return m_mirrorCell[std::size_t(cell)]; }
    int mirrorTile(int tile) const { return m_mirrorTile[std::size_t(tile)]; }
    // The sparse index of a group for a board given as cellOfTile[tile].
    std::uint32_t index(int group, const std::uint8_t *cellOfTile) const;
    std::size_t bytes() const;

private:
    int m_groups = 0;
    bool m_reflects = false;
    // Whether a sample of the sparse entries equals the compact tables' (a copy read from disk).
    bool agreesWith(const AdditivePdb &pdb) const;
    // The groups' tables, one after another, and where each starts.
    LargeTable m_storage;
    std::array<const std::uint8_t *, MaxGroups> m_table{};
    std::array<std::array<int, MaxGroupTiles>, MaxGroups> m_tiles{};
    std::array<int, MaxGroups> m_size{};
    std::array<int, Cells> m_group{};
    std::array<std::uint32_t, Cells> m_weight{};
    std::array<std::array<std::uint8_t, Cells>, Cells> m_manhattan{};
    std::array<int, Cells> m_mirrorCell{};
    std::array<int, Cells> m_mirrorTile{};
};

} // namespace core
