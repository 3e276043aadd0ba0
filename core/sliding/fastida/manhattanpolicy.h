#pragma once
// Manhattan distance as a FastIda4 policy (see geometry.h): a move changes the sum by the
// moved tile's delta, read from the geometry's table.

#include "sliding/fastida/geometry.h"

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

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

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
