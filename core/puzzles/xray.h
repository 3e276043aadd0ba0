#pragma once
// The heuristic X-ray's pictures: what each heuristic sees on a board, cell by cell, for the
// board views to paint (PositionXray::detail), with the heuristic values beside the true
// distance where it is known. Each puzzle's back end fills its own (<puzzle>/game/).

#include <array>
#include <utility>
#include <vector>

namespace core {

struct SlidingXray {
    std::vector<int> manhattan;                 // per cell: its tile's Manhattan distance; -1 on the blank
    std::vector<std::pair<int, int>> conflicts; // cell pairs in linear conflict (same goal row or column, reversed)
    std::vector<int> group;                     // per cell: PDB group of its tile (0-based) or -1 (blank, or no PDB)
    int misplaced = 0;
    int manhattanSum = 0;
    int linearConflict = 0;                     // Manhattan plus the conflict moves
    int pdb = -1;                               // the chosen PDB's value, -1 when none was chosen/available
    int trueDistance = -1;                      // -1 unless known (boards of at most 9 cells)
};

struct RotationXray {
    std::array<int, 3> centreCount{};  // how many of each digit 1..3 sit on the centre
    int centreBound = 0;               // 8 - the largest count: the centre-count heuristic
    std::array<int, 3> tableDistance{}; // exact moves to gather each digit on the centre (centre table);
                                        // -1 for a digit with fewer than eight copies
    int tableBound = 0;                // the smallest of tableDistance: the exact distance; -1 when no
                                       // digit has eight copies
};

} // namespace core
