#pragma once
// Whether a sliding board can reach a goal, and why not (a Reason that describe() words).
// Every move swaps the blank with a neighbour: it flips the parity of the permutation that
// takes the goal to the board (blank included) and moves the blank one step on a chequered
// board. So the two parities stay equal along any play, and a board whose permutation parity
// differs from the parity of the blank's distance to its goal cell can never be solved. On any
// w x h board with w, h >= 2 the converse holds too (checked exhaustively by the tests on
// 2x2, 2x3, 3x2 and 3x3). For odd widths this is the classic inversion count of the tiles;
// for even widths it adds the blank's row distance.

#include "common/reason.h"
#include "sliding/board/slidingboard.h"

namespace core {

struct Solvability {
    bool solvable = false;
    Reason reason; // None when solvable
};

// Both boards must be well formed and of the same size.
Solvability checkSolvable(const SlidingBoard &start, const SlidingBoard &goal);
// True when the permutation taking goal to start (blank counted as a tile) is odd.
bool permutationIsOdd(const SlidingBoard &start, const SlidingBoard &goal);

} // namespace core
