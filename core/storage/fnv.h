#pragma once
// FNV-1a, 64 bits: the checksum of saved games and checkpoints, and the names of the subgoal
// tables' cache files (the tables' contents are checked with XXH3, tablefile.h). It catches
// damage, not a file forged to match it.

#include <cstddef>
#include <cstdint>

namespace core {

struct Fnv1a64 {
    std::uint64_t h = 14695981039346656037ull;
    void add(const void *data, std::size_t n)
    {
        const auto *p = static_cast<const unsigned char *>(data);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= p[i];
            h *= 1099511628211ull;
        }
    }
};

} // namespace core
