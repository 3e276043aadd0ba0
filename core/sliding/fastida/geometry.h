#pragma once
// The square board as FastIda4 and FastIda5 and their heuristic policies see it (internal
// headers of fastida4.cpp and fastida5.cpp). A policy (policies4.h,
// sparsepdb5policy.h, compactpdbpolicy.h) names its board as Board (a
// BoardGeometry), and has a per-node state Node, init(cells) for the start, after(node, cells,
// tile, from, to) once `tile` has slid from cell `from` to cell `to` (cells already updated),
// and h(node). Each gives exactly the value of its counterpart in slidingheuristics.h or
// additivepdb.h.

#include "common/cellcount.h"
#include "search/weight.h"
#include "sliding/board/slidingdomain.h"

#include <array>
#include <cstdint>
#include <type_traits>

// The search is compiled twice on x86-64 (core/CMakeLists.txt): portably, and again with the
// popcount instruction (-mpopcnt), which ranks a placement's cells in fewer steps: the 6-6-6-6
// search runs about a fifth faster. fastida4.cpp and fastida5.cpp pick a copy at run time
// (cpuCanCountCells). Each copy's templates live in an inline namespace of their own, so the
// linker never takes a function of one copy for the other's.
#ifndef PUZZLESCOPE_FASTIDA_ISA
#define PUZZLESCOPE_FASTIDA_ISA portable
#endif

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// cellCount, in one instruction where this copy may use it.
constexpr int countCells(std::uint32_t x)
{
#if defined(__POPCNT__)
    return __builtin_popcount(x);
#else
    return cellCount(x);
#endif
}

// What every heuristic needs to know of a W x W board: where tiles belong, and its moves.
template <int W>
struct BoardGeometry {
    static constexpr int Width = W;
    static constexpr int Cells = W * W;
    // The deepest plan a search can hold: 4x4 plans are at most 80 moves, and 5x5 ones at most
    // 205 (the best known upper bound); an admissible bound never passes the optimal length.
    static constexpr int MaxDepth = W <= 4 ? 128 : 256;

    struct CellMoves {
        int count = 0;
        std::uint8_t dir[4]{};
        std::uint8_t to[4]{};
    };
    std::array<CellMoves, Cells> moves{};
    std::array<std::uint8_t, Cells> goal{};
    std::array<std::array<std::uint8_t, Cells>, Cells> manhattan{}; // [tile][cell]

    explicit BoardGeometry(const SlidingDomain &d)
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
                manhattan[std::size_t(t)][std::size_t(c)] = std::uint8_t(cellDistance(BoardSize{Width, Width}, g, c));
        }
    }
};

// The 4x4 board, which all policies but CompactPdbPolicy are written for.
using Geometry = BoardGeometry<4>;
constexpr int Cells = Geometry::Cells;
constexpr int Width = Geometry::Width;

// A board in two words: 5 bits a cell for every cell but the last, which holds the tile missing.
using PackedCells = std::array<std::uint64_t, 2>;
template <std::size_t Cells>
PackedCells packCells(const std::array<std::uint8_t, Cells> &c)
{
    static_assert(Cells <= 25);
    PackedCells k{};
    for (std::size_t i = 0; i + 1 < Cells; ++i)
        k[i / 12] |= std::uint64_t(c[i]) << (5 * (i % 12));
    return k;
}
template <std::size_t Cells>
std::array<std::uint8_t, Cells> unpackCells(const PackedCells &k)
{
    std::array<std::uint8_t, Cells> c{};
    std::size_t sum = Cells * (Cells - 1) / 2;
    for (std::size_t i = 0; i + 1 < Cells; ++i)
        sum -= (c[i] = std::uint8_t((k[i / 12] >> (5 * (i % 12))) & 31));
    c[Cells - 1] = std::uint8_t(sum);
    return c;
}

// Weighted IDA* in the fast search: a policy that hands the search floor(w h) of another
// policy's h (search/weight.h), read from a table made once, so the unweighted searches keep
// their code and the weighted one pays a byte's lookup a node.
template <class P>
class WeightedPolicy : public P {
public:
    using Node = typename P::Node;
    static constexpr int MaxH = 256; // above any h of the boards the fast search takes

    template <class... Args>
    explicit WeightedPolicy(Weight w, Args &&...args) : P(std::forward<Args>(args)...)
    {
        for (int h = 0; h < MaxH; ++h)
            m_times[std::size_t(h)] = std::uint16_t(w.times(h));
    }
    // What the bound is checked against: floor(w h).
    int h(const Node &n) const { return m_times[std::size_t(P::h(n))]; }
    // The estimate itself, for what a watched search shows.
    static int estimate(const Node &n) { return P::h(n); }

private:
    std::array<std::uint16_t, MaxH> m_times{};
};

// Whether a policy is a weighted one (its first plan is not the optimal one).
template <class P>
struct IsWeighted : std::false_type {};
template <class P>
struct IsWeighted<WeightedPolicy<P>> : std::true_type {};

// The estimate a watched search shows for a node: the policy's h, unweighted.
template <class P>
int estimateOf(const typename P::Node &n)
{
    if constexpr (requires { P::estimate(n); })
        return P::estimate(n);
    else
        return P::h(n);
}

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
