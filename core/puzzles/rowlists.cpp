// The heuristic rows of every puzzle, in the order the lists, the CLI help and the compare grid
// show them: each puzzle's own rows (declared by its back end, PuzzleBackend::ownHeuristicRows),
// in PuzzleKind's order, then the row of no heuristic (each puzzle's blind search is its
// SolverRow's); and each puzzle's SolverRow. No puzzle is named here.

#include "puzzles/puzzlebackend.h"

#include <vector>

namespace core {

namespace {

constexpr HeuristicRow NoHeuristicRow =
    {.id = HeuristicId::None, .key = "none", .description = "no heuristic, for BFS, bidirectional BFS and the tables",
     .words = {PS_TR("DisplayNames", "None"),
               PS_TR("DisplayNames", "none"),
               PS_TR("DisplayNames", "No estimate: the search is blind and only counts moves made, the cheapest and weakest "
                                     "guide")},
     .puzzle = std::nullopt, .admissible = true, .consistent = true};

const std::vector<HeuristicRow> &rows()
{
    static const std::vector<HeuristicRow> all = [] {
        std::vector<HeuristicRow> out;
        for (const PuzzleKind kind : allPuzzleKinds()) {
            const std::span<const HeuristicRow> own = backendFor(kind).ownHeuristicRows();
            out.insert(out.end(), own.begin(), own.end());
        }
        out.push_back(NoHeuristicRow);
        return out;
    }();
    return all;
}

} // namespace

std::span<const HeuristicRow> heuristicRows()
{
    return rows();
}

const char *pdbPartition(HeuristicId h)
{
    return heuristicRow(h).partition;
}

const HeuristicRow &heuristicRow(HeuristicId h)
{
    for (const HeuristicRow &r : rows())
        if (r.id == h)
            return r;
    return rows().back();
}

const SolverRow &solverRow(PuzzleKind kind)
{
    return backendFor(kind).ownSolverRow();
}

} // namespace core
