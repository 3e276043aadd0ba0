#pragma once
// The board tables and heuristic policies of FastIda4 (an internal header: fastida4.cpp only).
// A policy has a per-node state Node, init(cells) for the start, after(node, cells, tile, from,
// to) once `tile` has slid from cell `from` to cell `to` (cells already updated), and h(node).
// Each gives exactly the value of its counterpart in slidingheuristics.h or additivepdb.h.

#include "pdb/additivepdb.h"
#include "puzzles/sliding/slidingdomain.h"
#include "pdb/sparsepdb4.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

namespace core::fastida4 {

constexpr int Cells = 16;
constexpr int Width = 4;

// What every heuristic needs to know of the board: where tiles belong, and its moves.
struct Geometry {
    struct CellMoves {
        int count = 0;
        std::uint8_t dir[4]{};
        std::uint8_t to[4]{};
    };
    std::array<CellMoves, Cells> moves{};
    std::array<std::uint8_t, Cells> goal{};
    std::array<std::array<std::uint8_t, Cells>, Cells> manhattan{}; // [tile][cell]

    explicit Geometry(const SlidingDomain &d)
    {
        for (int c = 0; c < Cells; ++c) {
            goal[std::size_t(c)] = d.goal().tiles[std::size_t(c)];
            auto &m = moves[std::size_t(c)];
            for (int dir = 0; dir < 4; ++dir) { // Dir's order: d, l, r, u
                const int to = d.neighbour(c, Dir(dir));
                if (to < 0)
                    continue;
                m.dir[m.count] = std::uint8_t(dir);
                m.to[m.count] = std::uint8_t(to);
                ++m.count;
            }
        }
        for (int t = 1; t < Cells; ++t) {
            const int g = d.goalCell(t);
            for (int c = 0; c < Cells; ++c)
                manhattan[std::size_t(t)][std::size_t(c)] =
                    std::uint8_t(std::abs(g / Width - c / Width) + std::abs(g % Width - c % Width));
        }
    }
};

// The heuristics as policies: init() for the start, after() once `tile` has moved from cell
// `from` to cell `to` (cells already updated). Node is the per-node heuristic state.
class ManhattanPolicy {
public:
    struct Node {
        int h;
    };
    explicit ManhattanPolicy(const Geometry &geo) : m_geo(geo) {}
    Node init(const std::uint8_t *cells) const
    {
        int h = 0;
        for (int c = 0; c < Cells; ++c)
            h += m_geo.manhattan[cells[c]][std::size_t(c)];
        return {h};
    }
    Node after(const Node &n, const std::uint8_t *, int tile, int from, int to) const
    {
        const auto &md = m_geo.manhattan[std::size_t(tile)];
        return {n.h + md[std::size_t(to)] - md[std::size_t(from)]};
    }
    static int h(const Node &n) { return n.h; }

private:
    const Geometry &m_geo;
};

// Linear conflict as LinearConflict counts it: per line, the tiles that belong to it minus
// their longest increasing run of goal places, twice, on top of Manhattan distance. A line's
// count depends only on its four cells, so it is read from a table of 5^4 codes (goal place
// 0..3, or 4 for a tile of another line or the blank). A horizontal move changes two columns'
// counts, a vertical move two rows'.
class LinearConflictPolicy {
public:
    struct Node {
        int manhattan;
        int conflicts;
        std::array<std::uint8_t, 8> line; // rows 0..3, then columns 0..3
    };
    LinearConflictPolicy(const Geometry &geo, const SlidingDomain &d) : m_geo(geo)
    {
        for (int l = 0; l < 8; ++l)
            for (int i = 0; i < Width; ++i)
                m_lineCells[std::size_t(l)][std::size_t(i)] = std::uint8_t(l < 4 ? l * Width + i : i * Width + (l - 4));
        for (int l = 0; l < 8; ++l) {
            m_code[std::size_t(l)].fill(4);
            for (int t = 1; t < Cells; ++t) {
                const int g = d.goalCell(t);
                if (l < 4 && g / Width == l)
                    m_code[std::size_t(l)][std::size_t(t)] = std::uint8_t(g % Width);
                if (l >= 4 && g % Width == l - 4)
                    m_code[std::size_t(l)][std::size_t(t)] = std::uint8_t(g / Width);
            }
        }
        for (int key = 0; key < 625; ++key) {
            int v[4], n = 0;
            for (int i = 0, k = key, p = 125; i < 4; ++i, k %= p, p /= 5)
                if (k / p != 4)
                    v[n++] = k / p;
            // Longest strictly increasing run, by brute force over the 2^n subsets.
            int best = 0;
            for (int s = 0; s < (1 << n); ++s) {
                int last = -1, len = 0;
                bool ok = true;
                for (int i = 0; i < n && ok; ++i)
                    if (s & (1 << i)) {
                        ok = v[i] > last;
                        last = v[i];
                        ++len;
                    }
                if (ok)
                    best = std::max(best, len);
            }
            m_conflicts[std::size_t(key)] = std::uint8_t(n - best);
        }
    }
    Node init(const std::uint8_t *cells) const
    {
        Node n{0, 0, {}};
        for (int c = 0; c < Cells; ++c)
            n.manhattan += m_geo.manhattan[cells[c]][std::size_t(c)];
        for (int l = 0; l < 8; ++l) {
            n.line[std::size_t(l)] = lineCount(l, cells);
            n.conflicts += n.line[std::size_t(l)];
        }
        return n;
    }
    Node after(const Node &n, const std::uint8_t *cells, int tile, int from, int to) const
    {
        Node r = n;
        const auto &md = m_geo.manhattan[std::size_t(tile)];
        r.manhattan += md[std::size_t(to)] - md[std::size_t(from)];
        const bool horizontal = from / Width == to / Width;
        const int a = horizontal ? 4 + from % Width : from / Width;
        const int b = horizontal ? 4 + to % Width : to / Width;
        const std::uint8_t ca = lineCount(a, cells), cb = lineCount(b, cells);
        r.conflicts += ca + cb - r.line[std::size_t(a)] - r.line[std::size_t(b)];
        r.line[std::size_t(a)] = ca;
        r.line[std::size_t(b)] = cb;
        return r;
    }
    static int h(const Node &n) { return n.manhattan + 2 * n.conflicts; }

private:
    std::uint8_t lineCount(int l, const std::uint8_t *cells) const
    {
        const auto &code = m_code[std::size_t(l)];
        const auto &at = m_lineCells[std::size_t(l)];
        const int key = ((code[cells[at[0]]] * 5 + code[cells[at[1]]]) * 5 + code[cells[at[2]]]) * 5 + code[cells[at[3]]];
        return m_conflicts[std::size_t(key)];
    }

    const Geometry &m_geo;
    std::array<std::array<std::uint8_t, Width>, 8> m_lineCells{};
    std::array<std::array<std::uint8_t, Cells>, 8> m_code{};
    std::array<std::uint8_t, 625> m_conflicts{};
};

// Additive pattern databases, direct and (when the AdditivePdb reflects) mirrored, through the
// sparse index: a move changes one group's index on each side by one addition and one read.
class PdbPolicy {
public:
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

// The cells set in a 16-cell mask (no popcount instruction is assumed of the target).
constexpr int cellCount(std::uint32_t x)
{
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return int((x + (x >> 8)) & 0x1Fu);
}

// Additive pattern databases read through their compact tables (rankPartial), for groups too
// large for a sparse index (7-8: 16^8 entries would be 4 GiB): a move re-ranks the group of the
// tile that moved, and on the mirrored board the group of its mirror, from the tiles' cells.
class CompactPdbPolicy {
public:
    static constexpr int Sides = 2; // direct, mirrored
    static constexpr int MaxGroups = 4;
    static constexpr int MaxGroupTiles = 8;
    struct Node {
        std::array<std::uint8_t, Cells> where; // cell of each tile
        std::array<std::array<std::uint8_t, MaxGroups>, Sides> value;
        std::array<int, Sides> sum;
        int h;
    };
    // pdb: a built AdditivePdb of a 4x4 board, at most 4 groups of at most 8 tiles.
    static bool fits(const AdditivePdb &pdb)
    {
        if (pdb.databases().empty() || pdb.databases().size() > std::size_t(MaxGroups))
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
            grp.table = db.table().data();
            grp.k = int(db.tiles().size());
            for (int i = 0; i < grp.k; ++i) {
                const int t = db.tiles()[std::size_t(i)];
                m_groupOf[std::size_t(t)] = g;
                grp.tiles[std::size_t(i)] = std::uint8_t(t);
                grp.mirrorSource[std::size_t(i)] = std::uint8_t(m_reflects ? pdb.mirrorTile()[std::size_t(t)] : t);
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
        const std::uint8_t *table = nullptr;
        int k = 0;
        std::array<std::uint8_t, MaxGroupTiles> tiles{};
        // On the mirrored board, the i-th tile stands on the mirror of mirrorSource[i]'s cell.
        std::array<std::uint8_t, MaxGroupTiles> mirrorSource{};
    };
    // rankPartial of the group's cells on the direct or mirrored board, and its table entry.
    std::uint8_t lookup(int g, const std::array<std::uint8_t, Cells> &where, bool mirrored) const
    {
        const Group &grp = m_group[std::size_t(g)];
        std::uint32_t used = 0, rank = 0;
        for (int i = 0; i < grp.k; ++i) {
            const unsigned p = mirrored ? m_mirrorCell[where[grp.mirrorSource[std::size_t(i)]]] : where[grp.tiles[std::size_t(i)]];
            rank = rank * std::uint32_t(Cells - i) + (p - unsigned(cellCount(used & ((1u << p) - 1))));
            used |= 1u << p;
        }
        return grp.table[rank];
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

} // namespace core::fastida4
