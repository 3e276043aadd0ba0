#pragma once
// A sliding position: its board and the goal it is played towards (any goal, Eight II style).

#include "position/position.h"
#include "sliding/board/slidingboard.h"

namespace core {

struct SlidingPosition {
    SlidingBoard board;
    SlidingBoard goal;
    bool operator==(const SlidingPosition &) const = default;
};

// The sliding puzzle's id (position/position.h): its own value, which saved settings keep.
inline constexpr PuzzleKind SlidingKind = PuzzleKind(0);
template <>
struct PositionTraits<SlidingPosition> {
    static constexpr PuzzleKind kind = SlidingKind;
};

} // namespace core
