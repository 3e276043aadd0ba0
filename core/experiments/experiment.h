#pragma once
// Batch experiments: K scrambled boards x the chosen algorithm/heuristic pairs, each run under
// the same budgets, summarised as medians and totals per pair, exported as CSV or JSON and read
// back from CSV.
//
// Boards are written in the forms the player opens: sliding boards as ids ("3x3:1,2,3,...",
// formatId), rotation boards as their 24 digits (formatRotation).

#include "solvers/comparison.h"
#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingboard.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
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

struct ExperimentSummary {
    RunChoice choice;
    int runs = 0;
    int solved = 0;
    double medianLength = 0;     // over solved runs
    double medianExpanded = 0;   // over all runs
    double medianGenerated = 0;
    double medianSeconds = 0;
    double medianEbf = 0;        // over solved runs with length > 0
    std::uint64_t totalExpanded = 0;
    double totalSeconds = 0;
};

// The K boards of an experiment (deterministic for a seed). Sliding: uniform solvable boards or
// boards at exactly `distance` (scrambleAtDistance); rotation: uniform boards or walks. Empty
// with `error` set when a distance cannot be produced.
std::vector<std::string> experimentBoards(const ExperimentConfig &config, std::string *error = nullptr);

// Runs every choice on every board, in board order, then choice order. `progress(done, total)`
// is called after each run. A set `cancel` stops at the next run boundary and inside the
// running search (the rows so far are returned). Solving a board goes through solveSliding /
// solveRotation with config.maxNodes and config.maxBytes.
std::vector<ExperimentRow> runExperiment(const ExperimentConfig &config, const std::vector<std::string> &boards,
                                         const std::atomic<bool> *cancel = nullptr,
                                         const std::function<void(int, int)> &progress = {});

// One summary per choice, in the order of first appearance in rows.
std::vector<ExperimentSummary> summarizeExperiment(const std::vector<ExperimentRow> &rows);

// CSV with a header line; fields quoted where needed (RFC 4180). Columns: instance, board,
// algorithm, heuristic (registry keys), status (statusName), length, optimal (0/1), expanded,
// generated, duplicates, peak_frontier, peak_bytes, seconds, ebf, moves.
std::string experimentCsv(const std::vector<ExperimentRow> &rows);
// Reads what experimentCsv wrote; nullopt with `error` ("line N: ...") on anything else.
std::optional<std::vector<ExperimentRow>> parseExperimentCsv(const std::string &text, std::string *error = nullptr);
// {"rows": [...], "summary": [...]} with the same field names as the CSV columns.
std::string experimentJson(const std::vector<ExperimentRow> &rows, const std::vector<ExperimentSummary> &summary);

} // namespace core
