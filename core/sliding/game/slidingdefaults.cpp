// The sliding puzzle's defaults: the algorithm for a size, the runs a comparison starts with,
// and the pattern databases a heuristic would build.
#include "sliding/fastida/movepruning.h"
#include "sliding/game/slidingbackend.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/board/slidingposition.h"

namespace core {

AlgorithmId SlidingBackend::defaultAlgorithm(BoardSize size) const
{
    // Optimal up to 4x4; past it the staged solver where it runs (4x5, 5x4, 5x5), else the
    // row-by-row one.
    if (size.cells() <= 16)
        return AlgorithmId::IdaStar;
    return checkCombination(kind(), size, AlgorithmId::Staged, HeuristicId::None) ? AlgorithmId::Structured
                                                                                   : AlgorithmId::Staged;
}

std::vector<std::pair<AlgorithmId, HeuristicId>> SlidingBackend::defaultComparison(BoardSize size) const
{
    const HeuristicId h = defaultHeuristic(kind(), size);
    if (size.cells() <= 9)
        return classicComparison(h);
    // Blind searches rarely finish on a 4x4 within the budget; compare heuristics instead.
    if (size.cells() <= 16)
        return {{AlgorithmId::AStar, HeuristicId::Manhattan},
                {AlgorithmId::IdaStar, HeuristicId::Manhattan},
                {AlgorithmId::IdaStar, HeuristicId::LinearConflict},
                {AlgorithmId::IdaStar, h}};
    std::vector<std::pair<AlgorithmId, HeuristicId>> out{{AlgorithmId::WeightedAStar, HeuristicId::LinearConflict}};
    if (!checkCombination(kind(), size, AlgorithmId::Staged, HeuristicId::None))
        out.emplace_back(AlgorithmId::Staged, HeuristicId::None);
    out.emplace_back(AlgorithmId::Structured, HeuristicId::None);
    return out;
}

// The searches that keep checkpoints prune with their board size's machine, and refuse progress
// made with another or without one (SubtreeLedger): such a file is not offered at all.
std::string SlidingBackend::checkpointRefusal(const Position &start, const IdaProgress &progress) const
{
    const BoardSize size = sizeOf(start);
    return pruningMismatch(progress.pruning, pruningMachineFor(size.width * size.height).name());
}

std::optional<TablesCost> SlidingBackend::tablesToBuild(const Position &p, HeuristicId h,
                                                               const TableCache &cache) const
{
    return core::tablesToBuild(p.as<SlidingPosition>().goal, h, cache);
}

std::span<const HeuristicRow> SlidingBackend::ownHeuristicRows() const
{
    return slidingHeuristicRows();
}

const SolverRow &SlidingBackend::ownSolverRow() const
{
    return slidingSolverRow();
}

// The 8-puzzle, 3x3 with the blank last: one of the two boards farthest from the goal (31 moves),
// one move out, ten out, and two tiles swapped, which no sequence of moves mends.
PuzzleSamples SlidingBackend::samples() const
{
    return {.named = "8 6 7 2 5 4 3 0 1",
            .oneMove = "1 2 3 4 5 6 7 0 8",
            .tenMoves = "5 1 3 4 0 6 7 2 8",
            .unsolvable = "1 2 3 4 5 6 8 7 0"};
}

} // namespace core
