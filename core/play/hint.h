#pragma once
// Hints and the distance gauge: the exact optimal distance to the goal and the next move of a
// shortest plan. Boards of at most 9 cells answer at once from the distance tables; larger
// boards run an optimal search (IDA* with the default heuristic for the size) under ctx's
// budgets, which the caller runs in the background and cancels when the board changes.
// Boards larger than 4x4 are beyond an optimal search in interactive time: Unknown at once.

#include "common/reason.h"
#include "puzzles/rotation/rotationboard.h"
#include "search/searchcontext.h"
#include "puzzles/sliding/slidingboard.h"

#include <string>

namespace core {

struct Hint {
    enum class Kind { Exact, Unsolvable, Unknown, Stopped };
    Kind kind = Kind::Unknown;
    int distance = -1;  // exact optimal distance when Kind::Exact
    std::string next;   // first move of a shortest plan ("d", "A", "Bdl"); empty at the goal
    Reason reason;      // why not Exact
};

// Whether slidingHint answers this size from tables without searching.
bool hintIsInstant(BoardSize size);
Hint slidingHint(const SlidingBoard &board, const SlidingBoard &goal, SearchContext &ctx);
Hint rotationHint(const RotationBoard &board, SearchContext &ctx);

// How the last move changed the distance: -1 closer, 0 same, +1 further.
int distanceTrend(int before, int after);

} // namespace core
