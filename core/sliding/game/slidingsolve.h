#pragma once
// The sliding puzzle's part of the one solve (puzzles/solve.h): its SolverRow (the blind search,
// the tables, the staged and the row-by-row solvers, parity, and the lower bound of a plan not
// proven shortest), and the solve of a board towards a goal that the staged solvers, the hint
// and the tests call.

#include "puzzles/solve.h"
#include "sliding/pdb/additivepdb.h"

#include <optional>
#include <span>
#include <string>

namespace core {

const SolverRow &slidingSolverRow();
std::span<const HeuristicRow> slidingHeuristicRows(); // slidingheuristicrows.cpp

// goal must be well formed and the same size as start.
SolveOutcome solveSliding(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                          SearchContext &ctx);

// The pattern databases a sliding search with this heuristic needs, when they are neither held
// in `cache` nor in its folder: what building them costs (for the window to ask before a build
// of minutes). nullopt when nothing is to be built.
std::optional<TablesCost> tablesToBuild(const SlidingBoard &goal, HeuristicId h, const TableCache &cache);

// The answer line of the 8-puzzle judges (POJ 1077, HDU 1043) for a board against the standard
// goal: the shortest plan that is smallest in the order u, d, l, r (as their published samples
// show), or "unsolvable" with `unsolvable` set.
std::string eightPuzzleAnswer(const SlidingBoard &start, TableCache &cache, bool &unsolvable);

} // namespace core
