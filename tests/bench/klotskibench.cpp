// klotskibench: the named classic Huarong Dao layouts solved by each optimal algorithm, timed
// --repeat times (alternating algorithms), printed as medians with each algorithm's nodes and
// time as a ratio of BFS's in the same run; exits 1 if a plan's length is not the layout's
// published shortest.
//   klotskibench [--repeat N]      (`cmake --build build --target bench-klotski`)
#include "klotski/game/klotskilayouts.h"
#include "klotski/game/klotskisolver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Row {
    const char *name;
    core::AlgorithmId id;
    core::HeuristicId heuristic;
};

const Row Rows[] = {
    {"bfs", core::AlgorithmId::Bfs, core::HeuristicId::None},
    {"bibfs", core::AlgorithmId::BidirectionalBfs, core::HeuristicId::None},
    {"astar+away", core::AlgorithmId::AStar, core::HeuristicId::KlotskiAway},
    {"astar+blockers", core::AlgorithmId::AStar, core::HeuristicId::KlotskiBlockers},
    {"table", core::AlgorithmId::Table, core::HeuristicId::None},
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    int repeat = 5;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = std::atoi(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: klotskibench [--repeat N]\n");
            return 2;
        }
    }
    if (repeat < 1) {
        std::fprintf(stderr, "klotskibench: --repeat must be at least 1\n");
        return 2;
    }
    int wrong = 0;
    std::printf("%d runs each, median; ratios against bfs on the same layout\n\n", repeat);
    std::printf("%-15s %-16s %6s %10s %10s %10s %8s %8s\n", "layout", "algorithm", "moves", "expanded", "median ms",
                "peak KiB", "nodes x", "time x");
    for (const core::KlotskiLayout &layout : core::KlotskiLayouts) {
        const core::KlotskiBoard start = *core::parseKlotskiBoard(layout.board).board;
        const core::KlotskiGoal goal = *core::defaultKlotskiGoal(start).goal;
        constexpr std::size_t RowCount = sizeof(Rows) / sizeof(Rows[0]);
        std::vector<std::vector<double>> ms(RowCount);
        std::vector<core::KlotskiOutcome> last(RowCount);
        for (int r = 0; r < repeat; ++r)
            for (std::size_t k = 0; k < RowCount; ++k) {
                core::SearchContext ctx;
                const auto t0 = std::chrono::steady_clock::now();
                last[k] = core::solveKlotski(start, goal, Rows[k].id, Rows[k].heuristic, ctx);
                ms[k].push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            }
        const double bfsMs = median(ms[0]);
        const double bfsNodes = double(last[0].stats.expanded);
        for (std::size_t k = 0; k < RowCount; ++k) {
            const core::KlotskiOutcome &o = last[k];
            const int moves = o.status == core::SearchStatus::Solved ? int(o.moves.size()) : -1;
            if (moves != layout.shortest)
                ++wrong;
            std::printf("%-15s %-16s %6d %10llu %10.3f %10.1f %7.3fx %7.3fx\n", layout.key, Rows[k].name, moves,
                        static_cast<unsigned long long>(o.stats.expanded), median(ms[k]),
                        double(o.stats.peakBytes) / 1024.0, double(o.stats.expanded) / bfsNodes,
                        median(ms[k]) / bfsMs);
        }
    }
    if (wrong > 0) {
        std::fprintf(stderr, "klotskibench: %d plans are not of the published shortest length\n", wrong);
        return 1;
    }
    return 0;
}
