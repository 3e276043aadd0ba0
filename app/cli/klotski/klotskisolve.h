#pragma once
// `solve --puzzle klotski`: one Huarong Dao box, its goal (--goal, else the 2x2 piece at the
// bottom middle), an algorithm and one of the puzzle's heuristics; prints the plan ("Bdl Gr ...")
// and the search statistics, or one JSON object with --json.

#include <QCommandLineParser>

namespace cli {

int solveKlotski(const QCommandLineParser &parser);

} // namespace cli
