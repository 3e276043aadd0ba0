#include "cli/checkpoint/checkpointoptions.h"

#include "common/inputtext.h"

#include <chrono>
#include <cstdio>

namespace cli {

void addCheckpointOptions(options::Command &c)
{
    c.add({{"checkpoint"}, "FILE", "Write the search's progress to FILE every 5 seconds and when it stops short, so that"
                                   " --resume FILE can continue it (IDA* on 4x4 and 5x5 boards).",
           options::ValueKind::File});
    c.add({{"resume"}, "FILE", "Continue the search whose progress FILE holds (written by --checkpoint for the same"
                               " board, goal, algorithm and heuristic), writing on to FILE; the plan is the one the"
                               " search would have found without stopping.",
           options::ValueKind::File});
}

std::string readCheckpointOptions(const QCommandLineParser &parser, const PuzzleOptions &opts,
                                  const core::Position &board, CheckpointOptions &out)
{
    if (!parser.isSet("checkpoint") && !parser.isSet("resume"))
        return {};
    out.identity = core::checkpointIdentityOf(board, opts.algorithm, opts.heuristic);
    if (parser.isSet("resume")) {
        out.resumedFrom = utf8(parser.value("resume"));
        if (out.resumedFrom.empty())
            return "--resume needs a file name";
        std::string error;
        out.checkpoints.resume = core::loadCheckpoint(out.resumedFrom, out.identity, error);
        if (!out.checkpoints.resume)
            return "cannot resume from " + core::quoteInput(out.resumedFrom, 200) + ": " + error;
        out.path = out.resumedFrom;
    }
    if (parser.isSet("checkpoint")) {
        out.path = utf8(parser.value("checkpoint"));
        if (out.path.empty())
            return "--checkpoint needs a file name";
    }
    out.checkpoints.save = [&out](const core::IdaProgress &p) {
        const std::string e = core::saveCheckpoint(out.path, out.identity, p);
        if (e.empty())
            out.written = true;
        else if (out.writeError.empty())
            out.writeError = e;
    };
    return {};
}

std::string unusedCheckpointsNote(const CheckpointOptions &c)
{
    if (c.checkpoints.used.load())
        return {};
    return "puzzlescope-cli: this search keeps no checkpoints, so " + core::quoteInput(c.path, 200)
        + " stays unwritten: only IDA* on 4x4 and 5x5 boards (5x5 with pdb-6666 or pdb-6666-max) keeps them\n";
}

std::string checkpointNote(const CheckpointOptions &c)
{
    std::string note;
    if (!c.checkpoints.refused.empty())
        note += "not resuming from " + core::quoteInput(c.resumedFrom, 200) + ": " + c.checkpoints.refused
            + "; the search started from the beginning\n";
    else if (const auto &p = c.checkpoints.resume) {
        char line[200];
        std::snprintf(line, sizeof line, "resumed in bound %d with %llu of %llu subtrees done, after %llu nodes and %.1f s\n",
                      p->bound, static_cast<unsigned long long>(p->subtreesDone()),
                      static_cast<unsigned long long>(p->subtrees), static_cast<unsigned long long>(p->expanded),
                      p->seconds);
        note += line;
    }
    if (!c.writeError.empty())
        note += "could not write the checkpoint: " + c.writeError + '\n';
    else if (!c.path.empty() && !c.written && !c.checkpoints.used)
        note += "no checkpoint was written: only IDA* on 4x4 and 5x5 boards (5x5 with pdb-6666 or pdb-6666-max) keeps them\n";
    return note;
}

} // namespace cli
