#include "pdb/layeredpdbbuilder.h"
#include "search/workers.h"

#include "pdb/cellmasks.h"
#include "common/cellcount.h"
#include "common/ranking.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <thread>

namespace core {

namespace {

constexpr std::uint64_t ChunkWords = 256; // frontier words a thread takes at a time (16,384 placements)
constexpr int ChunksPerReport = 64;
// Successors wait this many others behind their prefetch before they are read: the reads are
// random over up to 519 MB, and keeping many of their misses in flight is most of the speed.
constexpr int PrefetchDepth = 96;
constexpr int RingSize = 128; // a power of two above PrefetchDepth
constexpr int MaxCost = 0xFE;

std::uint64_t frontierWords(std::uint64_t placements) { return (placements + 63) / 64; }
int maskBytes(int emptyCells) { return emptyCells <= 8 ? 1 : emptyCells <= 16 ? 2 : 4; }
// A placement's digits come from multiplications (Lemire's fastmod), not divisions.
__extension__ typedef unsigned __int128 Wide;
constexpr std::uint8_t NoTile = 0xFF; // the "tile" on an empty cell

// Mask: a placement's reached empty cells, a bit each in cell order (uint8_t for at most 8
// empty cells, uint16_t for at most 16, else uint32_t).
template <class Mask>
class Builder {
public:
    Builder(const SlidingBoard &goal, const std::vector<int> &tiles, std::stop_token cancel,
            const std::function<void(double)> &progress, int threads)
        : m_grid(goal.size), m_goal(goal), m_tiles(tiles), m_k(int(tiles.size())), m_cancel(cancel),
          m_progress(progress), m_threads(int(threadCount(unsigned(std::max(0, threads))))),
          m_placements(arrangements(m_grid.n, m_k)), m_words(frontierWords(m_placements))
    {
        std::uint32_t w = 1; // at most the placements' count, under 2^32 (fits())
        for (int i = m_k - 1; i >= 0; --i) {
            m_weight[std::size_t(i)] = w;
            w *= std::uint32_t(m_grid.n - i);
            m_inverse[std::size_t(i)] = ~std::uint64_t(0) / std::uint64_t(m_grid.n - i) + 1;
        }
        const auto goalPos = goal.positions();
        for (int i = 0; i < m_k; ++i) {
            const int g = goalPos[std::size_t(tiles[std::size_t(i)])];
            for (int c = 0; c < m_grid.n; ++c)
                m_manhattan[std::size_t(i)][std::size_t(c)] = std::uint8_t(cellDistance(goal.size, g, c));
        }
    }

    bool run(LargeTable &packed)
    {
        if (cancelled())
            return false;
        m_reached = LargeTable::zeroed(m_placements * sizeof(Mask));
        m_masks = reinterpret_cast<Mask *>(m_reached.data());
        for (std::size_t i = 0; i < 2; ++i) {
            m_frontier[i] = LargeTable::zeroed(m_words * 8);
            m_frontierBits[i] = reinterpret_cast<std::uint64_t *>(m_frontier[i].data());
        }
        packed = LargeTable::zeroed((m_placements + 1) / 2);
        m_table = packed.data();
        seedGoal();
        for (int cost = 0; cost < MaxCost; ++cost)
            if (!layer(cost))
                break;
        m_reached = {};
        m_frontier = {};
        if (m_stopped || !finish(packed)) {
            packed = {};
            return false;
        }
        return true;
    }

private:
    struct Successor {
        std::uint32_t placement;
        int slot;     // the blank's cell among the empty ones
        int blank;
        std::uint32_t empty;
    };
    // The placement a thread expanded last, unranked: the next one (a little further on in the
    // scan) usually differs in its last digits only, so only their tiles are placed again.
    struct Unranked {
        std::array<std::uint8_t, LayeredPdbBuilder::MaxCells> digits{};
        std::array<std::uint8_t, LayeredPdbBuilder::MaxCells> pos{};
        std::array<std::uint32_t, LayeredPdbBuilder::MaxCells + 1> before{}; // cells of tiles 0..i-1
        bool valid = false;
    };
    // One thread's successors waiting for their prefetched masks, first in first out, and the
    // placement it expanded last.
    struct Pending {
        std::array<Successor, RingSize> ring;
        unsigned head = 0, tail = 0;
        Unranked unranked;
    };

    // Every nibble from "delta + 1" to delta, a slice at a time so that a cancel is heard
    // while 259 MB are rewritten. A nibble still 0 would be a placement never reached, which a
    // connected board does not have; it stays 0 (the Manhattan distance, a lower bound).
    bool finish(LargeTable &packed) const
    {
        constexpr std::uint64_t Slice = std::uint64_t(1) << 22;
        std::uint8_t *t = packed.data();
        const std::uint64_t bytes = packed.size();
        for (std::uint64_t from = 0; from < bytes; from += Slice) {
            if (cancelled())
                return false;
            const std::uint64_t to = std::min(bytes, from + Slice);
            for (std::uint64_t i = from; i < to; ++i) {
                const unsigned lo = t[i] & 15u, hi = t[i] >> 4;
                t[i] = std::uint8_t((lo ? lo - 1 : 0) | (hi ? hi - 1 : 0) << 4);
            }
        }
        if (m_progress)
            m_progress(1.0);
        return true;
    }

    bool cancelled() const { return m_cancel.stop_requested(); }
    Mask *masks() const { return m_masks; }
    std::uint64_t *frontier(int cost) const { return m_frontierBits[std::size_t(cost & 1)]; }

    std::uint32_t rank(const std::uint8_t *pos) const
    {
        std::uint32_t used = 0, r = 0;
        for (int i = 0; i < m_k; ++i) {
            const unsigned p = pos[i];
            r = r * std::uint32_t(m_grid.n - i) + (p - unsigned(cellCount(used & ((1u << p) - 1))));
            used |= 1u << p;
        }
        return r;
    }

    // Unranks r into u (the tiles' cells, and the cells of the tiles before each), placing
    // again only the tiles from the first digit that differs from u's last placement; returns
    // the pattern's cells.
    std::uint32_t unrank(std::uint32_t r, Unranked &u) const
    {
        std::array<std::uint8_t, LayeredPdbBuilder::MaxCells> digits;
        for (int i = m_k - 1; i >= 0; --i) {
            const auto q = std::uint32_t((Wide(m_inverse[std::size_t(i)]) * r) >> 64);
            digits[std::size_t(i)] = std::uint8_t(r - q * std::uint32_t(m_grid.n - i));
            r = q;
        }
        int from = 0;
        if (u.valid)
            while (from < m_k && digits[std::size_t(from)] == u.digits[std::size_t(from)])
                ++from;
        u.valid = true;
        for (int i = from; i < m_k; ++i) {
            std::uint32_t free = m_grid.all & ~u.before[std::size_t(i)];
            for (int s = digits[std::size_t(i)]; s > 0; --s)
                free &= free - 1;
            u.digits[std::size_t(i)] = digits[std::size_t(i)];
            u.pos[std::size_t(i)] = std::uint8_t(__builtin_ctz(free));
            u.before[std::size_t(i) + 1] = u.before[std::size_t(i)] | 1u << u.pos[std::size_t(i)];
        }
        return u.before[std::size_t(m_k)];
    }

    // The bits (one per empty cell, in cell order) of a region's cells.
    static Mask bitsOf(std::uint32_t region, std::uint32_t empty)
    {
        unsigned bits = 0;
        for (; region; region &= region - 1) {
            const int c = __builtin_ctz(region);
            bits |= 1u << cellCount(empty & ((1u << c) - 1));
        }
        return Mask(bits);
    }

    void reach(std::uint32_t placement, Mask bits, int cost)
    {
        std::atomic_ref<Mask>(masks()[placement]).fetch_or(bits, std::memory_order_relaxed);
        std::atomic_ref<std::uint64_t>(frontier(cost)[placement / 64])
            .fetch_or(std::uint64_t(1) << (placement % 64), std::memory_order_relaxed);
    }

    void seedGoal()
    {
        const auto goalPos = m_goal.positions();
        std::uint8_t pos[LayeredPdbBuilder::MaxCells];
        std::uint32_t occupied = 0;
        for (int i = 0; i < m_k; ++i) {
            pos[i] = std::uint8_t(goalPos[std::size_t(m_tiles[std::size_t(i)])]);
            occupied |= 1u << pos[i];
        }
        const std::uint32_t empty = m_grid.all & ~occupied;
        reach(rank(pos), bitsOf(m_grid.region(goalPos[0], empty), empty), 0);
    }

    // Expands every placement in this cost's frontier on all threads; false when there was
    // none (or the build stopped).
    bool layer(int cost)
    {
        std::atomic<std::uint64_t> nextChunk{0};
        std::atomic<bool> found{false};
        onThreads(unsigned(m_threads), [&](unsigned t) { scan(cost, nextChunk, found, t == 0); });
        if (m_progress && !m_stopped)
            m_progress(double(m_reachedPlacements.load(std::memory_order_relaxed)) / double(m_placements));
        return found && !m_stopped;
    }

    void scan(int cost, std::atomic<std::uint64_t> &nextChunk, std::atomic<bool> &found, bool reports)
    {
        // Only this layer's scan touches its frontier: the successors it finds go into the
        // other one (they have the other parity), so reading and clearing need no atomics.
        std::uint64_t *current = frontier(cost);
        std::uint64_t reached = 0;
        bool any = false;
        Pending pending;
        for (int chunks = 1;; ++chunks) {
            const std::uint64_t first = nextChunk.fetch_add(1) * ChunkWords;
            if (first >= m_words || m_stopped)
                break;
            if (cancelled()) {
                m_stopped = true;
                break;
            }
            const std::uint64_t end = std::min(m_words, first + ChunkWords);
            for (std::uint64_t w = first; w < end; ++w) {
                std::uint64_t bits = current[w];
                if (!bits)
                    continue;
                current[w] = 0;
                any = true;
                for (; bits; bits &= bits - 1)
                    reached += expand(std::uint32_t(w * 64 + std::uint64_t(__builtin_ctzll(bits))), cost, pending);
            }
            m_reachedPlacements.fetch_add(reached, std::memory_order_relaxed);
            reached = 0;
            if (reports && m_progress && chunks % ChunksPerReport == 0)
                m_progress(double(m_reachedPlacements.load(std::memory_order_relaxed)) / double(m_placements));
        }
        while (pending.head != pending.tail)
            settle(pending.ring[pending.head++ % RingSize], cost + 1);
        if (any)
            found = true;
    }

    // Reaches the successor's region at `cost` unless it was reached already.
    void settle(const Successor &s, int cost)
    {
        const Mask seen = std::atomic_ref<Mask>(masks()[s.placement]).load(std::memory_order_relaxed);
        if ((seen >> s.slot) & 1)
            return;
        reach(s.placement, bitsOf(m_grid.region(s.blank, s.empty), s.empty), cost);
    }

    // Expands every reached region of placement p; returns 1 when this is the first layer to
    // expand p (its table entry is set then), else 0.
    int expand(std::uint32_t p, int cost, Pending &pending)
    {
        const std::uint32_t occupied = unrank(p, pending.unranked);
        const std::uint8_t *pos = pending.unranked.pos.data();
        const std::uint32_t empty = m_grid.all & ~occupied;
        const unsigned mask = std::atomic_ref<Mask>(masks()[p]).load(std::memory_order_relaxed);
        std::array<std::uint8_t, LayeredPdbBuilder::MaxCells> tileAt;
        tileAt.fill(NoTile);
        int manhattan = 0;
        for (int i = 0; i < m_k; ++i) {
            tileAt[pos[i]] = std::uint8_t(i);
            manhattan += m_manhattan[std::size_t(i)][pos[i]];
        }
        // The reached empty cells: those whose slot bit is set.
        std::uint32_t reachedCells = 0;
        int j = 0;
        for (std::uint32_t e = empty; e; e &= e - 1, ++j)
            reachedCells |= ((mask >> j) & 1u) << __builtin_ctz(e);
        for (; reachedCells; reachedCells &= reachedCells - 1) {
            const int b = __builtin_ctz(reachedCells);
            for (std::uint32_t movers = m_grid.adjacent[std::size_t(b)] & occupied; movers; movers &= movers - 1) {
                // The pattern tile at t slides into the blank's cell b; the blank is then at t.
                // The rank changes (modulo 2^32, as the sum is in range) by its digit's change,
                // b - t less the earlier tiles on the cells between the two (a vertical move),
                // while each later tile between gains or loses the one it counted below it.
                const int t = __builtin_ctz(movers);
                const unsigned i = tileAt[std::size_t(t)];
                const std::uint32_t wi = m_weight[i];
                const std::uint32_t sign = b > t ? 1u : ~0u;
                std::uint32_t delta = std::uint32_t(b - t) * wi;
                for (int x = std::min(t, b) + 1; x < std::max(t, b); ++x) {
                    const unsigned l = tileAt[std::size_t(x)];
                    delta += sign * (l < i ? 0u - wi : m_weight[l]);
                }
                const std::uint32_t next = p + delta;
                const std::uint32_t nextEmpty = empty ^ (1u << b) ^ (1u << t);
                if (pending.tail - pending.head == PrefetchDepth)
                    settle(pending.ring[pending.head++ % RingSize], cost + 1);
                Successor &s = pending.ring[pending.tail++ % RingSize];
                s.placement = next;
                s.slot = cellCount(nextEmpty & ((1u << t) - 1));
                s.blank = t;
                s.empty = nextEmpty;
                __builtin_prefetch(&masks()[next]);
            }
        }
        const int shift = int(p & 1) * 4;
        std::atomic_ref<std::uint8_t> entry(m_table[p / 2]);
        if ((entry.load(std::memory_order_relaxed) >> shift) & 15)
            return 0;
        const int delta = std::min((cost - manhattan) / 2, LayeredPdbBuilder::MaxBuiltDelta);
        entry.fetch_or(std::uint8_t((delta + 1) << shift), std::memory_order_relaxed);
        return 1;
    }

    CellMasks m_grid;
    const SlidingBoard &m_goal;
    const std::vector<int> &m_tiles;
    int m_k;
    std::stop_token m_cancel;
    const std::function<void(double)> &m_progress;
    int m_threads;
    std::uint64_t m_placements;
    std::uint64_t m_words;
    // The rank's place value of each tile's digit: the product of the later digits' radices;
    // indexed by tile up to NoTile, 0 past the last tile.
    std::array<std::uint32_t, NoTile + 1> m_weight{};
    // 2^64 / the radix of each tile's digit, rounded up.
    std::array<std::uint64_t, LayeredPdbBuilder::MaxCells> m_inverse{};
    // The Manhattan distance of pattern tile i on each cell from its goal cell.
    std::array<std::array<std::uint8_t, LayeredPdbBuilder::MaxCells>, LayeredPdbBuilder::MaxCells> m_manhattan{};
    LargeTable m_reached;                 // a Mask per placement
    std::array<LargeTable, 2> m_frontier; // a bit per placement, for even and odd costs
    Mask *m_masks = nullptr;
    std::array<std::uint64_t *, 2> m_frontierBits{};
    std::uint8_t *m_table = nullptr;      // the packed result, two nibbles a byte
    std::atomic<std::uint64_t> m_reachedPlacements{0};
    std::atomic<bool> m_stopped{false};
};

} // namespace

bool LayeredPdbBuilder::fits(BoardSize size, std::size_t tiles)
{
    const int n = size.cells();
    return n <= MaxCells && tiles >= 1 && int(tiles) <= n - 2 && arrangements(n, int(tiles)) < (std::uint64_t(1) << 32);
}

std::uint64_t LayeredPdbBuilder::workingBytes(BoardSize size, std::size_t tiles)
{
    const int cells = size.cells(), k = int(tiles);
    const std::uint64_t placements = arrangements(cells, k);
    return placements * std::uint64_t(maskBytes(cells - k)) + 2 * frontierWords(placements) * 8;
}

bool LayeredPdbBuilder::build(const SlidingBoard &goal, const std::vector<int> &tiles, LargeTable &packed,
                              std::stop_token cancel, const std::function<void(double)> &progress, int threads)
{
    switch (maskBytes(goal.cells() - int(tiles.size()))) {
    case 1: return Builder<std::uint8_t>(goal, tiles, cancel, progress, threads).run(packed);
    case 2: return Builder<std::uint16_t>(goal, tiles, cancel, progress, threads).run(packed);
    default: return Builder<std::uint32_t>(goal, tiles, cancel, progress, threads).run(packed);
    }
}

} // namespace core
