#include "common/reason.h"

#include "common/reasonargs.h"

namespace core {

namespace {

using namespace phrase;
using namespace reasonargs;

// keys[from...], as heuristics' names or as they stand.
PhraseArg keyList(const Reason &r, std::size_t from, bool heuristics)
{
    std::vector<PhraseArg> items;
    for (std::size_t i = from; i < r.keys.size(); ++i)
        items.push_back(heuristics ? heuristic(r.keys[i]) : text(r.keys[i]));
    return list(std::move(items));
}

// The sentence without the saved game's line.
Phrase bare(const Reason &r)
{
    const Phrase settings{PS_TR("Reason", " in the settings"), {}};
    switch (r.code) {
    case ReasonCode::None: return {};
    case ReasonCode::TablesNeedSmallBoard:
        return {PS_TR("Reason", "the distance tables exist only for sliding boards of at most %1 cells (2x2, 2x3, "
                                "3x2, 2x4, 4x2, 3x3)"),
                {n(r, 0)}};
    case ReasonCode::StagedNeedsMediumBoard:
        return {PS_TR("Reason", "the staged solver is for sliding boards larger than 4x4 and at most 5 a side (4x5, "
                                "5x4, 5x5)"),
                {}};
    case ReasonCode::AlgorithmNotForPuzzle: return {PS_TR("Reason", "%1 does not solve this puzzle"), {algorithm(key(r, 0))}};
    case ReasonCode::TakesNoHeuristic: return {PS_TR("Reason", "%1 does not use a heuristic"), {algorithm(key(r, 0))}};
    case ReasonCode::PdbNeeds4x4: return {PS_TR("Reason", "the pattern databases are for 4x4 boards"), {}};
    case ReasonCode::PdbNeeds5x5: return {PS_TR("Reason", "the 6-6-6-6 pattern databases are for 5x5 boards"), {}};
    case ReasonCode::WalkingDistanceTooLarge:
        return {PS_TR("Reason", "walking distance is for boards of at most 4x4"), {}};
    case ReasonCode::HeuristicNotForPuzzle:
        return {PS_TR("Reason", "the heuristic %1 does not apply to this puzzle; choose one of: %2"),
                {heuristic(key(r, 0)), keyList(r, 1, true)}};
    case ReasonCode::BoardText: return boardText(r);
    case ReasonCode::TextUnknownCharacter:
        return {PS_TR("Reason", "unknown character %1 (tiles are numbers; 0, x or X is the blank)"), {ch(r, 0)}};
    case ReasonCode::TextBlankInNumber: return {PS_TR("Reason", "unexpected 'x' inside the number %1"), {k(r, 0)}};
    case ReasonCode::TextTileOutOfRange:
        return {PS_TR("Reason", "tile %1 is out of range: tiles go from 1 to %2 with 0 or x for the blank"),
                {k(r, 0), n(r, 0)}};
    case ReasonCode::TextTileCount:
        return {num(r, 2) == 1 ? PS_TR("Reason", "a %1x%2 board has %3 cells but %4 tile was given")
                               : PS_TR("Reason", "a %1x%2 board has %3 cells but %4 were given"),
                {n(r, 0), n(r, 1), number(num(r, 0) * num(r, 1)), n(r, 2)}};
    case ReasonCode::TextTileTwice: return {PS_TR("Reason", "%1 appears twice"), {tileName(num(r, 0))}};
    case ReasonCode::TextTileMissing: return {PS_TR("Reason", "%1 is missing"), {tileName(num(r, 0))}};
    case ReasonCode::TextSizeForm:
        return {PS_TR("Reason", "size %1 is not of the form WxH (for example 4x4 or 3x2)"), {k(r, 0)}};
    case ReasonCode::TextSizeRange:
        return {PS_TR("Reason", "size %1x%2 is out of range: each side must be 2 to 10"), {n(r, 0), n(r, 1)}};
    case ReasonCode::TextTooLong:
        return {PS_TR("Reason", "the board text is %1 bytes long; a board's text is at most %2 bytes"),
                {c(r, 0), c(r, 1)}};
    case ReasonCode::TextIdSizeDiffers:
        return {PS_TR("Reason", "the id says %1x%2 but the size given is %3x%4"), {n(r, 0), n(r, 1), n(r, 2), n(r, 3)}};
    case ReasonCode::TextSizeWithoutTiles:
        return {PS_TR("Reason", "%1 is a size without tiles; write the tiles after it, for example %2"),
                {k(r, 0), k(r, 1)}};
    case ReasonCode::TextNoTiles: return {PS_TR("Reason", "no tiles given"), {}};
    case ReasonCode::TextCompactTooLong:
        return {PS_TR("Reason", "a board written without separators can have at most 9 cells; separate the tiles by "
                                "spaces or commas"),
                {}};
    case ReasonCode::TextTilesNotSquare:
        return {PS_TR("Reason", "%1 tiles do not make a square board from 2x2 to 10x10; give the size%2"),
                {n(r, 0), surface(" (for example --size 3x2)")}};
    case ReasonCode::TextInGoal: return {PS_TR("Reason", "the goal: %1"), {cause(r)}};
    case ReasonCode::TextInOption: return {"%1: %2", {k(r, 0), cause(r)}}; // the command line's own
    case ReasonCode::Sentence: return {"%1", {k(r, 0)}};                    // the command line's own
    // Why a search stopped without a plan.
    case ReasonCode::Cancelled: return {PS_TR("Reason", "the search was cancelled"), {}};
    case ReasonCode::CancelledBeforeStart: return {PS_TR("Reason", "cancelled before it started"), {}};
    case ReasonCode::CancelledBuildingTables:
        return {PS_TR("Reason", "the search was cancelled while its tables were being built"), {}};
    case ReasonCode::CancelledBuildingPdb:
        return {PS_TR("Reason", "the search was cancelled while its pattern databases were being built"), {}};
    case ReasonCode::NodeBudgetReached: return nodeBudget(r);
    case ReasonCode::MemoryBudgetReached:
        return {PS_TR("Reason", "the search stopped at its memory budget of %1 MiB after %2 expanded nodes; BFS, "
                                "bidirectional BFS and A* keep every state they meet, so use IDA* or raise the budget"),
                {c(r, 0), c(r, 1)}};
    case ReasonCode::TimeBudgetReached:
        return {PS_TR("Reason", "the search stopped at its time budget of %1 s after %2 expanded nodes without "
                                "reaching the goal%3"),
                {c(r, 0), c(r, 1), surface("; raise the budget (--max-seconds)")}};
    case ReasonCode::StageNotFinished: return {PS_TR("Reason", "a stage could not be finished"), {}};
    case ReasonCode::LastRegionUnsolvable: return {PS_TR("Reason", "the last region is not solvable"), {}};
    case ReasonCode::TablesOverMemoryBudget:
        return {PS_TR("Reason", "the %1 pattern databases need about %2 MiB to build, more than the memory budget of "
                                "%3 MiB; raise the budget%4 or choose a smaller heuristic"),
                {heuristic(key(r, 0)), c(r, 0), c(r, 1), surface(" (--max-memory)", settings)}};
    case ReasonCode::SubgoalTablesOverMemoryBudget:
        return {PS_TR("Reason", "the staged solver's tables for this board need about %1 MiB, more than the memory "
                                "budget of %2 MiB; raise the budget%3 or choose another algorithm"),
                {c(r, 0), c(r, 1), surface(" (--max-memory)", settings)}};
    case ReasonCode::NoPlanForSolvableBoard:
        return {PS_TR("Reason", "the search ended without a plan, yet the board can reach its goal: a table it used "
                                "must be damaged (clear the table cache and solve again)"),
                {}};
    case ReasonCode::StoppedBeforeDistance: return {PS_TR("Reason", "the search stopped before it found the distance"), {}};
    case ReasonCode::CancelledBuildingDistanceTables:
        return {PS_TR("Reason", "the distance tables were still being built when the hint was cancelled"), {}};
    case ReasonCode::HintBoardMalformed:
        return {PS_TR("Reason", "the board and the goal must be well formed and of the same size"), {}};
    case ReasonCode::HintBoardTooLarge:
        return {PS_TR("Reason", "boards larger than 4x4 are beyond an optimal search in interactive time"), {}};
    case ReasonCode::GoalUnreachable: return {PS_TR("Reason", "the goal cannot be reached from this board"), {}};
    case ReasonCode::BoardSizeDiffersFromGoal: return {PS_TR("Reason", "the board's size differs from the goal's"), {}};
    // Why a board can never reach its goal.
    case ReasonCode::UnsolvableOddWidth:
    case ReasonCode::UnsolvableEvenWidth: return unsolvableSliding(r);
    case ReasonCode::GameFileEmpty: return {PS_TR("Reason", "the file is empty or has no \"puzzlescope-game 1\" line"), {}};
    case ReasonCode::GameFileNotOurs:
        return {PS_TR("Reason", "this is not a PuzzleScope game file (it should start with \"puzzlescope-game 1\")"), {}};
    case ReasonCode::GameFileVersion:
        return {PS_TR("Reason", "format version \"%1\" is not one this version reads (1)"), {k(r, 0)}};
    case ReasonCode::GameFileUnknownEntry: return {PS_TR("Reason", "unknown entry \"%1\""), {k(r, 0)}};
    case ReasonCode::GameFileEntryTwice:
        return {PS_TR("Reason", "\"%1\" appears twice (first on line %2)"), {k(r, 0), n(r, 1)}};
    case ReasonCode::GameFileEntryMissing:
        if (r.keys.size() > 1)
            return {PS_TR("Reason", "the entry \"%1\" is missing (a %2 game needs it)"), {k(r, 0), k(r, 1)}};
        return {PS_TR("Reason", "the entry \"%1\" is missing"), {k(r, 0)}};
    case ReasonCode::GameFileAfterChecksum: return {PS_TR("Reason", "nothing may follow the checksum line"), {}};
    case ReasonCode::GameFileChecksum:
        return {PS_TR("Reason", "the checksum does not match: the file was changed or damaged after it was saved"), {}};
    case ReasonCode::GameFileUnknownPuzzle:
        return {PS_TR("Reason", "the puzzle must be one of %1, not \"%2\""), {keyList(r, 1, false), k(r, 0)}};
    case ReasonCode::GameFileEntryText:
        return {PS_TR("Reason", "the entry \"%1\" does not read: %2"), {k(r, 0), cause(r)}};
    case ReasonCode::GameFileMoveIllegal:
        return {PS_TR("Reason", "move %1 (\"%2\") cannot be played there"), {n(r, 1), k(r, 0)}};
    case ReasonCode::GameFilePosition:
        return {PS_TR("Reason", "the position must be a number from 0 to %1"), {n(r, 1)}};
    case ReasonCode::ScrambleDistanceNegative: return {PS_TR("Reason", "the distance must be 0 or more"), {}};
    case ReasonCode::ScrambleBeyondFarthest:
        return {PS_TR("Reason", "no board of this size is %1 moves from the goal; the farthest is %2"), {c(r, 0), c(r, 1)}};
    case ReasonCode::ScrambleBeyondCertified:
        return {PS_TR("Reason", "boards at an exact distance are certified up to %1 moves on a %2x%3 board (each step "
                                "is proved with an optimal search); ask for at most that%4"),
                {c(r, 0), n(r, 1), n(r, 2), surface(", or use --moves for a longer walk")}};
    case ReasonCode::ScrambleNotCertified:
        return {PS_TR("Reason", "the optimal solver could not certify a distance of %1 within its node budget; ask for "
                                "a smaller distance"),
                {c(r, 0)}};
    case ReasonCode::ScrambleNotFound:
        return {PS_TR("Reason", "no board at distance %1 was found; ask for a smaller distance"), {c(r, 0)}};
    case ReasonCode::ScrambleNoBoardReaches:
        return {PS_TR("Reason", "no board this box can reach is %1 moves from the goal"), {c(r, 0)}};
    case ReasonCode::ScrambleCancelled: return {PS_TR("Reason", "the scramble was cancelled"), {}};
    case ReasonCode::ScrambleDistanceNotOffered:
        return {PS_TR("Reason", "this puzzle offers no scramble at a distance"), {}};
    case ReasonCode::ExperimentCountNegative: return {PS_TR("Reason", "the number of boards must be 0 or more"), {}};
    case ReasonCode::ExperimentWalkNegative: return {PS_TR("Reason", "the walk length must be 0 or more"), {}};
    case ReasonCode::ModuleSentence: {
        if (!r.sentence)
            return {};
        Phrase p{r.sentence, {}};
        for (std::size_t i = 0; i < r.numbers.size(); ++i)
            p.args.push_back(i < 32 && (r.characters >> i & 1u) ? character(r.numbers[i]) : number(r.numbers[i]));
        for (const std::string &key : r.keys)
            p.args.push_back(text(key));
        return p;
    }
    case ReasonCode::TooManyGoalStates:
        return {PS_TR("Reason", "bidirectional BFS searches back from every board that meets the goal, and this goal "
                                "allows more than %1 of them; use BFS, A* or IDA*, which search from the start only"),
                {c(r, 0)}};
    }
    return {};
}

bool aboutGameFile(ReasonCode code)
{
    return code >= ReasonCode::GameFileEmpty && code <= ReasonCode::GameFilePosition;
}

} // namespace

Phrase reasonPhrase(const Reason &r)
{
    Phrase what = bare(r);
    if (aboutGameFile(r.code) && num(r, 0) > 0)
        return {PS_TR("Reason", "line %1: %2"), {n(r, 0), nested(std::move(what))}};
    return what;
}

std::string describe(const Reason &r)
{
    return english(reasonPhrase(r));
}

Reason moduleReason(const char *sentence, std::vector<std::int64_t> numbers, std::vector<std::string> keys)
{
    Reason r{ReasonCode::ModuleSentence, std::move(numbers), std::move(keys)};
    r.sentence = sentence;
    return r;
}

Reason moduleReasonWithCharacters(const char *sentence, std::uint32_t characters, std::vector<std::int64_t> numbers,
                                  std::vector<std::string> keys)
{
    Reason r = moduleReason(sentence, std::move(numbers), std::move(keys));
    r.characters = characters;
    return r;
}

Reason gameFileReason(ReasonCode code, int line, std::vector<std::int64_t> more, std::vector<std::string> keys)
{
    Reason r{code, {line}, std::move(keys)};
    r.numbers.insert(r.numbers.end(), more.begin(), more.end());
    return r;
}

} // namespace core
