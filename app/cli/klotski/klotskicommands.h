#pragma once
// Huarong Dao on the command line.
// `solve --puzzle klotski`: one Huarong Dao box, its goal (--goal, else the 2x2 piece at the
// bottom middle), an algorithm and one of the puzzle's heuristics; prints the plan ("Bdl Gr ...")
// and the search statistics, or one JSON object with --json.

#include <QCommandLineParser>

#include <random>

namespace cli {

int solveKlotski(const QCommandLineParser &parser);

// `scramble --puzzle klotski`: boxes scrambled from --board (default the classic 横刀立马 start):
// a walk of --moves K, or a board at exactly --distance D from the goal among those the box can
// reach, or (neither given) any board that can reach the goal; one box a line.
// moves and distance are -1 when not given.
int scrambleKlotski(const QCommandLineParser &parser, long long moves, long long distance, long long count,
                    std::mt19937_64 &rng);

} // namespace cli
