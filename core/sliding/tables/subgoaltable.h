#pragma once
// SubgoalTable: the exact number of moves that bring a few tiles to their goal cells inside a
// region of a sliding board, whatever happens to the other tiles, for every arrangement of
// those tiles and the blank in the region.
//
// The other tiles do not matter for this subgoal, so the state is only where the pattern tiles
// and the blank stand, and every move counts (sliding another tile moves the blank and nothing
// else). That abstraction loses nothing: each of its paths is a real one, so its breadth-first
// distances are the true distances of the subgoal. Cells outside the region are never touched.
// States are ranked as partial permutations (blank first, then the pattern tiles in order) of
// the region's cells; one byte each: P(cells, k + 1) bytes, 127.5 MB for the top row of a 5x5
// (25 cells, 5 tiles). Built by a multi-source BFS that scans the table layer by layer with
// both cores; cancellable, with progress.

#include "storage/tablecache.h"
#include "sliding/board/slidingboard.h"

#include <stop_token>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace core {

class SubgoalTable {
public:
    static constexpr std::uint8_t Unreached = 0xFF;

    // region: the board cells still free (ascending); goalCells: where the pattern tiles belong
    // (all inside the region, the blank's goal outside them).
    SubgoalTable(BoardSize size, std::vector<int> region, std::vector<int> goalCells);

    // The table for this stage from `cache`. Built there on first use, or read from the cache's
    // folder when there is one and its file is sound; a table built is written there (whole,
    // through a temporary) for next time. nullptr when `cancel` stopped the build (nothing is
    // kept then).
    static std::shared_ptr<const SubgoalTable> forStage(TableCache &cache, BoardSize size, const std::vector<int> &region,
                                                        const std::vector<int> &goalCells, std::stop_token cancel,
                                                        const std::function<void(double)> &progress);

    // States the table holds; the caller can refuse sizes it cannot afford.
    static std::uint64_t stateCount(int regionCells, int patternTiles);
    std::uint64_t stateCount() const { return m_count; }

    bool build(std::stop_token cancel = {}, const std::function<void(double)> &progress = {});
    bool isBuilt() const { return !m_dist.empty(); }
    std::size_t bytes() const { return m_dist.size(); }

    // Moves to the subgoal; blankCell and tileCells (in goalCells order) are board cells in the
    // region. Unreached when it cannot be reached.
    int distance(int blankCell, const std::vector<int> &tileCells) const;

    // A cache file: a text line "puzzlescope-subgoal 1", then the board size, the region, the
    // goal cells and the entry count as bytes, an XXH3 checksum of those and the entries,
    // then the entries. read() takes only a file for this very size, region and goal cells
    // whose checksum matches and whose zeros are exactly the goal states; anything else leaves
    // the table unbuilt and says why (the checksum guards against damage, not forgery).
    void write(std::ostream &out) const;
    bool read(std::istream &in, std::string &error);
    // A file name that tells this table from others of other sizes, regions or goal cells.
    std::string cacheFileName() const;

private:
    std::uint64_t rank(const int *local) const;   // local cells: blank, then the tiles
    void unrank(std::uint64_t index, int *local) const;
    std::vector<std::uint8_t> headerBytes() const;
    bool isGoalState(std::uint64_t index) const;

    BoardSize m_size;
    std::vector<int> m_region;
    std::vector<int> m_goal;
    std::vector<int> m_localOf;                 // board cell -> region index, -1 outside
    std::vector<std::vector<int>> m_neighbours; // region index -> region neighbours
    int m_cells = 0;                            // region cells
    int m_items = 0;                            // blank + pattern tiles
    std::vector<std::uint64_t> m_radix;         // P(cells - i - 1, items - i - 1)
    std::uint64_t m_count = 0;
    std::vector<std::uint8_t> m_dist;
};

} // namespace core
