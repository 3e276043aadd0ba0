#pragma once
// PlacementCoder: LayeredPdbBuilder's ranks of placements (rankPartial's order: k tiles on n
// cells, at most 32, fewer than 2^32 placements), computed without divisions.
// - rank(pos): a placement's rank from its tiles' cells.
// - unrank(r, u): the tiles' cells of rank r, placing again only the tiles from the first
//   digit that differs from u's last placement (a scan's next placement usually differs in
//   its last digits only).
// - rankChange(tileAt, i, from, to): how a rank changes when tile i slides from cell `from`
//   to the adjacent cell `to`, given the tile on each cell (NoTile on an empty one), so that a
//   successor's rank is its parent's plus that (modulo 2^32).

#include "common/cellcount.h"

#include <algorithm>
#include <array>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

// The builder is compiled twice on x86-64 (core/CMakeLists.txt): portably, and again with the
// popcount and bit-gather instructions (-mpopcnt -mbmi2), which LayeredPdbBuilder::build picks
// at run time where the processor has them. Each copy lives in an inline namespace of its own,
// so the linker never takes a function of one copy for the other's.
#ifndef PUZZLESCOPE_LAYERED_ISA
#define PUZZLESCOPE_LAYERED_ISA portable
#endif

namespace core::layered::inline PUZZLESCOPE_LAYERED_ISA {

// cellCount, in one instruction where this copy may use it.
inline int countCells(std::uint32_t x)
{
#if defined(__POPCNT__)
    return __builtin_popcount(x);
#else
    return cellCount(x);
#endif
}

// The cells of `cells` as bits in the order of `among`'s cells (a bit per cell of `among`),
// and back.
inline std::uint32_t gatherCells(std::uint32_t cells, std::uint32_t among)
{
#if defined(__BMI2__)
    return _pext_u32(cells, among);
#else
    std::uint32_t bits = 0;
    for (cells &= among; cells; cells &= cells - 1)
        bits |= 1u << countCells(among & ((1u << __builtin_ctz(cells)) - 1));
    return bits;
#endif
}
inline std::uint32_t scatterCells(std::uint32_t bits, std::uint32_t among)
{
#if defined(__BMI2__)
    return _pdep_u32(bits, among);
#else
    std::uint32_t cells = 0;
    for (int j = 0; among; among &= among - 1, ++j)
        cells |= ((bits >> j) & 1u) << __builtin_ctz(among);
    return cells;
#endif
}

class PlacementCoder {
public:
    static constexpr int MaxCells = 32;
    static constexpr std::uint8_t NoTile = 0xFF; // the "tile" on an empty cell
    using Cells = std::array<std::uint8_t, MaxCells>;

    // The placement a scan unranked last, kept to unrank the next one from it.
    struct Unranked {
        Cells digits{};
        Cells pos{};
        std::array<std::uint32_t, MaxCells + 1> before{}; // cells of tiles 0..i-1
        bool valid = false;
    };

    PlacementCoder(int cells, int tiles) : m_n(cells), m_k(tiles)
    {
        m_all = cells == 32 ? ~0u : (1u << cells) - 1;
        std::uint32_t w = 1; // at most the placements' count, under 2^32
        for (int i = m_k - 1; i >= 0; --i) {
            m_weight[std::size_t(i)] = w;
            w *= std::uint32_t(m_n - i);
            m_inverse[std::size_t(i)] = ~std::uint64_t(0) / std::uint64_t(m_n - i) + 1;
        }
    }

    std::uint32_t rank(const std::uint8_t *pos) const
    {
        std::uint32_t used = 0, r = 0;
        for (int i = 0; i < m_k; ++i) {
            const unsigned p = pos[i];
            r = r * std::uint32_t(m_n - i) + (p - unsigned(countCells(used & ((1u << p) - 1))));
            used |= 1u << p;
        }
        return r;
    }

    // Unranks r into u; returns the pattern's cells.
    std::uint32_t unrank(std::uint32_t r, Unranked &u) const
    {
        Cells digits;
        for (int i = m_k - 1; i >= 0; --i) {
            const auto q = std::uint32_t((Wide(m_inverse[std::size_t(i)]) * r) >> 64);
            digits[std::size_t(i)] = std::uint8_t(r - q * std::uint32_t(m_n - i));
            r = q;
        }
        int from = 0;
        if (u.valid)
            while (from < m_k && digits[std::size_t(from)] == u.digits[std::size_t(from)])
                ++from;
        u.valid = true;
        for (int i = from; i < m_k; ++i) {
            std::uint32_t free = m_all & ~u.before[std::size_t(i)];
            for (int s = digits[std::size_t(i)]; s > 0; --s)
                free &= free - 1;
            u.digits[std::size_t(i)] = digits[std::size_t(i)];
            u.pos[std::size_t(i)] = std::uint8_t(__builtin_ctz(free));
            u.before[std::size_t(i) + 1] = u.before[std::size_t(i)] | 1u << u.pos[std::size_t(i)];
        }
        return u.before[std::size_t(m_k)];
    }

    // The tile's digit changes by to - from less the earlier tiles on the cells between the two
    // (a vertical move), while each later tile between gains or loses the one it counted below
    // it.
    std::uint32_t rankChange(const Cells &tileAt, unsigned i, int from, int to) const
    {
        const std::uint32_t wi = m_weight[i];
        const std::uint32_t sign = to > from ? 1u : ~0u;
        std::uint32_t delta = std::uint32_t(to - from) * wi;
        for (int x = std::min(from, to) + 1; x < std::max(from, to); ++x) {
            const unsigned l = tileAt[std::size_t(x)];
            delta += sign * (l < i ? 0u - wi : m_weight[l]);
        }
        return delta;
    }

private:
    // A placement's digits come from multiplications (Lemire's fastmod), not divisions.
    __extension__ typedef unsigned __int128 Wide;

    int m_n, m_k;
    std::uint32_t m_all;
    // The rank's place value of each tile's digit: the product of the later digits' radices;
    // indexed by tile up to NoTile, 0 past the last tile.
    std::array<std::uint32_t, NoTile + 1> m_weight{};
    // 2^64 / the radix of each tile's digit, rounded up.
    std::array<std::uint64_t, MaxCells> m_inverse{};
};

// The image of a mask of cells under a symmetry of the board (a table per byte of the mask).
class CellImage {
public:
    CellImage() = default;
    CellImage(int cells, const PlacementCoder::Cells &to)
    {
        for (int c = 0; c < cells; ++c)
            for (unsigned v = 0; v < 256; ++v)
                if ((v >> (c % 8)) & 1)
                    m_byte[std::size_t(c / 8)][v] |= 1u << to[std::size_t(c)];
    }
    std::uint32_t operator()(std::uint32_t cells) const
    {
        return m_byte[0][cells & 255] | m_byte[1][(cells >> 8) & 255] | m_byte[2][(cells >> 16) & 255] |
               m_byte[3][cells >> 24];
    }

private:
    std::array<std::array<std::uint32_t, 256>, 4> m_byte{};
};

} // namespace core::layered::inline PUZZLESCOPE_LAYERED_ISA
