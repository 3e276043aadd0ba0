#pragma once
// A sliding position: its board and the goal it is played towards (any goal, Eight II style).

#include "sliding/board/slidingboard.h"

namespace core {

struct SlidingPosition {
    SlidingBoard board;
    SlidingBoard goal;
    bool operator==(const SlidingPosition &) const = default;
};

} // namespace core
