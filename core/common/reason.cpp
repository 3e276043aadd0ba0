#include "common/reason.h"

namespace core {

namespace {

std::string joined(const std::vector<std::string> &keys, std::size_t from)
{
    std::string out;
    for (std::size_t i = from; i < keys.size(); ++i)
        out += (i == from ? "" : ", ") + keys[i];
    return out;
}

std::string key(const Reason &r, std::size_t i)
{
    return i < r.keys.size() ? r.keys[i] : std::string();
}

std::int64_t number(const Reason &r, std::size_t i)
{
    return i < r.numbers.size() ? r.numbers[i] : 0;
}

std::string count(const Reason &r, std::size_t i)
{
    return std::to_string(number(r, i));
}

std::string size(const Reason &r, std::size_t i)
{
    return count(r, i) + "x" + count(r, i + 1);
}

char letter(const Reason &r, std::size_t i)
{
    return char(number(r, i));
}

std::string quoted(char c)
{
    return std::string("'") + c + "'";
}

bool printable(std::int64_t byte)
{
    return byte >= 0x20 && byte < 0x7F;
}

std::string byteText(std::int64_t byte)
{
    static const char hex[] = "0123456789abcdef";
    const auto u = std::size_t(byte & 0xFF);
    return printable(byte) ? quoted(char(byte)) : std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

std::string tileName(std::int64_t v)
{
    return v == 0 ? std::string("the blank") : "tile " + std::to_string(v);
}

std::string inversions(const Reason &r)
{
    return std::string("Unsolvable: the tiles have an ") + (number(r, 0) ? "odd" : "even")
        + " number of inversions against the goal order";
}

// The sentence without the saved game's line.
std::string bare(const Reason &r)
{
    switch (r.code) {
    case ReasonCode::None: return {};
    case ReasonCode::TablesNeedSmallBoard:
        return "the distance tables exist only for sliding boards of at most "
            + std::to_string(r.numbers.empty() ? 0 : r.numbers[0]) + " cells (2x2, 2x3, 3x2, 2x4, 4x2, 3x3)";
    case ReasonCode::StagedNeedsMediumBoard:
        return "the staged solver is for sliding boards larger than 4x4 and at most 5 a side (4x5, 5x4, 5x5)";
    case ReasonCode::StructuredNeedsSliding: return "the structured solver is for sliding puzzles";
    case ReasonCode::TakesNoHeuristic: return key(r, 0) + " does not use a heuristic";
    case ReasonCode::PdbNeeds4x4: return "the pattern databases are for 4x4 boards";
    case ReasonCode::PdbNeeds5x5: return "the 6-6-6-6 pattern databases are for 5x5 boards";
    case ReasonCode::WalkingDistanceTooLarge: return "walking distance is for boards of at most 4x4";
    case ReasonCode::HeuristicNotForPuzzle:
        return "heuristic " + key(r, 0) + " does not apply to this puzzle; choose one of: " + joined(r.keys, 1);
    case ReasonCode::BoardText: {
        const std::string cause = r.causes.empty() ? std::string() : describe(r.causes.front());
        const std::string what = number(r, 2) > 0
            ? cause + " (first at line " + count(r, 2) + ", column " + count(r, 3) + ")"
            : cause;
        if (number(r, 0) <= 0)
            return what;
        return (number(r, 4) ? "row " : "line ") + count(r, 0) + ", column " + count(r, 1) + ": " + what;
    }
    case ReasonCode::TextUnknownCharacter:
        return "unknown character " + byteText(number(r, 0)) + " (tiles are numbers; 0, x or X is the blank)";
    case ReasonCode::TextBlankInNumber: return "unexpected 'x' inside the number " + key(r, 0);
    case ReasonCode::TextTileOutOfRange:
        return "tile " + key(r, 0) + " is out of range: tiles go from 1 to " + count(r, 0) + " with 0 or x for the blank";
    case ReasonCode::TextTileCount:
        return "a " + size(r, 0) + " board has " + std::to_string(number(r, 0) * number(r, 1)) + " cells but "
            + count(r, 2) + (number(r, 2) == 1 ? " tile was" : " tiles were") + " given";
    case ReasonCode::TextTileTwice: return tileName(number(r, 0)) + " appears twice";
    case ReasonCode::TextTileMissing: return tileName(number(r, 0)) + " is missing";
    case ReasonCode::TextSizeForm: return "size " + key(r, 0) + " is not of the form WxH (for example 4x4 or 3x2)";
    case ReasonCode::TextSizeRange: return "size " + size(r, 0) + " is out of range: each side must be 2 to 10";
    case ReasonCode::TextTooLong:
        return "the board text is " + count(r, 0) + " bytes long; a board's text is at most " + count(r, 1) + " bytes";
    case ReasonCode::TextIdSizeDiffers: return "the id says " + size(r, 0) + " but the size given is " + size(r, 2);
    case ReasonCode::TextSizeWithoutTiles:
        return key(r, 0) + " is a size without tiles; write the tiles after it, for example " + key(r, 1);
    case ReasonCode::TextNoTiles: return "no tiles given";
    case ReasonCode::TextCompactTooLong:
        return "a board written without separators can have at most 9 cells; separate the tiles by spaces or commas";
    case ReasonCode::TextTilesNotSquare:
        return count(r, 0) + " tiles do not make a square board from 2x2 to 10x10; give the size (for example --size 3x2)";
    case ReasonCode::RotationTextNotDigit:
        return "cell " + count(r, 0) + " is "
            + (printable(number(r, 1)) ? quoted(char(number(r, 1))) : std::string("an unprintable byte"))
            + ": the rotation game holds only the digits 1, 2 and 3";
    case ReasonCode::RotationTextTooMany: return "more than 24 cells: the rotation game has 24";
    case ReasonCode::RotationTextCount: return "the rotation game has 24 cells but " + count(r, 0) + " were given";
    case ReasonCode::KlotskiTextEmpty: return "the board is empty: give rows such as " + key(r, 0);
    case ReasonCode::KlotskiTextRowLength:
        return "row " + count(r, 0) + " has " + count(r, 1) + " cells and row 1 has " + count(r, 2);
    case ReasonCode::KlotskiTextNotCell:
        return (printable(number(r, 0)) ? quoted(char(number(r, 0))) : std::string("a control or non-ASCII byte"))
            + " is not a cell: use '.' for an empty cell and a letter or digit for a piece";
    case ReasonCode::KlotskiTextNotRectangle:
        return "piece " + quoted(letter(r, 0)) + " is not a rectangle: this cell inside it holds "
            + (letter(r, 1) == '.' ? std::string("nothing") : quoted(letter(r, 1)));
    case ReasonCode::KlotskiTextLetterTwice:
        return "letter " + quoted(letter(r, 0)) + " is in two places (also at row " + count(r, 1) + ", column "
            + count(r, 2) + "), or its piece is not a rectangle";
    case ReasonCode::KlotskiTextPieceTooLarge:
        return "piece " + quoted(letter(r, 0)) + " is " + size(r, 1) + "; pieces are at most 3x3";
    case ReasonCode::KlotskiTextNoEmptyCell: return "the box has no empty cell, so no piece can move";
    case ReasonCode::KlotskiTextBoxSize: return "the box is " + size(r, 0) + " (width x height); boxes are 3x3 to 8x8";
    case ReasonCode::KlotskiGoalBoxDiffers: return "the goal's box is " + size(r, 0) + " and the board's is " + size(r, 2);
    case ReasonCode::KlotskiGoalPieceCount:
        return "the goal places " + count(r, 0) + " pieces; give only the piece that must reach its place, the rest '.'";
    case ReasonCode::KlotskiGoalPieceMissing: return "the goal's piece " + quoted(letter(r, 0)) + " is not on the board";
    case ReasonCode::KlotskiGoalPieceShape:
        return "the goal's piece " + quoted(letter(r, 0)) + " is " + size(r, 1) + " and on the board it is " + size(r, 3);
    case ReasonCode::KlotskiNoClassicGoal:
        return "the board has " + count(r, 0)
            + " pieces of 2x2, so the classic goal (the one 2x2 piece at the bottom middle) does not apply: give the goal";
    case ReasonCode::TextInGoal: return "the goal: " + (r.causes.empty() ? std::string() : describe(r.causes.front()));
    case ReasonCode::TextInOption:
        return key(r, 0) + ": " + (r.causes.empty() ? std::string() : describe(r.causes.front()));
    case ReasonCode::Sentence: return key(r, 0);
    // Why a search stopped without a plan.
    case ReasonCode::Cancelled: return "the search was cancelled";
    case ReasonCode::CancelledBeforeStart: return "cancelled before it started";
    case ReasonCode::CancelledBuildingTables: return "the search was cancelled while its tables were being built";
    case ReasonCode::CancelledBuildingPdb:
        return "the search was cancelled while its pattern databases were being built";
    case ReasonCode::NodeBudgetReached:
        return "the search stopped at its node budget of " + count(r, 0) + " expanded nodes without reaching the goal; "
            + (key(r, 0).empty() ? "raise the budget (--max-nodes)"
                                 : "raise the budget (--max-nodes) or use a stronger heuristic (" + key(r, 0) + ")");
    case ReasonCode::MemoryBudgetReached:
        return "the search stopped at its memory budget of " + count(r, 0) + " MiB after " + count(r, 1)
            + " expanded nodes; BFS, bidirectional BFS and A* keep every state they meet, so use IDA*"
              " or raise the budget";
    case ReasonCode::TimeBudgetReached:
        return "the search stopped at its time budget of " + count(r, 0) + " s after " + count(r, 1)
            + " expanded nodes without reaching the goal; raise the budget (--max-seconds)";
    case ReasonCode::StageNotFinished: return "a stage could not be finished";
    case ReasonCode::LastRegionUnsolvable: return "the last region is not solvable";
    case ReasonCode::TablesOverMemoryBudget:
        return "the " + key(r, 0) + " pattern databases need about " + count(r, 0)
            + " MiB to build, more than the memory budget of " + count(r, 1)
            + " MiB; raise the budget (--max-memory) or choose a smaller heuristic";
    case ReasonCode::SubgoalTablesOverMemoryBudget:
        return "the staged solver's tables for this board need about " + count(r, 0)
            + " MiB, more than the memory budget of " + count(r, 1) + " MiB; raise the budget (--max-memory)"
            + " or choose another algorithm";
    case ReasonCode::NoPlanForSolvableBoard:
        return "the search ended without a plan, yet the board can reach its goal: a table it used must be damaged"
               " (clear the table cache and solve again)";
    case ReasonCode::StoppedBeforeDistance: return "the search stopped before it found the distance";
    case ReasonCode::CancelledBuildingDistanceTables:
        return "the distance tables were still being built when the hint was cancelled";
    case ReasonCode::HintBoardMalformed: return "the board and the goal must be well formed and of the same size";
    case ReasonCode::HintBoardTooLarge: return "boards larger than 4x4 are beyond an optimal search in interactive time";
    case ReasonCode::GoalUnreachable: return "the goal cannot be reached from this board";
    case ReasonCode::BoardSizeDiffersFromGoal: return "the board's size differs from the goal's";
    // Why a board can never reach its goal.
    case ReasonCode::UnsolvableOddWidth:
        return inversions(r) + ", and on a board of odd width every move keeps that number even or odd.";
    case ReasonCode::UnsolvableEvenWidth: {
        const auto rows = number(r, 1);
        const std::string where = rows == 0 ? "the blank is on its goal row"
                                            : "the blank is " + count(r, 1) + (rows == 1 ? " row" : " rows")
                + " from its goal row";
        return inversions(r) + " and " + where
            + "; on a board of even width a solvable board has an even sum of inversions and row distance.";
    }
    case ReasonCode::UnsolvableRotationCounts:
        return "Unsolvable: no digit appears eight times (counts " + count(r, 0) + ", " + count(r, 1) + ", "
            + count(r, 2) + " for 1, 2, 3), so the eight centre cells can never hold one digit.";
    case ReasonCode::GameFileEmpty: return "the file is empty or has no \"puzzlescope-game 1\" line";
    case ReasonCode::GameFileNotOurs:
        return "this is not a PuzzleScope game file (it should start with \"puzzlescope-game 1\")";
    case ReasonCode::GameFileVersion: return "format version \"" + key(r, 0) + "\" is not one this version reads (1)";
    case ReasonCode::GameFileUnknownEntry: return "unknown entry \"" + key(r, 0) + "\"";
    case ReasonCode::GameFileEntryTwice:
        return "\"" + key(r, 0) + "\" appears twice (first on line " + count(r, 1) + ")";
    case ReasonCode::GameFileEntryMissing:
        return "the entry \"" + key(r, 0) + "\" is missing" + (r.keys.size() > 1 ? " (a " + key(r, 1) + " game needs it)" : "");
    case ReasonCode::GameFileAfterChecksum: return "nothing may follow the checksum line";
    case ReasonCode::GameFileChecksum:
        return "the checksum does not match: the file was changed or damaged after it was saved";
    case ReasonCode::GameFileUnknownPuzzle:
        return "puzzle must be one of " + joined(r.keys, 1) + ", not \"" + key(r, 0) + "\"";
    case ReasonCode::GameFileEntryText:
        return key(r, 0) + ": " + (r.causes.empty() ? std::string() : describe(r.causes.front()));
    case ReasonCode::GameFileMoveIllegal:
        return "move " + count(r, 1) + " ('" + key(r, 0) + "') cannot be played there";
    case ReasonCode::GameFilePosition: return "position must be a number from 0 to " + count(r, 1);
    case ReasonCode::ScrambleDistanceNegative: return "the distance must be 0 or more";
    case ReasonCode::ScrambleBeyondFarthest:
        return "no board of this size is " + count(r, 0) + " moves from the goal; the farthest is " + count(r, 1);
    case ReasonCode::ScrambleBeyondCertified:
        return "boards at an exact distance are certified up to " + count(r, 0) + " moves on a " + count(r, 1) + "x"
            + count(r, 2) + " board (each step is proved with an optimal search); ask for at most that, or use --moves "
            "for a longer walk";
    case ReasonCode::ScrambleNotCertified:
        return "the optimal solver could not certify a distance of " + count(r, 0)
            + " within its node budget; ask for a smaller distance";
    case ReasonCode::ScrambleNotFound:
        return "could not find a board at distance " + count(r, 0) + "; ask for a smaller distance";
    case ReasonCode::ScrambleNoBoardReaches:
        return "no board this box can reach is " + count(r, 0) + " moves from the goal";
    case ReasonCode::ScrambleCancelled: return "cancelled";
    case ReasonCode::ScrambleDistanceNotOffered: return "the rotation game offers no scramble at a distance";
    case ReasonCode::ExperimentCountNegative: return "the number of boards must be 0 or more";
    case ReasonCode::ExperimentWalkNegative: return "the walk length must be 0 or more";
    case ReasonCode::TooManyGoalStates:
        return "bidirectional BFS searches back from every board that meets the goal, and this goal allows more "
               "than "
            + count(r, 0) + " of them; use BFS, A* or IDA*, which search from the start only";
    }
    return {};
}

bool aboutGameFile(ReasonCode code)
{
    return code >= ReasonCode::GameFileEmpty && code <= ReasonCode::GameFilePosition;
}

} // namespace

std::string describe(const Reason &r)
{
    const std::string what = bare(r);
    return aboutGameFile(r.code) && number(r, 0) > 0 ? "line " + count(r, 0) + ": " + what : what;
}

Reason gameFileReason(ReasonCode code, int line, std::vector<std::int64_t> more, std::vector<std::string> keys)
{
    Reason r{code, {line}, std::move(keys)};
    r.numbers.insert(r.numbers.end(), more.begin(), more.end());
    return r;
}

} // namespace core
