#pragma once
// Per-pair summary of an experiment's rows: medians and totals, one entry per algorithm/heuristic
// pair in the order the pairs first appear.

#include "experiments/experiment.h"

namespace core {

struct ExperimentSummary {
    RunChoice choice;
    int runs = 0;
    int solved = 0;
    double medianLength = 0;     // over solved runs
    double medianExpanded = 0;   // over all runs
    double medianGenerated = 0;
    double medianSeconds = 0;
    double medianEbf = 0;        // over solved runs with length > 0
    std::uint64_t totalExpanded = 0;
    double totalSeconds = 0;
};

// One summary per choice, in the order of first appearance in rows.
std::vector<ExperimentSummary> summarizeExperiment(const std::vector<ExperimentRow> &rows);

} // namespace core
