#pragma once
// LayeredPdbBuilder: PatternDatabase's breadth-first search for patterns too large for
// SmallPdbBuilder (7 and 8 tiles of a 4x4: 57.7 M and 518.9 M placements; 6 tiles of a 5x5:
// 127.5 M) on boards of at most 32 cells. Same values, entry for entry (tst_pdbbuilders checks
// it on small patterns).
// - A state is a placement of the pattern tiles (its compact rank) and the blank's region (the
//   empty cells connected to it); the blank moving through empty cells is free.
// - Every path to a placement has the parity of its pattern tiles' Manhattan distance (each
//   pattern move changes it by one), so all regions of a placement are reached at costs of one
//   parity, and a layer never reaches a placement that it expands. That is why a placement
//   needs only a bit per empty cell (reached or not) and a frontier bit per layer parity, not
//   Korf's two bits per state: a layer scans the frontier bits of its parity, expands every
//   reached region of those placements (a region reached in an earlier layer again: its
//   successors are all reached already) and clears the bits. Writes are atomic ORs, so a layer
//   runs on all cores over interleaved chunks of placements without locks.
// - The result is packed as PatternDatabase keeps it: the cost of the first layer that expands
//   a placement (the minimum over its regions) as (cost - Manhattan) / 2 in 4 bits, two
//   placements a byte. During the build a nibble holds that plus one (0: not reached yet).
//   A delta past MaxBuiltDelta is stored as MaxBuiltDelta (a lower bound, still admissible);
//   no 4x4 partition of ours comes near it (the 7-8 tables' largest are 7 and 9, which the
//   slow test in tst_patterndatabase checks stay below it).
// - A pattern that a mirror or a turn of the board takes onto itself, tile for tile and with its
//   goal's blank region (the 7-8 split's top two rows, under the left-right mirror), is
//   searched up to that symmetry: each successor is kept as the lower ranked of itself and its
//   image (the image's rank follows the move as the rank does, from the image's rank of its
//   parent), so only about half the placements are ever expanded, and a placement's entry is
//   written with its image's when it is first expanded.
// Memory for 8 tiles of a 4x4: 519 MB of reached bits, 2 x 65 MB of frontier bits and the
// 259 MB result; for 7 tiles 115 + 2 x 7 + 29 MB; for 6 tiles of a 5x5 (19 empty cells, 4
// bytes a placement) 510 + 2 x 16 + 64 MB. All in mappings that ask for huge pages.

#include "storage/largetable.h"
#include "sliding/board/slidingboard.h"

#include <stop_token>
#include <array>
#include <optional>
#include <cstdint>
#include <functional>
#include <vector>

namespace core {

class LayeredPdbBuilder {
public:
    static constexpr int MaxCells = 32;
    // A symmetry of the board that takes the pattern onto itself: the cell each cell goes to,
    // and the index (among the pattern's tiles) of each tile's image.
    struct Mirror {
        std::array<std::uint8_t, MaxCells> cell{};
        std::array<std::uint8_t, MaxCells> tile{};
    };
    // The largest delta a build marks: its nibbles hold delta + 1 until the end.
    static constexpr int MaxBuiltDelta = 14;

    static bool fits(BoardSize size, std::size_t tiles);
    // Tests: run the portable copy even where the copy compiled with the popcount and
    // bit-gather instructions could run (x86-64 processors that have them).
    static void usePortableCopyOnly(bool on);
    // The working memory a build peaks at besides the table it fills.
    static std::uint64_t workingBytes(BoardSize size, std::size_t tiles);
    // Fills `packed` (placement r, ranked by rankPartial of the tiles' cells, in the low nibble
    // of byte r / 2 when r is even, else the high one) with (distance - Manhattan) / 2; false
    // when cancel was set meanwhile. threads: 0 for one per hardware thread. progress is called
    // on the calling thread with the fraction of placements reached. mirror: a symmetry that
    // takes the pattern, and its goal's blank region, onto itself, to search up to it (the
    // table is the same).
    static bool build(const SlidingBoard &goal, const std::vector<int> &tiles, LargeTable &packed,
                      std::stop_token cancel, const std::function<void(double)> &progress, int threads = 0,
                      const std::optional<Mirror> &mirror = std::nullopt);
};

} // namespace core
