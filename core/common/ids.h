#pragma once
// The ids that name a puzzle type, a search algorithm and a heuristic. Their stable text keys
// (for the CLI, saved files and settings) and everything else said about them live in the
// descriptor rows (core/solvers/descriptors.h); display names live in ui/words/displaynames.cpp.
// Each puzzle's kind is its module's own value (position/position.h): here a puzzle is only a
// value to pass on. A module's heuristic ids may also be its own values of
// HeuristicId, declared in its folder (every row's id differs: tst_descriptors).

namespace core {

enum class PuzzleKind : int; // position/position.h
enum class AlgorithmId { Bfs, BidirectionalBfs, AStar, IdaStar, Table, Structured, WeightedAStar, Staged,
                         WeightedIdaStar };
enum class HeuristicId { None, Misplaced, Manhattan, LinearConflict, CentreCount, CentreTable, Pdb555, Pdb663,
                         WalkingDistance, Pdb78, Gaschnig, Pdb6666, KlotskiAway, KlotskiBlockers, Pdb6666Max };
// A module declares its own heuristic ids in its folder, as HeuristicId(ModuleHeuristicIds + n):
// above every value listed here, so a new puzzle's heuristics edit no shared list.
inline constexpr int ModuleHeuristicIds = 100;

} // namespace core
