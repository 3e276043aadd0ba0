#include "puzzles/puzzlebackend.h"

namespace core {

XrayMeasure xrayMeasure(const char *words, int value)
{
    return {{words, {phrase::count(value)}}, value};
}

XrayMeasure trueDistanceMeasure(int distance)
{
    return xrayMeasure(PS_TR("Reason", "true distance %1"), distance);
}

std::vector<std::string> letterMoves(std::string_view plan)
{
    std::vector<std::string> moves;
    moves.reserve(plan.size());
    for (const char c : plan)
        moves.emplace_back(1, c);
    return moves;
}

std::vector<std::pair<AlgorithmId, HeuristicId>> classicComparison(HeuristicId h)
{
    return {{AlgorithmId::Bfs, HeuristicId::None},
            {AlgorithmId::BidirectionalBfs, HeuristicId::None},
            {AlgorithmId::AStar, h},
            {AlgorithmId::IdaStar, h}};
}

std::string letterPlan(const std::vector<std::string> &moves)
{
    std::string plan;
    for (const std::string &m : moves)
        plan += m;
    return plan;
}

std::optional<std::string> joinedMove(const PuzzleBackend &backend, const Position &before, std::string_view first,
                                      std::string_view second)
{
    Position after = before;
    if (!backend.apply(after, first) || !backend.apply(after, second))
        return std::nullopt;
    if (after == before)
        return std::string();
    std::string joined = backend.moveBetween(before, after);
    if (joined.empty())
        return std::nullopt;
    return joined;
}

AlgorithmId defaultAlgorithm(PuzzleKind kind, BoardSize size)
{
    return backendFor(kind).defaultAlgorithm(size);
}

std::vector<RunChoice> defaultComparison(PuzzleKind kind, BoardSize size)
{
    std::vector<RunChoice> out;
    for (const auto &[a, h] : backendFor(kind).defaultComparison(size))
        out.push_back({a, h});
    return out;
}

std::optional<TablesCost> tablesToBuild(const Position &p, HeuristicId h, const TableCache &cache)
{
    return backendOf(p).tablesToBuild(p, h, cache);
}

} // namespace core
