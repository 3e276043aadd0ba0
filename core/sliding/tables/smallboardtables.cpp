#include "sliding/tables/smallboardtables.h"
#include "search/workers.h"

#include "storage/distancecounts.h"
#include "common/random.h"
#include "common/ranking.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <string>
#include <thread>
#include <stdexcept>

namespace core {

std::shared_ptr<SmallBoardTables> SmallBoardTables::forSize(TableCache &cache, BoardSize size)
{
    if (size.cells() > MaxCells)
        throw std::invalid_argument("distance tables exist for boards of at most 9 cells");
    return cache.get<SmallBoardTables>(
        "small-board " + std::to_string(size.width) + "x" + std::to_string(size.height),
        [size] { return std::make_shared<SmallBoardTables>(size); });
}

SmallBoardTables::SmallBoardTables(BoardSize size)
    : m_size(size), m_cells(size.cells()), m_tables(std::size_t(size.cells()))
{
}

const SmallBoardTables::Table *SmallBoardTables::table(int blank, std::stop_token cancel)
{
    std::lock_guard lock(m_mutex);
    auto &slot = m_tables[std::size_t(blank)];
    if (!slot) {
        auto t = std::make_unique<Table>();
        if (!build(blank, *t, cancel))
            return nullptr;
        slot = std::move(t);
    }
    return slot.get();
}

namespace {

// A board of at most 9 cells packed four bits a cell (the blank is 0), with its blank's cell in
// the top four bits and the move that reached it (plus one) in the four below: the
// breadth-first search queues these, so no entry is ever unranked, and the move straight back
// to the parent is never tried.
using Packed = std::uint64_t;
constexpr int BlankShift = 60;
constexpr int ViaShift = 56;
constexpr Packed BoardBits = (Packed(1) << 36) - 1;

// Bits set in a 9-bit value, from a table: Debian's x86-64 baseline has no popcount
// instruction, and the library call it falls back to took a third of the build.
constexpr std::array<std::uint8_t, 512> BitCounts = [] {
    std::array<std::uint8_t, 512> c{};
    for (unsigned v = 0; v < 512; ++v)
        c[v] = std::uint8_t(std::popcount(v));
    return c;
}();

template <int Cells> std::uint32_t rankPacked(Packed s)
{
    // The Lehmer code, as rankPermutation computes it, straight from the nibbles.
    std::uint32_t used = 0, rank = 0;
    for (int i = 0; i < Cells; ++i) {
        const auto v = unsigned(s >> (4 * i)) & 15u;
        rank = rank * std::uint32_t(Cells - i) + v - BitCounts[used & ((1u << v) - 1)];
        used |= 1u << v;
    }
    return rank;
}

// Breadth-first search from `root` in the order d, l, r, u, first in first out; false if
// `cancel` stopped it.
template <int Cells>
bool breadthFirst(BoardSize size, Packed root, std::uint8_t *via, std::uint8_t *depth, std::stop_token cancel)
{
    std::array<std::array<int, 4>, Cells> target{};
    for (int b = 0; b < Cells; ++b)
        for (int d = 0; d < 4; ++d)
            target[std::size_t(b)][std::size_t(d)] = blankTarget(size, b, Dir(d));
    std::vector<Packed> queue;
    queue.reserve(factorial(Cells) / 2);
    const auto r0 = rankPacked<Cells>(root & BoardBits);
    via[r0] = 4;
    depth[r0] = 0;
    queue.push_back(root);
    std::uint8_t next = 1;
    for (std::size_t head = 0, layerEnd = 1; head < queue.size(); ++head) {
        if (head == layerEnd) {
            layerEnd = queue.size();
            ++next;
        }
        if ((head & 4095) == 0 && cancel.stop_requested())
            return false;
        const Packed s = queue[head];
        const int b = int(s >> BlankShift);
        const int back = int((s >> ViaShift) & 15u) - 1; // the move that reached s, or -1
        const Packed board = s & BoardBits;
        for (int d = 0; d < 4; ++d) {
            const int t = target[std::size_t(b)][std::size_t(d)];
            if (t < 0 || d == 3 - back) // Down/Up and Left/Right are 0/3 and 1/2
                continue;
            const Packed tile = (board >> (4 * t)) & 15u;
            const Packed child = (board & ~(Packed(15) << (4 * t))) | (tile << (4 * b));
            const auto r = rankPacked<Cells>(child);
            if (via[r] == 0xFF) {
                via[r] = std::uint8_t(d);
                depth[r] = next;
                queue.push_back(child | (Packed(t) << BlankShift) | (Packed(d + 1) << ViaShift));
            }
        }
    }
    return true;
}

std::uint32_t rankPacked(Packed s, int cells)
{
    switch (cells) {
    case 4: return rankPacked<4>(s);
    case 6: return rankPacked<6>(s);
    case 8: return rankPacked<8>(s);
    default: return rankPacked<9>(s);
    }
}

} // namespace

void SmallBoardTables::buildAll(unsigned threads, std::stop_token cancel)
{
    std::lock_guard lock(m_mutex);
    std::vector<int> missing;
    for (int blank = 0; blank < m_cells; ++blank)
        if (!m_tables[std::size_t(blank)])
            missing.push_back(blank);
    std::vector<std::unique_ptr<Table>> built(missing.size());
    forEachIndex(missing.size(), threadCount(threads), [&](std::size_t i) {
        auto t = std::make_unique<Table>();
        if (build(missing[i], *t, cancel))
            built[i] = std::move(t);
    });
    for (std::size_t i = 0; i < missing.size(); ++i)
        if (built[i])
            m_tables[std::size_t(missing[i])] = std::move(built[i]);
}

bool SmallBoardTables::build(int blank, Table &t, std::stop_token cancel) const
{
    const auto total = factorial(m_cells);
    t.via.assign(total, 0xFF);
    t.depth.assign(total, 0xFF);
    Packed root = Packed(blank) << BlankShift;
    for (int i = 0, next = 1; i < m_cells; ++i)
        if (i != blank)
            root |= Packed(next++) << (4 * i);
    switch (m_cells) {
    case 4: return breadthFirst<4>(m_size, root, t.via.data(), t.depth.data(), cancel);
    case 6: return breadthFirst<6>(m_size, root, t.via.data(), t.depth.data(), cancel);
    case 8: return breadthFirst<8>(m_size, root, t.via.data(), t.depth.data(), cancel);
    case 9: return breadthFirst<9>(m_size, root, t.via.data(), t.depth.data(), cancel);
    default: throw std::invalid_argument("distance tables exist for boards of 4, 6, 8 or 9 cells");
    }
}

std::vector<std::uint8_t> SmallBoardTables::canonicalLabels(const SlidingBoard &board) const
{
    std::vector<std::uint8_t> label(std::size_t(m_cells), 0);
    std::uint8_t next = 1;
    for (int i = 0; i < m_cells; ++i)
        if (board.tiles[std::size_t(i)] != 0)
            label[board.tiles[std::size_t(i)]] = next++;
    return label;
}

SmallBoardTables::Answer SmallBoardTables::solve(const SlidingBoard &start, const SlidingBoard &goal,
                                                 std::stop_token cancel)
{
    Answer a;
    const Table *built = table(start.blankIndex(), cancel);
    if (!built) {
        a.cancelled = true;
        return a;
    }
    const Table &t = *built;
    // The goal relabelled so that the start becomes its canonical board, packed as the tables
    // are built; then the moves that reached each entry, walked back to the root.
    std::array<std::uint8_t, MaxCells> label{};
    for (int i = 0, next = 1; i < m_cells; ++i)
        if (start.tiles[std::size_t(i)] != 0)
            label[start.tiles[std::size_t(i)]] = std::uint8_t(next++);
    Packed board = 0;
    for (int i = 0; i < m_cells; ++i)
        board |= Packed(label[goal.tiles[std::size_t(i)]]) << (4 * i);
    auto r = rankPacked(board, m_cells);
    if (t.via[r] == 0xFF)
        return a;
    a.reachable = true;
    a.plan.resize(t.depth[r]);
    int b = goal.blankIndex();
    for (std::size_t k = a.plan.size(); t.via[r] != 4;) {
        const Dir d = Dir(t.via[r]);
        a.plan[--k] = d;
        const int back = blankTarget(m_size, b, oppositeDir(d));
        const Packed tile = (board >> (4 * back)) & 15u;
        board = (board & ~(Packed(15) << (4 * back))) | (tile << (4 * b));
        b = back;
        r = rankPacked(board, m_cells);
    }
    return a;
}

SmallBoardTables::Answer SmallBoardTables::solveInOrder(const SlidingBoard &start, const SlidingBoard &goal,
                                                        const std::array<Dir, 4> &order)
{
    Answer a;
    // Distances to the goal come from the goal's own table (distances are symmetric), with
    // every board relabelled the way that maps the goal to its canonical board.
    const Table &t = *table(goal.blankIndex());
    const auto label = canonicalLabels(goal);
    std::uint8_t cells[MaxCells];
    for (int i = 0; i < m_cells; ++i)
        cells[i] = label[start.tiles[std::size_t(i)]];
    const std::span<std::uint8_t> view(cells, std::size_t(m_cells));
    int depth = t.depth[rankPermutation(view)];
    if (depth == 0xFF)
        return a;
    a.reachable = true;
    int b = start.blankIndex();
    while (depth > 0) {
        for (Dir d : order) {
            const int target = blankTarget(m_size, b, d);
            if (target < 0)
                continue;
            std::swap(cells[b], cells[target]);
            if (t.depth[rankPermutation(view)] == depth - 1) {
                a.plan.push_back(d);
                b = target;
                --depth;
                break;
            }
            std::swap(cells[b], cells[target]);
        }
    }
    return a;
}

int SmallBoardTables::distance(const SlidingBoard &from, const SlidingBoard &to)
{
    const Table &t = *table(from.blankIndex());
    const auto label = canonicalLabels(from);
    std::uint8_t cells[MaxCells];
    for (int i = 0; i < m_cells; ++i)
        cells[i] = label[to.tiles[std::size_t(i)]];
    const auto d = t.depth[rankPermutation(std::span<const std::uint8_t>(cells, std::size_t(m_cells)))];
    return d == 0xFF ? -1 : int(d);
}

std::vector<std::uint64_t> SmallBoardTables::distanceCounts(const SlidingBoard &goal)
{
    return countDistances(table(goal.blankIndex())->depth);
}

bool SmallBoardTables::boardAtDistance(const SlidingBoard &goal, int d, std::mt19937_64 &rng, SlidingBoard &out)
{
    const auto counts = distanceCounts(goal);
    if (d < 0 || d >= int(counts.size()) || counts[std::size_t(d)] == 0)
        return false;
    // Distances are symmetric: a board at distance d from the goal is, after relabelling, a
    // table entry at depth d from the goal's canonical board.
    auto pick = uniformBelow(rng, counts[std::size_t(d)]);
    const Table &t = *table(goal.blankIndex());
    std::size_t r = 0;
    for (;; ++r)
        if (t.depth[r] == d && pick-- == 0)
            break;
    std::uint8_t cells[MaxCells];
    unrankPermutation(r, std::span<std::uint8_t>(cells, std::size_t(m_cells)));
    const auto label = canonicalLabels(goal);
    std::vector<std::uint8_t> unlabel(static_cast<std::size_t>(m_cells), 0);
    for (int tile = 0; tile < m_cells; ++tile)
        unlabel[label[std::size_t(tile)]] = std::uint8_t(tile);
    out.size = m_size;
    out.tiles.resize(std::size_t(m_cells));
    for (int i = 0; i < m_cells; ++i)
        out.tiles[std::size_t(i)] = unlabel[cells[i]];
    return true;
}

std::size_t SmallBoardTables::bytes() const
{
    return 2 * factorial(m_cells);
}

std::size_t SmallBoardTables::heldBytes() const
{
    std::lock_guard lock(m_mutex);
    return std::size_t(std::count_if(m_tables.begin(), m_tables.end(), [](const auto &t) { return t != nullptr; }))
        * bytes();
}

} // namespace core
