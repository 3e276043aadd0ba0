#pragma once
// What the window asks the solver worker to do, and what comes back. Registered as Qt
// metatypes so they can travel through queued signals between threads.

#include "puzzles/puzzlebackend.h"
#include "solvers/solverregistry.h"
#include "watching/expansionlog.h"

#include <QMetaType>

#include <memory>

namespace ui {

struct SolveRequest {
    int id = 0;
    // The board to solve, of any puzzle; its back end solves it.
    core::Position position = core::SlidingPosition{};
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
};

struct SolveReply {
    SolveRequest request;
    core::SolveOutcome outcome;
};

} // namespace ui

Q_DECLARE_METATYPE(ui::SolveRequest)
Q_DECLARE_METATYPE(ui::SolveReply)
Q_DECLARE_METATYPE(core::SearchStats)
