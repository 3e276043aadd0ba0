#include "solvers/solverregistry.h"

#include <algorithm>

namespace core {

std::string algorithmKey(AlgorithmId a)
{
    return algorithmRow(a).key;
}

std::string heuristicKey(HeuristicId h)
{
    return heuristicRow(h).key;
}

std::optional<AlgorithmId> algorithmFromKey(const std::string &key)
{
    for (const AlgorithmRow &r : algorithmRows())
        if (key == r.key)
            return r.id;
    return std::nullopt;
}

std::optional<HeuristicId> heuristicFromKey(const std::string &key)
{
    for (const HeuristicRow &r : heuristicRows())
        if (key == r.key)
            return r.id;
    return std::nullopt;
}

std::vector<AlgorithmId> allAlgorithms(bool includeSuboptimal)
{
    std::vector<AlgorithmId> all;
    for (const AlgorithmRow &r : algorithmRows())
        if (includeSuboptimal || r.optimality == Optimality::Optimal)
            all.push_back(r.id);
    return all;
}

bool isOptimal(AlgorithmId a)
{
    return algorithmRow(a).optimality == Optimality::Optimal;
}

bool usesHeuristic(AlgorithmId a)
{
    return algorithmRow(a).takesHeuristic;
}

bool givesSmallestPlan(AlgorithmId a)
{
    return algorithmRow(a).smallestPlan;
}

std::vector<HeuristicId> heuristicsFor(PuzzleKind kind)
{
    std::vector<HeuristicId> out;
    for (const HeuristicRow &r : heuristicRows())
        if (r.puzzle == kind)
            out.push_back(r.id);
    return out;
}

HeuristicId defaultHeuristic(PuzzleKind kind, BoardSize size)
{
    for (const HeuristicRow &r : heuristicRows())
        if (r.puzzle == kind && r.defaultFor && r.defaultFor(size))
            return r.id;
    return HeuristicId::None;
}

Reason checkCombination(PuzzleKind kind, BoardSize size, AlgorithmId a, HeuristicId h)
{
    const AlgorithmRow &algorithm = algorithmRow(a);
    if (!runsAsSearch(algorithm)) {
        const DirectSolver *solver = directSolver(kind, a);
        if (!solver)
            return {ReasonCode::AlgorithmNotForPuzzle, {}, {algorithm.key}};
        if (solver->fits)
            if (Reason why = solver->fits(size))
                return why;
    }
    const HeuristicRow &heuristic = heuristicRow(h);
    // A heuristic of the other puzzle is the first thing wrong, whatever the algorithm.
    const bool otherPuzzle = heuristic.puzzle != kind && (algorithm.takesHeuristic || h != HeuristicId::None);
    if (!otherPuzzle && !algorithm.takesHeuristic) {
        if (h != HeuristicId::None)
            return {ReasonCode::TakesNoHeuristic, {}, {algorithm.key}};
        return {};
    }
    if (!otherPuzzle && heuristic.fits)
        if (Reason why = heuristic.fits(kind, size))
            return why;
    if (otherPuzzle) {
        Reason why{ReasonCode::HeuristicNotForPuzzle, {}, {heuristic.key}};
        for (const HeuristicId x : heuristicsFor(kind))
            why.keys.push_back(heuristicKey(x));
        return why;
    }
    return {};
}

// A search that takes a heuristic but is given none (or one of another puzzle) runs with the
// puzzle's plain default; the others take none.
HeuristicId effectiveHeuristic(PuzzleKind kind, AlgorithmId a, HeuristicId h)
{
    if (!usesHeuristic(a))
        return HeuristicId::None;
    if (heuristicRow(h).puzzle != kind)
        return defaultHeuristic(kind);
    return h;
}

bool runsWithoutNodeBudget(AlgorithmId a, HeuristicId h)
{
    return a == AlgorithmId::IdaStar && heuristicRow(h).mayTakeLong;
}

const DirectSolver *directSolver(PuzzleKind kind, AlgorithmId a)
{
    for (const DirectSolver &d : solverRow(kind).direct)
        if (d.algorithm == a)
            return &d;
    return nullptr;
}

} // namespace core
