#include "storage/safefile.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <csignal>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ostream>
#include <random>
#include <streambuf>
#include <string_view>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace core {

namespace {

std::string uniqueSuffix()
{
    thread_local std::mt19937_64 random(std::random_device{}() ^ std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    static const char hex[] = "0123456789abcdef";
    std::uint64_t bits = random();
    std::string s = "." + std::to_string(::getpid()) + ".";
    for (int i = 0; i < 12; ++i, bits >>= 4)
        s += hex[bits & 15];
    return s + ".tmp";
}

FileProblem typeProblem(mode_t mode)
{
    if (S_ISREG(mode))
        return FileProblem::None;
    if (S_ISDIR(mode))
        return FileProblem::Folder;
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return FileProblem::Device;
    if (S_ISFIFO(mode) || S_ISSOCK(mode))
        return FileProblem::FifoOrSocket;
    return FileProblem::NotRegular;
}

FileRead failed(FileProblem problem, int error = 0)
{
    FileRead r;
    r.problem = problem;
    r.error = error;
    return r;
}

// The temporary files being written, for a signal handler to remove: a slot is claimed (1),
// filled, then published (2); the handler unlinks only published ones. A path too long for a
// slot, or a seventeenth writer at once, is simply not listed (removed on the next run instead).
struct TemporarySlot {
    std::atomic<int> state{0};
    char path[4096];
};
TemporarySlot temporaries[16];

int listTemporary(const std::filesystem::path &temp)
{
    const std::string &p = temp.native();
    if (p.size() >= sizeof temporaries[0].path)
        return -1;
    for (int i = 0; i < 16; ++i) {
        int free = 0;
        if (temporaries[i].state.compare_exchange_strong(free, 1)) {
            std::memcpy(temporaries[i].path, p.c_str(), p.size() + 1);
            temporaries[i].state.store(2);
            return i;
        }
    }
    return -1;
}

void unlistTemporary(int slot)
{
    if (slot >= 0)
        temporaries[slot].state.store(0);
}

extern "C" void removeTemporariesAndEnd(int sig)
{
    for (auto &t : temporaries)
        if (t.state.load() == 2)
            ::unlink(t.path);
    std::signal(sig, SIG_DFL);
    ::raise(sig);
}

} // namespace

void removeTemporariesOnSignals()
{
    struct sigaction action {};
    action.sa_handler = removeTemporariesAndEnd;
    sigemptyset(&action.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP})
        sigaction(sig, &action, nullptr);
    std::signal(SIGXFSZ, SIG_IGN);
}

FdWriteBuffer::FdWriteBuffer(int fd) : m_fd(fd)
{
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
}

FdWriteBuffer::int_type FdWriteBuffer::overflow(int_type c)
{
    if (!drain())
        return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
    }
    return traits_type::not_eof(c);
}

int FdWriteBuffer::sync()
{
    return drain() ? 0 : -1;
}

bool FdWriteBuffer::drain()
{
    const char *p = pbase();
    while (m_error == 0 && p < pptr()) {
        const ssize_t n = ::write(m_fd, p, std::size_t(pptr() - p));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            m_error = n < 0 ? errno : EIO;
        else
            p += n;
    }
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    return m_error == 0;
}

std::string writeFileAtomically(const std::filesystem::path &path, const std::function<void(std::ostream &)> &write)
{
    // Only a regular file is ever replaced: renaming over a device, a FIFO or a socket would put
    // a regular file in its place (a link to one is followed by stat and its link replaced).
    struct stat existing {};
    if (::stat(path.c_str(), &existing) == 0 && !S_ISREG(existing.st_mode))
        return S_ISDIR(existing.st_mode) ? "it is a folder" : "it is not a regular file (a device, FIFO or socket); it was left as it is";
    removeStaleTemporaries(path); // what a writer killed before it could clean up left behind
    std::filesystem::path temp;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temp = path;
        temp += uniqueSuffix();
        fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        return std::strerror(errno);
    const int listed = listTemporary(temp);
    int error = 0;
    {
        FdWriteBuffer buffer(fd);
        std::ostream out(&buffer);
        write(out);
        out.flush();
        error = buffer.error();
        if (error == 0 && !out)
            error = EIO;
    }
    // On the disk before it takes the old file's name: a crash just after the rename leaves the
    // old file or the new one, never an empty one.
    if (error == 0 && ::fsync(fd) != 0)
        error = errno;
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (error == 0 && std::rename(temp.c_str(), path.c_str()) != 0)
        error = errno;
    if (error != 0)
        ::unlink(temp.c_str());
    unlistTemporary(listed);
    return error != 0 ? std::strerror(error) : std::string();
}

int removeStaleTemporaries(const std::filesystem::path &path)
{
    const std::string prefix = path.filename().string() + ".";
    std::error_code ec;
    std::filesystem::directory_iterator it(path.parent_path().empty() ? "." : path.parent_path(), ec);
    int removed = 0;
    for (; !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.size() <= prefix.size() + 4 || name.compare(0, prefix.size(), prefix) != 0
            || name.compare(name.size() - 4, 4, ".tmp") != 0)
            continue;
        // PATH.PID.RANDOM.tmp: the writer's process id, then 12 hex digits.
        const std::string_view rest(name.data() + prefix.size(), name.size() - prefix.size() - 4);
        const auto dot = rest.find('.');
        if (dot == 0 || dot == std::string_view::npos || dot > 9 || rest.size() - dot - 1 != 12
            || rest.substr(0, dot).find_first_not_of("0123456789") != std::string_view::npos
            || rest.substr(dot + 1).find_first_not_of("0123456789abcdef") != std::string_view::npos)
            continue;
        const long pid = std::stol(std::string(rest.substr(0, dot)));
        struct stat st {};
        if (::lstat(it->path().c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid())
            continue;
        // Still being written: its writer is alive (or belongs to someone we cannot signal).
        if (pid == long(::getpid()) || ::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        if (::unlink(it->path().c_str()) == 0)
            ++removed;
    }
    return removed;
}

std::string regularFileProblem(const std::filesystem::path &path)
{
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    switch (status.type()) {
    case std::filesystem::file_type::regular:
        return {};
    case std::filesystem::file_type::not_found:
    case std::filesystem::file_type::none:
        return "missing";
    case std::filesystem::file_type::directory:
        return "a folder";
    case std::filesystem::file_type::block:
    case std::filesystem::file_type::character:
        return "a device";
    case std::filesystem::file_type::fifo:
    case std::filesystem::file_type::socket:
        return "a FIFO or socket";
    default:
        return "not a regular file";
    }
}

std::string FileRead::why(std::size_t cap) const
{
    switch (problem) {
    case FileProblem::None:
        return {};
    case FileProblem::Missing:
        return "does not exist";
    case FileProblem::Folder:
        return "is a folder";
    case FileProblem::Device:
        return "is a device";
    case FileProblem::FifoOrSocket:
        return "is a FIFO or socket";
    case FileProblem::NotRegular:
        return "is not a regular file";
    case FileProblem::TooLarge:
        return "is larger than " + std::to_string(cap) + " bytes";
    case FileProblem::Unreadable:
        break;
    }
    return std::string("cannot be read: ") + std::strerror(error);
}

FileRead readRegularFile(const std::filesystem::path &path, std::size_t cap)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? failed(FileProblem::Missing) : failed(FileProblem::Unreadable, errno);
    if (const auto problem = typeProblem(st.st_mode); problem != FileProblem::None)
        return failed(problem);
    // O_NONBLOCK: should the path have become a FIFO since stat, opening it does not wait.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return failed(FileProblem::Unreadable, errno);
    FileRead r;
    if (::fstat(fd, &st) != 0)
        r = failed(FileProblem::Unreadable, errno);
    else
        r.problem = typeProblem(st.st_mode);
    std::array<char, 1 << 16> buffer;
    while (r.problem == FileProblem::None && r.bytes.size() <= cap) {
        const ssize_t n = ::read(fd, buffer.data(), std::min(buffer.size(), cap + 1 - r.bytes.size()));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            r = failed(FileProblem::Unreadable, errno);
        else if (n == 0)
            break;
        else
            r.bytes.append(buffer.data(), std::size_t(n));
    }
    ::close(fd);
    if (r.problem == FileProblem::None && r.bytes.size() > cap)
        r = failed(FileProblem::TooLarge);
    return r;
}

} // namespace core
