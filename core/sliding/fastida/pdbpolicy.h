#pragma once
// Additive pattern databases through their sparse index, as a FastIda4 policy (see
// geometry.h).

#include "sliding/pdb/sparsepdb4.h"
#include "sliding/fastida/geometry.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// Additive pattern databases, direct and (when the AdditivePdb reflects) mirrored, through the
// sparse index: a move changes one group's index on each side by one addition and one read.
class PdbPolicy {
public:
    using Board = Geometry;
    static constexpr int Sides = 2; // direct, mirrored
    struct Node {
        std::array<std::array<std::uint32_t, SparsePdb4::MaxGroups>, Sides> index;
        std::array<std::array<std::uint8_t, SparsePdb4::MaxGroups>, Sides> value;
        std::array<int, Sides> sum;
        int h;
    };
    explicit PdbPolicy(const SparsePdb4 &pdb) : m_pdb(pdb), m_reflects(pdb.reflects())
    {
        for (int g = 0; g < pdb.groups(); ++g)
            m_tables[std::size_t(g)] = pdb.table(g);
        for (int t = 0; t < Cells; ++t) {
            const int m = pdb.mirrorTile(t);
            m_move[std::size_t(t)] = {pdb.groupOf(t), pdb.shiftOf(t), pdb.groupOf(m), pdb.shiftOf(m)};
        }
        for (int c = 0; c < Cells; ++c)
            m_mirrorCell[std::size_t(c)] = pdb.mirrorCell(c);
    }
    Node init(const std::uint8_t *cells) const
    {
        std::uint8_t where[Cells], mirrored[Cells];
        for (int c = 0; c < Cells; ++c)
            where[cells[c]] = std::uint8_t(c);
        for (int t = 0; t < Cells; ++t)
            mirrored[m_pdb.mirrorTile(t)] = std::uint8_t(m_mirrorCell[where[t]]);
        Node n{};
        for (int s = 0; s < Sides; ++s)
            for (int g = 0; g < m_pdb.groups(); ++g) {
                const std::uint32_t i = m_pdb.index(g, s == 0 ? where : mirrored);
                n.index[std::size_t(s)][std::size_t(g)] = i;
                n.value[std::size_t(s)][std::size_t(g)] = m_tables[std::size_t(g)][i];
                n.sum[std::size_t(s)] += m_tables[std::size_t(g)][i];
            }
        n.h = m_reflects ? std::max(n.sum[0], n.sum[1]) : n.sum[0];
        return n;
    }
    Node after(const Node &n, const std::uint8_t *, int tile, int from, int to) const
    {
        Node r = n;
        const TileMove &m = m_move[std::size_t(tile)];
        update(r, 0, m.group, std::uint32_t(to - from) << m.shift);
        if (!m_reflects) {
            r.h = r.sum[0];
            return r;
        }
        update(r, 1, m.mirrorGroup, std::uint32_t(m_mirrorCell[std::size_t(to)] - m_mirrorCell[std::size_t(from)]) << m.mirrorShift);
        r.h = std::max(r.sum[0], r.sum[1]);
        return r;
    }
    static int h(const Node &n) { return n.h; }

private:
    struct TileMove {
        int group, shift, mirrorGroup, mirrorShift;
    };
    void update(Node &r, int side, int group, std::uint32_t delta) const
    {
        // Unsigned wrap-around: adding (to - from) << shift replaces the tile's 4-bit digit.
        std::uint32_t &index = r.index[std::size_t(side)][std::size_t(group)];
        std::uint8_t &value = r.value[std::size_t(side)][std::size_t(group)];
        index += delta;
        const std::uint8_t v = m_tables[std::size_t(group)][index];
        r.sum[std::size_t(side)] += int(v) - int(value);
        value = v;
    }

    const SparsePdb4 &m_pdb;
    bool m_reflects;
    std::array<const std::uint8_t *, SparsePdb4::MaxGroups> m_tables{};
    std::array<TileMove, Cells> m_move{};
    std::array<int, Cells> m_mirrorCell{};
};

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
