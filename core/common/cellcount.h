#pragma once
// cellCount: the cells set in a board's mask of up to 32 cells, for the pattern-database
// builder and the specialised IDA* that rank placements by counting the cells below one.
// Written out instead of std::popcount: the target need not have a popcount instruction, and a
// library call per use then costs a third of the time.

#include <cstdint>

namespace core {

constexpr int cellCount(std::uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return int((x * 0x01010101u) >> 24);
}
static_assert(cellCount(0xFFFF) == 16 && cellCount(0x8421) == 4 && cellCount(0) == 0 && cellCount(0xFFFFFFFFu) == 32
              && cellCount(0x1000001u) == 2 && cellCount(0x1FFFFFF) == 25);

} // namespace core
