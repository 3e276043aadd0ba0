#include "solve/reasontext.h"

#include "solve/displaynames.h"
#include "solve/numbertext.h"
#include "solvers/solverregistry.h"

#include <QStringList>

namespace ui {

namespace {

using core::ReasonCode;

qint64 number(const core::Reason &r, std::size_t i)
{
    return i < r.numbers.size() ? r.numbers[i] : 0;
}

QString count(const core::Reason &r, std::size_t i)
{
    return countText(std::uint64_t(std::max<qint64>(0, number(r, i))));
}

QString key(const core::Reason &r, std::size_t i)
{
    return i < r.keys.size() ? QString::fromStdString(r.keys[i]) : QString();
}

QString algorithmName(const core::Reason &r, std::size_t i)
{
    const auto a = i < r.keys.size() ? core::algorithmFromKey(r.keys[i]) : std::nullopt;
    return a ? DisplayNames::algorithm(*a) : key(r, i);
}

QString heuristicName(const core::Reason &r, std::size_t i)
{
    const auto h = i < r.keys.size() ? core::heuristicFromKey(r.keys[i]) : std::nullopt;
    return h ? DisplayNames::heuristic(*h) : key(r, i);
}

} // namespace

QString ReasonText::sentence(const core::Reason &r)
{
    const QString what = bare(r);
    const bool aboutGameFile = r.code >= ReasonCode::GameFileEmpty && r.code <= ReasonCode::GameFilePosition;
    return aboutGameFile && number(r, 0) > 0 ? tr("line %1: %2").arg(number(r, 0)).arg(what) : what;
}

QString ReasonText::bare(const core::Reason &r)
{
    QStringList puzzles; // the puzzles a saved game may name
    for (std::size_t i = 1; i < r.keys.size(); ++i)
        puzzles << key(r, i);
    switch (r.code) {
    case ReasonCode::None: return {};
    case ReasonCode::BoardText: return boardText(r);
    case ReasonCode::TextUnknownCharacter:
        return tr("unknown character %1 (tiles are numbers; 0, x or X is the blank)").arg(byteText(number(r, 0)));
    case ReasonCode::TextBlankInNumber: return tr("unexpected 'x' inside the number %1").arg(key(r, 0));
    case ReasonCode::TextTileOutOfRange:
        return tr("tile %1 is out of range: tiles go from 1 to %2 with 0 or x for the blank")
            .arg(key(r, 0)).arg(number(r, 0));
    case ReasonCode::TextTileCount:
        return tr("a %1x%2 board has %3 cells but %4 were given").arg(number(r, 0)).arg(number(r, 1))
            .arg(number(r, 0) * number(r, 1)).arg(number(r, 2));
    case ReasonCode::TextTileTwice: return tr("%1 appears twice").arg(tileName(number(r, 0)));
    case ReasonCode::TextTileMissing: return tr("%1 is missing").arg(tileName(number(r, 0)));
    case ReasonCode::TextSizeForm: return tr("size %1 is not of the form WxH (for example 4x4 or 3x2)").arg(key(r, 0));
    case ReasonCode::TextSizeRange:
        return tr("size %1x%2 is out of range: each side must be 2 to 10").arg(number(r, 0)).arg(number(r, 1));
    case ReasonCode::TextTooLong:
        return tr("the board text is %1 bytes long; a board's text is at most %2 bytes").arg(count(r, 0), count(r, 1));
    case ReasonCode::TextIdSizeDiffers:
        return tr("the id says %1x%2 but the size given is %3x%4").arg(number(r, 0)).arg(number(r, 1))
            .arg(number(r, 2)).arg(number(r, 3));
    case ReasonCode::TextSizeWithoutTiles:
        return tr("%1 is a size without tiles; write the tiles after it, for example %2").arg(key(r, 0), key(r, 1));
    case ReasonCode::TextNoTiles: return tr("no tiles given");
    case ReasonCode::TextCompactTooLong:
        return tr("a board written without separators can have at most 9 cells; separate the tiles by spaces or "
                  "commas");
    case ReasonCode::TextTilesNotSquare:
        return tr("%1 tiles do not make a square board from 2x2 to 10x10; give the size").arg(number(r, 0));
    case ReasonCode::RotationTextNotDigit:
        return tr("cell %1 is %2: the rotation game holds only the digits 1, 2 and 3")
            .arg(number(r, 0)).arg(byteText(number(r, 1)));
    case ReasonCode::RotationTextTooMany: return tr("more than 24 cells: the rotation game has 24");
    case ReasonCode::RotationTextCount: return tr("the rotation game has 24 cells but %1 were given").arg(number(r, 0));
    case ReasonCode::KlotskiTextEmpty: return tr("the board is empty: give rows such as %1").arg(key(r, 0));
    case ReasonCode::KlotskiTextRowLength:
        return tr("row %1 has %2 cells and row 1 has %3").arg(number(r, 0)).arg(number(r, 1)).arg(number(r, 2));
    case ReasonCode::KlotskiTextNotCell:
        return tr("%1 is not a cell: use '.' for an empty cell and a letter or digit for a piece")
            .arg(byteText(number(r, 0)));
    case ReasonCode::KlotskiTextNotRectangle:
        if (number(r, 1) == '.')
            return tr("piece %1 is not a rectangle: a cell inside it is empty").arg(byteText(number(r, 0)));
        return tr("piece %1 is not a rectangle: a cell inside it holds %2")
            .arg(byteText(number(r, 0)), byteText(number(r, 1)));
    case ReasonCode::KlotskiTextLetterTwice:
        return tr("letter %1 is in two places (also at row %2, column %3), or its piece is not a rectangle")
            .arg(byteText(number(r, 0))).arg(number(r, 1)).arg(number(r, 2));
    case ReasonCode::KlotskiTextPieceTooLarge:
        return tr("piece %1 is %2x%3; pieces are at most 3x3")
            .arg(byteText(number(r, 0))).arg(number(r, 1)).arg(number(r, 2));
    case ReasonCode::KlotskiTextNoEmptyCell: return tr("the box has no empty cell, so no piece can move");
    case ReasonCode::KlotskiTextBoxSize:
        return tr("the box is %1x%2 (width x height); boxes are 3x3 to 8x8").arg(number(r, 0)).arg(number(r, 1));
    case ReasonCode::KlotskiGoalBoxDiffers:
        return tr("the goal's box is %1x%2 and the board's is %3x%4").arg(number(r, 0)).arg(number(r, 1))
            .arg(number(r, 2)).arg(number(r, 3));
    case ReasonCode::KlotskiGoalPieceCount:
        return tr("the goal places %1 pieces; give only the piece that must reach its place, the rest '.'")
            .arg(number(r, 0));
    case ReasonCode::KlotskiGoalPieceMissing: return tr("the goal's piece %1 is not on the board")
        .arg(byteText(number(r, 0)));
    case ReasonCode::KlotskiGoalPieceShape:
        return tr("the goal's piece %1 is %2x%3 and on the board it is %4x%5")
            .arg(byteText(number(r, 0))).arg(number(r, 1))
            .arg(number(r, 2)).arg(number(r, 3)).arg(number(r, 4));
    case ReasonCode::KlotskiNoClassicGoal:
        return tr("the board has %1 pieces of 2x2, so the classic goal (the one 2x2 piece at the bottom middle) does "
                  "not apply: give the goal")
            .arg(number(r, 0));
    case ReasonCode::TextInGoal: return tr("the goal: %1").arg(cause(r));
    case ReasonCode::TextInOption: return tr("%1: %2").arg(key(r, 0), cause(r));
    case ReasonCode::Sentence: return key(r, 0); // the command line's own; the window never makes one
    // A pair of algorithm and heuristic that cannot run on this puzzle and size.
    case ReasonCode::TablesNeedSmallBoard:
        return tr("the distance tables exist only for sliding boards of at most %1 cells (2x2, 2x3, 3x2, 2x4, "
                  "4x2, 3x3)")
            .arg(number(r, 0));
    case ReasonCode::StagedNeedsMediumBoard:
        return tr("the staged solver is for sliding boards larger than 4x4 and at most 5 a side (4x5, 5x4, 5x5)");
    case ReasonCode::StructuredNeedsSliding: return tr("the row-by-row solver is for sliding puzzles");
    case ReasonCode::TakesNoHeuristic: return tr("%1 does not use a heuristic").arg(algorithmName(r, 0));
    case ReasonCode::PdbNeeds4x4: return tr("the pattern databases are for 4x4 boards");
    case ReasonCode::PdbNeeds5x5: return tr("the 6-6-6-6 pattern databases are for 5x5 boards");
    case ReasonCode::WalkingDistanceTooLarge: return tr("walking distance is for boards of at most 4x4");
    case ReasonCode::HeuristicNotForPuzzle: return heuristicNotForPuzzle(r);
    // Why a search stopped without a plan.
    case ReasonCode::Cancelled: return tr("the search was cancelled");
    case ReasonCode::CancelledBeforeStart: return tr("cancelled before it started");
    case ReasonCode::CancelledBuildingTables: return tr("the search was cancelled while its tables were being built");
    case ReasonCode::CancelledBuildingPdb:
        return tr("the search was cancelled while its pattern databases were being built");
    case ReasonCode::NodeBudgetReached: return nodeBudget(r);
    case ReasonCode::MemoryBudgetReached:
        return tr("the search stopped at its memory budget of %1 MiB after %2 expanded nodes; BFS, bidirectional "
                  "BFS and A* keep every state they meet, so use IDA* or raise the budget")
            .arg(count(r, 0))
            .arg(count(r, 1));
    case ReasonCode::TimeBudgetReached:
        return tr("the search stopped at its time budget of %1 s after %2 expanded nodes without reaching the goal")
            .arg(count(r, 0))
            .arg(count(r, 1));
    case ReasonCode::StageNotFinished: return tr("a stage could not be finished");
    case ReasonCode::LastRegionUnsolvable: return tr("the last region is not solvable");
    case ReasonCode::TablesOverMemoryBudget:
        return tr("the %1 pattern databases need about %2 MiB to build, more than the memory budget of %3 MiB; "
                  "raise the budget in the settings or choose a smaller heuristic")
            .arg(heuristicName(r, 0), count(r, 0), count(r, 1));
    case ReasonCode::SubgoalTablesOverMemoryBudget:
        return tr("the staged solver's tables for this board need about %1 MiB, more than the memory budget of "
                  "%2 MiB; raise the budget in the settings or choose another algorithm")
            .arg(count(r, 0), count(r, 1));
    case ReasonCode::NoPlanForSolvableBoard:
        return tr("the search ended without a plan, yet the board can reach its goal: a table it used must be damaged "
                  "(clear the table cache and solve again)");
    case ReasonCode::BoardSizeDiffersFromGoal: return tr("the board's size differs from the goal's");
    case ReasonCode::StoppedBeforeDistance: return tr("the search stopped before it found the distance");
    case ReasonCode::CancelledBuildingDistanceTables:
        return tr("the distance tables were still being built when the hint was cancelled");
    case ReasonCode::HintBoardMalformed: return tr("the board and the goal must be well formed and of the same size");
    case ReasonCode::HintBoardTooLarge:
        return tr("boards larger than 4x4 are beyond an optimal search in interactive time");
    case ReasonCode::GoalUnreachable: return tr("the goal cannot be reached from this board");
    // Why a board can never reach its goal.
    case ReasonCode::UnsolvableOddWidth: return oddWidth(r);
    case ReasonCode::UnsolvableEvenWidth: return evenWidth(r);
    case ReasonCode::UnsolvableRotationCounts:
        return tr("Unsolvable: no digit appears eight times (counts %1, %2, %3 for 1, 2, 3), so the eight centre "
                  "cells can never hold one digit.")
            .arg(number(r, 0))
            .arg(number(r, 1))
            .arg(number(r, 2));
    case ReasonCode::GameFileEmpty: return tr("the file is empty or has no \"puzzlescope-game 1\" line");
    case ReasonCode::GameFileNotOurs:
        return tr("this is not a PuzzleScope game file (it should start with \"puzzlescope-game 1\")");
    case ReasonCode::GameFileVersion: return tr("format version \"%1\" is not one this version reads (1)")
        .arg(key(r, 0));
    case ReasonCode::GameFileUnknownEntry: return tr("unknown entry \"%1\"").arg(key(r, 0));
    case ReasonCode::GameFileEntryTwice:
        return tr("\"%1\" appears twice (first on line %2)").arg(key(r, 0)).arg(number(r, 1));
    case ReasonCode::GameFileEntryMissing: return tr("the entry \"%1\" is missing").arg(key(r, 0));
    case ReasonCode::GameFileAfterChecksum: return tr("nothing may follow the checksum line");
    case ReasonCode::GameFileChecksum:
        return tr("the checksum does not match: the file was changed or damaged after it was saved");
    case ReasonCode::GameFileUnknownPuzzle:
        return tr("the puzzle must be one of %1, not \"%2\"").arg(puzzles.join(tr(", ")), key(r, 0));
    case ReasonCode::GameFileEntryText: return tr("the entry \"%1\" does not read: %2").arg(key(r, 0), cause(r));
    case ReasonCode::GameFileMoveIllegal:
        return tr("move %1 (\"%2\") cannot be played there").arg(number(r, 1)).arg(key(r, 0));
    case ReasonCode::GameFilePosition: return tr("the position must be a number from 0 to %1").arg(number(r, 1));
    case ReasonCode::ScrambleDistanceNegative: return tr("the distance must be 0 or more");
    case ReasonCode::ScrambleBeyondFarthest:
        return tr("no board of this size is %1 moves from the goal; the farthest is %2").arg(count(r, 0), count(r, 1));
    case ReasonCode::ScrambleBeyondCertified:
        return tr("boards at an exact distance are certified up to %1 moves on a %2x%3 board (each step is proved with "
                  "an optimal search); ask for at most that")
            .arg(count(r, 0))
            .arg(number(r, 1))
            .arg(number(r, 2));
    case ReasonCode::ScrambleNotCertified:
        return tr("the optimal solver could not certify a distance of %1 within its node budget; ask for a smaller "
                  "distance")
            .arg(count(r, 0));
    case ReasonCode::ScrambleNotFound:
        return tr("no board at distance %1 was found; ask for a smaller distance").arg(count(r, 0));
    case ReasonCode::ScrambleNoBoardReaches:
        return tr("no board this box can reach is %1 moves from the goal").arg(count(r, 0));
    case ReasonCode::ScrambleCancelled: return tr("the scramble was cancelled");
    case ReasonCode::ScrambleDistanceNotOffered: return tr("this puzzle offers no scramble at a distance");
    case ReasonCode::ExperimentCountNegative: return tr("the number of boards must be 0 or more");
    case ReasonCode::ExperimentWalkNegative: return tr("the walk length must be 0 or more");
    case ReasonCode::TooManyGoalStates:
        return tr("bidirectional BFS searches back from every board that meets the goal, and this goal allows more "
                  "than %1 of them; use BFS, A* or IDA*, which search from the start only")
            .arg(count(r, 0));
    }
    return {};
}


QString ReasonText::heuristicNotForPuzzle(const core::Reason &r)
{
    QStringList names;
    for (std::size_t i = 1; i < r.keys.size(); ++i)
        names << heuristicName(r, i);
    return tr("the heuristic %1 does not apply to this puzzle; choose one of: %2")
        .arg(heuristicName(r, 0), names.join(tr(", ")));
}

QString ReasonText::nodeBudget(const core::Reason &r)
{
    if (r.keys.empty() || r.keys[0].empty())
        return tr("the search stopped at its node budget of %1 expanded nodes without reaching the goal; raise "
                  "the budget")
            .arg(count(r, 0));
    return tr("the search stopped at its node budget of %1 expanded nodes without reaching the goal; raise the "
              "budget or use a stronger heuristic (%2)")
        .arg(count(r, 0), heuristicName(r, 0));
}

QString ReasonText::oddWidth(const core::Reason &r)
{
    const bool odd = number(r, 0) != 0;
    return odd ? tr("Unsolvable: the tiles have an odd number of inversions against the goal order, and on a "
                    "board of odd width every move keeps that number even or odd.")
               : tr("Unsolvable: the tiles have an even number of inversions against the goal order, and on a "
                    "board of odd width every move keeps that number even or odd.");
}

QString ReasonText::evenWidth(const core::Reason &r)
{
    const bool odd = number(r, 0) != 0;
    const qint64 rows = number(r, 1);
    const QString where = rows == 0 ? tr("the blank is on its goal row")
        : rows == 1                 ? tr("the blank is 1 row from its goal row")
                                    : tr("the blank is %1 rows from its goal row").arg(rows);
    return odd ? tr("Unsolvable: the tiles have an odd number of inversions against the goal order and %1; on a "
                    "board of even width a solvable board has an even sum of inversions and row distance.")
                     .arg(where)
               : tr("Unsolvable: the tiles have an even number of inversions against the goal order and %1; on "
                    "a board of even width a solvable board has an even sum of inversions and row distance.")
                     .arg(where);
}

} // namespace ui
