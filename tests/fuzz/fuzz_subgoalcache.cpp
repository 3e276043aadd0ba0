// Fuzz target: subgoal-table cache files (the staged solver's tables). Any bytes are read as
// the cache of the 3x3 top-row table; reading must never crash, a refusal must say why, and an
// accepted table must give distance 0 exactly on the goal states it checks.
#include "sliding/tables/subgoaltable.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::vector<int> region{0, 1, 2, 3, 4, 5, 6, 7, 8}, line{0, 1, 2};
    core::SubgoalTable table({3, 3}, region, line);
    std::istringstream in(std::string(reinterpret_cast<const char *>(data), size));
    std::string error;
    if (table.read(in, error)) {
        if (!table.isBuilt())
            __builtin_trap();
        for (int blank = 3; blank < 9; ++blank)
            if (table.distance(blank, {0, 1, 2}) != 0)
                __builtin_trap();
        if (table.distance(0, {3, 1, 2}) == 0)
            __builtin_trap();
    } else if (error.empty() || table.isBuilt()) {
        __builtin_trap();
    }
    return 0;
}
