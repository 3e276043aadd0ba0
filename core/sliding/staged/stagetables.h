#pragma once
// The staged solver's tables: a stage's subgoal table, seen through the board's diagonal when
// the stage is a column of a square region (one table serves a row and its mirrored column),
// and the bytes the tables of a whole run hold, for the memory budget.

#include "storage/tablecache.h"
#include "sliding/tables/subgoaltable.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <stop_token>
#include <utility>
#include <vector>

namespace core {

// A table seen through a cell mapping: a column of a square region is looked up in the table
// of the row it becomes when the board is mirrored about its diagonal (the moves mirror too),
// so one table serves both.
struct TableView {
    std::shared_ptr<const SubgoalTable> table;
    std::vector<int> map; // board cell -> the table's cell (empty: the same)

    int distance(int blank, std::vector<int> cells) const
    {
        if (map.empty())
            return table->distance(blank, cells);
        for (int &c : cells)
            c = map[std::size_t(c)];
        return table->distance(map[std::size_t(blank)], cells);
    }
};

// The table for a stage, through the mirror when the stage is a column of a square region
// that the diagonal maps onto itself.
TableView viewFor(TableCache &cache, BoardSize size, const std::vector<int> &region, const std::vector<int> &line,
                  std::stop_token cancel, const std::function<void(double)> &progress);

// What the subgoal tables of stages with these (region cells, line cells) hold, with the 4x4
// remainder's pattern databases when the last region is 4x4.
std::uint64_t stageTablesBytes(TableCache &cache, const std::vector<std::pair<std::size_t, std::size_t>> &stages,
                               bool fourByFourRemainder);

} // namespace core
