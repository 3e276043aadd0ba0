#pragma once
// SmallPdbBuilder: PatternDatabase's breadth-first search for boards of at most 16 cells and
// patterns of at most 6 tiles (the 4x4 partitions), several times faster than the general one.
// - A placement is indexed sparsely, 4 bits per tile (16^k indices, many unused), so moving a
//   tile is one addition and reading a placement back is shifts: no ranking in the loop.
// - The blank's free moves are not searched one by one: reaching a placement with the blank
//   at a cell reaches, at the same cost, every cell of that blank's region (the cells free of
//   pattern tiles connected to it), and they are all set at once, within one 16-byte block.
// - Layers are found by scanning one flag byte per placement (bit cost & 1 set when the
//   placement got states at that cost) instead of a queue, which keeps reads in index order.
// The table it fills equals the general search's entry for entry (tst_patterndatabase checks).
// Memory: 16^k * 16 bytes of distances (256 MiB for 6 tiles) and 16^k flag bytes.

#include "sliding/board/slidingboard.h"

#include <stop_token>
#include <cstdint>
#include <functional>
#include <vector>

namespace core {

class SmallPdbBuilder {
public:
    static constexpr int MaxCells = 16;
    static constexpr int MaxTiles = 6;

    static bool fits(BoardSize size, std::size_t tiles) { return size.cells() <= MaxCells && tiles <= std::size_t(MaxTiles); }
    // The working memory a build of `tiles` tiles allocates besides the table it fills.
    static std::uint64_t workingBytes(std::size_t tiles) { return (std::uint64_t(1) << (4 * tiles)) * 17; }
    // Fills table (indexed by rankPartial of the tiles' cells) with the pattern distances;
    // false when cancel was set meanwhile.
    static bool build(const SlidingBoard &goal, const std::vector<int> &tiles, std::vector<std::uint8_t> &table,
                      std::stop_token cancel, const std::function<void(double)> &progress);
};

} // namespace core
