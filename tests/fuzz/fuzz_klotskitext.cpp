// Fuzz target: Huarong Dao text. The input is a box, then optionally '|' and a goal, then
// optionally '|' and moves separated by spaces. Whatever parses prints and parses back
// unchanged; every legal move of the search domain, written as text, plays on the board and
// lands on the board the domain says; played text moves keep the pieces' shapes; a short
// bounded search never crashes and its plan, if any, replays to the goal.
#include "klotski/board/klotskidomain.h"
#include "klotski/game/klotskisolver.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

namespace {

std::string part(const std::string &text, int index)
{
    std::size_t start = 0;
    for (int i = 0; i < index; ++i) {
        start = text.find('|', start);
        if (start == std::string::npos)
            return {};
        ++start;
    }
    return text.substr(start, text.find('|', start) - start);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto parsed = core::parseKlotskiBoard(part(text, 0));
    if (!parsed.board) {
        if (!parsed.error.failed() || parsed.error.describe().empty())
            __builtin_trap();
        return 0;
    }
    const core::KlotskiBoard start = *parsed.board;
    const auto again = core::parseKlotskiBoard(start.text());
    if (!again.board || !(*again.board == start))
        __builtin_trap();
    const std::string goalText = part(text, 1);
    const auto goal = goalText.empty() ? core::defaultKlotskiGoal(start) : core::parseKlotskiGoal(goalText, start);
    if (!goal.goal)
        return 0;
    const core::KlotskiDomain d(start, *goal.goal);
    core::KlotskiDomain::Move moves[core::KlotskiDomain::MaxMoves];
    const int n = d.legalMoves(d.stateOf(start), moves);
    for (int k = 0; k < n; ++k) {
        core::KlotskiBoard b = start;
        if (core::playKlotskiMove(b, d.moveText(start, moves[k])))
            __builtin_trap();
        core::KlotskiState s = d.stateOf(start);
        d.apply(s, moves[k]);
        if (!(d.stateOf(b) == s))
            __builtin_trap();
    }
    core::KlotskiBoard played = start;
    const std::string moveText = part(text, 2);
    for (std::size_t at = 0; at < moveText.size();) {
        const std::size_t end = std::min(moveText.find(' ', at), moveText.size());
        core::playKlotskiMove(played, moveText.substr(at, end - at));
        at = end + 1;
    }
    if (played.pieces().size() != start.pieces().size())
        __builtin_trap();
    core::SearchContext ctx;
    ctx.setMaxExpanded(2000);
    const auto o = core::solveKlotski(start, *goal.goal, core::AlgorithmId::AStar, core::HeuristicId::KlotskiBlockers, ctx);
    if (o.status == core::SearchStatus::Solved) {
        core::KlotskiBoard b = start;
        for (const std::string &m : o.moves)
            if (core::playKlotskiMove(b, m))
                __builtin_trap();
        if (!core::klotskiGoalReached(b, *goal.goal))
            __builtin_trap();
    }
    return 0;
}
