// Fuzz target: pattern-database cache files. Any bytes are read as the cache of one small
// pattern; reading must never crash, and only a file equal to the real table may be accepted.
#include "patterndatabase.h"

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
        if (db.table() != reference.table())
            __builtin_trap(); // a forged table got past the checksum
    } else if (error.empty()) {
        __builtin_trap();
    }
    return 0;
}
