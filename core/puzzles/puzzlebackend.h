#pragma once
// PuzzleBackend: everything about one kind of puzzle that the front end (the window, compare
// mode, hints, the X-ray, scrambles and game files) needs, behind one interface, in the manner
// of SGT's `const game` table. A move is text as a solver's plan writes it (a letter for the
// sliding and rotation puzzles, "Bdl" for Huarong Dao), so the front end never needs to know
// what a move is. Each call takes a Position of the back end's
// own puzzle: passing another puzzle's position is a programming error.
// backendFor(kind) and backendOf(position) are the only places that pick a back end: declared
// here, defined with the rows of back ends in modules/puzzlerows.cpp; each back end lives in its
// puzzle's folder (sliding/, rotation/, klotski/) over its board
// (<puzzle>/board/).

#include "common/reason.h"
#include "common/texterror.h"
#include "position/position.h"
#include "search/checkpoint.h"
#include "puzzles/hint.h"
#include "puzzles/puzzledescription.h"
#include "solvers/comparison.h"
#include "solvers/solverregistry.h"
#include "storage/tablescost.h"

#include <any>
#include <functional>
#include <map>
#include <memory>
#include <stop_token>
#include <utility>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace core {

struct PositionParse {
    std::optional<Position> position;
    TextError error;
};

struct PositionScramble {
    std::optional<Position> position;
    Reason error; // why no position was made
};

// One value of the X-ray's summary line, in the words of the puzzle that measured it: a phrase
// that holds the value ("Manhattan %1"), which the window translates as it does a reason.
struct XrayMeasure {
    Phrase words;
    int value = -1;
};
// A measure whose words (a PS_TR("Reason", ...) template) take its value as %1.
XrayMeasure xrayMeasure(const char *words, int value);
// The exact distance to the goal, which a hint finds; the window adds it to the line when the
// puzzle's own measures do not know it.
XrayMeasure trueDistanceMeasure(int distance);

struct PositionXray {
    // What the board view paints, of the puzzle's own type (sliding/game/slidingxray.h,
    // rotation/game/rotationxray.h); empty when the X-ray is its measures alone (Huarong Dao).
    std::any detail;
    std::vector<XrayMeasure> measures;              // the heuristic values, in display order
    bool knowsTrueDistance = false;                 // one of the measures is the exact distance
};

// Where a watched search's states sit in the whole state space of one position: the exact pair
// (distance from the start, distance to the goal), for the state-space map.
class ExactSpace {
public:
    virtual ~ExactSpace() = default;
    // The pair of a state given as a watched search's cells; {-1, -1} when they are no state of
    // this space.
    virtual std::pair<int, int> at(std::string_view cells) const = 0;
    // The largest distance either way over the whole space.
    virtual int extent() const = 0;
};

// What the command line gives beside a board (solve, batch, bench): --size and --goal.
struct BoardOptions {
    std::optional<BoardSize> size;
    std::optional<std::string> goal;
};

// A watched search's board as a trace line writes it: its text, and any numbers the board's
// text leaves out (the rotation game: the digit its projection is of).
struct TraceBoard {
    std::string text;
    std::vector<std::pair<const char *, int>> numbers;
};

// One "key value" entry of a saved game, and the line it stood on (play/gamefile.h).
struct GameEntry {
    std::string value;
    int line = 0;
};
using GameEntries = std::map<std::string, GameEntry>;

// Boards of the puzzle that every view is checked with (tests/conformance reads them from each
// module, so a puzzle registered later is checked everywhere), in the command line's text form
// (readBoard with no options): each claim is one the suite checks against a breadth-first search.
struct PuzzleSamples {
    std::string named;      // a layout players know, as New Game sets it up
    std::string oneMove;    // one move from the goal (a move of one piece, any distance)
    std::string tenMoves;   // 8 to 12 moves from the goal
    std::string unsolvable; // one that cannot reach its goal; empty when every board can
};

class PuzzleBackend {
public:
    virtual ~PuzzleBackend() = default;
    virtual PuzzleKind kind() const = 0;
    // The puzzle's name in saved games and on the command line ("sliding", "rotation", "klotski").
    virtual const char *key() const = 0;
    // What the help, the man page, the desktop entry, AppStream and the package say of it.
    virtual const PuzzleDescription &description() const = 0;
    // What a saved game keeps of its start, besides "puzzle", "moves" and "position", as entries
    // in file order; and the start read back from them, or nullopt with `error` (a GameFile
    // reason with its line).
    virtual std::vector<std::pair<std::string, std::string>> gameEntries(const Position &start) const = 0;
    virtual std::optional<Position> readGameEntries(const GameEntries &entries, Reason &error) const = 0;

    // A new game: a solved position (sliding: the standard goal of this size; rotation: a
    // random centre digit, size ignored; Huarong Dao: the classic start, size ignored).
    virtual Position newGame(BoardSize size, std::mt19937_64 &rng) const = 0;
    // The start of a saved game's proposed file name for a board of this size ("puzzle-4x4",
    // "rotation", "huarongdao-4x5").
    virtual std::string fileStem(BoardSize size) const = 0;
    // The board's size where the puzzle has sizes (the sliding board, the Huarong Dao box);
    // {0, 0} for the rotation game's one board.
    virtual BoardSize sizeOf(const Position &p) const = 0;
    // Reads a board typed or pasted while `current` is on show (a sliding board may keep the
    // current size and goal); format() writes the form copy and paste use.
    virtual PositionParse parse(std::string_view text, const Position &current) const = 0;
    virtual std::string format(const Position &p) const = 0;
    // The command line's reading: "" when the puzzle takes the options (a rotation board has
    // no size and no goal to give), else why not; then a board with them (errors in the goal
    // start "--goal: ").
    virtual std::string refusedOption(const BoardOptions &options) const = 0;
    virtual PositionParse readBoard(std::string_view text, const BoardOptions &options) const = 0;
    // A watched search's cells as `solve --trace` writes the board (watching/tracewriter.h).
    virtual TraceBoard traceBoard(const Position &like, std::string_view cells) const = 0;

    virtual bool isGoal(const Position &p) const = 0;
    // Whether the position's parts fit together (a sliding goal of the board's size, each tile
    // once; a Huarong Dao goal piece of the box, inside it); a position that does not is never
    // played.
    virtual bool wellFormed(const Position &p) const = 0;
    // Why the position cannot reach its goal, else None.
    virtual Reason unsolvableReason(const Position &p) const = 0;
    // The legal moves, in the back end's fixed order.
    virtual std::vector<std::string> legalMoves(const Position &p) const = 0;
    // Plays a move; false (and p unchanged) when it is not legal here.
    virtual bool apply(Position &p, std::string_view move) const = 0;
    // The move that undoes `move`; empty when it is no move of this puzzle.
    virtual std::string inverse(std::string_view move) const = 0;
    // The move that turns a into b, or empty when none does.
    virtual std::string moveBetween(const Position &a, const Position &b) const = 0;
    // The tile a move carries, for the front end to name it; 0 when a move carries no one tile.
    virtual int movedTile(const Position &p, std::string_view move) const = 0;
    // `second` played right after `first` from `before` as one move, where the puzzle counts
    // them as one (a Huarong Dao piece or a Rush Hour vehicle moved on: one piece moved along
    // any path is one move, however many key presses it took): the one move that does both, or
    // "" when they cancel (the piece is back where it started); nullopt when they stay two
    // moves (another piece, or a puzzle whose moves are counted one by one: the default).
    virtual std::optional<std::string> mergeMoves(const Position & /*before*/, std::string_view /*first*/,
                                                  std::string_view /*second*/) const
    {
        return std::nullopt;
    }
    // The position a watched search's cells stand for (search/watch.h: the domain's cellsOf),
    // with the size, goal and piece letters of `like`; nullopt when they do not fit it.
    virtual std::optional<Position> fromCells(const Position &like, std::string_view cells) const = 0;
    // The cells a watched search reports for this position (the rotation game: one projection
    // per digit that could fill the centre, as its searches run one a digit).
    virtual std::vector<std::string> watchedCells(const Position &p) const = 0;
    // Whether the position's space is small enough to tabulate for the map (sliding boards of at
    // most nine cells, the rotation game's digit projections, Huarong Dao boxes), and the
    // tabulation: up to a few tenths of a second (off the GUI thread); null when stopped.
    virtual bool tabulable(const Position &p) const = 0;
    virtual std::unique_ptr<const ExactSpace> exactSpace(const Position &p, TableCache &cache,
                                                         std::stop_token stop) const = 0;
    // A plan as SolveOutcome::moves writes it, one move an entry, and back.
    virtual std::vector<std::string> planMoves(std::string_view plan) const = 0;
    virtual std::string planText(const std::vector<std::string> &moves) const = 0;

    // Scrambles keep the position's size and goal. A random board is drawn uniformly from those
    // that reach the goal; where that takes a walk of the whole space (Huarong Dao), the walk is
    // kept in `tables` and drawn from again.
    virtual Position scrambleRandom(const Position &p, std::mt19937_64 &rng, TableCache &tables) const = 0;
    virtual Position scrambleMoves(const Position &p, int moves, std::mt19937_64 &rng) const = 0;
    // The largest distance scrambleAtDistance offers for this position; 0: not offered. The
    // distance tables, where a puzzle has them, come from `tables` (handed down by the caller).
    virtual int maxScrambleDistance(const Position &p, TableCache &tables) const = 0;
    // `certified` hears how far a long walk has got (the sliding walks certify each step), for
    // progress.
    virtual PositionScramble scrambleAtDistance(const Position &p, int distance, std::mt19937_64 &rng, TableCache &tables,
                                                std::uint64_t nodeBudget, std::stop_token cancel,
                                                const std::function<void(int)> &certified = {}) const = 0;

    // Whether hints and distance scrambles come from tables at once, so the front end need not
    // run them in the background.
    virtual bool answersAtOnce(const Position &p) const = 0;
    virtual Hint hint(const Position &p, SearchContext &ctx) const = 0;
    // heuristic picks what the sliding X-ray reports (the pattern-database groups, when the
    // heuristic's tables are built in `tables`; the X-ray never builds them).
    virtual PositionXray xray(const Position &p, HeuristicId heuristic, TableCache &tables) const = 0;
    // The algorithm the window and the command line use on a board of this size
    // (solvers/solverregistry.h's defaultAlgorithm asks here), and the runs, algorithm and
    // heuristic, a comparison starts with.
    virtual AlgorithmId defaultAlgorithm(BoardSize size) const = 0;
    virtual std::vector<std::pair<AlgorithmId, HeuristicId>> defaultComparison(BoardSize size) const = 0;
    // Its heuristic rows and its SolverRow (solvers/descriptors.h), which the lists of every
    // puzzle's rows gather (puzzles/rowlists.cpp).
    virtual std::span<const HeuristicRow> ownHeuristicRows() const = 0;
    virtual const SolverRow &ownSolverRow() const = 0;
    // How many of a board's children a view of a search shows side by side (the Search Lab's
    // strip of children); any more are counted, not drawn.
    virtual int childrenShown() const = 0;
    // Its sample boards (PuzzleSamples above).
    virtual PuzzleSamples samples() const = 0;
    // The pattern databases `h` would build for this position that `cache` does not hold yet,
    // so the window can say so before it builds them; nullopt when there are none.
    virtual std::optional<TablesCost> tablesToBuild(const Position &, HeuristicId, const TableCache &) const
    {
        return std::nullopt;
    }
    // Why a search's checkpoint cannot go on from `progress` on this start (the puzzle's own
    // searches may keep more in it than the moves, such as the sliding searches' pruning
    // machine); empty when it can.
    virtual std::string checkpointRefusal(const Position & /*start*/, const IdaProgress & /*progress*/) const
    {
        return {};
    }
};

// For the puzzles whose moves are single letters: the letter of a one-letter move (0 for any
// other text), and their plans, a letter a move with nothing between.
inline char letterOf(std::string_view move)
{
    return move.size() == 1 ? move[0] : char(0);
}
std::vector<std::string> letterMoves(std::string_view plan);
// The comparison a small space starts with: the two blind searches, then A* and IDA* with `h`.
std::vector<std::pair<AlgorithmId, HeuristicId>> classicComparison(HeuristicId h);
std::string letterPlan(const std::vector<std::string> &moves);
// For the puzzles that merge the moves of one piece (mergeMoves): the one move from `before` to
// where `first` then `second` lead, found by moveBetween; "" when they lead back to `before`;
// nullopt when either is not legal or no one move does both.
std::optional<std::string> joinedMove(const PuzzleBackend &backend, const Position &before, std::string_view first,
                                      std::string_view second);

const PuzzleBackend &backendFor(PuzzleKind kind);
// The back end whose key() this is, or null.
const PuzzleBackend *backendForKey(std::string_view key);
const PuzzleBackend &backendOf(const Position &p);

// The algorithm a puzzle and size start with, in the window and on the command line (the back
// end's defaultAlgorithm): IDA* up to 16 cells and on the rotation game (a search to watch, and
// on boards of at most 9 cells the same plan as the tables), then the staged solver where it
// runs (4x5, 5x4, 5x5) and the structured one beyond, where an optimal search would only run
// into its budget; A* on Huarong Dao.
AlgorithmId defaultAlgorithm(PuzzleKind kind, BoardSize size);
// The default set the compare panel ticks for a board (the back end's defaultComparison): BFS,
// bidirectional BFS, A* and IDA*, each informed search with the default heuristic for the size,
// skipping what the size rules out (blind searches beyond 3x3 would only hit their budget).
std::vector<RunChoice> defaultComparison(PuzzleKind kind, BoardSize size);
// The pattern databases a search of this position with `h` would build (only sliding searches
// read pattern databases); nullopt when nothing is to be built.
std::optional<TablesCost> tablesToBuild(const Position &p, HeuristicId h, const TableCache &cache);

} // namespace core
