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

std::string inversions(const Reason &r)
{
    return std::string("Unsolvable: the tiles have an ") + (number(r, 0) ? "odd" : "even")
        + " number of inversions against the goal order";
}

} // namespace

std::string describe(const Reason &r)
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
    case ReasonCode::BoardText: return key(r, 0);
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
    }
    return {};
}

} // namespace core
