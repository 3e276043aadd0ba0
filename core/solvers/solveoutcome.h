#pragma once
// What a solver answers: the status, the plan as letters, the statistics, whether the plan is
// proven shortest, and why there is no plan when there is none.

#include "common/reason.h"
#include "search/searchstats.h"

#include <string>

namespace core {

struct SolveOutcome {
    SearchStatus status = SearchStatus::Unsolvable;
    std::string moves;   // the plan as letters (dlru or A..H)
    SearchStats stats;
    bool optimal = false; // the plan is proven shortest
    // For a sliding plan not proven shortest: no plan is shorter than this (linear conflict of
    // the start, admissible, or weighted IDA*'s last bound; the exact distance on boards of at
    // most 9 cells), so the plan is at most moves / lowerBound times the shortest; -1 when not
    // worked out. A plan as long as its bound is marked optimal.
    int lowerBound = -1;
    Reason reason;        // why unsolvable, or which budget ran out
};

} // namespace core
