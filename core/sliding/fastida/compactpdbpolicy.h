#pragma once
// Additive pattern databases through their compact tables, as a FastIda4 and FastIda5 policy
// (see geometry.h), for groups too large for a sparse index.

#include "sliding/pdb/additivepdb.h"
#include "sliding/fastida/geometry.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// Additive pattern databases read through their compact tables (rankPartial), for groups too
// large for a sparse index (7-8: 16^8 entries would be 4 GiB; 6-6-6-6 of a 5x5: 25^6 would be
// 244 M a table): a move re-ranks the group of the tile that moved, and on the mirrored board
// the group of its mirror, from the tiles' cells.
template <int W>
class CompactPdbPolicy {
public:
    using Board = BoardGeometry<W>;
    static constexpr int Cells = Board::Cells;
    static constexpr int Sides = 2; // direct, mirrored
    static constexpr int MaxGroups = 4;
    static constexpr int MaxGroupTiles = 8;
    struct Node {
        std::array<std::uint8_t, Cells> where; // cell of each tile
        std::array<std::array<std::uint8_t, MaxGroups>, Sides> value;
        std::array<int, Sides> sum;
        int h;
    };
    // pdb: a built AdditivePdb of a W x W board, at most 4 groups of at most 8 tiles.
    static bool fits(const AdditivePdb &pdb)
    {
        if (pdb.cells() != Cells || pdb.databases().empty() || pdb.databases().size() > std::size_t(MaxGroups))
            return false;
        for (const auto &db : pdb.databases())
            if (db.tiles().size() > std::size_t(MaxGroupTiles) || !db.isBuilt())
                return false;
        return pdb.mirrorCell().empty() || pdb.mirrorCell().size() == std::size_t(Cells);
    }
    explicit CompactPdbPolicy(const AdditivePdb &pdb) : m_groups(int(pdb.databases().size())), m_reflects(pdb.reflects())
    {
        m_groupOf.fill(-1);
        for (int g = 0; g < m_groups; ++g) {
            const auto &db = pdb.databases()[std::size_t(g)];
            Group &grp = m_group[std::size_t(g)];
            grp.db = &db;
            grp.k = int(db.tiles().size());
            for (int i = 0; i < grp.k; ++i) {
                const int t = db.tiles()[std::size_t(i)];
                m_groupOf[std::size_t(t)] = g;
                grp.tiles[std::size_t(i)] = std::uint8_t(t);
                grp.mirrorSource[std::size_t(i)] = std::uint8_t(m_reflects ? pdb.mirrorTile()[std::size_t(t)] : t);
                for (int c = 0; c < Cells; ++c)
                    grp.manhattan[std::size_t(i)][std::size_t(c)] = std::uint8_t(db.manhattan(i, c));
            }
        }
        for (int c = 0; c < Cells; ++c)
            m_mirrorCell[std::size_t(c)] = std::uint8_t(m_reflects ? pdb.mirrorCell()[std::size_t(c)] : c);
        for (int t = 0; t < Cells; ++t)
            m_mirrorGroupOf[std::size_t(t)] = m_reflects ? m_groupOf[std::size_t(pdb.mirrorTile()[std::size_t(t)])] : -1;
    }
    Node init(const std::uint8_t *cells) const
    {
        Node n{};
        for (int c = 0; c < Cells; ++c)
            n.where[cells[c]] = std::uint8_t(c);
        for (int g = 0; g < m_groups; ++g) {
            n.value[0][std::size_t(g)] = lookup(g, n.where, false);
            n.sum[0] += n.value[0][std::size_t(g)];
            if (m_reflects) {
                n.value[1][std::size_t(g)] = lookup(g, n.where, true);
                n.sum[1] += n.value[1][std::size_t(g)];
            }
        }
        n.h = m_reflects ? std::max(n.sum[0], n.sum[1]) : n.sum[0];
        return n;
    }
    Node after(const Node &n, const std::uint8_t *, int tile, int, int to) const
    {
        Node r = n;
        r.where[std::size_t(tile)] = std::uint8_t(to);
        const int g = m_groupOf[std::size_t(tile)];
        if (g >= 0)
            update(r, 0, g);
        if (!m_reflects) {
            r.h = r.sum[0];
            return r;
        }
        const int mg = m_mirrorGroupOf[std::size_t(tile)];
        if (mg >= 0)
            update(r, 1, mg);
        r.h = std::max(r.sum[0], r.sum[1]);
        return r;
    }
    static int h(const Node &n) { return n.h; }

private:
    struct Group {
        const PatternDatabase *db = nullptr;
        int k = 0;
        std::array<std::array<std::uint8_t, Cells>, MaxGroupTiles> manhattan{}; // [i][cell]
        std::array<std::uint8_t, MaxGroupTiles> tiles{};
        // On the mirrored board, the i-th tile stands on the mirror of mirrorSource[i]'s cell.
        std::array<std::uint8_t, MaxGroupTiles> mirrorSource{};
    };
    // rankPartial of the group's cells on the direct or mirrored board, and its table entry.
    std::uint8_t lookup(int g, const std::array<std::uint8_t, Cells> &where, bool mirrored) const
    {
        const Group &grp = m_group[std::size_t(g)];
        std::uint32_t used = 0, rank = 0;
        int manhattan = 0;
        for (int i = 0; i < grp.k; ++i) {
            const unsigned p = mirrored ? m_mirrorCell[where[grp.mirrorSource[std::size_t(i)]]] : where[grp.tiles[std::size_t(i)]];
            rank = rank * std::uint32_t(Cells - i) + (p - unsigned(countCells(used & ((1u << p) - 1))));
            used |= 1u << p;
            manhattan += grp.manhattan[std::size_t(i)][p];
        }
        return std::uint8_t(grp.db->valueAt(rank, manhattan));
    }
    void update(Node &r, int side, int g) const
    {
        std::uint8_t &value = r.value[std::size_t(side)][std::size_t(g)];
        const std::uint8_t v = lookup(g, r.where, side == 1);
        r.sum[std::size_t(side)] += int(v) - int(value);
        value = v;
    }

    int m_groups;
    bool m_reflects;
    std::array<Group, MaxGroups> m_group{};
    std::array<int, Cells> m_groupOf{};
    std::array<int, Cells> m_mirrorGroupOf{};
    std::array<std::uint8_t, Cells> m_mirrorCell{};
};

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
