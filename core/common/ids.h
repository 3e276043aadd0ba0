#pragma once
// The ids that name a puzzle type, a search algorithm and a heuristic. Their stable text keys
// (for the CLI, saved files and settings) and everything else said about them live in the
// descriptor rows (core/solvers/descriptors.h); display names live in ui/solve/displaynames.cpp.

namespace core {

enum class PuzzleKind { Sliding, Rotation, Klotski };
inline constexpr PuzzleKind AllPuzzleKinds[] = {PuzzleKind::Sliding, PuzzleKind::Rotation, PuzzleKind::Klotski};
enum class AlgorithmId { Bfs, BidirectionalBfs, AStar, IdaStar, Table, Structured, WeightedAStar, Staged,
                         WeightedIdaStar };
enum class HeuristicId { None, Misplaced, Manhattan, LinearConflict, CentreCount, CentreTable, Pdb555, Pdb663,
                         WalkingDistance, Pdb78, Gaschnig, Pdb6666, KlotskiAway, KlotskiBlockers };

} // namespace core
