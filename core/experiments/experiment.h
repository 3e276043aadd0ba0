#pragma once
// Batch experiments: K scrambled boards x the chosen algorithm/heuristic pairs, each run under
// the same budgets. This header holds the rows and the runner; the medians are in
// experimentsummary.h, the CSV form in experimentcsv.h, the JSON form in experimentjson.h.
//
// Boards are written in the forms the player opens: sliding boards as ids ("3x3:1,2,3,...",
// formatId), rotation boards as their 24 digits (formatRotation).

#include "solvers/comparison.h"
#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingboard.h"

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

namespace core {

enum class ScrambleMode { Random, Distance };

struct ExperimentConfig {
    PuzzleKind kind = PuzzleKind::Sliding;
    SlidingBoard goal;            // sliding only; its size is the boards' size
    int count = 10;               // K boards
    ScrambleMode mode = ScrambleMode::Random;
    int distance = 20;            // for ScrambleMode::Distance (sliding only; rotation: walk length)
    std::uint64_t seed = 1;
    std::vector<RunChoice> choices;
    std::uint64_t maxNodes = 5'000'000;
    std::size_t maxBytes = std::size_t(512) << 20;
};

struct ExperimentRow {
    int instance = 0;     // 0-based board number
    std::string board;    // formatId / formatRotation
    RunChoice choice;
    SearchStatus status = SearchStatus::Unsolvable;
    int length = -1;      // plan length when solved
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

// The K boards of an experiment (deterministic for a seed). Sliding: uniform solvable boards or
// boards at exactly `distance` (scrambleAtDistance); rotation: uniform boards or walks. Empty
// with `error` set when a distance cannot be produced.
// A stop requested on `cancel` ends a scramble at distance early (empty, error "cancelled").
std::vector<std::string> experimentBoards(const ExperimentConfig &config, std::string *error = nullptr,
                                          std::stop_token cancel = {});

// Runs every choice on every board, in board order, then choice order. `progress(done, total)`
// is called after each run. A stop requested on `cancel` ends the running search on its next
// expansion (or the table build it waits for) and returns the rows so far. Solving a board goes through solveSliding /
// solveRotation with config.maxNodes and config.maxBytes.
std::vector<ExperimentRow> runExperiment(const ExperimentConfig &config, const std::vector<std::string> &boards,
                                         std::stop_token cancel = {},
                                         const std::function<void(int, int)> &progress = {});

} // namespace core
