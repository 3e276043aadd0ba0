// The standard descriptors (opened on /dev/null when the caller closed them, and why standard
// input could not be read), a judge's whole input, and the files the commands write their output to.
#include "cliutil.h"

#include "common/inputtext.h"
#include "storage/safefile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <unistd.h>

namespace cli {

namespace {
int closedDescriptors = 0;
}

int openClosedStandardDescriptors()
{
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        // The lowest free number is `fd` itself, as those below it are open.
        const int opened = ::open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (opened != fd && opened >= 0)
            ::close(opened);
        closedDescriptors |= 1 << fd;
    }
    return closedDescriptors;
}

std::string inputReadError()
{
    if (closedDescriptors & 1)
        return "standard input is closed: give the boards on it (a file or a pipe)";
    if (std::ferror(stdin))
        return std::string("could not read standard input: ") + std::strerror(errno ? errno : EIO);
    return {};
}

std::string outputPathProblem(const std::string &path)
{
    if (path.empty())
        return "no file name";
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (status.type() == std::filesystem::file_type::directory)
        return "it is a folder";
    if (status.type() != std::filesystem::file_type::not_found) {
        if (::access(path.c_str(), W_OK) != 0)
            return std::strerror(errno);
        if (status.type() != std::filesystem::file_type::regular)
            return {}; // a device or FIFO is written as it is
    }
    // A file is replaced through a new file beside it: its folder must take one.
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    const std::string folder = parent.empty() ? std::string(".") : parent.string();
    if (!std::filesystem::is_directory(folder, ec))
        return "there is no folder " + core::quoteInput(folder, 200);
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        return "the folder " + core::quoteInput(folder, 200) + " cannot be written: " + std::strerror(errno);
    return {};
}

std::string writeWholeFile(const std::string &path, const std::string &text)
{
    std::error_code ec; // a file (or a link to one) is replaced whole; a device or FIFO written as it is
    const auto type = std::filesystem::status(path, ec).type();
    const bool file = type == std::filesystem::file_type::regular;
    if (file || type == std::filesystem::file_type::not_found) {
        const auto target = file ? std::filesystem::canonical(path, ec) : std::filesystem::path(path);
        return core::writeFileAtomically(ec ? std::filesystem::path(path) : target, [&](std::ostream &out) { out << text; });
    }
    std::FILE *f = std::fopen(path.c_str(), "wb");
    if (!f)
        return std::strerror(errno);
    errno = 0;
    const bool wrote = std::fwrite(text.data(), 1, text.size(), f) == text.size() && std::fflush(f) == 0;
    const int writeErrno = errno;
    if (std::fclose(f) != 0 || !wrote)
        return std::strerror(!wrote && writeErrno ? writeErrno : errno ? errno : EIO);
    return {};
}

std::optional<std::string> readAll(std::istream &in, std::string &error)
{
    std::string all, line;
    for (int n = 1;; ++n) {
        const auto got = core::readLine(in, line);
        if (got == core::LineRead::End)
            return all;
        if (got == core::LineRead::TooLong) {
            error = "line " + std::to_string(n) + " of the input is longer than "
                + std::to_string(core::MaxInputLineBytes) + " bytes; no line of a judge's input is that long";
            return std::nullopt;
        }
        if (all.size() + line.size() >= core::MaxJudgeInputBytes) {
            error = "the input is larger than " + std::to_string(core::MaxJudgeInputBytes >> 20) + " MiB";
            return std::nullopt;
        }
        all += line;
        all += '\n';
    }
}

} // namespace cli
