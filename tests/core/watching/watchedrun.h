#pragma once
// A 3x3 search watched with every expansion and its children, for the tests of what is built
// from the events (the step replay, the search tree).

#include "search/searchcontext.h"
#include "sliding/game/slidingsolve.h"
#include "solvers/solverregistry.h"
#include "watching/expansionlog.h"

#include <cstdint>
#include <string>
#include <vector>

namespace watched {

// "152436780" -> that 3x3 board (0 the blank).
inline core::SlidingBoard board(const char *digits)
{
    core::SlidingBoard b;
    b.size = {3, 3};
    for (const char *c = digits; *c; ++c)
        b.tiles.push_back(std::uint8_t(*c - '0'));
    return b;
}

// "152436780" -> the cell bytes of that 3x3 board (0 the blank), as events carry them.
inline std::string cells(const char *digits)
{
    std::string out;
    for (const char *c = digits; *c; ++c)
        out.push_back(char(*c - '0'));
    return out;
}

struct Run {
    core::SolveOutcome outcome;
    std::vector<core::ExpansionEvent> events;
};

// Solves `start` to the standard goal with `a` and `h`, keeping every event.
inline Run run(const char *start, core::AlgorithmId a, core::HeuristicId h)
{
    core::ExpansionLog log(1'000'000, true);
    core::SearchContext ctx;
    ctx.watch(&log);
    Run w;
    w.outcome = core::solveSliding(board(start), core::SlidingBoard::standardGoal({3, 3}), a, h, ctx);
    w.events = log.events();
    return w;
}

} // namespace watched
