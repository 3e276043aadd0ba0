#pragma once
// LayeredBuilder: LayeredPdbBuilder's search (see layeredpdbbuilder.h for how it works), for
// one mask width; included by layeredpdbbuilder.cpp only.

#include "sliding/pdb/layered/layeredpdbbuilder.h"
#include "sliding/pdb/layered/placementcoder.h"
#include "sliding/pdb/cellmasks.h"
#include "search/workers.h"

#include "common/ranking.h"

#include <algorithm>
#include <array>
#include <atomic>

namespace core::layered::inline PUZZLESCOPE_LAYERED_ISA {

constexpr std::uint64_t ChunkWords = 256; // frontier words a thread takes at a time (16,384 placements)
constexpr int ChunksPerReport = 64;
// Successors wait this many others behind their prefetch before they are read: the reads are
// random over up to 519 MB, and keeping many of their misses in flight is most of the speed.
constexpr int PrefetchDepth = 96;
constexpr int RingSize = 128; // a power of two above PrefetchDepth
constexpr int MaxCost = 0xFE;

inline std::uint64_t frontierWords(std::uint64_t placements) { return (placements + 63) / 64; }
inline int maskBytes(int emptyCells) { return emptyCells <= 8 ? 1 : emptyCells <= 16 ? 2 : 4; }
// Every nibble from "delta + 1" to delta, a slice at a time so that a cancel is heard while
// 259 MB are rewritten; false when it was. A nibble still 0 would be a placement never
// reached, which a connected board does not have; it stays 0 (the Manhattan distance, a lower
// bound).
bool finishNibbles(LargeTable &packed, std::stop_token cancel, const std::function<void(double)> &progress);

// Mask: a placement's reached empty cells, a bit each in cell order (uint8_t for at most 8
// empty cells, uint16_t for at most 16, else uint32_t).
template <class Mask>
class Builder {
public:
    Builder(const SlidingBoard &goal, const std::vector<int> &tiles, std::stop_token cancel,
            const std::function<void(double)> &progress, int threads,
            const std::optional<LayeredPdbBuilder::Mirror> &mirror)
        : m_grid(goal.size), m_goal(goal), m_tiles(tiles), m_k(int(tiles.size())), m_cancel(cancel),
          m_progress(progress), m_threads(int(threadCount(unsigned(std::max(0, threads))))),
          m_placements(arrangements(m_grid.n, m_k)), m_words(frontierWords(m_placements)),
          m_coder(m_grid.n, m_k), m_mirror(mirror)
    {
        const auto goalPos = goal.positions();
        for (int i = 0; i < m_k; ++i) {
            const int g = goalPos[std::size_t(tiles[std::size_t(i)])];
            for (int c = 0; c < m_grid.n; ++c)
                m_manhattan[std::size_t(i)][std::size_t(c)] = std::uint8_t(cellDistance(goal.size, g, c));
        }
        if (m_mirror)
            m_cellImage = CellImage(m_grid.n, m_mirror->cell);
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
        if (m_stopped || !finishNibbles(packed, m_cancel, m_progress)) {
            packed = {};
            return false;
        }
        return true;
    }

private:
    using Cells = PlacementCoder::Cells;
    struct Successor {
        std::uint32_t placement;
        int slot; // the blank's cell among the empty ones
        int blank;
        std::uint32_t empty;
    };
    // One thread's successors waiting for their prefetched masks, first in first out, and the
    // placement it expanded last.
    struct Pending {
        std::array<Successor, RingSize> ring;
        unsigned head = 0, tail = 0;
        PlacementCoder::Unranked unranked;
    };

    bool cancelled() const { return m_cancel.stop_requested(); }
    Mask *masks() const { return m_masks; }
    std::uint64_t *frontier(int cost) const { return m_frontierBits[std::size_t(cost & 1)]; }

    // The bits (one per empty cell, in cell order) of a region's cells.
    static Mask bitsOf(std::uint32_t region, std::uint32_t empty) { return Mask(gatherCells(region, empty)); }

    void reach(std::uint32_t placement, Mask bits, int cost)
    {
        std::atomic_ref<Mask>(masks()[placement]).fetch_or(bits, std::memory_order_relaxed);
        std::atomic_ref<std::uint64_t>(frontier(cost)[placement / 64])
            .fetch_or(std::uint64_t(1) << (placement % 64), std::memory_order_relaxed);
    }

    // The goal placement is its own image under the mirror: it is where the search starts either
    // way.
    void seedGoal()
    {
        const auto goalPos = m_goal.positions();
        std::uint8_t pos[PlacementCoder::MaxCells];
        std::uint32_t occupied = 0;
        for (int i = 0; i < m_k; ++i) {
            pos[i] = std::uint8_t(goalPos[std::size_t(m_tiles[std::size_t(i)])]);
            occupied |= 1u << pos[i];
        }
        const std::uint32_t empty = m_grid.all & ~occupied;
        reach(m_coder.rank(pos), bitsOf(m_grid.region(goalPos[0], empty), empty), 0);
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

    void push(Pending &pending, int cost, std::uint32_t placement, int blank, std::uint32_t empty)
    {
        if (pending.tail - pending.head == PrefetchDepth)
            settle(pending.ring[pending.head++ % RingSize], cost + 1);
        Successor &s = pending.ring[pending.tail++ % RingSize];
        s.placement = placement;
        s.slot = countCells(empty & ((1u << blank) - 1));
        s.blank = blank;
        s.empty = empty;
        __builtin_prefetch(&masks()[placement]);
    }

    // Sets placement p's entry from cost unless an earlier layer did; true when this one did.
    bool settleEntry(std::uint32_t p, int delta)
    {
        const int shift = int(p & 1) * 4;
        std::atomic_ref<std::uint8_t> entry(m_table[p / 2]);
        if ((entry.load(std::memory_order_relaxed) >> shift) & 15)
            return false;
        entry.fetch_or(std::uint8_t((delta + 1) << shift), std::memory_order_relaxed);
        return true;
    }

    // Expands every reached region of placement p; returns how many entries this set (p's and
    // its image's, the first time a layer expands p).
    int expand(std::uint32_t p, int cost, Pending &pending)
    {
        const std::uint32_t occupied = m_coder.unrank(p, pending.unranked);
        const std::uint8_t *pos = pending.unranked.pos.data();
        const std::uint32_t empty = m_grid.all & ~occupied;
        const unsigned mask = std::atomic_ref<Mask>(masks()[p]).load(std::memory_order_relaxed);
        Cells tileAt, imageTileAt; // the tile on each cell here, and on the image of p
        tileAt.fill(PlacementCoder::NoTile);
        int manhattan = 0;
        for (int i = 0; i < m_k; ++i) {
            tileAt[pos[i]] = std::uint8_t(i);
            manhattan += m_manhattan[std::size_t(i)][pos[i]];
        }
        std::uint32_t image = p; // the image's rank
        if (m_mirror) {
            imageTileAt.fill(PlacementCoder::NoTile);
            std::uint8_t imagePos[PlacementCoder::MaxCells];
            for (int i = 0; i < m_k; ++i) {
                const std::uint8_t c = m_mirror->cell[pos[i]], t = m_mirror->tile[std::size_t(i)];
                imagePos[t] = c;
                imageTileAt[c] = t;
            }
            image = m_coder.rank(imagePos);
        }
        // The reached empty cells: those whose slot bit is set.
        std::uint32_t reachedCells = scatterCells(mask, empty);
        for (; reachedCells; reachedCells &= reachedCells - 1) {
            const int b = __builtin_ctz(reachedCells);
            for (std::uint32_t movers = m_grid.adjacent[std::size_t(b)] & occupied; movers; movers &= movers - 1) {
                // The pattern tile at t slides into the blank's cell b; the blank is then at t.
                const int t = __builtin_ctz(movers);
                const unsigned i = tileAt[std::size_t(t)];
                const std::uint32_t next = p + m_coder.rankChange(tileAt, i, t, b);
                const std::uint32_t nextEmpty = empty ^ (1u << b) ^ (1u << t);
                if (m_mirror) {
                    const int mt = m_mirror->cell[std::size_t(t)], mb = m_mirror->cell[std::size_t(b)];
                    const std::uint32_t nextImage =
                        image + m_coder.rankChange(imageTileAt, m_mirror->tile[i], mt, mb);
                    if (nextImage < next) {
                        push(pending, cost, nextImage, mt, m_cellImage(nextEmpty));
                        continue;
                    }
                }
                push(pending, cost, next, t, nextEmpty);
            }
        }
        const int delta = std::min((cost - manhattan) / 2, LayeredPdbBuilder::MaxBuiltDelta);
        if (!settleEntry(p, delta))
            return 0;
        return image != p && settleEntry(image, delta) ? 2 : 1;
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
    PlacementCoder m_coder;
    std::optional<LayeredPdbBuilder::Mirror> m_mirror; // a copy: the caller's may be a temporary
    CellImage m_cellImage;
    // The Manhattan distance of pattern tile i on each cell from its goal cell.
    std::array<Cells, PlacementCoder::MaxCells> m_manhattan{};
    LargeTable m_reached;                 // a Mask per placement
    std::array<LargeTable, 2> m_frontier; // a bit per placement, for even and odd costs
    Mask *m_masks = nullptr;
    std::array<std::uint64_t *, 2> m_frontierBits{};
    std::uint8_t *m_table = nullptr;      // the packed result, two nibbles a byte
    std::atomic<std::uint64_t> m_reachedPlacements{0};
    std::atomic<bool> m_stopped{false};
};

} // namespace core::layered::inline PUZZLESCOPE_LAYERED_ISA
