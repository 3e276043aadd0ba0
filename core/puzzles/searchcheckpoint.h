#pragma once
// Checkpoint files of long searches (solvers/checkpointfile.h), sealed with this user's key
// (puzzles/checkpointseal.h), for the CLI's --checkpoint and
// --resume and for the window: the search a file is for is named by the puzzle, the start
// position's game entries (size, goal, start), the algorithm and the heuristic.

#include "position/position.h"
#include "solvers/checkpointfile.h"
#include "solvers/solverregistry.h"

#include <filesystem>
#include <optional>
#include <string>

namespace core {

CheckpointIdentity checkpointIdentityOf(const Position &start, AlgorithmId algorithm, HeuristicId heuristic);

// The progress in the checkpoint at `path` for the search `identity` names; otherwise nullopt
// and `error` saying what is wrong ("it is missing", "line 4: ...", "it is damaged: ...").
std::optional<IdaProgress> loadCheckpoint(const std::filesystem::path &path, const CheckpointIdentity &identity,
                                          std::string &error);

// The search a checkpoint file names, read back whole: its start, algorithm and heuristic, and
// the progress (checked against them, as loadCheckpoint does); nullopt and `error` otherwise
// (for a window that offers to continue the search it was running when it closed).
struct CheckpointedSearch {
    Position start;
    AlgorithmId algorithm;
    HeuristicId heuristic;
    IdaProgress progress;
};
std::optional<CheckpointedSearch> loadCheckpointedSearch(const std::filesystem::path &path, std::string &error);

// Writes the checkpoint atomically (storage/safefile.h): "" or why it could not be written.
std::string saveCheckpoint(const std::filesystem::path &path, const CheckpointIdentity &identity,
                           const IdaProgress &progress);

} // namespace core
