#pragma once
// StructuredSolver: an answer for any solvable board up to 10x10 in well under a second, not
// an optimal one. It peels the board the way people solve it: while the unsolved region is
// taller than 3 it fixes a whole row, else while wider than 3 a whole column, always on the
// side away from the goal's blank, until a region of at most 3x3 is left, which the distance
// tables finish exactly. Each tile of a row or column is brought home by a breadth-first
// search over (tile, blank) positions in the cells not yet fixed; the last two tiles of a row
// or column go together, by a search over (tile, tile, blank), which handles the corner case
// that defeats placing them one by one.

#include "search/searchcontext.h"
#include "sliding/board/slidingboard.h"

#include <optional>
#include <vector>

namespace core {

struct StructuredPlan {
    SearchStatus status = SearchStatus::Unsolvable;
    std::vector<Dir> plan;
};

// The board must be solvable towards the goal (see checkSolvable); the context's cancel flag
// is honoured between steps.
StructuredPlan solveStructured(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx);

} // namespace core
