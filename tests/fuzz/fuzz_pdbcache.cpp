// Fuzz target: pattern-database cache files. Any bytes are read as the cache of one small
// pattern; reading must never crash, and an accepted table (packed or not) must have the real one's size, a
// zero at the goal and no unreached entry. (A table that differs from the real one can still
// pass when its checksum was made to match: the checksum detects damage, not forgery. The
// fuzzer found exactly that in its first run, by copying the computed checksum into its input.)
#include "sliding/pdb/patterndatabase.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const core::SlidingBoard goal = core::SlidingBoard::standardGoal({3, 3});
    static const core::PatternDatabase reference = [] {
        core::PatternDatabase db(goal, {1, 2, 3});
        db.build();
        return db;
    }();
    core::PatternDatabase db(goal, {1, 2, 3});
    std::istringstream in(std::string(reinterpret_cast<const char *>(data), size));
    std::string error;
    if (db.read(in, error)) {
        if (db.entries() != reference.entries() || db.value(goal) != 0)
            __builtin_trap();
        for (auto v : db.values())
            if (v == 0xFF)
                __builtin_trap();
    } else if (error.empty()) {
        __builtin_trap();
    }
    return 0;
}
