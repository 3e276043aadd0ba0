#include "sliding/pdb/smallpdbbuilder.h"

#include "sliding/pdb/cellmasks.h"
#include "storage/largetable.h"
#include "common/ranking.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>

namespace core {

namespace {

constexpr std::uint8_t Unreached = 0xFF;
constexpr int Block = 16; // distance bytes per placement, one per blank cell

class Builder {
public:
    Builder(const SlidingBoard &goal, const std::vector<int> &tiles, std::stop_token cancel,
            const std::function<void(double)> &progress)
        : m_grid(goal.size), m_goal(goal), m_k(int(tiles.size())), m_tiles(tiles), m_cancel(cancel),
          m_progress(progress), m_space(std::uint64_t(1) << (4 * m_k)),
          m_total(arrangements(m_grid.n, m_k) * std::uint64_t(m_grid.n - m_k))
    {
    }

    bool run(std::vector<std::uint8_t> &table)
    {
        if (!allocate())
            return false;
        seedGoal();
        for (int cost = 0; cost < Unreached - 1; ++cost) {
            bool found = false;
            if (!layer(cost, found))
                return false;
            if (!found)
                break;
        }
        table.assign(arrangements(m_grid.n, m_k), Unreached);
        std::uint64_t rank = 0;
        return compact(0, 0, 0, table, rank);
    }

private:
    bool cancelled() const { return m_cancel.stop_requested(); }
    // Tile i's 4 bits in a placement index: the last tile lowest, so that compact() walking
    // the ranks in order (the last tile's digit fastest) reads the distances nearly in order.
    int shiftOf(int i) const { return 4 * (m_k - 1 - i); }

    bool allocate()
    {
        const std::uint64_t bytes = m_space * Block;
        m_dist = LargeTable(bytes);
        m_flags = LargeTable(m_space);
        // A slice at a time, so that a cancel is heard while ~256 MiB are being cleared.
        constexpr std::uint64_t Slice = std::uint64_t(1) << 22;
        for (std::uint64_t from = 0; from < bytes; from += Slice) {
            if (cancelled())
                return false;
            std::memset(m_dist.data() + from, Unreached, std::min(Slice, bytes - from));
            if (from < m_space)
                std::memset(m_flags.data() + from, 0, std::min(Slice, m_space - from));
        }
        return true;
    }

    void seedGoal()
    {
        const auto goalPos = m_goal.positions();
        std::uint64_t p = 0;
        std::uint32_t occupied = 0;
        for (int i = 0; i < m_k; ++i) {
            const int c = goalPos[std::size_t(m_tiles[std::size_t(i)])];
            p |= std::uint64_t(c) << shiftOf(i);
            occupied |= 1u << c;
        }
        setRegion(p, m_grid.region(goalPos[0], m_grid.all & ~occupied), 0);
    }

    void setRegion(std::uint64_t p, std::uint32_t region, int cost)
    {
        std::uint8_t *block = m_dist.data() + p * Block;
        for (; region; region &= region - 1)
            block[__builtin_ctz(region)] = std::uint8_t(cost);
        m_flags[p] |= std::uint8_t(1u << (cost & 1));
    }

    // Expands every state at `cost`: the placements whose flag for this parity is set.
    bool layer(int cost, bool &found)
    {
        const std::uint8_t bit = std::uint8_t(1u << (cost & 1));
        const std::uint64_t wordMask = 0x0101010101010101ull * bit;
        for (std::uint64_t p = 0; p < m_space; p += 8) {
            if ((p & 0xFFFF) == 0 && cancelled())
                return false;
            std::uint64_t word;
            std::memcpy(&word, m_flags.data() + p, 8); // m_space is a multiple of 16
            if (!(word & wordMask))
                continue;
            for (std::uint64_t q = p; q < p + 8; ++q)
                if (m_flags[q] & bit) {
                    m_flags[q] = std::uint8_t(m_flags[q] & ~bit);
                    found = true;
                    if (!expand(q, cost))
                        return false;
                }
        }
        return true;
    }

    bool expand(std::uint64_t p, int cost)
    {
        std::uint32_t occupied = 0;
        std::array<int, Block> tileAt{};
        for (int i = 0; i < m_k; ++i) {
            const int c = int((p >> shiftOf(i)) & 15);
            occupied |= 1u << c;
            tileAt[std::size_t(c)] = i;
        }
        // First the successors, each distance line asked for at once (the reads are random over
        // a large table: overlapping their misses is most of the speed), then the updates.
        struct Successor {
            std::uint64_t next;
            std::uint8_t blank, tile;
        };
        std::array<Successor, Block * 4> succ;
        int count = 0;
        const std::uint8_t *block = m_dist.data() + p * Block;
        for (int b = 0; b < m_grid.n; ++b) {
            if (block[b] != cost)
                continue;
            if ((++m_done & 8191) == 0) {
                if (cancelled())
                    return false;
                if (m_progress)
                    m_progress(double(m_done) / double(m_total));
            }
            for (int t : m_grid.neighbour[std::size_t(b)]) {
                if (t < 0 || !(occupied & (1u << t)))
                    continue;
                // The pattern tile at t slides into the blank's cell b; the blank is then at t.
                const int shift = shiftOf(tileAt[std::size_t(t)]);
                const std::uint64_t next = p - (std::uint64_t(t) << shift) + (std::uint64_t(b) << shift);
                __builtin_prefetch(m_dist.data() + next * Block);
                succ[std::size_t(count++)] = {next, std::uint8_t(b), std::uint8_t(t)};
            }
        }
        for (int i = 0; i < count; ++i) {
            const auto [next, b, t] = succ[std::size_t(i)];
            if (m_dist[next * Block + t] != Unreached)
                continue; // its whole region is set already, at this cost + 1 or less
            const std::uint32_t empty = m_grid.all & ~(occupied ^ (1u << t) ^ (1u << b));
            setRegion(next, m_grid.region(t, empty), cost + 1);
        }
        return true;
    }

    // Writes the table in rankPartial's order: tile 0 is the most significant digit and each
    // digit counts free cells from low to high, so nested loops meet ranks 0, 1, 2, ...
    // False when cancelled (checked per choice of the first two tiles, every few ms).
    bool compact(int i, std::uint32_t used, std::uint64_t p, std::vector<std::uint8_t> &table, std::uint64_t &rank) const
    {
        if (i == m_k) {
            const std::uint8_t *block = m_dist.data() + p * Block;
            table[rank++] = *std::min_element(block, block + m_grid.n);
            return true;
        }
        if (i < 2 && cancelled())
            return false;
        for (int c = 0; c < m_grid.n; ++c)
            if (!(used & (1u << c)) && !compact(i + 1, used | (1u << c), p | (std::uint64_t(c) << shiftOf(i)), table, rank))
                return false;
        return true;
    }

    CellMasks m_grid;
    const SlidingBoard &m_goal;
    int m_k;
    const std::vector<int> &m_tiles;
    std::stop_token m_cancel;
    const std::function<void(double)> &m_progress;
    std::uint64_t m_space;
    std::uint64_t m_total;
    std::uint64_t m_done = 0;
    LargeTable m_dist;
    LargeTable m_flags;
};

} // namespace

bool SmallPdbBuilder::build(const SlidingBoard &goal, const std::vector<int> &tiles, std::vector<std::uint8_t> &table,
                            std::stop_token cancel, const std::function<void(double)> &progress)
{
    return Builder(goal, tiles, cancel, progress).run(table);
}

} // namespace core
