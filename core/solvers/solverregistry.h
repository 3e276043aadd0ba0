#pragma once
// The solver registry: everything derived from the descriptor rows (solvers/descriptors.h):
// key lookups, the lists the CLI and the window offer, which pairs can run. Every puzzle is
// solved by one function over these rows, puzzles/solve.h.
// Keys are the stable names the CLI, saved files and settings use; display names belong to
// ui/ (tr()).
//
// Every optimal algorithm returns a shortest plan (all heuristics offered are admissible).
// BFS, IDA* and the tables return the lexicographically smallest shortest plan in the domain's
// move order (sliding d, l, r, u; rotation A..H); A* and bidirectional BFS return a shortest.
// A board that cannot be solved is answered Unsolvable at once, with the reason, unsearched.

#include "common/ids.h"
#include "common/reason.h"
#include "search/searchcontext.h"
#include "solvers/descriptors.h"
#include "solvers/solveoutcome.h"

#include <optional>
#include <string>
#include <vector>

namespace core {

std::string algorithmKey(AlgorithmId a);
std::string heuristicKey(HeuristicId h);
std::optional<AlgorithmId> algorithmFromKey(const std::string &key);
std::optional<HeuristicId> heuristicFromKey(const std::string &key);
// The optimal algorithms in row order; with includeSuboptimal also those that answer without
// proving the plan shortest (weighted A*, the staged and the structured solvers).
std::vector<AlgorithmId> allAlgorithms(bool includeSuboptimal = false);
// Whether the algorithm's plans are always shortest.
bool isOptimal(AlgorithmId a);
bool usesHeuristic(AlgorithmId a);
// Heuristics that make sense for a puzzle (None excluded), in row order.
std::vector<HeuristicId> heuristicsFor(PuzzleKind kind);
// The strongest heuristic that is quick to get for this puzzle and size (the 4x4 pattern
// databases take about a second to build on first use).
HeuristicId defaultHeuristic(PuzzleKind kind, BoardSize size = {});
// Empty when the combination can run on this puzzle and size; otherwise why not.
Reason checkCombination(PuzzleKind kind, BoardSize size, AlgorithmId a, HeuristicId h);
// Whether the window runs this pair without its node budget, until it ends or is cancelled: IDA*
// (memory a path deep) with a heuristic whose optimal searches may take hours (HeuristicRow::
// mayTakeLong, the 24-puzzle's 6-6-6-6 databases).
bool runsWithoutNodeBudget(AlgorithmId a, HeuristicId h);
// The heuristic a search runs with: a search that takes a heuristic but is given none (or one of
// another puzzle) runs with the puzzle's plain default; the others take none.
HeuristicId effectiveHeuristic(PuzzleKind kind, AlgorithmId a, HeuristicId h);
// Whether the algorithm guarantees the lexicographically smallest shortest plan.
bool givesSmallestPlan(AlgorithmId a);

} // namespace core
