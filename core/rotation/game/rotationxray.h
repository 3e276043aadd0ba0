#pragma once
// The rotation X-ray's picture: the centre's digits and the exact distance of each digit, for
// the board view to paint (PositionXray::detail).

#include <array>

namespace core {

struct RotationXray {
    std::array<int, 3> centreCount{};  // how many of each digit 1..3 sit on the centre
    int centreBound = 0;               // 8 - the largest count: the centre-count heuristic
    std::array<int, 3> tableDistance{}; // exact moves to gather each digit on the centre (centre table);
                                        // -1 for a digit with fewer than eight copies
    int tableBound = 0;                // the smallest of tableDistance: the exact distance; -1 when no
                                       // digit has eight copies
};

} // namespace core
