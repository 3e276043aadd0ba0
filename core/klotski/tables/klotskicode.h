#pragma once
// The pieces of the folded table's walk (klotskifold.h): a board's code of 4 bits a cell, the
// patterns that move a piece in it, and the boards met with their open-addressed index. Only
// klotskifold.cpp includes it.

#include "klotski/board/klotskidomain.h"
#include "search/memoryestimate.h"

#include <array>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

namespace core {

bool klotskiFolds(const KlotskiDomain &d); // klotskifold.h

namespace klotskicode {


// A board's code: 4 bits a cell (klotskifold.h), in W words of 16 cells.
template <int W>
struct Code {
    std::array<std::uint64_t, W> w{};
    Code &operator^=(const Code &o)
    {
        for (int i = 0; i < W; ++i)
            w[std::size_t(i)] ^= o.w[std::size_t(i)];
        return *this;
    }
    bool operator==(const Code &o) const
    {
        std::uint64_t diff = 0;
        for (int i = 0; i < W; ++i)
            diff |= w[std::size_t(i)] ^ o.w[std::size_t(i)];
        return diff == 0;
    }
    bool operator<(const Code &o) const
    {
        for (int i = 0; i < W; ++i)
            if (w[std::size_t(i)] != o.w[std::size_t(i)])
                return w[std::size_t(i)] < o.w[std::size_t(i)];
        return false;
    }
    Code operator&(const Code &o) const
    {
        Code r;
        for (int i = 0; i < W; ++i)
            r.w[std::size_t(i)] = w[std::size_t(i)] & o.w[std::size_t(i)];
        return r;
    }
    void setNibble(int cell, int v) { w[std::size_t(cell >> 4)] |= std::uint64_t(v) << ((cell & 15) * 4); }
    std::uint64_t hash() const
    {
        std::uint64_t h = 0;
        for (int i = 0; i < W; ++i)
            h = (h ^ w[std::size_t(i)]) * 0x9E3779B97F4A7C15ull;
        return h;
    }
};

// The patterns of a box: each class's piece at each top-left cell, as a code and as its
// mirror image's code, and the cells its one-step moves from there would cover.
template <int W>
class Coder {
public:
    explicit Coder(const KlotskiDomain &d) : m_d(d), m_cells(d.width() * d.height())
    {
        m_fold = klotskiFolds(d);
        const std::size_t n = std::size_t(d.classes()) * 64;
        m_pat.resize(n);
        m_mirror.resize(n);
        m_halo.resize(n);
        for (int c = 0; c < d.classes(); ++c)
            for (int a = 0; a < m_cells; ++a) {
                const std::size_t at = std::size_t(c) * 64 + std::size_t(a);
                if (d.cover(c, a) == 0)
                    continue;
                m_pat[at] = pattern(c, d.cover(c, a));
                const int x = a % d.width(), y = a / d.width();
                const int mx = d.width() - x - d.classWidth(c);
                m_mirror[at] = pattern(c, d.cover(c, y * d.width() + mx));
                const int steps[4][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
                for (const auto &step : steps) {
                    const int nx = x + step[0], ny = y + step[1];
                    if (nx >= 0 && ny >= 0 && nx < d.width() && ny < d.height())
                        m_halo[at] |= d.cover(c, ny * d.width() + nx); // 0 where the piece does not fit
                }
                m_halo[at] &= ~d.cover(c, a);
            }
        m_width = d.width();
        for (int y = 0; y < d.height(); ++y) {
            m_firstColumn |= std::uint64_t(1) << (y * d.width());
            m_lastColumn |= std::uint64_t(1) << (y * d.width() + d.width() - 1);
        }
        for (int c = 0; c < d.classes(); ++c) {
            for (int a = 0; a < m_cells; ++a)
                if (d.cover(c, a))
                    m_anchors[std::size_t(c)] |= std::uint64_t(1) << a;
            for (int dy = 0; dy < d.classHeight(c); ++dy)
                for (int dx = 0; dx < d.classWidth(c); ++dx)
                    m_shape[std::size_t(c)].push_back(dy * d.width() + dx);
        }
        for (int c = 0; c < d.classes(); ++c)
            for (int k = 0; k < d.classCount(c); ++k)
                m_pieceClass.push_back(std::uint8_t(c));
        for (std::uint64_t t = d.targetCells(); t; t &= t - 1)
            m_goalMask.setNibble(std::countr_zero(t), 15);
        m_goalPat = m_pat[std::size_t(d.targetAnchor())];
    }

    bool folds() const { return m_fold; }
    const Code<W> &pat(int c, int a) const { return m_pat[std::size_t(c) * 64 + std::size_t(a)]; }
    const Code<W> &mirror(int c, int a) const { return m_mirror[std::size_t(c) * 64 + std::size_t(a)]; }
    bool isGoal(const Code<W> &k) const { return (k & m_goalMask) == m_goalPat; }

    // The pieces in a fixed order (by class, then by their top-left cells on the start), each
    // board keeping one byte a piece: its top-left cell.
    int pieces() const { return int(m_pieceClass.size()); }
    void anchorsOf(const KlotskiState &s, std::uint8_t *out) const
    {
        int p = 0;
        for (int c = 0; c < m_d.classes(); ++c)
            for (std::uint64_t as = s.anchors[std::size_t(c)]; as; as &= as - 1)
                out[p++] = std::uint8_t(std::countr_zero(as));
    }
    Code<W> encode(const KlotskiState &s) const
    {
        Code<W> k, m;
        for (int c = 0; c < m_d.classes(); ++c)
            for (std::uint64_t as = s.anchors[std::size_t(c)]; as; as &= as - 1) {
                k ^= pat(c, std::countr_zero(as));
                m ^= mirror(c, std::countr_zero(as));
            }
        return canonical(k, m);
    }
    Code<W> canonical(const Code<W> &k, const Code<W> &m) const { return m_fold && m < k ? m : k; }

    // Calls f(child's code, piece, its new top-left cell) for each board one move from the board
    // whose pieces are at `anchors`.
    template <class F>
    void forEachChild(const std::uint8_t *anchors, F &&f) const
    {
        const int n = pieces();
        std::uint64_t occ = 0;
        Code<W> k, m;
        for (int p = 0; p < n; ++p) {
            const int c = m_pieceClass[std::size_t(p)], a = anchors[p];
            occ |= m_d.cover(c, a);
            k ^= pat(c, a);
            if (m_fold)
                m ^= mirror(c, a);
        }
        // The pieces with an empty cell beside them: the others cannot move.
        std::uint64_t movable = 0;
        for (int p = 0; p < n; ++p)
            movable |= std::uint64_t((m_halo[std::size_t(m_pieceClass[std::size_t(p)]) * 64 + anchors[p]] & ~occ) != 0) << p;
        for (; movable; movable &= movable - 1) {
            const int p = std::countr_zero(movable);
            const int c = m_pieceClass[std::size_t(p)], a = anchors[p];
            // The top-left cells where the piece would fit, then those joined to a by steps
            // through them, grown a step at a time.
            const std::uint64_t freeCells = ~occ | m_d.cover(c, a);
            std::uint64_t fits = m_anchors[std::size_t(c)];
            for (const int shift : m_shape[std::size_t(c)])
                fits &= freeCells >> shift;
            std::uint64_t seen = std::uint64_t(1) << a;
            for (;;) {
                const std::uint64_t grown = (((seen & ~m_firstColumn) >> 1) | ((seen & ~m_lastColumn) << 1)
                                             | (seen >> m_width) | (seen << m_width)) & fits & ~seen;
                if (grown == 0)
                    break;
                seen |= grown;
            }
            for (std::uint64_t d = seen & ~(std::uint64_t(1) << a); d; d &= d - 1) {
                const int b = std::countr_zero(d);
                Code<W> child = k;
                child ^= pat(c, a);
                child ^= pat(c, b);
                if (m_fold) {
                    Code<W> mc = m;
                    mc ^= mirror(c, a);
                    mc ^= mirror(c, b);
                    f(canonical(child, mc), p, b);
                } else {
                    f(child, p, b);
                }
            }
        }
    }

private:
    Code<W> pattern(int c, std::uint64_t cells) const
    {
        Code<W> k;
        for (; cells; cells &= cells - 1)
            k.setNibble(std::countr_zero(cells), c + 1);
        return k;
    }

    const KlotskiDomain &m_d;
    int m_cells;
    bool m_fold = false;
    std::vector<Code<W>> m_pat, m_mirror;
    std::vector<std::uint8_t> m_pieceClass;
    int m_width = 0;
    std::uint64_t m_firstColumn = 0, m_lastColumn = 0;
    std::array<std::uint64_t, KlotskiMaxClasses> m_anchors{}; // where a class's piece fits in the box
    std::array<std::vector<int>, KlotskiMaxClasses> m_shape;  // its cells' offsets from its top-left
    std::vector<std::uint64_t> m_halo; // the cells a piece's one-step moves would cover, its own left out
    Code<W> m_goalMask, m_goalPat;
};

// The boards met, in order, and an open-addressed index of them (slot: index + 1, 0 empty).
template <int W>
class Boards {
public:
    Boards() { m_slots.assign(std::size_t(1) << 12, 0); }
    std::size_t size() const { return m_codes.size(); }
    const Code<W> &operator[](std::size_t i) const { return m_codes[i]; }
    // The board's index, and whether it was new.
    std::pair<std::uint32_t, bool> insert(const Code<W> &k)
    {
        if (2 * (m_codes.size() + 1) > m_slots.size())
            grow();
        std::size_t s = slotOf(k);
        while (m_slots[s] != 0) {
            if (m_codes[m_slots[s] - 1] == k)
                return {m_slots[s] - 1, false};
            s = (s + 1) & (m_slots.size() - 1);
        }
        m_codes.push_back(k);
        m_slots[s] = std::uint32_t(m_codes.size());
        return {std::uint32_t(m_codes.size() - 1), true};
    }
    // The board's index, or -1.
    std::int64_t find(const Code<W> &k) const
    {
        for (std::size_t s = slotOf(k); m_slots[s] != 0; s = (s + 1) & (m_slots.size() - 1))
            if (m_codes[m_slots[s] - 1] == k)
                return m_slots[s] - 1;
        return -1;
    }
    // What they hold, counting the arrays the next `adding` boards may grow into.
    std::size_t bytes(std::size_t adding) const
    {
        std::size_t slots = m_slots.capacity() * sizeof(std::uint32_t);
        if (2 * (m_codes.size() + adding) > m_slots.size())
            slots *= 3;
        return vectorBytes(m_codes, adding) + slots;
    }

private:
    std::size_t slotOf(const Code<W> &k) const { return std::size_t(k.hash() >> m_shift); }
    void grow()
    {
        m_slots.assign(m_slots.size() * 2, 0);
        --m_shift;
        for (std::uint32_t i = 0; i < m_codes.size(); ++i) {
            std::size_t s = slotOf(m_codes[i]);
            while (m_slots[s] != 0)
                s = (s + 1) & (m_slots.size() - 1);
            m_slots[s] = i + 1;
        }
    }

    std::vector<Code<W>> m_codes;
    std::vector<std::uint32_t> m_slots;
    int m_shift = 64 - 12;
};

} // namespace klotskicode

} // namespace core
