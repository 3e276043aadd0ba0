#pragma once
// Batch experiments: K scrambled boards x the chosen algorithm/heuristic pairs, each run under
// the same budgets. This header holds the rows and the runner; the medians are in
// experimentsummary.h, the CSV form in experimentcsv.h, the JSON form in experimentjson.h.
//
// Boards are written in the forms the player opens: sliding boards as ids ("3x3:1,2,3,...",
// formatId), rotation boards as their 24 digits (formatRotation).

#include "common/reason.h"
#include "solvers/comparison.h"
#include "position/position.h"

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

namespace core {

class TableCache;
struct SolveOutcome;

enum class ScrambleMode { Random, Distance };

struct ExperimentConfig {
    // The position whose puzzle, size and goal the boards share (its back end scrambles, reads
    // and solves them): set by the caller.
    Position start;
    int count = 10;               // K boards
    ScrambleMode mode = ScrambleMode::Random;
    // For ScrambleMode::Distance: the exact distance where the puzzle offers it (sliding,
    // Huarong Dao), else the length of a random walk (the rotation game).
    int distance = 20;
    std::uint64_t seed = 1;
    std::vector<RunChoice> choices;
    std::uint64_t maxNodes = 5'000'000;
    std::size_t maxBytes = std::size_t(512) << 20;
};

struct ExperimentRow {
    int instance = 0;     // 0-based board number
    std::string board;    // as the back end formats it (formatId, formatRotation, the box's rows)
    RunChoice choice;
    int threads = 1;      // the threads the search used
    SearchStatus status = SearchStatus::Unsolvable;
    int length = -1;      // plan length when solved
    int expectedLength = -1; // the optimal length a file of boards gave (bench), -1 when none
    bool optimal = false;
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    std::uint64_t duplicates = 0;
    std::uint64_t peakFrontier = 0;
    std::uint64_t peakBytes = 0;
    double seconds = 0;
    double ebf = 0;       // effectiveBranchingFactor(generated, length); 0 when not solved
    std::string moves;
    bool operator==(const ExperimentRow &) const = default;
};

// One run's row: its counters and plan as the search reported them, threads 1, no expected length.
ExperimentRow experimentRow(int instance, const std::string &board, const RunChoice &choice, const SolveOutcome &o);

// The K boards of an experiment (deterministic for a seed): uniform boards (scrambleRandom) or
// boards at exactly `distance` (scrambleAtDistance; a walk where the puzzle offers no distance,
// maxScrambleDistance 0). Empty with `error` set when a distance cannot be produced. The
// distance tables and the searches' tables come from `tables`.
// A stop requested on `cancel` ends a scramble at distance early (empty, error ScrambleCancelled).
std::vector<std::string> experimentBoards(const ExperimentConfig &config, TableCache &tables, Reason *error = nullptr,
                                          std::stop_token cancel = {});

// Runs every choice on every board, in board order, then choice order. `progress(done, total)`
// is called after each run. A stop requested on `cancel` ends the running search on its next
// expansion (or the table build it waits for) and returns the rows so far. Each board is solved
// by its back end with config.maxNodes and config.maxBytes.
std::vector<ExperimentRow> runExperiment(const ExperimentConfig &config, const std::vector<std::string> &boards,
                                         TableCache &tables, std::stop_token cancel = {},
                                         const std::function<void(int, int)> &progress = {});

} // namespace core
