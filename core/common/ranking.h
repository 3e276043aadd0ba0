#pragma once
// Ranking: bijections between arrangements and dense integer indices.
// - Full permutations of n items (n <= 20) by their Lehmer code: rank in [0, n!).
//   Used by the small-board tables (one entry per arrangement of a 2x3 or 3x3 board).
// - Partial permutations: the cells held by k distinct tiles on a board of n cells, in tile
//   order, ranked in [0, n!/(n-k)!). Used by pattern databases, whose entries are indexed by
//   where the pattern's tiles are, whatever the other tiles do.
// Both pairs are exact inverses; the tests check rank(unrank(i)) == i over whole spaces.

#include <cstdint>
#include <span>

namespace core {

std::uint64_t factorial(int n);
// n! / (n-k)!: the number of ways to place k distinct items on n cells.
std::uint64_t arrangements(int n, int k);

std::uint64_t rankPermutation(std::span<const std::uint8_t> perm);
void unrankPermutation(std::uint64_t rank, std::span<std::uint8_t> out);

// positions: the distinct cells (each < n) of k items, in item order.
std::uint64_t rankPartial(std::span<const std::uint8_t> positions, int n);
void unrankPartial(std::uint64_t rank, int n, std::span<std::uint8_t> positions);

} // namespace core
