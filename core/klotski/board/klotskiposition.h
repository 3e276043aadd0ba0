#pragma once
// A Huarong Dao position: its box and the place its goal piece must reach.

#include "klotski/board/klotskiboard.h"

namespace core {

struct KlotskiPosition {
    KlotskiBoard board;
    KlotskiGoal goal;
    bool operator==(const KlotskiPosition &) const = default;
};

} // namespace core
