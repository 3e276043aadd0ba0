#pragma once
// The square board as FastIda4 and FastIda5 and their heuristic policies see it (internal
// headers of fastida4.cpp and fastida5.cpp). A policy (policies4.h,
// sparsepdb5policy.h, compactpdbpolicy.h) names its board as Board (a
// BoardGeometry), and has a per-node state Node, init(cells) for the start, after(node, cells,
// tile, from, to) once `tile` has slid from cell `from` to cell `to` (cells already updated),
// and h(node). Each gives exactly the value of its counterpart in slidingheuristics.h or
// additivepdb.h.

#include "common/cellcount.h"
#include "sliding/board/slidingdomain.h"

#include <array>
#include <cstdint>

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

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
