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
    case ReasonCode::WalkingDistanceTooLarge: return "walking distance is for boards of at most 4x4";
    case ReasonCode::HeuristicNotForPuzzle:
        return "heuristic " + key(r, 0) + " does not apply to this puzzle; choose one of: " + joined(r.keys, 1);
    }
    return {};
}

} // namespace core
