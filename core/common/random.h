#pragma once
// Reproducible randomness: std::mt19937_64's sequence is fixed by the standard, but the
// standard distributions are not, so seeded scrambles draw through these helpers to give the
// same boards on every platform.

#include <cstdint>
#include <random>
#include <utility>

namespace core {

// Uniform in [0, n), n > 0, by rejection (no modulo bias).
inline std::uint64_t uniformBelow(std::mt19937_64 &rng, std::uint64_t n)
{
    const std::uint64_t limit = std::uint64_t(-1) - std::uint64_t(-1) % n;
    std::uint64_t x;
    do
        x = rng();
    while (x >= limit);
    return x % n;
}

// Fisher-Yates over any sized random-access range (a vector, an array), through uniformBelow.
template <class Range>
void shuffleRange(Range &v, std::mt19937_64 &rng)
{
    for (std::size_t i = std::size(v); i > 1; --i)
        std::swap(v[i - 1], v[uniformBelow(rng, i)]);
}

} // namespace core
