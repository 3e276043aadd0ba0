#pragma once
// `bench`: runs algorithm x heuristic combinations over a set of boards (a file, or K seeded
// random solvable boards) and prints per-combination medians and totals, with ratios against
// the first combination measured in the same run. Each board is timed --repeat times and its
// median taken. --csv and --json write the per-board rows and the summary to files.

#include <QStringList>

namespace cli {

int benchCommand(const QStringList &args);

} // namespace cli
