#pragma once
// Why something cannot be done, as a value: a code and the numbers and keys it speaks of.
// Each code's sentence is written once, here in core, as a Phrase (common/phrase.h): describe()
// prints it in English for the command line, and ui/ translates the same phrase by its English
// template, so no English from core reaches a translated window and no second list exists.
// An empty Reason (code None) means there is nothing to say.

#include "common/phrase.h"

#include <cstdint>
#include <string>
#include <vector>

namespace core {

enum class ReasonCode {
    None,
    // A pair of algorithm and heuristic that cannot run on this puzzle and size.
    TablesNeedSmallBoard,   // numbers: the largest cell count
    StagedNeedsMediumBoard, // boards larger than 4x4, at most 5 a side
    AlgorithmNotForPuzzle,  // keys: the algorithm (no solver of it for this puzzle)
    TakesNoHeuristic,       // keys: the algorithm
    PdbNeeds4x4,
    PdbNeeds5x5,
    WalkingDistanceTooLarge,
    HeuristicNotForPuzzle,  // keys: the heuristic, then the heuristics that apply
    // Why a search stopped without a plan.
    Cancelled,
    CancelledBeforeStart,
    CancelledBuildingTables,      // the peeling solver's subgoal tables
    CancelledBuildingPdb,         // the pattern databases
    NodeBudgetReached,            // numbers: the node budget
    MemoryBudgetReached,          // numbers: the budget in MiB, the nodes expanded
    TimeBudgetReached,            // numbers: the budget in seconds, the nodes expanded
    StageNotFinished,
    LastRegionUnsolvable,
    // Why a hint has no exact distance.
    StoppedBeforeDistance,        // its search ended without a distance
    CancelledBuildingDistanceTables,
    HintBoardMalformed,
    HintBoardTooLarge,
    GoalUnreachable,
    BoardSizeDiffersFromGoal,
    // Why a board can never reach its goal.
    UnsolvableOddWidth,           // numbers: 1 when the tiles' inversions are odd, else 0
    UnsolvableEvenWidth,          // numbers: inversions odd (1 or 0), the blank's rows from its goal row
    // Text that is not a board: where (numbers: line or row, column, the line and column of the
    // first of a clash, 1 when the place is a board's row), and what (causes: one of the codes
    // below); TextError::asReason makes one.
    BoardText,
    TextUnknownCharacter,         // numbers: the byte
    TextBlankInNumber,            // keys: the number as given, quoted
    TextTileOutOfRange,           // numbers: the largest tile; keys: the tile as given, quoted
    TextTileCount,                // numbers: width, height, the tiles given
    TextTileTwice,                // numbers: the tile (0: the blank)
    TextTileMissing,              // numbers: the tile (0: the blank)
    TextSizeForm,                 // keys: the size as given, quoted
    TextSizeRange,                // numbers: width, height
    TextTooLong,                  // numbers: the text's bytes, the most a board's text may have
    TextIdSizeDiffers,            // numbers: the id's width and height, then the size given
    TextSizeWithoutTiles,         // keys: the size, quoted; an id to follow
    TextNoTiles,
    TextCompactTooLong,
    TextTilesNotSquare,           // numbers: the tiles given
    TextInGoal,                   // causes: what is wrong with the goal's text
    TextInOption,                 // keys: the command-line option; causes: what is wrong with its value
    // A sentence the command line words itself (its own options); the window never makes one.
    Sentence,                     // keys: the sentence
    // A search that ended without a plan for a board its parity says can reach the goal: only a
    // damaged table can cause it, and the board is not called unsolvable.
    NoPlanForSolvableBoard,
    TablesOverMemoryBudget,       // numbers: MiB the tables need, the budget in MiB; keys: the heuristic
    SubgoalTablesOverMemoryBudget, // numbers: MiB the staged solver's tables need, the budget in MiB
    // Why a saved game cannot be opened; numbers[0] is the file's line (0: the whole file).
    GameFileEmpty,                // no "puzzlescope-game 1" line
    GameFileNotOurs,
    GameFileVersion,              // keys: the version given
    GameFileUnknownEntry,         // keys: the entry
    GameFileEntryTwice,           // numbers: line, the line it first stood on; keys: the entry
    GameFileEntryMissing,         // keys: the entry, then the puzzle that needs it (if only one does)
    GameFileAfterChecksum,
    GameFileChecksum,
    GameFileUnknownPuzzle,        // keys: the puzzle given, then the puzzles there are
    GameFileEntryText,            // keys: the entry; causes: what is wrong with its text (BoardText)
    GameFileMoveIllegal,          // numbers: line, the move's number from 1; keys: the move
    GameFilePosition,             // numbers: line, the largest position
    // Why no scrambled board was made.
    ScrambleDistanceNegative,
    ScrambleBeyondFarthest,       // numbers: the distance asked, the farthest there is
    ScrambleBeyondCertified,      // numbers: the largest certified distance, the board's width and height
    ScrambleNotCertified,         // numbers: the distance the solver could not certify
    ScrambleNotFound,             // numbers: the distance asked
    ScrambleNoBoardReaches,       // numbers: the distance asked (a Huarong Dao box)
    ScrambleCancelled,
    ScrambleDistanceNotOffered,   // the puzzle offers walks only (the rotation game)
    // Why an experiment has no boards.
    ExperimentCountNegative,
    ExperimentWalkNegative,
    // Why bidirectional BFS did not start: its goal allows more goal states than it will list.
    TooManyGoalStates,            // numbers: the most it lists
    // A sentence a puzzle's module writes in its own folder (Reason::sentence, a PS_TR("Reason",
    // ...) template): its numbers fill %1.. in order, then its keys, as they stand. A new puzzle
    // words its own errors this way and edits no list of codes.
    ModuleSentence,
};

// Every code, in order, for tests and tables that must cover them all.
inline constexpr ReasonCode LastReasonCode = ReasonCode::TooManyGoalStates;

struct Reason {
    ReasonCode code = ReasonCode::None;
    std::vector<std::int64_t> numbers;
    std::vector<std::string> keys;
    // The reason behind this one, where it has one (what is wrong with a saved game's entry, or
    // with a board's text at a place): at most one.
    std::vector<Reason> causes{};
    // ModuleSentence's English template; null for every other code.
    const char *sentence = nullptr;
    // ModuleSentence: which of its numbers read as a character ('x', or a byte's code), a bit each.
    std::uint32_t characters = 0;

    explicit operator bool() const { return code != ReasonCode::None; }
    bool operator==(const Reason &) const = default;
};

// A module's own sentence (ReasonCode::ModuleSentence): `sentence` is a PS_TR("Reason", ...)
// literal whose %1.. take `numbers`, then `keys`.
Reason moduleReason(const char *sentence, std::vector<std::int64_t> numbers = {}, std::vector<std::string> keys = {});
// The same, with the numbers whose bit is set in `characters` read as characters (a cell's byte,
// a piece's letter).
Reason moduleReasonWithCharacters(const char *sentence, std::uint32_t characters, std::vector<std::int64_t> numbers,
                                  std::vector<std::string> keys = {});

// Whether a search stopped at one of its budgets (nodes, memory, time), so that raising it may
// help; any other reason a search gives says alone why it stopped.
inline bool isBudget(const Reason &r)
{
    return r.code == ReasonCode::NodeBudgetReached || r.code == ReasonCode::MemoryBudgetReached
        || r.code == ReasonCode::TimeBudgetReached;
}

// The reason's sentence: its template and the values that fill it (an empty text for None).
Phrase reasonPhrase(const Reason &r);
// The reason as one English sentence fragment ("" for None), as the command line prints it.
std::string describe(const Reason &r);

// A reason about a line of a saved game: `code` with the line first among its numbers.
Reason gameFileReason(ReasonCode code, int line, std::vector<std::int64_t> more = {}, std::vector<std::string> keys = {});

} // namespace core
