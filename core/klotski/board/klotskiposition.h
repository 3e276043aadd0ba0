#pragma once
// A Huarong Dao position: its box and the place its goal piece must reach.

#include "position/position.h"
#include "klotski/board/klotskiboard.h"

namespace core {

struct KlotskiPosition {
    KlotskiBoard board;
    KlotskiGoal goal;
    bool operator==(const KlotskiPosition &) const = default;
};

// Huarong Dao's id (position/position.h): its own value, which saved settings keep.
inline constexpr PuzzleKind KlotskiKind = PuzzleKind(2);
template <>
struct PositionTraits<KlotskiPosition> {
    static constexpr PuzzleKind kind = KlotskiKind;
};

} // namespace core
