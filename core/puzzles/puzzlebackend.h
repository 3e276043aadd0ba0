#pragma once
// PuzzleBackend: everything about one kind of puzzle that the front end (the window, compare
// mode, hints, the X-ray, scrambles and game files) needs, behind one interface, in the manner
// of SGT's `const game` table. Moves are letters (the letters of a solver's plan), so the
// front end never needs to know what a move is. Each call takes a Position of the back end's
// own puzzle: passing another puzzle's position is a programming error.
// backendFor(kind) and backendOf(position) are the only places that pick a back end;
// the back ends themselves live beside their boards (puzzles/sliding, puzzles/rotation).

#include "play/hint.h"
#include "play/xray.h"
#include "puzzles/position.h"
#include "solvers/solverregistry.h"

#include <stop_token>
#include <optional>
#include <random>
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
    std::string error; // why no position was made
};

// One value of the X-ray's summary line; the front end words it.
struct XrayMeasure {
    enum class Name { Misplaced, Manhattan, LinearConflict, PatternDatabases, PatternDatabasesPending, TrueDistance,
                      CentreCountBound, ExactDistance };
    Name name;
    int value = -1;
};

struct PositionXray {
    std::variant<SlidingXray, RotationXray> detail; // what the board view paints
    std::vector<XrayMeasure> measures;              // the heuristic values, in display order
    bool knowsTrueDistance = false;                 // one of the measures is the exact distance
};

class PuzzleBackend {
public:
    virtual ~PuzzleBackend() = default;
    virtual PuzzleKind kind() const = 0;

    // A new game: a solved position (sliding: the standard goal of this size; rotation: a
    // random centre digit, size ignored).
    virtual Position newGame(BoardSize size, std::mt19937_64 &rng) const = 0;
    // Reads a board typed or pasted while `current` is on show (a sliding board may keep the
    // current size and goal); format() writes the form copy and paste use.
    virtual PositionParse parse(std::string_view text, const Position &current) const = 0;
    virtual std::string format(const Position &p) const = 0;

    virtual bool isGoal(const Position &p) const = 0;
    // Why the position cannot reach its goal, else None.
    virtual Reason unsolvableReason(const Position &p) const = 0;
    // The legal moves, in the back end's fixed order.
    virtual std::vector<char> legalMoves(const Position &p) const = 0;
    // Plays a move; false (and p unchanged) when it is not legal here.
    virtual bool apply(Position &p, char move) const = 0;
    virtual char inverse(char move) const = 0;
    // The move that turns a into b, or 0 when none does.
    virtual char moveBetween(const Position &a, const Position &b) const = 0;
    // The tile a move carries, for the front end to name it; 0 when a move carries no one tile.
    virtual int movedTile(const Position &p, char move) const = 0;

    // Scrambles keep the position's size and goal.
    virtual Position scrambleRandom(const Position &p, std::mt19937_64 &rng) const = 0;
    virtual Position scrambleMoves(const Position &p, int moves, std::mt19937_64 &rng) const = 0;
    // The largest distance scrambleAtDistance offers for this position; 0: not offered.
    virtual int maxScrambleDistance(const Position &p) const = 0;
    virtual PositionScramble scrambleAtDistance(const Position &p, int distance, std::mt19937_64 &rng,
                                                std::uint64_t nodeBudget, std::stop_token cancel) const = 0;

    // Whether hints and distance scrambles come from tables at once, so the front end need not
    // run them in the background.
    virtual bool answersAtOnce(const Position &p) const = 0;
    virtual Hint hint(const Position &p, SearchContext &ctx) const = 0;
    // heuristic picks what the sliding X-ray reports (the pattern-database groups); pdb, when
    // given, is that heuristic's built tables (the caller owns the table cache).
    virtual PositionXray xray(const Position &p, HeuristicId heuristic, const AdditivePdb *pdb) const = 0;
    // Forwards to the solver registry.
    virtual SolveOutcome solve(const Position &p, AlgorithmId a, HeuristicId h, SearchContext &ctx) const = 0;
};

const PuzzleBackend &backendFor(PuzzleKind kind);
const PuzzleBackend &backendOf(const Position &p);

} // namespace core
