#pragma once
// Which cached tables a process uses. A table file says what it holds and carries a checksum, and
// a pattern database is walked from the goal on load, but a file made to pass those checks (every
// entry the walks do not visit raised) would still make a search return a plan that is not the
// shortest and call it optimal. So a table is used only if this user (or root) wrote it, in a
// folder no one else can change: the rule ssh applies to its keys.
//
// - A folder is trusted when it and every folder above it belong to this user or to root, and no
//   other user can write to it, except a sticky folder (mode 1777, like /tmp), where others can
//   add files but cannot rename or remove ours; and every link on the path as given belongs to
//   this user or to root (another user's link could be pointed anywhere).
// - A file is trusted when it is a regular file (not a link) that belongs to this user or root
//   and that no other user can write.
// A file that fails is rebuilt in memory, with a note that says which rule it broke; a folder
// that fails is not read or written at all.

#include <filesystem>
#include <string>
#include <vector>

namespace core {

// "" when tables in `dir` can be trusted (it need not exist yet: then the folders above it are
// checked); otherwise why not, to follow the folder's name: "belongs to user 1001, not to you".
std::string untrustedFolder(const std::filesystem::path &dir);
// "" when `file` can be trusted; otherwise why not: "belongs to user 1001, not to you", "can be
// written by other users (mode 0666)", "is a link".
std::string untrustedFile(const std::filesystem::path &file);

// Makes the cache folder `dir` when it is missing: "" when it is there, else the system's reason
// ("Read-only file system").
std::string makeCacheFolder(const std::string &dir);
// The cache folder `dir` when it is trusted, else "" with a note that says why it is not used.
std::string trustedCacheFolder(const std::string &dir, std::vector<std::string> &notes);
// Whether the table file `file`, in a trusted folder, is to be read: true when it is there and
// trusted; false when it is missing, or (with a note) when it is not a regular file or not trusted.
bool mayReadCachedTable(const std::filesystem::path &file, std::vector<std::string> &notes);

} // namespace core
