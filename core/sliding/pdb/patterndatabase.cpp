#include "sliding/pdb/patterndatabase.h"

#include "sliding/pdb/layered/layeredpdbbuilder.h"
#include "common/ranking.h"
#include "sliding/pdb/smallpdbbuilder.h"
#include "storage/tablefile.h"

#include <algorithm>
#include <istream>
#include <random>
#include <memory>
#include <ostream>
#include <stdexcept>

namespace core {

namespace {

// Calls f(rank, manhattan) for every placement of the pattern in rank order (rankPartial: tile 0
// is the most significant digit, and each digit counts the free cells in increasing order, so
// nested loops over free cells from low to high meet the ranks 0, 1, 2, ...).
template <class F>
void forEachPlacement(const PatternDatabase &db, int cells, F &&f)
{
    const int k = int(db.tiles().size());
    std::uint64_t rank = 0;
    auto visit = [&](auto &self, int i, std::uint64_t used, int manhattan) -> void {
        if (i == k) {
            f(rank++, manhattan);
            return;
        }
        for (int c = 0; c < cells; ++c)
            if (!(used & (std::uint64_t(1) << c)))
                self(self, i + 1, used | (std::uint64_t(1) << c), manhattan + db.manhattan(i, c));
    };
    visit(visit, 0, 0, 0);
}

} // namespace

PatternDatabase::PatternDatabase(const SlidingBoard &goal, std::vector<int> tiles)
    : m_size(goal.size), m_goal(goal), m_tiles(std::move(tiles))
{
    if (goal.cells() > 64 || m_tiles.empty() || int(m_tiles.size()) >= goal.cells())
        throw std::invalid_argument("a pattern needs 1 to n-2 tiles on a board of at most 64 cells");
    if (!LayeredPdbBuilder::fits(goal.size, m_tiles.size())
        && arrangements(goal.cells(), int(m_tiles.size())) * std::uint64_t(goal.cells()) >= (std::uint64_t(1) << 32))
        throw std::invalid_argument("this pattern is too large to build here (more than 2^32 pattern states)");
    m_entries = arrangements(goal.cells(), int(m_tiles.size()));
    const auto goalPos = goal.positions();
    for (int t : m_tiles)
        for (int c = 0; c < goal.cells(); ++c)
            m_manhattan.push_back(std::uint8_t(cellDistance(goal.size, goalPos[std::size_t(t)], c)));
}

std::uint64_t PatternDatabase::packedBytes(BoardSize size, std::size_t tiles)
{
    return (arrangements(size.cells(), int(tiles)) + 1) / 2;
}

int PatternDatabase::manhattanOf(const std::uint8_t *positions) const
{
    int m = 0;
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        m += manhattan(int(i), positions[i]);
    return m;
}

std::vector<std::uint8_t> PatternDatabase::values() const
{
    std::vector<std::uint8_t> v(m_entries);
    forEachPlacement(*this, m_size.cells(), [&](std::uint64_t r, int manhattan) { v[r] = std::uint8_t(valueAt(r, manhattan)); });
    return v;
}

void PatternDatabase::keep(const std::vector<std::uint8_t> &values)
{
    bool fits = true;
    forEachPlacement(*this, m_size.cells(), [&](std::uint64_t r, int manhattan) {
        fits = fits && values[r] != 0xFF && values[r] >= manhattan && values[r] - manhattan <= 2 * MaxPackedDelta
            && (values[r] - manhattan) % 2 == 0;
    });
    m_packed = fits;
    if (!fits) {
        m_data = LargeTable(values.size());
        std::copy(values.begin(), values.end(), m_data.data());
        return;
    }
    m_data = LargeTable::zeroed(packedBytes(m_size, m_tiles.size()));
    forEachPlacement(*this, m_size.cells(), [&](std::uint64_t r, int manhattan) {
        m_data[r / 2] |= std::uint8_t(((values[r] - manhattan) / 2) << ((r & 1) * 4));
    });
}

int PatternDatabase::lookup(const std::uint8_t *positions) const
{
    return valueAt(rankPartial(std::span<const std::uint8_t>(positions, m_tiles.size()), m_size.cells()), manhattanOf(positions));
}

int PatternDatabase::value(const SlidingBoard &board) const
{
    const auto pos = board.positions();
    std::uint8_t p[64];
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        p[i] = std::uint8_t(pos[std::size_t(m_tiles[i])]);
    return lookup(p);
}

bool PatternDatabase::build(std::stop_token cancel, const std::function<void(double)> &progress)
{
    if (!SmallPdbBuilder::fits(m_size, m_tiles.size()))
        return LayeredPdbBuilder::fits(m_size, m_tiles.size()) ? buildLayered(cancel, progress)
                                                                : buildWithQueue(cancel, progress);
    m_built = false;
    m_checksum = 0;
    std::vector<std::uint8_t> values;
    if (!SmallPdbBuilder::build(m_goal, m_tiles, values, cancel, progress))
        return false;
    keep(values);
    m_built = true;
    return true;
}

bool PatternDatabase::buildLayered(std::stop_token cancel, const std::function<void(double)> &progress,
                                   int threads)
{
    m_built = false;
    m_checksum = 0;
    if (!LayeredPdbBuilder::build(m_goal, m_tiles, m_data, cancel, progress, threads, selfImage()))
        return false;
    m_packed = true;
    m_built = true;
    return true;
}

bool PatternDatabase::buildWithQueue(std::stop_token cancel, const std::function<void(double)> &progress)
{
    const int n = m_size.cells();
    const int k = int(m_tiles.size());
    const std::uint64_t placements = arrangements(n, k);
    // dist[placement * n + blank]: pattern moves from the goal; 0xFF: not reached yet. Filled
    // a slice at a time so that a cancel is heard even while ~100 MB are being cleared.
    const std::uint64_t states = placements * std::uint64_t(n);
    const auto dist = std::make_unique_for_overwrite<std::uint8_t[]>(states);
    constexpr std::uint64_t Slice = std::uint64_t(1) << 22;
    for (std::uint64_t from = 0; from < states; from += Slice) {
        if (cancel.stop_requested())
            return false;
        std::fill(dist.get() + from, dist.get() + std::min(states, from + Slice), std::uint8_t(0xFF));
    }
    std::vector<std::uint8_t> table(placements, 0xFF);
    const auto goalPos = m_goal.positions();
    std::uint8_t pos[64];
    for (int i = 0; i < k; ++i)
        pos[i] = std::uint8_t(goalPos[std::size_t(m_tiles[std::size_t(i)])]);
    const std::span<std::uint8_t> view(pos, std::size_t(k));
    std::vector<std::uint32_t> current{std::uint32_t(rankPartial(view, n) * std::uint64_t(n) + std::uint64_t(goalPos[0]))};
    std::vector<std::uint32_t> next;
    dist[current[0]] = 0;
    std::uint64_t done = 0;
    const std::uint64_t total = placements * std::uint64_t(n - k);
    for (std::uint8_t cost = 0; !current.empty(); ++cost) {
        // Blank moves through empty cells cost nothing: flood each layer before the next.
        for (std::size_t i = 0; i < current.size(); ++i) {
            const std::uint64_t state = current[i];
            if (dist[state] != cost)
                continue; // reached again more cheaply, or already expanded
            if ((++done & 8191) == 0) {
                if (cancel.stop_requested())
                    return false;
                if (progress)
                    progress(double(done) / double(total));
            }
            const std::uint64_t placement = state / std::uint64_t(n);
            const int blank = int(state % std::uint64_t(n));
            unrankPartial(placement, n, view);
            std::uint64_t occupied = 0;
            for (int t = 0; t < k; ++t)
                occupied |= std::uint64_t(1) << pos[t];
            std::uint8_t &best = table[placement];
            best = std::min(best, cost);
            for (int d = 0; d < 4; ++d) {
                const int target = blankTarget(m_size, blank, Dir(d));
                if (target < 0)
                    continue;
                if (!(occupied & (std::uint64_t(1) << target))) {
                    const auto s = std::uint32_t(placement * std::uint64_t(n) + std::uint64_t(target));
                    if (dist[s] > cost) {
                        dist[s] = cost;
                        current.push_back(s); // same layer
                    }
                    continue;
                }
                // The pattern tile at `target` slides into the blank's cell.
                int which = 0;
                while (pos[which] != target)
                    ++which;
                pos[which] = std::uint8_t(blank);
                const auto s = std::uint32_t(rankPartial(view, n) * std::uint64_t(n) + std::uint64_t(target));
                pos[which] = std::uint8_t(target);
                if (dist[s] > cost + 1) {
                    dist[s] = std::uint8_t(cost + 1);
                    next.push_back(s);
                }
            }
        }
        current.swap(next);
        next.clear();
    }
    keep(table);
    m_built = true;
    return true;
}

} // namespace core
