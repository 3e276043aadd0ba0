#pragma once
// The sliding X-ray's picture: what each heuristic sees on a board, cell by cell, for the board
// view to paint (PositionXray::detail), with the heuristic values beside the true distance
// where it is known.

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

} // namespace core
