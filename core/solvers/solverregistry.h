#pragma once
// The solver registry: maps an AlgorithmId and a HeuristicId to a solver instantiated from the
// algorithm templates, behind one plain function per puzzle. Keys are the stable names the
// CLI, saved files and settings use; display names belong to ui/ (tr()).
//
// Every algorithm but the structured solver returns a shortest plan (all heuristics offered
// are admissible). BFS, IDA* and the tables return the lexicographically smallest shortest
// plan in the domain's move order (sliding d, l, r, u; rotation A..H); A* and bidirectional
// BFS return a shortest. The structured solver answers any sliding board up to 10x10 in well
// under a second, and says its plan is not proven optimal.
// A board that cannot be solved is answered Unsolvable at once, with the reason, unsearched.

#include "common/ids.h"
#include "puzzles/rotation/rotationboard.h"
#include "search/searchcontext.h"
#include "puzzles/sliding/slidingboard.h"

#include <optional>
#include <string>
#include <vector>

namespace core {

std::string algorithmKey(AlgorithmId a);
std::string heuristicKey(HeuristicId h);
std::optional<AlgorithmId> algorithmFromKey(const std::string &key);
std::optional<HeuristicId> heuristicFromKey(const std::string &key);
// The optimal algorithms; with includeSuboptimal also weighted A* (weight 3/2: a plan at most
// 1.5 times the shortest), the staged solver (near-shortest plans for boards up to 5x5, see
// peelingsolver.h) and the structured solver, which answers any sliding board fast but not
// with a shortest plan.
std::vector<AlgorithmId> allAlgorithms(bool includeSuboptimal = false);
// Whether the algorithm's plans are always shortest.
bool isOptimal(AlgorithmId a);
bool usesHeuristic(AlgorithmId a);
// Heuristics that make sense for a puzzle (None excluded).
std::vector<HeuristicId> heuristicsFor(PuzzleKind kind);
// The strongest heuristic that is quick to get for this puzzle and size (the 4x4 pattern
// databases take about a second to build on first use).
HeuristicId defaultHeuristic(PuzzleKind kind, BoardSize size = {});
// Empty when the combination can run on this puzzle and size; otherwise why not.
std::string checkCombination(PuzzleKind kind, BoardSize size, AlgorithmId a, HeuristicId h);
// Whether the algorithm guarantees the lexicographically smallest shortest plan.
bool givesSmallestPlan(AlgorithmId a);

struct SolveOutcome {
    SearchStatus status = SearchStatus::Unsolvable;
    std::string moves;   // the plan as letters (dlru or A..H)
    SearchStats stats;
    bool optimal = false; // the plan is proven shortest
    std::string message;  // why unsolvable, or which budget ran out
};

// goal must be well formed and the same size as start.
SolveOutcome solveSliding(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                          SearchContext &ctx);
SolveOutcome solveRotation(const RotationBoard &start, AlgorithmId a, HeuristicId h, SearchContext &ctx);

} // namespace core
