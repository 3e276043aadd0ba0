#pragma once
// AdditivePdb: a heuristic for square boards from disjoint pattern databases whose values add
// up (Korf and Felner 2002), optionally with the reflected lookup about the main diagonal
// (Culberson and Schaeffer): the board mirrored across the diagonal, with each tile renamed
// after its mirrored goal cell, is another board of the same puzzle at the same distance, so
// the larger of the two sums is still admissible. That needs a square board whose goal maps to
// itself under the mirror; otherwise only the direct sum is used.
// Admissible. Not guaranteed consistent: each table keeps the minimum over blank positions,
// and a move can take the blank to a region of the board where that pattern needs two or more
// fewer moves; IDA* needs only admissibility for optimal plans.
//
// Partitions are named by their sizes ("555", "663", "78" of a 4x4, "6666" of a 5x5) and defined over goal cells, so any goal
// works: the tiles of a group are those whose goal cells lie in it.

#include "storage/tablescost.h"
#include "sliding/pdb/patterndatabase.h"
#include "storage/tablecache.h"
#include "sliding/board/slidingdomain.h"

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace core {

class AdditivePdb {
public:
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = false;

    // The groups of goal cells for a partition ("555", "663" or "78" of a 4x4 board, "6666" of
    // a 5x5), or nullopt when it is not one for this board. "78" needs about 4 CPU-minutes and 0.9 GB
    // to build, 275 MiB to keep.
    static std::optional<std::vector<std::vector<int>>> partitionCells(const std::string &name, const SlidingBoard &goal);
    // The built databases for this goal and partition, from `cache` (built there on first use);
    // nullptr when `cancel` stopped the build (nothing is kept then) or the partition does not
    // apply. With a cache folder set on `cache`, each table is read from it when a valid file
    // is there (a damaged or mismatched one is rebuilt and replaced, never trusted) and written
    // to it after a build; the cache's notes say what happened.
    static std::shared_ptr<const AdditivePdb> forGoal(TableCache &cache, const SlidingBoard &goal,
                                                      const std::string &partition, std::stop_token cancel = {},
                                                      const std::function<void(double)> &progress = {});
    // The databases of these groups of goal cells, kept in `cache` under `name` as forGoal
    // keeps a partition's (for a part of one: the groups another search holds already).
    static std::shared_ptr<const AdditivePdb> forCells(TableCache &cache, const SlidingBoard &goal, const std::string &name,
                                                       const std::vector<std::vector<int>> &cells,
                                                       std::stop_token cancel = {},
                                                       const std::function<void(double)> &progress = {});
    // The memory getting these databases will take: 0 when `cache` holds them, their size
    // when its folder has a file for each, else what building them peaks at (the tables, and
    // the builders' working memory, two at once when they are built side by side).
    static std::uint64_t bytesNeeded(const TableCache &cache, const SlidingBoard &goal, const std::string &partition)
    {
        return cost(cache, goal, partition).peakBytes;
    }
    // What getting the databases will cost, for the window to say before a long build.
    using Cost = TablesCost; // its peakBytes is bytesNeeded()
    static Cost cost(const TableCache &cache, const SlidingBoard &goal, const std::string &partition);
    static Cost costOfCells(const TableCache &cache, const SlidingBoard &goal, const std::string &name,
                            const std::vector<std::vector<int>> &cells);
    // The databases when `cache` holds them built already; nullptr at once otherwise (never
    // builds, never waits for a build under way): for the window's X-ray.
    static std::shared_ptr<const AdditivePdb> ifBuilt(const TableCache &cache, const SlidingBoard &goal,
                                                      const std::string &partition);

    AdditivePdb(const SlidingBoard &goal, const std::vector<std::vector<int>> &tileGroups);
    bool build(std::stop_token cancel, const std::function<void(double)> &progress);

    int operator()(const SlidingState &s) const;
    int sum(const std::uint8_t *cellOfTile) const;
    bool reflects() const { return !m_mirrorTile.empty(); }
    // The cells of the board it is for.
    int cells() const { return m_cells; }
    // The reflection used by operator(): cell -> mirrored cell, tile -> mirrored tile (an
    // involution); mirrorTile() is empty when the lookup does not reflect.
    const std::vector<int> &mirrorCell() const { return m_mirrorCell; }
    const std::vector<int> &mirrorTile() const { return m_mirrorTile; }
    std::size_t bytes() const;
    const std::vector<PatternDatabase> &databases() const { return m_dbs; }

private:
    int m_width;
    int m_cells;
    std::vector<PatternDatabase> m_dbs;
    std::vector<int> m_mirrorCell; // cell -> its mirror across the main diagonal
    std::vector<int> m_mirrorTile; // tile -> the tile whose goal cell mirrors its own; empty: none
};

} // namespace core
