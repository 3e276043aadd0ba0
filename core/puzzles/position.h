#pragma once
// Position: a board of some puzzle, as one value. A sliding position is its board and the goal
// it is played towards (any goal, Eight II style); a rotation position is its board alone (the
// goal is any one digit filling the centre). Structs that hold "the board" of either puzzle
// hold one Position instead of one board of each kind; its puzzle's back end (backendOf)
// knows what to do with it.

#include "common/ids.h"
#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingboard.h"

#include <variant>

namespace core {

struct SlidingPosition {
    SlidingBoard board;
    SlidingBoard goal;
    bool operator==(const SlidingPosition &) const = default;
};

using Position = std::variant<SlidingPosition, RotationBoard>;

inline PuzzleKind kindOf(const Position &p)
{
    return std::holds_alternative<RotationBoard>(p) ? PuzzleKind::Rotation : PuzzleKind::Sliding;
}

} // namespace core
