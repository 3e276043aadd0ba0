#pragma once
// solve's --checkpoint FILE and --resume FILE (core/search/checkpoint.h): IDA* on 4x4 and 5x5
// boards writes its progress to FILE every few seconds and when it stops short; --resume FILE
// continues from it (and goes on writing to it, unless --checkpoint names another file).

#include "cli/cliutil.h"
#include "puzzles/searchcheckpoint.h"

#include <string>

namespace cli {

struct CheckpointOptions {
    core::Checkpoints checkpoints;
    core::CheckpointIdentity identity;
    std::string path; // where the progress goes; empty: nowhere
    std::string resumedFrom; // the file resumed from, if any
    std::string writeError; // the first write that failed
    bool written = false;
};

void addCheckpointOptions(options::Command &command);

// Reads the options for the search of `board` that `opts` names (its solver resolved); with
// --resume, reads and checks the file. "" when fine, otherwise the message.
std::string readCheckpointOptions(const QCommandLineParser &parser, const PuzzleOptions &opts,
                                  const core::Position &board, CheckpointOptions &out);

// While the search runs: what to say on stderr when it has not taken the checkpoints ("" when it
// has).
std::string unusedCheckpointsNote(const CheckpointOptions &c);
// After the search: what to say on stderr about its checkpoints ("" when nothing).
std::string checkpointNote(const CheckpointOptions &c);

} // namespace cli
