#pragma once
// The 5x5 additive databases through their sparse copies (sliding/pdb/sparsepdb5.h) as
// FastIda5 policies (see geometry.h): one split, direct and mirrored, or the largest of
// several splits' values.

#include "sliding/fastida/fastida5.h"
#include "sliding/fastida/fastsearch.h"
#include "sliding/fastida/geometry.h"
#include "sliding/pdb/sparsepdb5.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// The databases through SparsePdb5's tables: a move changes the moved tile's group index on
// the board, and its mirror's on the mirrored board, by one multiply-add each, and each
// group's Manhattan distance by the tile's step; a value is that distance plus twice the entry.
class SparsePdb5Policy {
public:
    using Board = BoardGeometry<5>;
    static constexpr int Cells = Board::Cells;
    static constexpr int Sides = 2; // direct, mirrored
    static constexpr int MaxGroups = SparsePdb5::MaxGroups;
    struct Node {
        std::array<std::array<std::uint32_t, MaxGroups>, Sides> index;
        std::array<std::array<std::uint8_t, MaxGroups>, Sides> manhattan, value;
        std::array<int, Sides> sum;
        int h;
    };
    explicit SparsePdb5Policy(const SparsePdb5 &pdb) : m_pdb(pdb), m_reflects(pdb.reflects())
    {
        for (int t = 0; t < Cells; ++t) {
            const int m = pdb.mirrorTile(t);
            m_tile[std::size_t(t)] = {pdb.groupOf(t), pdb.weightOf(t), pdb.groupOf(m), pdb.weightOf(m), m};
        }
    }
    Node init(const std::uint8_t *cells) const
    {
        std::uint8_t where[Cells], mirrored[Cells];
        for (int c = 0; c < Cells; ++c)
            where[cells[c]] = std::uint8_t(c);
        for (int t = 0; t < Cells; ++t)
            mirrored[m_pdb.mirrorTile(t)] = std::uint8_t(m_pdb.mirrorCell(where[t]));
        Node n{};
        for (int s = 0; s < (m_reflects ? Sides : 1); ++s) {
            const std::uint8_t *at = s == 0 ? where : mirrored;
            for (int t = 1; t < Cells; ++t)
                if (const int g = m_pdb.groupOf(t); g >= 0)
                    n.manhattan[std::size_t(s)][std::size_t(g)] += std::uint8_t(m_pdb.manhattan(t, at[t]));
            for (int g = 0; g < m_pdb.groups(); ++g) {
                n.index[std::size_t(s)][std::size_t(g)] = m_pdb.index(g, at);
                refresh(n, s, g);
            }
        }
        n.h = m_reflects ? std::max(n.sum[0], n.sum[1]) : n.sum[0];
        return n;
    }
    Node after(const Node &n, const std::uint8_t *, int tile, int from, int to) const
    {
        Node r = n;
        const TileMove &m = m_tile[std::size_t(tile)];
        if (m.group >= 0)
            step(r, 0, m.group, tile, from, to, m.weight);
        if (!m_reflects) {
            r.h = r.sum[0];
            return r;
        }
        if (m.mirrorGroup >= 0)
            step(r, 1, m.mirrorGroup, m.mirrorTile, m_pdb.mirrorCell(from), m_pdb.mirrorCell(to), m.mirrorWeight);
        r.h = std::max(r.sum[0], r.sum[1]);
        return r;
    }
    static int h(const Node &n) { return n.h; }

private:
    struct TileMove {
        int group;
        std::uint32_t weight;
        int mirrorGroup;
        std::uint32_t mirrorWeight;
        int mirrorTile;
    };
    void step(Node &r, int side, int g, int tile, int from, int to, std::uint32_t weight) const
    {
        // Unsigned wrap-around: adding (to - from) * weight moves the tile's base-25 digit.
        r.index[std::size_t(side)][std::size_t(g)] += std::uint32_t(to - from) * weight;
        r.manhattan[std::size_t(side)][std::size_t(g)] =
            std::uint8_t(r.manhattan[std::size_t(side)][std::size_t(g)] + m_pdb.manhattan(tile, to) - m_pdb.manhattan(tile, from));
        refresh(r, side, g);
    }
    void refresh(Node &r, int side, int g) const
    {
        std::uint8_t &value = r.value[std::size_t(side)][std::size_t(g)];
        const int v = r.manhattan[std::size_t(side)][std::size_t(g)] + 2 * m_pdb.nibble(g, r.index[std::size_t(side)][std::size_t(g)]);
        r.sum[std::size_t(side)] += v - int(value);
        value = std::uint8_t(v);
    }

    const SparsePdb5 &m_pdb;
    bool m_reflects; // read once: the search asks on every move
    std::array<TileMove, Cells> m_tile{};
};

// The maximum over several splits' tables (FastIda5::runMax), each looked up direct and
// mirrored. A lookup is the board's Manhattan distance (the same mirrored) plus twice its
// entries: each group's exact moves, and the Manhattan distance of the tiles in no group
// (disjoint tiles, so still admissible; SparsePdb5Policy counts those tiles nothing). A node
// keeps that distance once and each lookup's entries. A child is looked up one side at a
// time, the side that gave its parent's value first, and only until a side puts it over the
// search's limit (afterWithin). Splits that share a group read one table: the second side's
// read of an entry then finds it in the cache.
template <int Parts>
class MaxSparsePdb5Policy {
public:
    using Board = BoardGeometry<5>;
    using Split = FastIda5::SparseSplit;
    static constexpr int Cells = Board::Cells;
    static constexpr int Sides = 2 * Parts;
    static constexpr int Groups = FastIda5::MaxSplitGroups;
    struct Node {
        std::array<std::array<std::uint32_t, Groups>, Sides> index;
        std::array<std::array<std::uint8_t, Groups>, Sides> nibble;
        std::array<std::uint8_t, Sides> sum; // of the side's entries
        std::uint8_t best;                    // the side of the largest sum
        int manhattan;
        int h;
    };
    MaxSparsePdb5Policy(const Board &geo, std::span<const Split> splits) : m_manhattan(geo.manhattan)
    {
        m_first = splits[0][0].tables;
        for (int c = 0; c < Cells; ++c)
            m_mirrorCell[std::size_t(c)] = std::uint8_t(m_first->mirrorCell(c));
        for (auto &row : m_move)
            row.fill({NoGroup, 0});
        for (int s = 0; s < Sides; ++s) {
            const Split &split = splits[std::size_t(s / 2)];
            m_groups[std::size_t(s)] = int(split.size());
            for (std::size_t k = 0; k < split.size(); ++k) {
                const SparsePdb5 &p = *split[k].tables;
                m_group[std::size_t(s)][k] = split[k];
                m_table[std::size_t(s)][k] = p.table(split[k].group);
                for (int t = 1; t < Cells; ++t) {
                    const int named = s % 2 == 0 ? t : m_first->mirrorTile(t); // the tile t stands for on this side
                    if (p.groupOf(named) == split[k].group)
                        m_move[std::size_t(t)][std::size_t(s)] = {std::uint8_t(k), p.weightOf(named)};
                }
            }
        }
    }
    // Whether the splits can be searched together on this board: each of disjoint groups, all
    // reflecting, for its goal.
    static bool fits(const Board &geo, std::span<const Split> splits)
    {
        if (splits.size() != std::size_t(Parts))
            return false;
        const SparsePdb5 *first = splits[0].empty() ? nullptr : splits[0][0].tables;
        for (const Split &split : splits) {
            if (split.empty() || split.size() > std::size_t(Groups))
                return false;
            std::uint32_t tiles = 0;
            for (const auto &[p, g] : split) {
                if (!p || g < 0 || g >= p->groups() || !p->reflects())
                    return false;
                for (int t = 1; t < Cells; ++t) {
                    if (p->mirrorTile(t) != first->mirrorTile(t))
                        return false;
                    if (p->groupOf(t) != g)
                        continue;
                    if (tiles & (1u << t))
                        return false; // in two groups of the split: counted twice
                    tiles |= 1u << t;
                    for (int c = 0; c < Cells; ++c)
                        if (p->manhattan(t, c) != geo.manhattan[std::size_t(t)][std::size_t(c)])
                            return false;
                }
            }
        }
        return true;
    }
    Node init(const std::uint8_t *cells) const
    {
        std::uint8_t where[Cells], mirrored[Cells];
        for (int c = 0; c < Cells; ++c)
            where[cells[c]] = std::uint8_t(c);
        for (int t = 0; t < Cells; ++t)
            mirrored[m_first->mirrorTile(t)] = m_mirrorCell[where[t]];
        Node n{};
        for (int t = 1; t < Cells; ++t)
            n.manhattan += m_manhattan[std::size_t(t)][where[t]];
        for (int s = 0; s < Sides; ++s) {
            for (int k = 0; k < m_groups[std::size_t(s)]; ++k) {
                const auto &[p, g] = m_group[std::size_t(s)][std::size_t(k)];
                const std::uint32_t i = p->index(g, s % 2 == 0 ? where : mirrored);
                n.index[std::size_t(s)][std::size_t(k)] = i;
                n.nibble[std::size_t(s)][std::size_t(k)] = read(s, k, i);
                n.sum[std::size_t(s)] = std::uint8_t(n.sum[std::size_t(s)] + n.nibble[std::size_t(s)][std::size_t(k)]);
            }
            if (n.sum[std::size_t(s)] > n.sum[n.best])
                n.best = std::uint8_t(s);
        }
        n.h = n.manhattan + 2 * n.sum[n.best];
        return n;
    }
    Node after(const Node &n, const std::uint8_t *cells, int tile, int from, int to) const
    {
        return afterWithin(n, cells, tile, from, to, Infinity);
    }
    // The child's value, or when it passes `limit`, a value over `limit` from the sides read so
    // far (the node is then only counted and dropped, so its other sides are never read).
    Node afterWithin(const Node &n, const std::uint8_t *, int tile, int from, int to, int limit) const
    {
        Node r = n;
        r.manhattan += m_manhattan[std::size_t(tile)][std::size_t(to)] - m_manhattan[std::size_t(tile)][std::size_t(from)];
        const int over = (limit - r.manhattan) / 2; // a side whose entries pass this is over the limit
        const auto &move = m_move[std::size_t(tile)];
        const std::int32_t delta = to - from;
        const std::int32_t mirrorDelta = m_mirrorCell[std::size_t(to)] - m_mirrorCell[std::size_t(from)];
        int best = -1;
        for (int k = 0; k < Sides; ++k) {
            const int s = k == 0 ? n.best : (k <= n.best ? k - 1 : k);
            const auto &m = move[std::size_t(s)];
            if (m.group != NoGroup) { // else the tile counts in the Manhattan distance alone
                std::uint32_t &index = r.index[std::size_t(s)][m.group];
                index += std::uint32_t(s % 2 == 0 ? delta : mirrorDelta) * m.weight;
                std::uint8_t &nib = r.nibble[std::size_t(s)][m.group];
                const std::uint8_t v = read(s, m.group, index);
                r.sum[std::size_t(s)] = std::uint8_t(r.sum[std::size_t(s)] + v - nib);
                nib = v;
            }
            if (best < 0 || r.sum[std::size_t(s)] > r.sum[std::size_t(best)])
                best = s;
            if (r.sum[std::size_t(s)] > over)
                break;
        }
        r.best = std::uint8_t(best);
        r.h = r.manhattan + 2 * r.sum[std::size_t(best)];
        return r;
    }
    static int h(const Node &n) { return n.h; }

private:
    static constexpr std::uint8_t NoGroup = 255;
    struct Move {
        std::uint8_t group; // of the side's split, NoGroup for none
        std::uint32_t weight;
    };
    std::uint8_t read(int side, int k, std::uint32_t index) const
    {
        return (m_table[std::size_t(side)][std::size_t(k)][index / 2] >> ((index & 1) * 4)) & 15;
    }
    const SparsePdb5 *m_first = nullptr; // for the mirror, which all share
    std::array<int, Sides> m_groups{};
    std::array<std::array<FastIda5::SparseGroup, Groups>, Sides> m_group{};
    std::array<std::array<const std::uint8_t *, Groups>, Sides> m_table{};
    std::array<std::array<Move, Sides>, Cells> m_move{};
    std::array<std::array<std::uint8_t, Cells>, Cells> m_manhattan; // [tile][cell], of every tile
    std::array<std::uint8_t, Cells> m_mirrorCell{};
};

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
