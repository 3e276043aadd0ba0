#pragma once
// Position: a board of some puzzle, as one value. A sliding position is its board and the goal
// it is played towards (any goal, Eight II style); a rotation position is its board alone (the
// goal is any one digit filling the centre); a Huarong Dao position is its box and the place
// its goal piece must reach. Structs that hold "the board" of a puzzle hold one Position; its
// puzzle's back end (backendOf) knows what to do with it.

#include "common/ids.h"
#include "klotski/board/klotskiboard.h"
#include "rotation/board/rotationboard.h"
#include "sliding/board/slidingboard.h"

#include <variant>

namespace core {

struct SlidingPosition {
    SlidingBoard board;
    SlidingBoard goal;
    bool operator==(const SlidingPosition &) const = default;
};

struct KlotskiPosition {
    KlotskiBoard board;
    KlotskiGoal goal;
    bool operator==(const KlotskiPosition &) const = default;
};

// The alternatives are in PuzzleKind's order. A struct rather than an alias, so that the solver
// rows (solvers/descriptors.h) can name it without including every puzzle's board.
struct Position : std::variant<SlidingPosition, RotationBoard, KlotskiPosition> {
    using variant::variant;
    // Positions are compared for equality only (Qt's meta-types look for an order).
    bool operator<(const Position &) const = delete;
};

inline PuzzleKind kindOf(const Position &p)
{
    return PuzzleKind(p.index());
}

} // namespace core
