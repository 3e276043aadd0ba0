#pragma once
// Files the cache writes and reads, done safely in a folder other users may share.
//
// writeFileAtomically: readers see the old file or the whole new one, never a part, and no other
// file is touched. The bytes go to a temporary file in the same folder, created exclusively
// (O_CREAT | O_EXCL | O_NOFOLLOW) under a name no one can predict, so a planted symlink is never
// followed; every write and the close are checked; then the file is renamed over `path` (a link
// at `path` is replaced, not followed). On any failure the temporary file is removed.
//
// regularFileProblem: why `path` cannot be read as a file ("" when it can): it is missing, a
// folder, a device or a FIFO (opening a FIFO would block).

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <string>

namespace core {

// "" on success, otherwise what failed and why ("No space left on device").
std::string writeFileAtomically(const std::filesystem::path &path, const std::function<void(std::ostream &)> &write);

// "" when `path` names a regular file (after following links); otherwise "missing",
// "a folder", "a device" or "a FIFO or socket", to follow "PATH is ".
std::string regularFileProblem(const std::filesystem::path &path);

} // namespace core
