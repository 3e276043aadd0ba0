#pragma once
// The bench command's records and its report: an instance read or drawn, an algorithm and
// heuristic pair, one timed run (the median of its repeats), and the summary table printed
// from them. The CSV and JSON files are the experiments' (core/experiments).

#include "cliutil.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace cli {

struct Instance {
    int line = 0;
    core::Position board;
    int expected = -1;       // optimal length given in the file, if any
    bool unsolvable = false; // the file gives -1: the board has no plan
};

struct Combo {
    core::AlgorithmId algorithm;
    core::HeuristicId heuristic;
    unsigned threads = 1; // for one search (--threads 1,2 compares them)
    std::string name() const
    {
        return core::algorithmKey(algorithm)
            + (heuristic == core::HeuristicId::None ? std::string() : "+" + core::heuristicKey(heuristic))
            + (threads == 1 ? std::string() : " x" + std::to_string(threads));
    }
};

struct Run {
    core::SolveOutcome outcome;
    double medianSeconds = 0;
};

// The middle value (the mean of the middle two for an even count); 0 for none.
template <class T>
T median(std::vector<T> v)
{
    if (v.empty())
        return T{};
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

struct Summary {
    int solved = 0, limited = 0, wrongLength = 0;
    // Solved plans against the optimal lengths given in the file: their number, the sum and the
    // largest of length / optimal.
    int compared = 0;
    double ratioSum = 0, worstRatio = 0;
    double medianExpanded = 0, medianMs = 0;
    std::uint64_t totalExpanded = 0, totalGenerated = 0;
    double totalMs = 0;
    std::size_t peakBytes = 0;
};

// Reads instances: a board per line, optionally followed by its optimal length (-1: no plan); ""
// when fine.
std::string readInstances(const std::string &path, PuzzleOptions &opts, std::vector<Instance> &out);
// `count` boards drawn at random from those that reach the goal of --size and --goal.
std::string randomInstances(const PuzzleOptions &opts, int count, std::uint64_t seed, std::vector<Instance> &out);

Summary summarize(const std::vector<Run> &runs, const std::vector<Instance> &insts);
// The table, with each pair's figures as ratios against the first pair's.
void printSummary(const std::vector<Combo> &cs, const std::vector<Summary> &sums, std::size_t count, int repeat);

} // namespace cli
