#include "pdb/layeredpdbbuilder.h"

#include "pdb/cellmasks.h"
#include "common/ranking.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>
#include <new>
#include <thread>

namespace core {

namespace {

constexpr std::uint8_t Unreached = 0; // in the working table, which holds cost + 1
constexpr std::uint64_t LowBits = 0x5555555555555555ull; // the low bit of every 2-bit slot
constexpr std::uint64_t ChunkPlacements = std::uint64_t(1) << 14;
constexpr int ChunksPerReport = 64;
// Successors wait this many others behind their prefetch before they are read: the reads are
// random over up to 1 GB, and keeping many of their misses in flight is most of the speed.
constexpr int PrefetchDepth = 96;
constexpr int RingSize = 128; // a power of two above PrefetchDepth

// The cells set in a mask of at most 16 cells, without a library call: the target need not
// have a popcount instruction, and __builtin_popcount is then a call per use (a third of the time).
constexpr int cellCount(std::uint32_t x)
{
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return int((x + (x >> 8)) & 0x1Fu);
}
static_assert(cellCount(0xFFFF) == 16 && cellCount(0x8421) == 4 && cellCount(0) == 0);

// Zeroed memory from calloc: a large block comes straight from the system, already zero, so
// it costs nothing until used and a cancel right after the start is heard at once.
struct FreeDeleter {
    void operator()(void *p) const { std::free(p); }
};
template <class T>
std::unique_ptr<T[], FreeDeleter> zeroed(std::uint64_t count)
{
    void *p = std::calloc(count, sizeof(T));
    if (!p)
        throw std::bad_alloc();
    return std::unique_ptr<T[], FreeDeleter>(static_cast<T *>(p));
}

int strideFor(int emptyCells)
{
    int s = 2;
    while (s < 2 * emptyCells)
        s *= 2;
    return s;
}

class Builder {
public:
    Builder(const SlidingBoard &goal, const std::vector<int> &tiles, std::stop_token cancel,
            const std::function<void(double)> &progress, int threads)
        : m_grid(goal.size), m_goal(goal), m_tiles(tiles), m_k(int(tiles.size())), m_cancel(cancel),
          m_progress(progress), m_threads(threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()))),
          m_stride(strideFor(m_grid.n - m_k)), m_perWord(64 / m_stride),
          m_fieldMask(m_stride == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m_stride) - 1),
          m_placements(arrangements(m_grid.n, m_k)), m_words((m_placements + std::uint64_t(m_perWord) - 1) / std::uint64_t(m_perWord))
    {
        std::int64_t w = 1;
        for (int i = m_k - 1; i >= 0; --i) {
            m_weight[std::size_t(i)] = w;
            w *= m_grid.n - i;
        }
    }

    bool run(std::vector<std::uint8_t> &table)
    {
        if (cancelled())
            return false;
        m_states = zeroed<std::uint64_t>(m_words); // every state unseen
        m_table = zeroed<std::uint8_t>(m_placements);
        seedGoal();
        for (int cost = 0; cost < 0xFE; ++cost)
            if (!layer(cost))
                break;
        m_states.reset();
        return !m_stopped && copyOut(table);
    }

private:
    struct Successor {
        std::uint64_t word;
        int shift;    // of the state's slot in its word
        int field;    // of the placement's field in its word
        int blank;
        std::uint32_t empty;
    };
    // One thread's successors waiting for their prefetched words, first in first out.
    struct Pending {
        std::array<Successor, RingSize> ring;
        unsigned head = 0, tail = 0;
    };

    // The working table (cost + 1) into the result (cost), a slice at a time so that a cancel
    // is heard while 519 MB are copied.
    bool copyOut(std::vector<std::uint8_t> &table) const
    {
        constexpr std::uint64_t Slice = std::uint64_t(1) << 22;
        table.clear();
        table.reserve(m_placements);
        for (std::uint64_t from = 0; from < m_placements; from += Slice) {
            if (cancelled())
                return false;
            const std::uint64_t to = std::min(m_placements, from + Slice);
            table.resize(to);
            for (std::uint64_t i = from; i < to; ++i)
                table[i] = std::uint8_t(m_table[i] - 1); // an unreached placement gives 0xFF
        }
        if (m_progress)
            m_progress(1.0);
        return true;
    }

    bool cancelled() const { return m_cancel.stop_requested(); }
    std::atomic_ref<std::uint64_t> word(std::uint64_t i) const { return std::atomic_ref<std::uint64_t>(m_states[i]); }

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

    // How the rank changes when the tile on cell `from` moves to cell `to` (tileAt: -1 for
    // empty cells). Its digit changes by to - from, less the earlier tiles on cells between
    // the two; each later tile on a cell between gains or loses the one it counted below it.
    std::int64_t rankDelta(const std::array<int, LayeredPdbBuilder::MaxCells> &tileAt, int from, int to) const
    {
        const int i = tileAt[std::size_t(from)];
        const std::int64_t sign = to > from ? 1 : -1;
        std::int64_t delta = std::int64_t(to - from) * m_weight[std::size_t(i)];
        for (int x = std::min(from, to) + 1; x < std::max(from, to); ++x) {
            const int l = tileAt[std::size_t(x)];
            if (l < 0)
                continue;
            delta += l < i ? -sign * m_weight[std::size_t(i)] : sign * m_weight[std::size_t(l)];
        }
        return delta;
    }

    std::uint32_t unrank(std::uint32_t r, std::uint8_t *pos) const
    {
        std::uint8_t digits[LayeredPdbBuilder::MaxCells];
        for (int i = m_k - 1; i >= 0; --i) {
            const auto radix = std::uint32_t(m_grid.n - i);
            digits[i] = std::uint8_t(r % radix);
            r /= radix;
        }
        std::uint32_t occupied = 0;
        for (int i = 0; i < m_k; ++i) {
            std::uint32_t free = m_grid.all & ~occupied;
            for (int s = digits[i]; s > 0; --s)
                free &= free - 1;
            pos[i] = std::uint8_t(__builtin_ctz(free));
            occupied |= 1u << pos[i];
        }
        return occupied;
    }

    // The slots (2 bits per empty cell, in cell order) of a region, each set to `code`.
    static std::uint64_t slotsOf(std::uint32_t region, std::uint32_t empty, std::uint64_t code)
    {
        std::uint64_t bits = 0;
        for (; region; region &= region - 1) {
            const int c = __builtin_ctz(region);
            bits |= code << (2 * cellCount(empty & ((1u << c) - 1)));
        }
        return bits;
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
        const std::uint64_t p = rank(pos);
        const std::uint64_t slots = slotsOf(m_grid.region(goalPos[0], empty), empty, 1);
        m_states[p / std::uint64_t(m_perWord)] |= slots << (int(p % std::uint64_t(m_perWord)) * m_stride);
    }

    // Expands every state of this cost on all threads; false when none was found (or stopped).
    bool layer(int cost)
    {
        std::atomic<std::uint64_t> nextChunk{0};
        std::atomic<bool> found{false};
        std::vector<std::thread> helpers;
        for (int t = 1; t < m_threads; ++t)
            helpers.emplace_back([&] { scan(cost, nextChunk, found, false); });
        scan(cost, nextChunk, found, true);
        for (auto &h : helpers)
            h.join();
        if (m_progress && !m_stopped)
            m_progress(double(m_reached.load(std::memory_order_relaxed)) / double(m_placements));
        return found && !m_stopped;
    }

    void scan(int cost, std::atomic<std::uint64_t> &nextChunk, std::atomic<bool> &found, bool reports)
    {
        const std::uint64_t pattern = (cost & 1) ? LowBits << 1 : LowBits; // code 1 even, 2 odd
        const std::uint64_t nextCode = (cost & 1) ? 1 : 2;
        const std::uint64_t chunkWords = ChunkPlacements / std::uint64_t(m_perWord);
        std::uint64_t reached = 0;
        bool any = false;
        Pending pending;
        for (int chunks = 1;; ++chunks) {
            const std::uint64_t first = nextChunk.fetch_add(1) * chunkWords;
            if (first >= m_words || m_stopped)
                break;
            if (cancelled()) {
                m_stopped = true;
                break;
            }
            const std::uint64_t end = std::min(m_words, first + chunkWords);
            for (std::uint64_t w = first; w < end; ++w) {
                const std::uint64_t x = word(w).load(std::memory_order_relaxed) ^ pattern;
                const std::uint64_t match = ~(x | (x >> 1)) & LowBits;
                if (!match)
                    continue;
                any = true;
                for (int f = 0; f < m_perWord; ++f) {
                    const std::uint64_t slots = (match >> (f * m_stride)) & m_fieldMask;
                    if (slots)
                        reached += expand(w * std::uint64_t(m_perWord) + std::uint64_t(f), slots, cost, nextCode, pending);
                }
                word(w).fetch_or(match | (match << 1), std::memory_order_relaxed); // expanded
            }
            m_reached.fetch_add(reached, std::memory_order_relaxed);
            reached = 0;
            if (reports && m_progress && chunks % ChunksPerReport == 0)
                m_progress(double(m_reached.load(std::memory_order_relaxed)) / double(m_placements));
        }
        while (pending.head != pending.tail)
            settle(pending.ring[pending.head++ % RingSize], nextCode);
        if (any)
            found = true;
    }

    // Sets the successor's region to the next cost unless it was reached already.
    void settle(const Successor &s, std::uint64_t nextCode)
    {
        if ((word(s.word).load(std::memory_order_relaxed) >> s.shift) & 3)
            return;
        const std::uint64_t bits = slotsOf(m_grid.region(s.blank, s.empty), s.empty, nextCode);
        word(s.word).fetch_or(bits << s.field, std::memory_order_relaxed);
    }

    // Expands the states of placement p whose slots are set in `slots`; returns 1 when this is
    // the first layer to reach p (its table entry is set then), else 0.
    int expand(std::uint64_t p, std::uint64_t slots, int cost, std::uint64_t nextCode, Pending &pending)
    {
        std::uint8_t pos[LayeredPdbBuilder::MaxCells];
        const std::uint32_t occupied = unrank(std::uint32_t(p), pos);
        const std::uint32_t empty = m_grid.all & ~occupied;
        std::array<int, LayeredPdbBuilder::MaxCells> tileAt;
        tileAt.fill(-1);
        for (int i = 0; i < m_k; ++i)
            tileAt[pos[i]] = i;
        int j = 0;
        for (std::uint32_t e = empty; e; e &= e - 1, ++j) {
            if (!((slots >> (2 * j)) & 1))
                continue;
            const int b = __builtin_ctz(e);
            for (int t : m_grid.neighbour[std::size_t(b)]) {
                if (t < 0 || !(occupied & (1u << t)))
                    continue;
                // The pattern tile at t slides into the blank's cell b; the blank is then at t.
                const std::uint64_t next = p + std::uint64_t(rankDelta(tileAt, t, b));
                const std::uint32_t nextEmpty = (empty & ~(1u << b)) | (1u << t);
                if (pending.tail - pending.head == PrefetchDepth)
                    settle(pending.ring[pending.head++ % RingSize], nextCode);
                Successor &s = pending.ring[pending.tail++ % RingSize];
                s.word = next / std::uint64_t(m_perWord);
                s.field = int(next % std::uint64_t(m_perWord)) * m_stride;
                s.shift = s.field + 2 * cellCount(nextEmpty & ((1u << t) - 1));
                s.blank = t;
                s.empty = nextEmpty;
                __builtin_prefetch(&m_states[s.word]);
            }
        }
        if (m_table[p] != Unreached)
            return 0;
        m_table[p] = std::uint8_t(cost + 1);
        return 1;
    }

    CellMasks m_grid;
    const SlidingBoard &m_goal;
    const std::vector<int> &m_tiles;
    int m_k;
    std::stop_token m_cancel;
    const std::function<void(double)> &m_progress;
    int m_threads;
    int m_stride;
    int m_perWord;
    std::uint64_t m_fieldMask;
    std::uint64_t m_placements;
    std::uint64_t m_words;
    // The rank's place value of each tile's digit: the product of the later digits' radices.
    std::array<std::int64_t, LayeredPdbBuilder::MaxCells> m_weight{};
    std::unique_ptr<std::uint64_t[], FreeDeleter> m_states;
    std::unique_ptr<std::uint8_t[], FreeDeleter> m_table;
    std::atomic<std::uint64_t> m_reached{0};
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
    const std::uint64_t perWord = std::uint64_t(64 / strideFor(cells - k));
    // The states' bits and the working table live together; the states are freed before the
    // working table is copied into the result, so the peak above the result is the larger of
    // the states' bits and the result, less the result, plus the working table.
    const std::uint64_t states = (placements + perWord - 1) / perWord * 8;
    return placements + (states > placements ? states - placements : 0);
}

bool LayeredPdbBuilder::build(const SlidingBoard &goal, const std::vector<int> &tiles, std::vector<std::uint8_t> &table,
                              std::stop_token cancel, const std::function<void(double)> &progress, int threads)
{
    return Builder(goal, tiles, cancel, progress, threads).run(table);
}

} // namespace core
