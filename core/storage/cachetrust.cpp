#include "storage/cachetrust.h"

#include "storage/safefile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string_view>
#include <system_error>

#include <sys/stat.h>
#include <unistd.h>

namespace core {

namespace {

std::string mode(mode_t m)
{
    char text[8];
    std::snprintf(text, sizeof text, "%04o", unsigned(m & 07777));
    return std::string("(mode ") + text + ")";
}

// Why a file or folder with this owner and mode is not this user's alone; "" when it is.
std::string ownerProblem(const struct stat &st, bool folder)
{
    const uid_t me = ::geteuid();
    if (st.st_uid != me && st.st_uid != 0)
        return "belongs to user " + std::to_string(st.st_uid) + ", not to you";
    const bool othersWrite = (st.st_mode & (S_IWGRP | S_IWOTH)) != 0;
    if (othersWrite && !(folder && (st.st_mode & S_ISVTX)))
        return "can be written by other users " + mode(st.st_mode);
    return {};
}

} // namespace

std::string untrustedFolder(const std::filesystem::path &dir)
{
    std::error_code ec;
    // Every link on the way, as written: one that another user owns could be pointed anywhere
    // (another user's link in /tmp would lead root to write where that user chose).
    std::filesystem::path walked;
    for (const auto &part : std::filesystem::absolute(dir, ec).lexically_normal()) {
        walked /= part;
        struct stat st {};
        if (::lstat(walked.c_str(), &st) != 0)
            break; // the rest is made by us
        if (S_ISLNK(st.st_mode) && st.st_uid != ::geteuid() && st.st_uid != 0)
            return "is reached through " + walked.string() + ", a link that belongs to user "
                + std::to_string(st.st_uid) + ", not to you";
    }
    std::filesystem::path at = std::filesystem::weakly_canonical(std::filesystem::absolute(dir, ec), ec);
    if (ec)
        return std::string("cannot be resolved: ") + ec.message();
    // The folder and each one above it; a part that does not exist yet will be made by us.
    for (bool first = true;; first = false) {
        struct stat st {};
        if (::lstat(at.c_str(), &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                return first ? "is not a folder" : at.string() + " is not a folder";
            if (const std::string why = ownerProblem(st, true); !why.empty())
                return first ? why : "is inside " + at.string() + ", which " + why;
        } else if (errno != ENOENT) {
            return (first ? "" : at.string() + " ") + "cannot be examined: " + std::strerror(errno);
        }
        if (!at.has_relative_path())
            return {};
        at = at.parent_path();
    }
}

std::string untrustedFile(const std::filesystem::path &file)
{
    struct stat st {};
    if (::lstat(file.c_str(), &st) != 0)
        return std::string("cannot be examined: ") + std::strerror(errno);
    if (S_ISLNK(st.st_mode))
        return "is a link";
    if (!S_ISREG(st.st_mode))
        return "is not a regular file";
    return ownerProblem(st, false);
}

std::string makeCacheFolder(const std::string &dir)
{
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    return ec ? ec.message() : std::string();
}

std::string trustedCacheFolder(const std::string &dir, std::vector<std::string> &notes)
{
    if (dir.empty())
        return {};
    const std::string why = untrustedFolder(dir);
    if (why.empty())
        return dir;
    notes.push_back("not using the table cache " + dir + ": it " + why + "; tables are built in memory");
    return {};
}

bool mayReadCachedTable(const std::filesystem::path &file, std::vector<std::string> &notes)
{
    const std::string problem = regularFileProblem(file);
    if (problem == "missing")
        return false;
    if (!problem.empty()) {
        notes.push_back("ignoring " + file.string() + ": it is " + problem + ", not a table file");
        return false;
    }
    if (const std::string why = untrustedFile(file); !why.empty()) {
        notes.push_back("not trusting " + file.string() + ": it " + why + "; rebuilding it");
        return false;
    }
    return true;
}

} // namespace core
