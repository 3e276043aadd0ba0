#pragma once
// An experiment as JSON: {"rows": [...], "summary": [...]} with the same field names as the CSV
// columns (experimentcsv.h) and the summary's medians (experimentsummary.h).

#include "experiments/experimentsummary.h"

namespace core {

std::string experimentJson(const std::vector<ExperimentRow> &rows, const std::vector<ExperimentSummary> &summary);

} // namespace core
