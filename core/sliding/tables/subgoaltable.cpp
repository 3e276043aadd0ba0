#include "sliding/tables/subgoaltable.h"
#include "search/workers.h"

#include "storage/fnv.h"
#include "storage/cachetrust.h"
#include "storage/safefile.h"
#include "storage/tablefile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>
#include <stop_token>
#include <thread>

namespace core {

std::shared_ptr<const SubgoalTable> SubgoalTable::forStage(TableCache &cache, BoardSize size,
                                                           const std::vector<int> &region,
                                                           const std::vector<int> &goalCells, std::stop_token cancel,
                                                           const std::function<void(double)> &progress)
{
    std::string key = "subgoal " + std::to_string(size.width) + "x" + std::to_string(size.height);
    for (const auto *cells : {&region, &goalCells}) {
        key += " :";
        for (int c : *cells)
            key += " " + std::to_string(c);
    }
    return cache.get<const SubgoalTable>(key, [&]() -> std::shared_ptr<const SubgoalTable> {
        auto table = std::make_shared<SubgoalTable>(size, region, goalCells);
        std::vector<std::string> notes;
        const std::string dir = trustedCacheFolder(cache.directory(), notes);
        const auto path = dir.empty() ? std::filesystem::path() : std::filesystem::path(dir) / table->cacheFileName();
        if (!dir.empty() && mayReadCachedTable(path, notes)) {
            std::ifstream in(path, std::ios::binary);
            std::string error;
            if (in && table->read(in, error)) {
                notes.push_back("read " + path.string());
                cache.addNotes(std::move(notes));
                return table;
            }
            notes.push_back("rebuilding " + path.string() + ": "
                            + (in ? error : std::string("it cannot be read: ") + std::strerror(errno)));
        }
        if (!table->build(cancel, progress)) {
            cache.addNotes(std::move(notes));
            return nullptr;
        }
        if (!dir.empty()) {
            std::string error = makeCacheFolder(dir);
            if (error.empty())
                error = writeFileAtomically(path, [&](std::ostream &out) { table->write(out); });
            notes.push_back(error.empty() ? "wrote " + path.string() : "could not write " + path.string() + ": " + error);
        }
        cache.addNotes(std::move(notes));
        return table;
    });
}

std::uint64_t SubgoalTable::stateCount(int regionCells, int patternTiles)
{
    std::uint64_t n = 1;
    for (int i = 0; i <= patternTiles; ++i)
        n *= std::uint64_t(regionCells - i);
    return n;
}

SubgoalTable::SubgoalTable(BoardSize size, std::vector<int> region, std::vector<int> goalCells)
    : m_size(size), m_region(std::move(region)), m_goal(std::move(goalCells))
{
    m_cells = int(m_region.size());
    m_items = int(m_goal.size()) + 1;
    m_localOf.assign(std::size_t(size.cells()), -1);
    for (int i = 0; i < m_cells; ++i)
        m_localOf[std::size_t(m_region[std::size_t(i)])] = i;
    m_neighbours.resize(std::size_t(m_cells));
    for (int i = 0; i < m_cells; ++i) {
        const int cell = m_region[std::size_t(i)];
        for (Dir d : {Dir::Down, Dir::Left, Dir::Right, Dir::Up}) {
            const int next = blankTarget(size, cell, d);
            if (next >= 0 && m_localOf[std::size_t(next)] >= 0)
                m_neighbours[std::size_t(i)].push_back(m_localOf[std::size_t(next)]);
        }
    }
    m_radix.resize(std::size_t(m_items));
    for (int i = 0; i < m_items; ++i)
        m_radix[std::size_t(i)] = stateCount(m_cells - i - 1, m_items - i - 2);
    m_count = stateCount(m_cells, m_items - 1);
}

std::uint64_t SubgoalTable::rank(const int *local) const
{
    // Item i's digit is its cell's position among the cells items 0..i-1 left free.
    std::uint64_t r = 0;
    for (int i = 0; i < m_items; ++i) {
        int digit = local[i];
        for (int j = 0; j < i; ++j)
            digit -= local[j] < local[i] ? 1 : 0;
        r += std::uint64_t(digit) * m_radix[std::size_t(i)];
    }
    return r;
}

void SubgoalTable::unrank(std::uint64_t index, int *local) const
{
    bool used[64] = {};
    for (int i = 0; i < m_items; ++i) {
        int digit = int(index / m_radix[std::size_t(i)]);
        index %= m_radix[std::size_t(i)];
        int cell = 0;
        for (;; ++cell) {
            if (used[cell])
                continue;
            if (digit-- == 0)
                break;
        }
        used[cell] = true;
        local[i] = cell;
    }
}

int SubgoalTable::distance(int blankCell, const std::vector<int> &tileCells) const
{
    int local[64];
    local[0] = m_localOf[std::size_t(blankCell)];
    for (int i = 1; i < m_items; ++i)
        local[i] = m_localOf[std::size_t(tileCells[std::size_t(i - 1)])];
    for (int i = 0; i < m_items; ++i)
        if (local[i] < 0)
            return Unreached;
    return m_dist[std::size_t(rank(local))];
}

bool SubgoalTable::build(std::stop_token cancel, const std::function<void(double)> &progress)
{
    std::vector<std::uint8_t> dist(std::size_t(m_count), Unreached);
    // Layer 0: the tiles at home, the blank on any other cell of the region.
    int goalLocal[64];
    for (int i = 1; i < m_items; ++i)
        goalLocal[i] = m_localOf[std::size_t(m_goal[std::size_t(i - 1)])];
    std::uint64_t reached = 0;
    for (int b = 0; b < m_cells; ++b) {
        if (std::find(goalLocal + 1, goalLocal + m_items, b) != goalLocal + m_items)
            continue;
        goalLocal[0] = b;
        dist[std::size_t(rank(goalLocal))] = 0;
        ++reached;
    }
    const unsigned threads = std::min(2u, threadCount()); // a third thread gains nothing: the scan is memory-bound
    bool grew = true;
    for (int depth = 0; grew && depth < 254; ++depth) {
        std::atomic<std::uint64_t> found{0};
        std::atomic<bool> stop{false};
        const auto scan = [&](std::uint64_t from, std::uint64_t to) {
            int local[64];
            std::uint64_t mine = 0;
            for (std::uint64_t s = from; s < to; ++s) {
                if ((s & 0xFFFF) == 0 && cancel.stop_requested()) {
                    stop = true;
                    return;
                }
                if (std::atomic_ref<std::uint8_t>(dist[std::size_t(s)]).load(std::memory_order_relaxed) != depth)
                    continue;
                unrank(s, local);
                const int blank = local[0];
                for (int next : m_neighbours[std::size_t(blank)]) {
                    // The blank moves to `next`; a pattern tile there moves to the blank's cell.
                    int moved = -1;
                    for (int i = 1; i < m_items; ++i)
                        if (local[i] == next) {
                            moved = i;
                            break;
                        }
                    local[0] = next;
                    if (moved > 0)
                        local[moved] = blank;
                    std::atomic_ref<std::uint8_t> slot(dist[std::size_t(rank(local))]);
                    std::uint8_t expected = Unreached;
                    if (slot.load(std::memory_order_relaxed) == Unreached
                        && slot.compare_exchange_strong(expected, std::uint8_t(depth + 1), std::memory_order_relaxed))
                        ++mine;
                    local[0] = blank;
                    if (moved > 0)
                        local[moved] = next;
                }
            }
            found += mine;
        };
        const std::uint64_t chunk = m_count / threads + 1;
        onThreads(threads, [&](unsigned t) { scan(std::min(m_count, chunk * t), std::min(m_count, chunk * (t + 1))); });
        if (stop)
            return false;
        reached += found;
        grew = found > 0;
        if (progress)
            progress(double(reached) / double(m_count));
    }
    m_dist = std::move(dist);
    return true;
}

namespace {

// Version 2: the checksum is XXH3 (version 1's FNV-1a files are built anew, once).
constexpr char Magic[] = "puzzlescope-subgoal 2\n";

} // namespace

std::vector<std::uint8_t> SubgoalTable::headerBytes() const
{
    std::vector<std::uint8_t> h{std::uint8_t(m_size.width), std::uint8_t(m_size.height), std::uint8_t(m_cells)};
    for (int c : m_region)
        h.push_back(std::uint8_t(c));
    h.push_back(std::uint8_t(m_goal.size()));
    for (int c : m_goal)
        h.push_back(std::uint8_t(c));
    for (int i = 0; i < 8; ++i)
        h.push_back(std::uint8_t(m_count >> (8 * i)));
    return h;
}

std::string SubgoalTable::cacheFileName() const
{
    const auto header = headerBytes();
    Fnv1a64 sum;
    sum.add(header.data(), header.size());
    char name[64];
    std::snprintf(name, sizeof(name), "subgoal-%dx%d-%016llx.tbl", m_size.width, m_size.height,
                  static_cast<unsigned long long>(sum.h));
    return name;
}

bool SubgoalTable::isGoalState(std::uint64_t index) const
{
    int local[64];
    unrank(index, local);
    for (int i = 1; i < m_items; ++i)
        if (m_region[std::size_t(local[i])] != m_goal[std::size_t(i - 1)])
            return false;
    return true;
}

void SubgoalTable::write(std::ostream &out) const
{
    writeTableFile(out, Magic, headerBytes(), m_dist);
}

bool SubgoalTable::read(std::istream &in, std::string &error)
{
    auto read = readTableFile(in, Magic, headerBytes(), std::size_t(m_count),
                              "not a PuzzleScope subgoal table of this version",
                              "made for another board size, region or row", error);
    if (!read)
        return false;
    std::vector<std::uint8_t> &dist = *read;
    // What every built table has: its zeros are the goal states, one per free blank cell.
    std::uint64_t zeros = 0;
    for (std::uint64_t s = 0; s < m_count; ++s)
        if (dist[std::size_t(s)] == 0) {
            if (!isGoalState(s)) {
                error = "not a table this program builds (a state off the goal is at 0)";
                return false;
            }
            ++zeros;
        }
    if (zeros != std::uint64_t(m_cells - int(m_goal.size()))) {
        error = "not a table this program builds (goal states missing)";
        return false;
    }
    m_dist = std::move(dist);
    return true;
}

} // namespace core
