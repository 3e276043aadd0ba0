#include "sliding/board/solvability.h"

#include <cstdlib>
#include <vector>

namespace core {

bool permutationIsOdd(const SlidingBoard &start, const SlidingBoard &goal)
{
    // Cycle decomposition of cell -> cell where each tile must travel: a cycle of length L
    // takes L-1 transpositions.
    const int n = start.cells();
    const auto goalPos = goal.positions();
    std::vector<bool> seen(std::size_t(n), false);
    int transpositions = 0;
    for (int i = 0; i < n; ++i) {
        if (seen[std::size_t(i)])
            continue;
        int len = 0;
        for (int j = i; !seen[std::size_t(j)]; j = goalPos[start.tiles[std::size_t(j)]]) {
            seen[std::size_t(j)] = true;
            ++len;
        }
        transpositions += len - 1;
    }
    return transpositions % 2 != 0;
}

namespace {

// Parity of the inversions among the tiles alone (blank skipped), counted in the goal's
// reading order: the classic formulation people check by hand.
bool tileInversionsOdd(const SlidingBoard &start, const SlidingBoard &goal)
{
    const auto goalPos = goal.positions();
    std::vector<int> order;
    for (auto t : start.tiles)
        if (t != 0)
            order.push_back(goalPos[t]);
    int inversions = 0;
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::size_t j = i + 1; j < order.size(); ++j)
            inversions += order[i] > order[j];
    return inversions % 2 != 0;
}

} // namespace

Solvability checkSolvable(const SlidingBoard &start, const SlidingBoard &goal)
{
    const bool odd = permutationIsOdd(start, goal);
    const int w = start.width();
    const int b = start.blankIndex();
    const int g = goal.blankIndex();
    const int rows = std::abs(b / w - g / w);
    const int cols = std::abs(b % w - g % w);
    if (odd == ((rows + cols) % 2 != 0))
        return {true, {}};
    const std::int64_t inversionsOdd = tileInversionsOdd(start, goal) ? 1 : 0;
    if (w % 2 == 1)
        return {false, {ReasonCode::UnsolvableOddWidth, {inversionsOdd}, {}}};
    return {false, {ReasonCode::UnsolvableEvenWidth, {inversionsOdd, rows}, {}}};
}

} // namespace core
