#include "sliding/pdb/additivepdb.h"
#include "search/workers.h"

#include "storage/cachetrust.h"
#include "storage/safefile.h"
#include "sliding/pdb/layered/layeredpdbbuilder.h"
#include "sliding/pdb/smallpdbbuilder.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <map>
#include <numeric>
#include <utility>

namespace core {

namespace {

// Groups of cells for the goal with the blank last, on a square board of `width`; the goal's
// own blank cell, wherever it is, swaps places with the last cell so the groups keep their
// sizes for any goal.
struct Partition {
    int width;
    std::vector<std::vector<int>> groups;
};
const std::map<std::string, Partition> Partitions{
    // Found by trying splits on Korf's 100 (then every swap of two tiles): the large tables near
    // the blank, where tiles meet most. 5-5-5: 600,666 generated a board, against 2,243,711 for
    // the split before; 6-6-3: 276,333 against 1,129,489 (no swap better for either).
    {"555", {4, {{4, 8, 9, 12, 13}, {3, 7, 10, 11, 14}, {0, 1, 2, 5, 6}}}},
    {"663", {4, {{4, 5, 8, 9, 12, 13}, {3, 6, 7, 10, 11, 14}, {0, 1, 2}}}},
    // Korf and Felner's 7-8 split (tiles 1-7 and 8-15 of the goal with the blank first), turned
    // half a turn for the blank last: the bottom row and a half, and the top two rows.
    {"78", {4, {{8, 9, 10, 11, 12, 13, 14}, {0, 1, 2, 3, 4, 5, 6, 7}}}},
    // Korf and Felner's 6-6-6-6 split of the 24-puzzle, turned half a turn for the blank last:
    // the centre with the cells right of and below it toward the blank's corner (12, 13, 14, 18,
    // 19, 23), and three blocks of six (top right, bottom left, top left).
    {"6666", {5, {{12, 13, 14, 18, 19, 23}, {2, 3, 4, 7, 8, 9}, {15, 16, 17, 20, 21, 22}, {0, 1, 5, 6, 10, 11}}}},
    // Two more for pdb-6666-max (Clausecker's public catalogue's partitions 4 and 5, turned the
    // same way): each keeps some of the groups above and cuts across the others.
    {"6666-4", {5, {{4, 9, 14, 18, 19, 23}, {15, 16, 17, 20, 21, 22}, {2, 3, 7, 8, 12, 13}, {0, 1, 5, 6, 10, 11}}}},
    {"6666-5", {5, {{13, 14, 18, 19, 22, 23}, {0, 5, 10, 15, 20, 21}, {1, 6, 11, 12, 16, 17}, {2, 3, 4, 7, 8, 9}}}},
};

std::string cacheFileName(const SlidingBoard &goal, const std::vector<int> &tiles)
{
    std::uint64_t h = 14695981039346656037ull;
    auto add = [&h](int v) {
        h ^= std::uint64_t(v) + 1;
        h *= 1099511628211ull;
    };
    for (auto t : goal.tiles)
        add(t);
    add(-1);
    for (int t : tiles)
        add(t);
    char id[17];
    std::snprintf(id, sizeof id, "%016llx", static_cast<unsigned long long>(h));
    return "pdb-" + std::to_string(goal.width()) + "x" + std::to_string(goal.height()) + "-" + std::to_string(tiles.size())
        + "-" + id + ".bin";
}

// Reads what the cache folder `dir` holds into the databases.
void readCached(std::vector<PatternDatabase> &dbs, const SlidingBoard &goal, const std::string &dir,
                std::vector<std::string> &notes)
{
    for (auto &db : dbs) {
        const auto path = std::filesystem::path(dir) / cacheFileName(goal, db.tiles());
        if (!mayReadCachedTable(path, notes))
            continue;
        // Read straight into the table, checked in full only until the folder's record names it.
        if (std::string error; db.load(path, error))
            notes.push_back("read " + path.string());
        else
            notes.push_back("rebuilding " + path.string() + ": " + error);
    }
}

// Writes each database to a fresh temporary file and renames it into place, so a reader never
// sees half a table (see common/safefile.h).
void writeCached(const std::vector<PatternDatabase> &dbs, const std::vector<bool> &wasCached, const SlidingBoard &goal,
                 const std::string &dir, std::vector<std::string> &notes)
{
    const std::string folderError = makeCacheFolder(dir);
    for (std::size_t i = 0; i < dbs.size(); ++i) {
        if (wasCached[i])
            continue;
        const auto path = std::filesystem::path(dir) / cacheFileName(goal, dbs[i].tiles());
        const std::string error = !folderError.empty()
                                      ? folderError
                                      : writeFileAtomically(path, [&](std::ostream &out) { dbs[i].write(out); });
        notes.push_back(error.empty() ? "wrote " + path.string() : "could not write " + path.string() + ": " + error);
    }
}

std::string cacheKey(const SlidingBoard &goal, const std::string &partition)
{
    return "additive-pdb " + partition + " " + std::string(goal.tiles.begin(), goal.tiles.end());
}

} // namespace

std::optional<std::vector<std::vector<int>>> AdditivePdb::partitionCells(const std::string &name, const SlidingBoard &goal)
{
    const auto it = Partitions.find(name);
    if (it == Partitions.end() || goal.width() != it->second.width || goal.height() != it->second.width)
        return std::nullopt;
    auto groups = it->second.groups;
    const int blank = goal.blankIndex();
    for (auto &g : groups)
        for (int &c : g)
            if (c == blank)
                c = goal.cells() - 1;
    return groups;
}

std::shared_ptr<const AdditivePdb> AdditivePdb::ifBuilt(const TableCache &cache, const SlidingBoard &goal,
                                                        const std::string &partition)
{
    return cache.ifBuilt<const AdditivePdb>(cacheKey(goal, partition));
}

AdditivePdb::Cost AdditivePdb::cost(const TableCache &cache, const SlidingBoard &goal, const std::string &partition)
{
    const auto cells = partitionCells(partition, goal);
    return cells ? costOfCells(cache, goal, partition, *cells) : Cost{};
}

AdditivePdb::Cost AdditivePdb::costOfCells(const TableCache &cache, const SlidingBoard &goal, const std::string &name,
                                           const std::vector<std::vector<int>> &cells)
{
    // The searches fill about 3 million placements a CPU-second here (7-8, the 8-tile table
    // searched up to its mirror: 317 million in 112 s of CPU; 6-6-6-6, two of its four tables
    // searched: 255 million in about 70 s). Placements, not bytes: a packed table holds two a byte.
    constexpr double PlacementsPerCpuSecond = 3.0e6;
    Cost c;
    if (ifBuilt(cache, goal, name)) {
        c.held = true;
        return c;
    }
    std::vector<std::uint64_t> working;
    std::vector<PatternDatabase> dbs; // unbuilt: which are searched, which copied
    bool large = false;
    c.onDisk = !cache.directory().empty() && untrustedFolder(cache.directory()).empty(); // where a load trusts it
    for (const auto &g : cells) {
        std::vector<int> tiles;
        for (int cell : g)
            tiles.push_back(goal.tiles[std::size_t(cell)]);
        c.keptBytes += PatternDatabase::packedBytes(goal.size, g.size());
        dbs.emplace_back(goal, tiles);
        const bool layered = !SmallPdbBuilder::fits(goal.size, g.size());
        large = large || layered;
        working.push_back(layered ? LayeredPdbBuilder::workingBytes(goal.size, g.size())
                                  : SmallPdbBuilder::workingBytes(g.size()));
        const auto file = std::filesystem::path(cache.directory()) / cacheFileName(goal, tiles);
        c.onDisk = c.onDisk && regularFileProblem(file).empty() && untrustedFile(file).empty();
    }
    const auto shares = PatternDatabase::buildShares(dbs, PatternDatabase::copySources(dbs));
    c.buildCpuSeconds = std::accumulate(shares.begin(), shares.end(), 0.0) / PlacementsPerCpuSecond;
    if (c.onDisk) {
        c.peakBytes = c.keptBytes;
        return c;
    }
    std::sort(working.rbegin(), working.rend());
    // 8 MiB more for what a build touches besides (thread stacks, the writer's buffers, the
    // sparse copy): measured up to 5.5 MiB over the tables and arrays for 6-6-3.
    c.peakBytes = c.keptBytes + working[0] + (!large && working.size() > 1 ? working[1] : 0) + (std::uint64_t(8) << 20);
    return c;
}

std::shared_ptr<const AdditivePdb> AdditivePdb::forGoal(TableCache &cache, const SlidingBoard &goal,
                                                        const std::string &partition, std::stop_token cancel,
                                                        const std::function<void(double)> &progress)
{
    const auto cells = partitionCells(partition, goal);
    return cells ? forCells(cache, goal, partition, *cells, cancel, progress) : nullptr;
}

std::shared_ptr<const AdditivePdb> AdditivePdb::forCells(TableCache &cache, const SlidingBoard &goal, const std::string &name,
                                                         const std::vector<std::vector<int>> &cells, std::stop_token cancel,
                                                         const std::function<void(double)> &progress)
{
    return cache.get<const AdditivePdb>(cacheKey(goal, name), [&]() -> std::shared_ptr<const AdditivePdb> {
        std::vector<std::vector<int>> tiles;
        for (const auto &g : cells) {
            tiles.emplace_back();
            for (int c : g)
                tiles.back().push_back(goal.tiles[std::size_t(c)]);
        }
        auto pdb = std::make_shared<AdditivePdb>(goal, tiles);
        std::vector<std::string> notes;
        const std::string dir = trustedCacheFolder(cache.directory(), notes);
        if (!dir.empty())
            readCached(pdb->m_dbs, goal, dir, notes);
        std::vector<bool> wasCached;
        for (const auto &db : pdb->m_dbs)
            wasCached.push_back(db.isBuilt());
        const bool built = pdb->build(cancel, progress);
        if (built && !dir.empty())
            writeCached(pdb->m_dbs, wasCached, goal, dir, notes);
        cache.addNotes(std::move(notes));
        return built ? pdb : nullptr;
    });
}

AdditivePdb::AdditivePdb(const SlidingBoard &goal, const std::vector<std::vector<int>> &tileGroups)
    : m_width(goal.width()), m_cells(goal.cells())
{
    for (const auto &g : tileGroups)
        m_dbs.emplace_back(goal, g);
    if (goal.width() != goal.height())
        return;
    const int n = goal.cells(), w = goal.width();
    m_mirrorCell.resize(std::size_t(n));
    for (int c = 0; c < n; ++c)
        m_mirrorCell[std::size_t(c)] = (c % w) * w + c / w;
    // The mirror must map the goal onto itself: its blank on the diagonal.
    const int blank = goal.blankIndex();
    if (m_mirrorCell[std::size_t(blank)] != blank)
        return;
    const auto goalPos = goal.positions();
    m_mirrorTile.resize(std::size_t(n));
    for (int t = 0; t < n; ++t)
        m_mirrorTile[std::size_t(t)] = goal.tiles[std::size_t(m_mirrorCell[std::size_t(goalPos[std::size_t(t)])])];
}

bool AdditivePdb::build(std::stop_token cancel, const std::function<void(double)> &progress)
{
    // A table that a mirror or turn of the board takes onto another is copied from it once
    // built (6-6-6-6: two of four). The others are built on two threads, the largest first;
    // progress follows the first thread's share of the work (PatternDatabase::buildShares).
    const std::vector<int> from = PatternDatabase::copySources(m_dbs);
    std::vector<std::size_t> order(m_dbs.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::pair(from[a] >= 0, m_dbs[b].tiles().size()) < std::pair(from[b] >= 0, m_dbs[a].tiles().size());
    });
    const auto builds = std::size_t(std::count(from.begin(), from.end(), -1));
    std::atomic<std::size_t> nextJob{0};
    std::atomic<bool> failed{false};
    // A table too large for SmallPdbBuilder (7 or 8 tiles of a 4x4, any of a 5x5) is built on
    // every core by itself, and two at once would need their memory together: one at a time.
    const bool large = std::any_of(m_dbs.begin(), m_dbs.end(), [this](const PatternDatabase &db) {
        return !SmallPdbBuilder::fits({m_width, m_cells / m_width}, db.tiles().size());
    });
    const std::vector<double> share = PatternDatabase::buildShares(m_dbs, from);
    std::vector<double> before(order.size() + 1, 0.0);
    for (std::size_t j = 0; j < order.size(); ++j)
        before[j + 1] = before[j] + share[order[j]];
    auto worker = [&](bool reports) {
        for (std::size_t j; (j = nextJob.fetch_add(1)) < builds;) {
            auto part = [&](double f) {
                if (reports && progress)
                    progress((before[j] + f * (before[j + 1] - before[j])) / before.back());
            };
            if (!m_dbs[order[j]].isBuilt() && !m_dbs[order[j]].build(cancel, part))
                failed = true;
        }
    };
    onThreads(large ? 1 : 2, [&](unsigned t) { worker(t == 0); });
    for (std::size_t j = builds; j < order.size() && !failed; ++j) {
        failed = !m_dbs[order[j]].copyFrom(m_dbs[std::size_t(from[order[j]])], cancel);
        if (progress && !failed)
            progress(before[j + 1] / before.back());
    }
    return !failed;
}

std::size_t AdditivePdb::bytes() const
{
    std::size_t b = 0;
    for (const auto &db : m_dbs)
        b += db.bytes();
    return b;
}

} // namespace core
