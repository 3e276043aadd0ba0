#pragma once
// LayeredPdbBuilder: PatternDatabase's breadth-first search for patterns too large for
// SmallPdbBuilder (7 and 8 tiles of a 4x4: 57.7 M and 518.9 M placements) on boards of at most
// 16 cells. Same table, entry for entry (tst_patterndatabase checks it on small patterns).
// - A state is a placement of the pattern tiles (its compact rank) and the blank's cell among
//   the empty ones; the blank moving through empty cells is free, so a state is reached
//   together with its whole region (the empty cells connected to it).
// - Each state has 2 bits (Korf's two-bit breadth-first search): unseen, reached at an even
//   cost, reached at an odd cost, expanded. A layer scans them all in rank order, expands the
//   states of its parity and marks them expanded; every write is an atomic OR, so the scan runs
//   on all cores over interleaved chunks of placements without locks.
// - The table keeps a byte per placement: the cost of the first layer that expanded it, which
//   is the minimum over blank regions, what the heuristic needs.
// Memory: a working table (1 byte per placement) and the states (2 bits per empty cell, rounded
// up to a power of two per placement): 519 MB + 1038 MB for 8 tiles of a 4x4, 58 + 231 MB for 7;
// the states are freed before the result table is filled.

#include "puzzles/sliding/slidingboard.h"

#include <stop_token>
#include <cstdint>
#include <functional>
#include <vector>

namespace core {

class LayeredPdbBuilder {
public:
    static constexpr int MaxCells = 16;

    static bool fits(BoardSize size, std::size_t tiles);
    // The working memory a build peaks at besides the table it fills.
    static std::uint64_t workingBytes(BoardSize size, std::size_t tiles);
    // Fills table (indexed by rankPartial of the tiles' cells) with the pattern distances;
    // false when cancel was set meanwhile. threads: 0 for one per hardware thread. progress is
    // called on the calling thread with the fraction of placements reached.
    static bool build(const SlidingBoard &goal, const std::vector<int> &tiles, std::vector<std::uint8_t> &table,
                      std::stop_token cancel, const std::function<void(double)> &progress, int threads = 0);
};

} // namespace core
