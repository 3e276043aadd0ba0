#pragma once
// An experiment as JSON: {"rows": [...], "summary": [...]} with the same field names as the CSV
// columns (experimentcsv.h; expected_length null when none) and the summary's medians
// (experimentsummary.h). The one JSON form of runs: the window's export and `bench --json`.

#include "experiments/experimentsummary.h"

namespace core {

std::string experimentJson(const std::vector<ExperimentRow> &rows, const std::vector<ExperimentSummary> &summary);

} // namespace core
