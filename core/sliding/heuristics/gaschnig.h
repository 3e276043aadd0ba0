#pragma once
// Gaschnig's heuristic (also called MaxSort or N-MaxSwap): the fewest swaps that sort the board
// when the blank may swap with any tile, not only with a neighbour. Sorting that way is done
// greedily: while the blank is off its goal cell, swap it with the tile that belongs where the
// blank is; when it is home and the board is not sorted, swap it with any misplaced tile.
//
// Counted without sorting, in O(cells) per state, from the cycles of the permutation "cell ->
// goal cell of the tile it holds": the blank's cycle of length L costs L - 1 swaps (each puts one
// tile home, the last puts the blank home too), every other cycle of length L >= 2 costs L + 1
// (one swap brings the blank into it, then L more). Any goal and any rectangular board.
//
// Admissible: a real move is one such swap. Consistent: the value is the exact distance in the
// relaxed puzzle, where a real move is one step, so a move changes it by at most one. Never
// below the misplaced-tile count (every misplaced tile is swapped at least once); usually weaker
// than Manhattan distance on the 8-puzzle, and neither bounds the other.

#include "sliding/board/slidingdomain.h"

#include <array>

namespace core {

class Gaschnig {
public:
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    explicit Gaschnig(const SlidingDomain &d) : m_d(&d) {}

    int operator()(const SlidingState &s) const
    {
        const int cells = int(s.cells.size());
        std::array<bool, std::size_t(MaxSide * MaxSide)> seen{};
        int swaps = 0;
        for (int start = 0; start < cells; ++start) {
            int length = 0;
            bool holdsBlank = false;
            for (int c = start; !seen[std::size_t(c)];) {
                seen[std::size_t(c)] = true;
                ++length;
                const int tile = static_cast<unsigned char>(s.cells[std::size_t(c)]);
                holdsBlank = holdsBlank || tile == 0;
                c = m_d->goalCell(tile);
            }
            if (length >= 2)
                swaps += holdsBlank ? length - 1 : length + 1;
        }
        return swaps;
    }

private:
    const SlidingDomain *m_d;
};

} // namespace core
