#pragma once
// What the window asks the solver worker to do, and what comes back. Registered as Qt
// metatypes so they can travel through queued signals between threads.

#include "puzzles/puzzlebackend.h"
#include "search/checkpoint.h"
#include "solvers/solverregistry.h"
#include "watching/expansionlog.h"

#include <QMetaType>

#include <atomic>
#include <memory>
#include <optional>

namespace ui {

struct SolveRequest {
    int id = 0;
    // The board to solve, of any puzzle; its back end solves it.
    core::Position position;
    core::AlgorithmId algorithm = core::AlgorithmId::IdaStar;
    core::HeuristicId heuristic = core::HeuristicId::LinearConflict;
    std::uint64_t maxNodes = core::SearchContext::DefaultMaxExpanded;
    std::size_t maxBytes = core::SearchContext::DefaultMaxBytes;
    bool trace = false; // record SearchStats::trace (the compare panel's search replay)
    // Threads the search may use (IDA* on 4x4 splits its tree): all cores for the Solve
    // button; 1 for comparisons, which run a search per core and compare node counts.
    unsigned threads = 1;
    // When set, the run sends its expansions there (the state-space map, the race by work, the
    // step-through read it while the search runs, from the window's thread).
    std::shared_ptr<core::ExpansionLog> watch;
    // When set, searches that keep checkpoints (IDA* on 4x4 and 5x5) write their progress to
    // this file (core/search/checkpoint.h) every 5 s, from `resume` if given; the job removes the
    // file once the search ends, unless it was cancelled (the window closing) and not told to
    // drop it (`dropCheckpoint`, set by a Cancel the user asked for).
    std::string checkpoint;
    std::optional<core::IdaProgress> resume;
    std::shared_ptr<std::atomic<bool>> dropCheckpoint;
};

struct SolveReply {
    SolveRequest request;
    core::SolveOutcome outcome;
};

} // namespace ui

Q_DECLARE_METATYPE(ui::SolveRequest)
Q_DECLARE_METATYPE(ui::SolveReply)
Q_DECLARE_METATYPE(core::SearchStats)
