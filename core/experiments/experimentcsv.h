#pragma once
// An experiment's rows as CSV: a header line, then one line per run, fields quoted where needed
// (RFC 4180). The one CSV form of runs: the window's batch experiment exports it, and
// `puzzlescope-cli bench --csv` writes it.

#include "experiments/experiment.h"

#include <string>
#include <vector>

namespace core {

// The columns, in order:
//   instance         the board's number: 0-based in the window's experiments; in bench, the
//                    line of the instances file or the number of the random board (1-based)
//   board            the board as its puzzle writes it (the forms the player and the CLI read)
//   algorithm        the algorithm's key (bfs, astar, idastar, ...)
//   heuristic        the heuristic's key (none, manhattan, pdb-555, ...)
//   threads          the threads the one search used
//   status           solved, unsolvable, cancelled or limit
//   length           the plan's length, -1 when not solved
//   expected_length  the optimal length the instances file gave, empty when none
//   optimal          1 when the algorithm guarantees a shortest plan and found one, else 0
//   expanded, generated, duplicates, peak_frontier, peak_bytes   the search's counters
//   seconds          the search's time (bench: the median of its --repeat timings)
//   ebf              the effective branching factor, 0 when not solved
//   moves            the plan, as its puzzle writes plans
std::string experimentCsv(const std::vector<ExperimentRow> &rows);
const std::vector<std::string> &experimentCsvColumns();

} // namespace core
