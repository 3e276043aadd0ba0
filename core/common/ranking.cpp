#include "common/ranking.h"

#include <cassert>

namespace core {

std::uint64_t factorial(int n)
{
    std::uint64_t f = 1;
    for (int i = 2; i <= n; ++i)
        f *= std::uint64_t(i);
    return f;
}

std::uint64_t arrangements(int n, int k)
{
    std::uint64_t a = 1;
    for (int i = 0; i < k; ++i)
        a *= std::uint64_t(n - i);
    return a;
}

// A partial permutation is ranked as a mixed-radix number: item i has (n - i) choices among
// the cells not taken by items before it, and its digit is its index among those free cells.
// A full permutation is the case k == n, which gives the Lehmer code.
std::uint64_t rankPartial(std::span<const std::uint8_t> positions, int n)
{
    assert(n <= 64);
    std::uint64_t used = 0;
    std::uint64_t rank = 0;
    const int k = int(positions.size());
    for (int i = 0; i < k; ++i) {
        const unsigned p = positions[std::size_t(i)];
        const std::uint64_t below = used & ((std::uint64_t(1) << p) - 1);
        const auto digit = std::uint64_t(p) - std::uint64_t(__builtin_popcountll(below));
        rank = rank * std::uint64_t(n - i) + digit;
        used |= std::uint64_t(1) << p;
    }
    return rank;
}

void unrankPartial(std::uint64_t rank, int n, std::span<std::uint8_t> positions)
{
    const int k = int(positions.size());
    std::uint8_t digits[64];
    for (int i = k - 1; i >= 0; --i) {
        const auto radix = std::uint64_t(n - i);
        digits[i] = std::uint8_t(rank % radix);
        rank /= radix;
    }
    std::uint64_t used = 0;
    for (int i = 0; i < k; ++i) {
        int skip = digits[i];
        int cell = 0;
        for (;; ++cell) {
            if (used & (std::uint64_t(1) << cell))
                continue;
            if (skip-- == 0)
                break;
        }
        positions[std::size_t(i)] = std::uint8_t(cell);
        used |= std::uint64_t(1) << cell;
    }
}

std::uint64_t rankPermutation(std::span<const std::uint8_t> perm)
{
    return rankPartial(perm, int(perm.size()));
}

void unrankPermutation(std::uint64_t rank, std::span<std::uint8_t> out)
{
    unrankPartial(rank, int(out.size()), out);
}

} // namespace core
