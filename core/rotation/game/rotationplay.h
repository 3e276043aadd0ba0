#pragma once
// The rotation game's own play: its solve, hint, X-ray and scrambles, behind RotationBackend
// and also called directly by the judge (POJ 2286), the command line and the tests.

#include "rotation/board/rotationboard.h"
#include "common/ids.h"
#include "puzzles/hint.h"
#include "rotation/game/rotationxray.h"
#include "search/searchcontext.h"
#include "solvers/solveoutcome.h"

#include <random>

namespace core {

class TableCache;

// A shortest plan (for the optimal algorithms): one search per digit that could fill the
// centre, each bounded by the best plan found so far; the lexicographically smallest of the
// shortest. A board without eight of any digit is Unsolvable at once, with the reason.
SolveOutcome solveRotation(const RotationBoard &start, AlgorithmId a, HeuristicId h, SearchContext &ctx);
// IDA* with the centre table: exact, in milliseconds.
Hint rotationHint(const RotationBoard &board, SearchContext &ctx);
// The centre table comes from `tables`.
RotationXray rotationXray(const RotationBoard &board, TableCache &tables);
// Eight of each digit, uniformly shuffled.
RotationBoard scrambleRotationRandom(std::mt19937_64 &rng);
// k moves (no immediate undo) from a solved board with a random centre digit.
RotationBoard scrambleRotationWalk(int moves, std::mt19937_64 &rng);

} // namespace core
