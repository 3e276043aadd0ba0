#pragma once
// Seeded, reproducible scrambles. The same seed gives the same board on every platform.
//   randomSolvable   uniform over the boards that can reach the goal
//   randomWalk       k moves from the goal, never undoing the previous move
//   atDistance       a board whose optimal distance to the goal is exactly d: uniform among
//                    them from the distance tables on boards of at most 9 cells; on larger
//                    boards a walk that checks each step with an optimal solver, within a
//                    node budget (fails when the budget cannot certify the distance)

#include "common/reason.h"
#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingboard.h"

#include <stop_token>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>

namespace core {

class TableCache;

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

// Eight of each digit, uniformly shuffled.
RotationBoard scrambleRotationRandom(std::mt19937_64 &rng);
// k moves (no immediate undo) from a solved board with a random centre digit.
RotationBoard scrambleRotationWalk(int moves, std::mt19937_64 &rng);

} // namespace core
