#pragma once
// The checkpoint file of a long IDA* search (search/checkpoint.h), as the CLI's --checkpoint and
// --resume and the window write and read it. Text, one "key: value" a line:
//
//   puzzlescope-checkpoint 1
//   puzzle: sliding            the search, as its caller names it (identity lines, in order)
//   size: 5x5
//   ...
//   bound: 95                  the progress (IdaProgress)
//   split: 8 1893 412          split depth, subtrees, subtrees done
//   done: 0f3f0...             which are done, four subtrees to a hex digit
//   ...
//   checksum: 0f3a...          FNV-1a 64 of every byte before this line
//
// A file is refused, with what is wrong and where, when it is not a checkpoint, is damaged (the
// checksum), has a line that does not read, or is for another search (an identity line differs).

#include "search/checkpoint.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

// The search a checkpoint is for: (key, value) lines, such as ("heuristic", "pdb-6666").
using CheckpointIdentity = std::vector<std::pair<std::string, std::string>>;

// Files larger than this are not checkpoints (a long search's file is a few kilobytes).
inline constexpr std::size_t MaxCheckpointBytes = 1 << 20;

std::string checkpointText(const CheckpointIdentity &identity, const IdaProgress &progress);

// The progress in `text`, when it is a whole checkpoint of the search `identity` names; otherwise
// nullopt and `error` ("line 7: the bound is not a number", "it is for heuristic pdb-663, not
// pdb-78", "it is damaged: its checksum does not match").
std::optional<IdaProgress> readCheckpoint(std::string_view text, const CheckpointIdentity &identity, std::string &error);

// The identity lines of `text` as written, without checking anything else (for a window that
// offers to continue a search it finds: which board, which heuristic); empty when not a checkpoint.
CheckpointIdentity checkpointIdentity(std::string_view text);

} // namespace core
