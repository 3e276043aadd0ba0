// Fuzz target: Rush Hour text. The input is a lot, then optionally '|' and moves separated by
// spaces. Whatever parses prints and parses back unchanged; every legal move of the search
// domain, written as text, plays on the lot and lands where the domain says, and its inverse
// plays back; played text moves keep every vehicle; a short bounded search never crashes and
// its plan, if any, replays to the goal.
#include "position/position.h"
#include "puzzles/solve.h"
#include "rushhour/board/rushhourdomain.h"
#include "rushhour/game/rushhoursolver.h"
#include "rushhour/board/rushhourboard.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const std::string text(reinterpret_cast<const char *>(data), size);
    const std::size_t bar = text.find('|');
    const auto parsed = core::parseRushHourBoard(text.substr(0, bar));
    if (!parsed.board) {
        if (!parsed.error.failed() || parsed.error.describe().empty())
            __builtin_trap();
        return 0;
    }
    const core::RushHourBoard start = *parsed.board;
    const auto again = core::parseRushHourBoard(start.text());
    if (!again.board || !(*again.board == start))
        __builtin_trap();
    const core::RushHourDomain d(start);
    core::RushHourDomain::Move moves[core::RushHourDomain::MaxMoves];
    const core::RushHourState s0 = d.stateOf(start);
    const int n = d.legalMoves(s0, moves);
    for (int k = 0; k < n; ++k) {
        core::RushHourBoard b = start;
        if (!core::playRushHourMove(b, d.moveText(moves[k])))
            __builtin_trap();
        core::RushHourState s = s0;
        d.apply(s, moves[k]);
        if (!(d.stateOf(b) == s) || !(d.boardOf(s) == b))
            __builtin_trap();
        if (!core::playRushHourMove(b, d.moveText(d.inverse(moves[k]))) || !(b == start))
            __builtin_trap();
    }
    core::RushHourBoard played = start;
    std::istringstream in(bar == std::string::npos ? std::string() : text.substr(bar + 1));
    for (std::string m; in >> m;)
        core::playRushHourMove(played, m);
    std::string a = played.cells(), b = start.cells();
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b)
        __builtin_trap();
    core::SearchContext ctx;
    ctx.setMaxExpanded(2000);
    const core::SolveOutcome o = core::solve(core::Position(start), core::AlgorithmId::AStar,
                                             core::RushHourBlockedBlockersId, ctx);
    if (o.status == core::SearchStatus::Solved) {
        core::RushHourBoard r = start;
        std::istringstream plan(o.moves);
        for (std::string m; plan >> m;)
            if (!core::playRushHourMove(r, m))
                __builtin_trap();
        if (!r.solved())
            __builtin_trap();
    }
    return 0;
}
