// The algorithm rows. The tables, the staged and the structured solvers run no search family:
// a puzzle that offers them declares its own solver (its SolverRow, <puzzle>/game/).

#include "solvers/descriptors.h"

namespace core {

namespace {

// In the order the lists, the CLI help and the compare grid show them: optimal first.
constexpr AlgorithmRow Rows[] = {
    {.id = AlgorithmId::Bfs, .key = "bfs", .description = "breadth-first search; shortest plan, keeps every state",
     .words = {PS_TR("DisplayNames", "Breadth-first search"),
               PS_TR("DisplayNames", "BFS"),
               PS_TR("DisplayNames", "Tries every board one move further out before the next")},
     .optimality = Optimality::Optimal, .family = SearchFamily::BreadthFirst, .takesHeuristic = false, .smallestPlan = true,
     .memory = MemoryClass::EveryState},
    {.id = AlgorithmId::BidirectionalBfs, .key = "bibfs",
     .description = "bidirectional breadth-first search from start and goal; shortest plan",
     .words = {PS_TR("DisplayNames", "Bidirectional BFS"),
               nullptr,
               PS_TR("DisplayNames", "Searches out from the board and back from the goal until the two meet")},
     .optimality = Optimality::Optimal, .family = SearchFamily::Bidirectional, .takesHeuristic = false, .smallestPlan = false,
     .memory = MemoryClass::EveryState},
    {.id = AlgorithmId::AStar, .key = "astar", .description = "A*; shortest plan, keeps every state",
     .words = {PS_TR("DisplayNames", "A*"),
               nullptr,
               PS_TR("DisplayNames", "Expands the board with the smallest moves-so-far plus estimate first")},
     .optimality = Optimality::Optimal, .family = SearchFamily::BestFirst, .takesHeuristic = true, .smallestPlan = false,
     .memory = MemoryClass::EveryState},
    {.id = AlgorithmId::IdaStar, .key = "idastar", .description = "iterative-deepening A*; shortest plan, little memory",
     .words = {PS_TR("DisplayNames", "IDA*"),
               nullptr,
               PS_TR("DisplayNames", "Repeats a depth-first search with a rising bound on moves-so-far plus estimate")},
     .optimality = Optimality::Optimal, .family = SearchFamily::DeepeningBound, .takesHeuristic = true, .smallestPlan = true, .memory = MemoryClass::Linear},
    {.id = AlgorithmId::Table, .key = "table", .description = "exact distance tables; boards of at most 9 cells",
     .words = {PS_TR("DisplayNames", "Distance tables"),
               PS_TR("DisplayNames", "Tables"),
               PS_TR("DisplayNames", "Looks every move up in tables of exact distances")},
     .optimality = Optimality::Optimal, .family = SearchFamily::Table, .takesHeuristic = false, .smallestPlan = true, .memory = MemoryClass::Table},
    {.id = AlgorithmId::WeightedAStar, .key = "wastar",
     .description = "weighted A* (weight 3/2); a plan at most 1.5x the shortest",
     .words = {PS_TR("DisplayNames", "Weighted A* (at most %1x the shortest)"),
               PS_TR("DisplayNames", "Weighted A*"),
               PS_TR("DisplayNames", "A* that trusts the estimate %1 times as much, to finish sooner")},
     .optimality = Optimality::Bounded, .family = SearchFamily::BestFirst,
     .takesHeuristic = true, .smallestPlan = false, .memory = MemoryClass::EveryState, .weight = {3, 2}},
    {.id = AlgorithmId::WeightedIdaStar, .key = "wida",
     .description = "weighted IDA* (weight 27/20); a plan at most 1.35x the shortest, little memory",
     .words = {PS_TR("DisplayNames", "Weighted IDA* (at most %1x the shortest)"),
               PS_TR("DisplayNames", "Weighted IDA*"),
               PS_TR("DisplayNames", "IDA* that trusts the estimate %1 times as much, to finish sooner")},
     .optimality = Optimality::Bounded, .family = SearchFamily::DeepeningBound, .takesHeuristic = true, .smallestPlan = false,
     .memory = MemoryClass::Linear, .weight = {27, 20}},
    {.id = AlgorithmId::Staged, .key = "staged",
     .description = "row by row with exact tables; near-shortest, 4x5, 5x4 and 5x5",
     .words = {PS_TR("DisplayNames", "Staged (near-shortest, up to 5x5)"),
               PS_TR("DisplayNames", "Staged"),
               PS_TR("DisplayNames", "Solves the board region by region, each stage with an optimal search")},
     .optimality = Optimality::NotProven, .family = SearchFamily::Composite, .takesHeuristic = false, .smallestPlan = false,
     .memory = MemoryClass::Table},
    {.id = AlgorithmId::Structured, .key = "structured",
     .description = "row by row as people do; any sliding size, fast, not shortest",
     .words = {PS_TR("DisplayNames", "Row by row (fast, not optimal)"),
               PS_TR("DisplayNames", "Row by row"),
               PS_TR("DisplayNames", "Places the tiles row by row and column by column, as a person would")},
     .optimality = Optimality::NotProven, .family = SearchFamily::Composite, .takesHeuristic = false, .smallestPlan = false,
     .memory = MemoryClass::Table},
};

} // namespace

std::span<const AlgorithmRow> algorithmRows()
{
    return Rows;
}

bool runsAsSearch(const AlgorithmRow &row)
{
    return row.family != SearchFamily::Table && row.family != SearchFamily::Composite;
}

bool deepensBound(AlgorithmId a)
{
    return algorithmRow(a).memory == MemoryClass::Linear;
}

const AlgorithmRow &algorithmRow(AlgorithmId a)
{
    for (const AlgorithmRow &r : Rows)
        if (r.id == a)
            return r;
    return Rows[0];
}

} // namespace core
