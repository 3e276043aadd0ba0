#pragma once
// An experiment's rows as CSV and back: a header line, then one line per run, fields quoted
// where needed (RFC 4180).

#include "experiments/experiment.h"

#include <optional>

namespace core {

// Columns: instance, board, algorithm, heuristic (registry keys), status (statusName), length,
// optimal (0/1), expanded, generated, duplicates, peak_frontier, peak_bytes, seconds, ebf, moves.
std::string experimentCsv(const std::vector<ExperimentRow> &rows);
// Reads what experimentCsv wrote; nullopt with `error` ("line N: ...") on anything else.
std::optional<std::vector<ExperimentRow>> parseExperimentCsv(const std::string &text, std::string *error = nullptr);

} // namespace core
