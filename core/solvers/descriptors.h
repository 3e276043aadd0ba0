#pragma once
// The descriptor rows: one per algorithm (solvers/algorithmrows.cpp) and one per heuristic
// (declared by its puzzle's module, <puzzle>/game/<puzzle>heuristicrows.cpp, brought by its
// back end and gathered in puzzles/rowlists.cpp), each the only place in core that names it. A row says what
// the CLI help prints, which puzzles and sizes it takes (as a Reason when not), what its plans
// promise, how much it keeps in memory, and how to run it. Everything else (key lookups, the
// lists, checkCombination, the compare grid, the CLI's option help and checks, the window's
// lists) is derived from the rows, so adding one is one row plus its display name in ui/.
//
// A heuristic's factory is a plain function made from a template (runSliding<Gaschnig>), so the
// search stays one instantiation per heuristic with no virtual call per node. Each puzzle's
// module also declares one SolverRow: its blind search, its solvers for the algorithms no search
// family runs (tables, staged, structured) and what it proves about its boards; the one solve
// (puzzles/solve.h) runs every puzzle through these rows.

#include "common/ids.h"
#include "common/reason.h"
#include "common/boardsize.h"
#include "search/searchcontext.h"
#include "search/weight.h"
#include "solvers/solveoutcome.h"

#include <optional>
#include <span>

namespace core {

enum class Optimality {
    Optimal,   // always a shortest plan
    Bounded,   // at most the row's weight times the shortest (weighted A* and IDA*)
    NotProven, // a plan, with no bound on its length
};

// How an algorithm searches, which decides how it is run (solvers/searchrun.h), replayed
// (watching/stepreplay.cpp) and charted (ui/charts/chartdata.cpp).
enum class SearchFamily {
    BreadthFirst,   // layer by layer from the start (BFS)
    Bidirectional,  // layers from the start and from the goal until they meet
    BestFirst,      // an open list ordered on g + w h (A*, weighted A*)
    DeepeningBound, // depth-first under a bound raised each iteration (IDA*, weighted IDA*)
    Table,          // reads exact distances
    Composite,      // runs other solvers region by region (staged, structured)
};

enum class MemoryClass {
    EveryState, // keeps every state it meets (BFS, bidirectional BFS, A*)
    Linear,     // memory grows with the plan's length only (IDA*)
    Table,      // reads precomputed tables
};

// A row's words for people, marked for translation (PS_TR, context "DisplayNames") and
// translated by the window (ui/words/displaynames.cpp): a long name for the lists, a short one
// for the compare grid, table and charts (null: the long one), and what it does, the first half
// of its tooltip. A bounded search's name and words carry %1 for its weight.
struct DisplayWords {
    const char *name;
    const char *shortName;
    const char *does;
};

struct AlgorithmRow {
    AlgorithmId id;
    const char *key;         // stable: CLI, saved files, settings
    const char *description; // one line of English for the CLI help
    DisplayWords words;
    Optimality optimality;
    SearchFamily family;
    bool takesHeuristic;
    bool smallestPlan; // the lexicographically smallest shortest plan in the domain's move order
    MemoryClass memory;
    // The weight on h of a Bounded search: its plans are at most this many times the shortest.
    Weight weight = {};
};

// Whether a search family runs the algorithm (with a heuristic's factory or a puzzle's blind
// search); the others (tables, staged, structured) run only where a puzzle declares a solver.
bool runsAsSearch(const AlgorithmRow &row);

class Position; // position/position.h

// Runs a search algorithm with one heuristic on a position of the heuristic's puzzle that can
// reach its goal as far as the puzzle can tell (puzzles/solve.h asks first).
using SearchFactory = SolveOutcome (*)(AlgorithmId a, const Position &p, SearchContext &ctx);

struct HeuristicRow {
    HeuristicId id;
    const char *key;
    const char *description; // one line of English for the CLI help
    DisplayWords words;
    std::optional<PuzzleKind> puzzle; // none for the "no heuristic" row
    bool admissible; // never over the true distance
    bool consistent; // drops by at most one per move
    // Empty when the heuristic takes this size; null for every size of its puzzle.
    Reason (*fits)(PuzzleKind kind, BoardSize size) = nullptr;
    // Whether it is its puzzle's default for this size (at most one row per puzzle and size).
    bool (*defaultFor)(BoardSize size) = nullptr;
    // Its puzzle's searches with it; null for the row of no heuristic (each puzzle's blind
    // search is its SolverRow's).
    SearchFactory search = nullptr;
    // The value on one position of its puzzle, for the tests and for showing; null when it needs
    // tables built first (the pattern databases).
    int (*estimate)(TableCache &tables, const Position &p) = nullptr;
    // The AdditivePdb partition it reads ("555", "663", "78", "6666"); null for the others.
    const char *partition = nullptr;
    // The key of a heuristic to suggest when a search with this one ran out of nodes on a board
    // of this size ("" when none is stronger, and the budget is then the advice); null: none.
    const char *(*stronger)(BoardSize size) = nullptr;
    // Optimal searches with it can take hours on some boards of its size (the 24-puzzle): the
    // window runs them without the node budget, until they end or the user cancels; IDA*'s
    // memory stays a path deep.
    bool mayTakeLong = false;
};
// A row's defaultFor when it is its puzzle's default for every size.
constexpr bool everySize(BoardSize)
{
    return true;
}

// The partition heuristicRow(h) reads, or null.
const char *pdbPartition(HeuristicId h);

// A puzzle's solver for an algorithm that no search family runs.
struct DirectSolver {
    AlgorithmId algorithm;
    // Empty when it takes boards of this size; null for every size.
    Reason (*fits)(BoardSize size) = nullptr;
    // Given a position that can reach its goal as far as the puzzle can tell.
    SolveOutcome (*solve)(const Position &p, SearchContext &ctx) = nullptr;
};

// What one puzzle's module declares about solving (<puzzle>/game/), brought by its back end
// (PuzzleBackend::ownSolverRow); everything else about a solve is decided once, in puzzles/solve.cpp.
struct SolverRow {
    PuzzleKind puzzle;
    // The searches that take no heuristic (BFS, bidirectional BFS) on its boards.
    SearchFactory blind = nullptr;
    std::span<const DirectSolver> direct = {};
    // The back end's unsolvableReason is complete: a search that finds no plan for a board it
    // calls solvable was misled (a damaged table), and the board is not unsolvable.
    bool decidesSolvability = false;
    // Proves a lower bound on the length of a plan not proven shortest (SolveOutcome::lowerBound)
    // and marks it optimal when it meets it; null when the puzzle proves none.
    void (*bound)(const Position &p, AlgorithmId a, HeuristicId used, SolveOutcome &o, SearchContext &ctx) = nullptr;
};

const SolverRow &solverRow(PuzzleKind kind);
// The puzzle's solver for the algorithm, or null (always null for the searches).
const DirectSolver *directSolver(PuzzleKind kind, AlgorithmId a);

std::span<const AlgorithmRow> algorithmRows();
std::span<const HeuristicRow> heuristicRows();
// Every id has a row.
const AlgorithmRow &algorithmRow(AlgorithmId a);
// IDA* and weighted IDA*, the rows of linear memory: they search under a bound that rises each
// iteration, their statistics keep one bound an iteration, and the last one proves how short a
// plan can be (search/weight.h).
bool deepensBound(AlgorithmId a);
const HeuristicRow &heuristicRow(HeuristicId h);

} // namespace core
