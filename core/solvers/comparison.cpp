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

std::vector<RunChoice> defaultComparison(PuzzleKind kind, BoardSize size)
{
    const HeuristicId h = defaultHeuristic(kind, size);
    // Huarong Dao: the blind searches against A* with each estimate (the boxes are small;
    // IDA* walks the same boards along their many paths again and again).
    if (kind == PuzzleKind::Klotski) {
        std::vector<RunChoice> out{{AlgorithmId::Bfs, HeuristicId::None}, {AlgorithmId::BidirectionalBfs, HeuristicId::None}};
        for (const HeuristicId k : heuristicsFor(kind))
            out.push_back({AlgorithmId::AStar, k});
        return out;
    }
    const bool small = kind == PuzzleKind::Rotation || size.cells() <= 9;
    std::vector<RunChoice> out;
    if (small) {
        out.push_back({AlgorithmId::Bfs, HeuristicId::None});
        out.push_back({AlgorithmId::BidirectionalBfs, HeuristicId::None});
        out.push_back({AlgorithmId::AStar, h});
        out.push_back({AlgorithmId::IdaStar, h});
    } else if (size.cells() <= 16) {
        // Blind searches rarely finish on a 4x4 within the budget; compare heuristics instead.
        out.push_back({AlgorithmId::AStar, HeuristicId::Manhattan});
        out.push_back({AlgorithmId::IdaStar, HeuristicId::Manhattan});
        out.push_back({AlgorithmId::IdaStar, HeuristicId::LinearConflict});
        out.push_back({AlgorithmId::IdaStar, h});
    } else {
        out.push_back({AlgorithmId::WeightedAStar, HeuristicId::LinearConflict});
        if (!checkCombination(kind, size, AlgorithmId::Staged, HeuristicId::None))
            out.push_back({AlgorithmId::Staged, HeuristicId::None});
        out.push_back({AlgorithmId::Structured, HeuristicId::None});
    }
    return out;
}

} // namespace core
