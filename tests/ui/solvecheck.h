#pragma once
// Checks the UI tests share: distances on 3x3 from the independent reference BFS, replaying a
// reply's plan to its goal, and a reply solved directly through core (no worker thread).

#include "../core/convert.h"
#include "solve/solverrequest.h"
#include "solvers/solverregistry.h"

#include <cstdint>

inline const ref::ExhaustiveBfs &reference3x3()
{
    return ref::referenceFor(3, 3, ref::standardGoal(9));
}

inline int referenceDistance(const core::SlidingBoard &b)
{
    return reference3x3().distance(toRef(b));
}

inline bool replaysToGoal(const ui::SolveReply &r)
{
    ref::Board b = toRef(r.request.start);
    return ref::replay(b, r.request.start.width(), r.request.start.height(), r.outcome.moves)
        && b == toRef(r.request.goal);
}

inline ui::SolveReply solvedReply(const core::SlidingBoard &start, core::AlgorithmId a, core::HeuristicId h,
                                  std::uint64_t maxNodes = 50'000'000)
{
    ui::SolveReply r;
    r.request.start = start;
    r.request.goal = core::SlidingBoard::standardGoal(start.size);
    r.request.algorithm = a;
    r.request.heuristic = h;
    core::SearchContext ctx;
    ctx.setMaxExpanded(maxNodes);
    r.outcome = core::solveSliding(start, r.request.goal, a, h, ctx);
    return r;
}
