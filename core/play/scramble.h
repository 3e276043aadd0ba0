#pragma once
// Seeded, reproducible scrambles. The same seed gives the same board on every platform.
//   randomSolvable   uniform over the boards that can reach the goal
//   randomWalk       k moves from the goal, never undoing the previous move
//   atDistance       a board whose optimal distance to the goal is exactly d: uniform among
//                    them from the distance tables on boards of at most 9 cells; on larger
//                    boards a walk that checks each step with an optimal solver, within a
//                    node budget (fails when the budget cannot certify the distance)

#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingboard.h"

#include <stop_token>
#include <cstdint>
#include <optional>
#include <random>
#include <string>

namespace core {

SlidingBoard scrambleRandomSolvable(const SlidingBoard &goal, std::mt19937_64 &rng);
SlidingBoard scrambleRandomWalk(const SlidingBoard &goal, int moves, std::mt19937_64 &rng);

struct DistanceScramble {
    std::optional<SlidingBoard> board;
    std::string error;
};
// A stop requested on `cancel` ends a walk on a large board at the running search's next
// expansion (the error then says "cancelled").
constexpr std::uint64_t DefaultScrambleNodeBudget = 20'000'000;
DistanceScramble scrambleAtDistance(const SlidingBoard &goal, int distance, std::mt19937_64 &rng,
                                    std::uint64_t nodeBudget = DefaultScrambleNodeBudget, std::stop_token cancel = {});

// Eight of each digit, uniformly shuffled.
RotationBoard scrambleRotationRandom(std::mt19937_64 &rng);
// k moves (no immediate undo) from a solved board with a random centre digit.
RotationBoard scrambleRotationWalk(int moves, std::mt19937_64 &rng);

} // namespace core
