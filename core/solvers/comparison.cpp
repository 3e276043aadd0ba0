#include "solvers/comparison.h"


#include <cmath>

namespace core {

double effectiveBranchingFactor(std::uint64_t generated, int depth)
{
    if (depth <= 0)
        return 0;
    const double target = double(generated) + 1;
    // Nodes of a uniform tree of branching b and depth d: 1 + b + ... + b^d.
    const auto nodes = [depth](double b) {
        double sum = 1, term = 1;
        for (int i = 0; i < depth; ++i) {
            term *= b;
            sum += term;
        }
        return sum;
    };
    if (target <= nodes(1.0))
        return 1.0;
    double lo = 1.0, hi = 2.0;
    while (nodes(hi) < target)
        hi *= 2;
    while (hi - lo > 1e-9 * hi) {
        const double mid = (lo + hi) / 2;
        (nodes(mid) < target ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

std::vector<RunChoice> sensibleChoices(PuzzleKind kind, BoardSize size, bool includeSuboptimal)
{
    std::vector<RunChoice> out;
    for (const AlgorithmId a : allAlgorithms(includeSuboptimal)) {
        if (!usesHeuristic(a)) {
            if (!checkCombination(kind, size, a, HeuristicId::None))
                out.push_back({a, HeuristicId::None});
            continue;
        }
        for (const HeuristicId h : heuristicsFor(kind))
            if (!checkCombination(kind, size, a, h))
                out.push_back({a, h});
    }
    return out;
}

} // namespace core
