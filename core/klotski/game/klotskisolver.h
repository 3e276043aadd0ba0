#pragma once
// Solving a Huarong Dao box, through the one solve (puzzles/solve.h): every search of search/
// runs on KlotskiDomain (BFS, bidirectional BFS, A*, IDA* and the weighted ones), and the exact
// table walks the distances of every board the start can reach (a box has few: the classic one
// 25,955, 13,011 up to mirror images, which klotski/tables/klotskifold.h folds). Plans come back as
// moves in text ("Bdl"), replayable with playKlotskiMove.
// A goal the start cannot reach is Unsolvable with GoalUnreachable once BFS, bidirectional
// BFS, A* or the table has met every reachable board; IDA* cannot tell and runs to its budget.

#include "common/ids.h"
#include "common/reason.h"
#include "solvers/descriptors.h"
#include "klotski/board/klotskiboard.h"
#include "klotski/game/klotskicomponent.h"
#include "search/searchcontext.h"
#include "search/searchstats.h"

#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The searches of its heuristic rows (klotskiheuristicrows.cpp), and its SolverRow: the blind
// searches and the exact table.
SolveOutcome searchGoalPieceAway(AlgorithmId a, const Position &p, SearchContext &ctx);
SolveOutcome searchBlockers(AlgorithmId a, const Position &p, SearchContext &ctx);
const SolverRow &klotskiSolverRow();
std::span<const HeuristicRow> klotskiHeuristicRows(); // klotskiheuristicrows.cpp

struct KlotskiOutcome {
    SearchStatus status = SearchStatus::Unsolvable;
    std::vector<std::string> moves; // the plan, one move a string ("Bdl")
    SearchStats stats;
    bool optimal = false;           // the algorithm proves the plan shortest
    Reason reason;                  // why there is no plan
    std::string text() const;       // the moves separated by spaces
};

KlotskiOutcome solveKlotski(const KlotskiBoard &start, const KlotskiGoal &goal, AlgorithmId algorithm, HeuristicId h,
                            SearchContext &ctx);

// The exact distance to the goal of every board reachable from `start` (-1 in `distances` for
// those that cannot reach it), in the order the states were first met from the start; counts
// one expansion a board on each of its two sweeps.
struct KlotskiDistances {
    SearchStatus status = SearchStatus::Unsolvable; // Solved when every reachable board has its distance
    std::size_t boards = 0;                         // reachable from the start
    int startDistance = -1;
    std::vector<int> histogram;                     // boards at each distance
    SearchStats stats;
};
KlotskiDistances klotskiDistances(const KlotskiBoard &start, const KlotskiGoal &goal, SearchContext &ctx);

// Scrambles keep the start's pieces and letters. A walk of `moves` random moves, never
// straight back; a board drawn uniformly from those the start can reach at exactly `distance`
// moves from the goal (nullopt when none is that far, or the search stopped: see ctx).
KlotskiBoard klotskiRandomWalk(const KlotskiBoard &start, const KlotskiGoal &goal, int moves, std::mt19937_64 &rng);
std::optional<KlotskiBoard> klotskiBoardAtDistance(const KlotskiBoard &start, const KlotskiGoal &goal, int distance,
                                                   std::mt19937_64 &rng, SearchContext &ctx);
// `count` boards from one walk of the reachable boards: drawn uniformly among those exactly
// `distance` moves from the goal, or (distance < 0) among all that can reach it. Status: Solved
// with the boards; Unsolvable when none qualifies; LimitReached or Cancelled when the walk stopped.
struct KlotskiDraw {
    SearchStatus status = SearchStatus::Unsolvable;
    std::vector<KlotskiBoard> boards;
};
KlotskiDraw klotskiDrawBoards(const KlotskiBoard &start, const KlotskiGoal &goal, int distance, std::size_t count,
                              std::mt19937_64 &rng, SearchContext &ctx);
// The same draw from a finished walk `c` of `start` in domain `d` (klotskicomponent.h), for a
// caller that keeps the walk to draw from again.
KlotskiDraw klotskiDrawFrom(const KlotskiComponent &c, const KlotskiDomain &d, const KlotskiBoard &start, int distance,
                            std::size_t count, std::mt19937_64 &rng);

} // namespace core
