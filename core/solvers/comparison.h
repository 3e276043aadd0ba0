#pragma once
// Comparing algorithms: the sensible algorithm x heuristic pairs for a puzzle, and the
// effective branching factor.
//
// Effective branching factor (Russell and Norvig): the branching factor b* a uniform tree of
// the solution's depth d would need to hold the search's N generated nodes plus the root:
//     N + 1 = 1 + b* + b*^2 + ... + b*^d
// Found by bisection to 1e-9. Undefined (returned as 0) for d = 0; a search that generated
// no more than d nodes has b* = 1 or just under (clamped to 1).

#include "solvers/solverregistry.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace core {

struct RunChoice {
    AlgorithmId algorithm = AlgorithmId::IdaStar;
    HeuristicId heuristic = HeuristicId::None;
    bool operator==(const RunChoice &) const = default;
};

double effectiveBranchingFactor(std::uint64_t generated, int depth);

// Every pair checkCombination accepts for this puzzle and size, optimal algorithms first, in
// allAlgorithms order, each algorithm's heuristics in heuristicsFor order (None for the blind
// searches and the tables).
std::vector<RunChoice> sensibleChoices(PuzzleKind kind, BoardSize size, bool includeSuboptimal = true);

} // namespace core
