#pragma once
// Why something cannot be done, as a value: a code and the numbers and keys it speaks of.
// Core words a reason in English (describe(), for the command line and the judge); ui/ words
// the same value as a translated sentence, so no English from core reaches the window.
// An empty Reason (code None) means there is nothing to say.

#include <cstdint>
#include <string>
#include <vector>

namespace core {

enum class ReasonCode {
    None,
    // A pair of algorithm and heuristic that cannot run on this puzzle and size.
    TablesNeedSmallBoard,   // numbers: the largest cell count
    StagedNeedsMediumBoard, // boards larger than 4x4, at most 5 a side
    StructuredNeedsSliding,
    TakesNoHeuristic,       // keys: the algorithm
    PdbNeeds4x4,
    WalkingDistanceTooLarge,
    HeuristicNotForPuzzle,  // keys: the heuristic, then the heuristics that apply
};

struct Reason {
    ReasonCode code = ReasonCode::None;
    std::vector<std::int64_t> numbers;
    std::vector<std::string> keys;

    explicit operator bool() const { return code != ReasonCode::None; }
    bool operator==(const Reason &) const = default;
};

// The reason as one English sentence fragment ("" for None), as the command line prints it.
std::string describe(const Reason &r);

} // namespace core
