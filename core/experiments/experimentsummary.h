#pragma once
// Per-pair summary of an experiment's rows: medians and totals, one entry per algorithm/heuristic
// pair and thread count in the order they first appear.

#include "experiments/experiment.h"

namespace core {

struct ExperimentSummary {
    RunChoice choice;
    int threads = 1;
    int runs = 0;
    int solved = 0;
    int limited = 0;             // runs that stopped at a budget
    double medianLength = 0;     // over solved runs
    double medianExpanded = 0;   // over all runs
    double medianGenerated = 0;
    double medianSeconds = 0;
    double medianEbf = 0;        // over solved runs with length > 0
    std::uint64_t totalExpanded = 0;
    double totalSeconds = 0;
};

// One summary per choice and thread count, in the order of first appearance in rows.
std::vector<ExperimentSummary> summarizeExperiment(const std::vector<ExperimentRow> &rows);

} // namespace core
