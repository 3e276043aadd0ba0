#pragma once
// The 4x4 board's FastIda4 policies (see geometry.h): Manhattan distance changes by the moved
// tile's delta, linear conflict is kept per line so a move recounts only the two lines it
// touches, and additive pattern databases are read through their sparse index.

#include "sliding/heuristics/lineconflicts.h"
#include "sliding/pdb/sparsepdb4.h"
#include "sliding/fastida/geometry.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// Manhattan distance: a move changes the sum by the moved tile's delta, read from the
// geometry's table.
class ManhattanPolicy {
public:
    using Board = Geometry;
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

// Linear conflict as LinearConflict counts it: twice the tiles that must leave each line
// (LineConflicts::leaving), on top of Manhattan distance. A line's count depends only on its
// four cells, so it is read from a table of 5^4 codes (goal place 0..3, or OffLine), filled by
// LineConflicts::leaving. A horizontal move changes two columns' counts, a vertical move two
// rows'.
class LinearConflictPolicy {
public:
    using Board = Geometry;
    static constexpr int Lines = 8;      // rows 0..3, then columns 0..3, as LineConflicts numbers them
    static constexpr int OffLine = 4;    // the code of the blank and of tiles of other lines
    static constexpr int Codes = 625;    // 5^4 codes of a line's four cells
    struct Node {
        int manhattan;
        int conflicts;
        std::array<std::uint8_t, Lines> line;
    };
    LinearConflictPolicy(const Geometry &geo, const SlidingDomain &d) : m_geo(geo)
    {
        const LineConflicts lines(d);
        for (int l = 0; l < Lines; ++l) {
            m_code[std::size_t(l)].fill(OffLine);
            for (int i = 0; i < Width; ++i)
                m_lineCells[std::size_t(l)][std::size_t(i)] = std::uint8_t(lines.cellAt(l, i));
            for (int t = 1; t < Cells; ++t)
                if (lines.place(l, t) >= 0)
                    m_code[std::size_t(l)][std::size_t(t)] = std::uint8_t(lines.place(l, t));
        }
        for (int key = 0; key < Codes; ++key) {
            int places[Width], n = 0;
            for (int i = 0, k = key, p = Codes / 5; i < Width; ++i, k %= p, p /= 5)
                if (k / p != OffLine)
                    places[n++] = k / p;
            m_conflicts[std::size_t(key)] = std::uint8_t(LineConflicts::leaving(places, n));
        }
    }
    Node init(const std::uint8_t *cells) const
    {
        Node n{0, 0, {}};
        for (int c = 0; c < Cells; ++c)
            n.manhattan += m_geo.manhattan[cells[c]][std::size_t(c)];
        for (int l = 0; l < Lines; ++l) {
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
    std::array<std::array<std::uint8_t, Width>, Lines> m_lineCells{};
    std::array<std::array<std::uint8_t, Cells>, Lines> m_code{};
    std::array<std::uint8_t, Codes> m_conflicts{};
};


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
