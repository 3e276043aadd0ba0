#pragma once
// Files the cache writes and reads, done safely in a folder other users may share.
//
// writeFileAtomically: readers see the old file or the whole new one, never a part, and no other
// file is touched. The bytes go to a temporary file in the same folder, created exclusively
// (O_CREAT | O_EXCL | O_NOFOLLOW) under a name no one can predict, so a planted symlink is never
// followed; every write, the fsync and the close are checked; then the file is renamed over
// `path` (a link at `path` is replaced, not followed). Only a regular file (or a link to one) is
// replaced: a device, FIFO, socket or folder at `path` is refused and left as it is. On any
// failure the temporary file is removed.
//
// regularFileProblem: why `path` cannot be read as a file ("" when it can): it is missing, a
// folder, a device or a FIFO (opening a FIFO would block).

#include <array>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <streambuf>
#include <string>

namespace core {

// An output buffer over a file descriptor that checks every write and keeps the first error's
// errno (stdio loses it when a later call sets errno again): the atomic writer's temporary files
// and the CLI's standard output.
class FdWriteBuffer : public std::streambuf {
public:
    explicit FdWriteBuffer(int fd);
    int error() const { return m_error; }

protected:
    int_type overflow(int_type c) override;
    int sync() override;

private:
    bool drain();

    int m_fd;
    int m_error = 0;
    std::array<char, 1 << 16> m_buffer;
};

// "" on success, otherwise what failed and why ("No space left on device"). Temporary files left
// by writers that died (killed outright) are removed first; see removeStaleTemporaries.
std::string writeFileAtomically(const std::filesystem::path &path, const std::function<void(std::ostream &)> &write);

// Removes the temporary files that writers of `path` which are no longer running left beside it
// (writeFileAtomically's "PATH.PID.RANDOM.tmp", this user's only): a process killed while it
// wrote. Returns how many it removed.
int removeStaleTemporaries(const std::filesystem::path &path);
// For a process that a signal may end (the CLI): SIGINT, SIGTERM and SIGHUP first remove the
// temporary files writeFileAtomically has open, then end the process as the signal would have.
// SIGXFSZ is ignored, so a file past `ulimit -f` fails its write ("File too large") instead.
void removeTemporariesOnSignals();

// "" when `path` names a regular file (after following links); otherwise "missing",
// "a folder", "a device" or "a FIFO or socket", to follow "PATH is ".
std::string regularFileProblem(const std::filesystem::path &path);

// A file a user names (a saved game, a file of boards), read whole but never past a cap. The path
// is checked with stat before it is opened, so a FIFO is never opened (that would wait for a
// writer) and a device never read (it may never end); the descriptor is checked again once open,
// in case the path changed meanwhile. At most cap + 1 bytes are read, whatever the file's size
// says (it may grow): more than `cap` is TooLarge.
enum class FileProblem { None, Missing, Folder, Device, FifoOrSocket, NotRegular, TooLarge, Unreadable };
struct FileRead {
    std::string bytes;                     // the whole file when problem is None
    FileProblem problem = FileProblem::None;
    int error = 0;                         // errno when Unreadable
    explicit operator bool() const { return problem == FileProblem::None; }
    // Why not, in plain English, to follow the file's name: "is a device", "is larger than 1048576
    // bytes", "cannot be read: Permission denied".
    std::string why(std::size_t cap) const;
};
FileRead readRegularFile(const std::filesystem::path &path, std::size_t cap);

} // namespace core
