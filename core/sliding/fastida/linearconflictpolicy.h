#pragma once
// Manhattan distance and linear conflict as FastIda4 policies (see geometry.h): Manhattan
// distance changes by the moved tile's delta, and linear conflict is kept per line so a move
// recounts only the two lines it touches.

#include "sliding/heuristics/lineconflicts.h"
#include "sliding/fastida/geometry.h"

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

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
