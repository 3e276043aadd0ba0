#pragma once
// The one solve: every puzzle's board is solved here, through the algorithm rows, the heuristic
// rows and its module's SolverRow (solvers/descriptors.h). What is decided once, for every puzzle:
// - an algorithm no search family runs (tables, staged, structured) runs only where the puzzle
//   declares a solver of it that takes the board's size; else the answer says why not;
// - a board the back end calls unsolvable is answered at once with its reason, unsearched;
// - a search that takes a heuristic but is given none (or another puzzle's) runs with the
//   puzzle's default (effectiveHeuristic); BFS and bidirectional BFS run the puzzle's blind search;
// - only an Optimal row's plans are called shortest (a puzzle's lower bound may prove one);
// - where the puzzle decides solvability, a search that finds no plan was misled, not unsolvable;
// - a search stopped by its node budget names the heuristic to try next (the row's `stronger`,
//   or after a blind search the puzzle's default for the size).

#include "position/position.h"
#include "solvers/solverregistry.h"

namespace core {

SolveOutcome solve(const Position &p, AlgorithmId a, HeuristicId h, SearchContext &ctx);

} // namespace core
