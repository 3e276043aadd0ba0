#pragma once
// Checks the UI tests share: distances on 3x3 from the independent reference BFS, replaying a
// reply's plan to its goal, and a reply solved directly through core (no worker thread).

#include "../core/convert.h"
#include "sliding/game/slidingsolve.h"
#include "solve/solverrequest.h"
#include "solvers/solverregistry.h"
#include "sliding/board/slidingposition.h"

#include <cstdint>

inline const ref::ExhaustiveBfs &reference3x3()
{
    return ref::referenceFor(3, 3, ref::standardGoal(9));
}

inline int referenceDistance(const core::SlidingBoard &b)
{
    return reference3x3().distance(toRef(b));
}

// The sliding board a request solves, and its goal.
inline const core::SlidingBoard &requestStart(const ui::SolveRequest &r)
{
    return r.position.as<core::SlidingPosition>().board;
}
inline const core::SlidingBoard &requestGoal(const ui::SolveRequest &r)
{
    return r.position.as<core::SlidingPosition>().goal;
}
// A request for a sliding board and its goal.
inline ui::SolveRequest slidingRequest(const core::SlidingBoard &start, const core::SlidingBoard &goal)
{
    ui::SolveRequest r;
    r.position = core::SlidingPosition{start, goal};
    return r;
}

inline bool replaysToGoal(const ui::SolveReply &r)
{
    const core::SlidingBoard &start = requestStart(r.request);
    ref::Board b = toRef(start);
    return ref::replay(b, start.width(), start.height(), r.outcome.moves) && b == toRef(requestGoal(r.request));
}

inline ui::SolveReply solvedReply(const core::SlidingBoard &start, core::AlgorithmId a, core::HeuristicId h,
                                  std::uint64_t maxNodes = 50'000'000)
{
    ui::SolveReply r;
    r.request.position = core::SlidingPosition{start, core::SlidingBoard::standardGoal(start.size)};
    r.request.algorithm = a;
    r.request.heuristic = h;
    core::SearchContext ctx;
    ctx.setMaxExpanded(maxNodes);
    r.outcome = core::solveSliding(start, requestGoal(r.request), a, h, ctx);
    return r;
}
