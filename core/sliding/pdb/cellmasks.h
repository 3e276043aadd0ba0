#pragma once
// CellMasks: a board of at most 32 cells as bit masks, for the pattern-database builders that
// flood the blank's region of empty cells with shifts instead of a search.

#include "sliding/board/slidingboard.h"

#include <array>
#include <cstdint>

namespace core {

struct CellMasks {
    static constexpr int MaxCells = 32;
    int n = 0, w = 0;
    std::uint32_t all = 0, notFirstColumn = 0, notLastColumn = 0;
    std::array<std::array<int, 4>, MaxCells> neighbour{}; // blankTarget per cell and Dir
    std::array<std::uint32_t, MaxCells> adjacent{};       // the same cells as a mask

    explicit CellMasks(BoardSize size) : n(size.cells()), w(size.width)
    {
        for (int c = 0; c < n; ++c) {
            all |= 1u << c;
            if (c % w != 0)
                notFirstColumn |= 1u << c;
            if (c % w != w - 1)
                notLastColumn |= 1u << c;
            for (int d = 0; d < 4; ++d) {
                const int t = blankTarget(size, c, Dir(d));
                neighbour[std::size_t(c)][std::size_t(d)] = t;
                if (t >= 0)
                    adjacent[std::size_t(c)] |= 1u << t;
            }
        }
    }
    // The cells the blank at `cell` reaches through `empty` cells (cell included).
    std::uint32_t region(int cell, std::uint32_t empty) const
    {
        std::uint32_t r = 1u << cell;
        for (;;) {
            const std::uint32_t grown =
                (r | ((r & notLastColumn) << 1) | ((r & notFirstColumn) >> 1) | (r << w) | (r >> w)) & empty;
            if (grown == r)
                return r;
            r = grown;
        }
    }
};

} // namespace core
