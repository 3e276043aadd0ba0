#include "sliding/game/slidingplay.h"

#include "sliding/pdb/additivepdb.h"
#include "solvers/descriptors.h"
#include "sliding/heuristics/lineconflicts.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/tables/smallboardtables.h"
#include "sliding/board/solvability.h"

#include <algorithm>

namespace core {

namespace {

// Whether pdb's databases hold exactly the tiles of each group of this partition.
bool pdbMatches(const AdditivePdb &pdb, const std::vector<std::vector<int>> &groups, const SlidingBoard &goal)
{
    const auto &dbs = pdb.databases();
    if (dbs.size() != groups.size())
        return false;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::vector<int> want, have = dbs[g].tiles();
        for (int c : groups[g])
            want.push_back(goal.tiles[std::size_t(c)]);
        std::sort(want.begin(), want.end());
        std::sort(have.begin(), have.end());
        if (want != have)
            return false;
    }
    return true;
}

void fillGroups(const SlidingBoard &board, const SlidingBoard &goal, HeuristicId heuristic, const AdditivePdb *pdb,
                const SlidingState &state, SlidingXray &x)
{
    const char *name = pdbPartition(heuristic);
    const auto groups = name ? AdditivePdb::partitionCells(name, goal) : std::nullopt;
    if (!groups)
        return;
    std::vector<int> groupOfGoalCell(std::size_t(goal.cells()), -1);
    for (std::size_t g = 0; g < groups->size(); ++g)
        for (int c : (*groups)[g])
            groupOfGoalCell[std::size_t(c)] = int(g);
    const auto goalCellOf = goal.positions();
    for (int cell = 0; cell < board.cells(); ++cell) {
        const int tile = board.tiles[std::size_t(cell)];
        if (tile != 0)
            x.group[std::size_t(cell)] = groupOfGoalCell[std::size_t(goalCellOf[std::size_t(tile)])];
    }
    if (pdb && pdbMatches(*pdb, *groups, goal))
        x.pdb = (*pdb)(state);
}

} // namespace

SlidingXray slidingXray(const SlidingBoard &board, const SlidingBoard &goal, HeuristicId heuristic, TableCache &tables,
                        const AdditivePdb *pdb)
{
    SlidingXray x;
    if (!board.isWellFormed() || !goal.isWellFormed() || !(board.size == goal.size))
        return x;
    const SlidingDomain d(goal);
    const SlidingState s = d.stateOf(board);
    const Manhattan manhattan(d);
    x.manhattan.assign(std::size_t(board.cells()), -1);
    x.group.assign(std::size_t(board.cells()), -1);
    for (int cell = 0; cell < board.cells(); ++cell) {
        const int tile = board.tiles[std::size_t(cell)];
        if (tile != 0)
            x.manhattan[std::size_t(cell)] = manhattan.distance(tile, cell);
    }
    x.conflicts = LineConflicts(d).pairs(s);
    x.misplaced = MisplacedTiles(d)(s);
    x.manhattanSum = manhattan(s);
    x.linearConflict = LinearConflict(d)(s);
    fillGroups(board, goal, heuristic, pdb, s, x);
    if (board.cells() <= SmallBoardTables::MaxCells && checkSolvable(board, goal).solvable)
        x.trueDistance = SmallBoardTables::forSize(tables, board.size)->distance(board, goal);
    return x;
}

} // namespace core
