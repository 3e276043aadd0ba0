#pragma once
// Hints and the distance gauge: the exact optimal distance to the goal and the next move of a
// shortest plan, as every puzzle's back end answers them (PuzzleBackend::hint). Each puzzle's
// own hint lives in its folder (<puzzle>/game/): boards small enough answer at once from
// tables, larger ones run an optimal search under ctx's budgets, which the caller runs in the
// background and cancels when the board changes.

#include "common/reason.h"
#include "solvers/solveoutcome.h"

#include <string>

namespace core {

struct Hint {
    enum class Kind { Exact, Unsolvable, Unknown, Stopped };
    Kind kind = Kind::Unknown;
    int distance = -1;  // exact optimal distance when Kind::Exact
    std::string next;   // first move of a shortest plan ("d", "A", "Bdl"); empty at the goal
    Reason reason;      // why not Exact
};

// An exact hint from a shortest plan of one-letter moves.
Hint exactHint(const std::string &plan);
// A hint that is not exact, and why.
Hint otherHint(Hint::Kind kind, Reason reason);
// The hint an optimal search's outcome gives (one-letter moves).
Hint hintFromOutcome(const SolveOutcome &o);

// How the last move changed the distance: -1 closer, 0 same, +1 further.
int distanceTrend(int before, int after);

} // namespace core
