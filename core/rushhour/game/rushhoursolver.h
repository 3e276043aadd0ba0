#pragma once
// Solving a Rush Hour lot, through the one solve (puzzles/solve.h): every search of search/ runs
// on RushHourDomain (BFS, bidirectional BFS, A*, IDA* and the weighted ones), and the exact table
// walks the distances of every lot the start can reach (2,081 for the longest named lot).
// Plans are moves in text separated by spaces ("A+3 B-1").
// A goal the start cannot reach is Unsolvable with GoalUnreachable once BFS, bidirectional BFS,
// A* or the table has met every reachable lot; IDA* and weighted IDA* first walk up to 65,536 lots
// from the start (solvers/searchrun.h), and answer the same once that walk has met them all.

#include "common/ids.h"
#include "rushhour/board/rushhourdomain.h"
#include "solvers/component.h"
#include "solvers/descriptors.h"

#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

namespace core {

// The module's own heuristic ids (common/ids.h: every row's id differs).
inline constexpr HeuristicId RushHourBlockersId = HeuristicId(ModuleHeuristicIds + 0);
inline constexpr HeuristicId RushHourBlockedBlockersId = HeuristicId(ModuleHeuristicIds + 1);

std::span<const HeuristicRow> rushHourHeuristicRows();
const SolverRow &rushHourSolverRow();

using RushHourComponent = StateComponent<RushHourDomain>;

// A search's plan as text ("A+3 B-1"), as solvers/searchrun.h's finishOutcome writes it.
std::string planLetters(const RushHourDomain &d, const std::vector<RushHourDomain::Move> &plan);

// Scrambles keep the start's vehicles. A walk of `moves` random moves, never straight back;
// `count` lots from a finished walk `c`, drawn uniformly among those exactly `distance` moves
// from the goal or (distance < 0) among all that reach it; empty when none qualifies.
RushHourBoard rushHourRandomWalk(const RushHourBoard &start, int moves, std::mt19937_64 &rng);
std::vector<RushHourBoard> rushHourDrawFrom(const RushHourComponent &c, const RushHourDomain &d, int distance,
                                            std::size_t count, std::mt19937_64 &rng);

} // namespace core
