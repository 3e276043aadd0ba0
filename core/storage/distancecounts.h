#pragma once
// How many entries of a distance table lie at each distance (0xFF marks unreached entries):
// the histogram that scrambles at an exact distance draw from.

#include <cstdint>
#include <span>
#include <vector>

namespace core {

inline std::vector<std::uint64_t> countDistances(std::span<const std::uint8_t> table)
{
    std::vector<std::uint64_t> counts;
    for (auto d : table) {
        if (d == 0xFF)
            continue;
        if (counts.size() <= d)
            counts.resize(std::size_t(d) + 1, 0);
        ++counts[d];
    }
    return counts;
}

} // namespace core
