#pragma once
// The sliding puzzle's own play: its hint, its X-ray and its scrambles, behind SlidingBackend
// and also called directly by the command line, the experiments and the tests.
//
// Hints: boards of at most 9 cells answer at once from the distance tables; larger boards run
// an optimal search (IDA* with the default heuristic for the size) under ctx's budgets; boards
// larger than 4x4 are beyond an optimal search in interactive time: Unknown at once.
//
// Seeded, reproducible scrambles. The same seed gives the same board on every platform.
//   randomSolvable   uniform over the boards that can reach the goal
//   randomWalk       k moves from the goal, never undoing the previous move
//   atDistance       a board whose optimal distance to the goal is exactly d: uniform among
//                    them from the distance tables on boards of at most 9 cells; on larger
//                    boards a walk that checks each step with an optimal solver, within a
//                    node budget (fails when the budget cannot certify the distance)

#include "common/reason.h"
#include "sliding/board/slidingboard.h"
#include "puzzles/hint.h"
#include "sliding/game/slidingxray.h"
#include "search/searchcontext.h"
#include "common/ids.h"

#include <stop_token>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>

namespace core {

class AdditivePdb;
class TableCache;

// Whether slidingHint answers this size from tables without searching.
bool hintIsInstant(BoardSize size);
Hint slidingHint(const SlidingBoard &board, const SlidingBoard &goal, SearchContext &ctx);

// heuristic selects which PDB groups to report (Pdb555 / Pdb663 on 4x4; the groups come from
// AdditivePdb::partitionCells and need no table). The pdb value is filled only when `pdb` is
// given: the built instance AdditivePdb::forGoal returned for this goal and partition (this
// function never builds one; an instance whose pattern tiles do not match the partition for
// this goal is ignored). goal must match board's size. The true distance of a board of at
// most nine cells comes from the distance tables in `tables`.
SlidingXray slidingXray(const SlidingBoard &board, const SlidingBoard &goal, HeuristicId heuristic, TableCache &tables,
                        const AdditivePdb *pdb = nullptr);

SlidingBoard scrambleRandomSolvable(const SlidingBoard &goal, std::mt19937_64 &rng);
SlidingBoard scrambleRandomWalk(const SlidingBoard &goal, int moves, std::mt19937_64 &rng);

struct DistanceScramble {
    std::optional<SlidingBoard> board;
    Reason error;
};
// A stop requested on `cancel` ends a walk on a large board at the running search's next
// expansion (the error then says "cancelled").
// `certified` hears each distance the walk has certified so far, for progress.
constexpr std::uint64_t DefaultScrambleNodeBudget = 20'000'000;
// Boards of at most nine cells are drawn from the distance tables in `tables`.
DistanceScramble scrambleAtDistance(const SlidingBoard &goal, int distance, std::mt19937_64 &rng, TableCache &tables,
                                    std::uint64_t nodeBudget = DefaultScrambleNodeBudget, std::stop_token cancel = {},
                                    const std::function<void(int)> &certified = {});
// The largest distance the walk asks for on boards of more than 9 cells: beyond it, certifying
// each step with the optimal solver takes minutes and mostly fails, so it is refused up front.
// (Measured with the default budget: 4x4 to 40 in about 1 s, 5x5 to 50 in up to 14 s; 5x5 at 60
// and 6x6 at 60 fail after 16 to 58 s.)
int maxWalkDistance(BoardSize size);

} // namespace core
