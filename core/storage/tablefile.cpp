#include "storage/tablefile.h"

// XXH3 from Debian's libxxhash-dev, compiled in (no library to link or install).
#define XXH_INLINE_ALL
#include <xxhash.h>

#include "storage/cachetrust.h"
#include "storage/safefile.h"

#include <cstring>
#include <istream>
#include <ostream>
#include <sstream>

#include <ctime>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace core {

// XXH3, 64 bits, of the header and the entries: about 20x as fast as the byte-at-a-time FNV-1a
// the files had before (version 2 of the pattern databases, 1 of the subgoal tables).
std::uint64_t tableChecksum(std::span<const std::uint8_t> header, std::span<const std::uint8_t> entries)
{
    XXH3_state_t state;
    XXH3_INITSTATE(&state);
    XXH3_64bits_reset(&state);
    XXH3_64bits_update(&state, header.data(), header.size());
    XXH3_64bits_update(&state, entries.data(), entries.size());
    return XXH3_64bits_digest(&state);
}


void writeTableFile(std::ostream &out, std::string_view magic, const std::vector<std::uint8_t> &header,
                    std::span<const std::uint8_t> entries)
{
    const std::uint64_t sum = tableChecksum(header, entries);
    out.write(magic.data(), std::streamsize(magic.size()));
    out.write(reinterpret_cast<const char *>(header.data()), std::streamsize(header.size()));
    for (int i = 0; i < 8; ++i)
        out.put(char(sum >> (8 * i)));
    out.write(reinterpret_cast<const char *>(entries.data()), std::streamsize(entries.size()));
}

std::optional<std::vector<std::uint8_t>> readTableFile(std::istream &in, std::string_view magic,
                                                       const std::vector<std::uint8_t> &expected, std::size_t entries,
                                                       const char *notThisKind, const char *otherTable,
                                                       std::string &error)
{
    std::vector<std::uint8_t> table(entries, 0);
    if (!readTableFile(in, magic, expected, table, notThisKind, otherTable, error))
        return std::nullopt;
    return table;
}

bool readTableFile(std::istream &in, std::string_view magic, const std::vector<std::uint8_t> &expected,
                   std::span<std::uint8_t> table, const char *notThisKind, const char *otherTable, std::string &error)
{
    std::string seen(magic.size(), '\0');
    if (!in.read(seen.data(), std::streamsize(seen.size())) || seen != magic) {
        error = notThisKind;
        return false;
    }
    std::vector<std::uint8_t> header(expected.size());
    if (!in.read(reinterpret_cast<char *>(header.data()), std::streamsize(header.size())) || header != expected) {
        error = otherTable;
        return false;
    }
    unsigned char stored[8];
    if (!in.read(reinterpret_cast<char *>(stored), 8)) {
        error = "truncated";
        return false;
    }
    std::uint64_t checksum = 0;
    for (int i = 0; i < 8; ++i)
        checksum |= std::uint64_t(stored[i]) << (8 * i);
    if (!in.read(reinterpret_cast<char *>(table.data()), std::streamsize(table.size())) || in.peek() != EOF) {
        error = "truncated or too long";
        return false;
    }
    if (tableChecksum(header, table) != checksum) {
        error = "damaged (checksum mismatch)";
        return false;
    }
    return true;
}

namespace {

constexpr char RecordName[] = "checked-tables";
constexpr char RecordMagic[] = "puzzlescope-checked-tables 1";
constexpr std::size_t MaxRecordBytes = std::size_t(1) << 20;
constexpr std::size_t MaxRecordLines = 256;

FileIdentity identityOf(const struct stat &st)
{
    FileIdentity id;
    id.device = std::uint64_t(st.st_dev);
    id.inode = std::uint64_t(st.st_ino);
    id.size = std::uint64_t(st.st_size);
    id.modifiedNs = std::int64_t(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
    id.changedNs = std::int64_t(st.st_ctim.tv_sec) * 1'000'000'000 + st.st_ctim.tv_nsec;
    return id;
}

std::string recordLine(const std::string &name, const FileIdentity &id)
{
    std::ostringstream line;
    line << name << '\t' << id.device << ' ' << id.inode << ' ' << id.size << ' ' << id.modifiedNs << ' '
         << id.changedNs;
    return line.str();
}

// The record's lines (its first, the magic, left out), or none when it is missing, not trusted
// or not a record.
std::vector<std::string> recordLines(const std::filesystem::path &folder)
{
    const auto path = folder / RecordName;
    if (!untrustedFile(path).empty())
        return {};
    const FileRead read = readRegularFile(path, MaxRecordBytes);
    if (read.problem != FileProblem::None)
        return {};
    std::istringstream in(read.bytes);
    std::vector<std::string> lines;
    std::string line;
    if (!std::getline(in, line) || line != RecordMagic)
        return {};
    while (std::getline(in, line) && lines.size() < MaxRecordLines)
        lines.push_back(line);
    return lines;
}

} // namespace

void recordCheckedTable(const std::filesystem::path &file, const FileIdentity &identity)
{
    // File times move in steps of a few milliseconds: a change made just after this check could
    // leave them as they are. A file changed in the last second is checked again next time.
    struct timespec now {};
    ::clock_gettime(CLOCK_REALTIME, &now);
    if (identity.changedNs > std::int64_t(now.tv_sec - 1) * 1'000'000'000 + now.tv_nsec)
        return;
    const std::string name = file.filename().string();
    std::vector<std::string> keep;
    for (const std::string &line : recordLines(file.parent_path()))
        if (line.compare(0, name.size() + 1, name + '\t') != 0)
            keep.push_back(line);
    if (keep.size() >= MaxRecordLines)
        keep.erase(keep.begin());
    keep.push_back(recordLine(name, identity));
    writeFileAtomically(file.parent_path() / RecordName, [&](std::ostream &out) {
        out << RecordMagic << '\n';
        for (const std::string &line : keep)
            out << line << '\n';
    });
}

std::optional<SmallTableFile> readSmallTableFile(const std::filesystem::path &file, std::string_view magic,
                                                 std::size_t headerBytes, std::size_t maxBytes, std::string &error)
{
    const FileRead read = readRegularFile(file, maxBytes);
    if (read.problem != FileProblem::None) {
        error = "it " + read.why(maxBytes);
        return std::nullopt;
    }
    const std::string &bytes = read.bytes;
    if (bytes.compare(0, magic.size(), magic) != 0 || bytes.size() < magic.size() + headerBytes + 8) {
        error = "not a table file of this kind and version";
        return std::nullopt;
    }
    const auto *at = reinterpret_cast<const std::uint8_t *>(bytes.data()) + magic.size();
    SmallTableFile t{{at, at + headerBytes}, {at + headerBytes + 8, at + (bytes.size() - magic.size())}};
    std::uint64_t checksum = 0;
    for (int i = 0; i < 8; ++i)
        checksum |= std::uint64_t(at[headerBytes + std::size_t(i)]) << (8 * i);
    if (tableChecksum(t.header, t.entries) != checksum) {
        error = "damaged (checksum mismatch)";
        return std::nullopt;
    }
    return t;
}

std::optional<TableLoad> loadTableFile(const std::filesystem::path &file, std::string_view magic,
                                         const std::vector<std::uint8_t> &expected, std::size_t entries,
                                         const char *notThisKind, const char *otherTable, std::string &error)
{
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) {
        error = std::string("it cannot be read: ") + std::strerror(errno);
        return std::nullopt;
    }
    struct stat st {};
    const bool statted = ::fstat(fd, &st) == 0;
    // The cache's trust rules (cachetrust.h) again on what was opened: a regular file of this
    // user or root that no one else can write.
    if (!statted || !S_ISREG(st.st_mode) || (st.st_uid != ::geteuid() && st.st_uid != 0) || (st.st_mode & 022)) {
        ::close(fd);
        error = "it is not a regular file of yours that only you can write";
        return std::nullopt;
    }
    const std::size_t frame = magic.size() + expected.size() + 8;
    TableLoad m;
    m.identity = identityOf(st);
    // The frame first, then the entries into their own memory.
    std::vector<std::uint8_t> head(frame);
    const ssize_t got = ::pread(fd, head.data(), frame, 0);
    const std::size_t have = got < 0 ? 0 : std::size_t(got), size = std::size_t(st.st_size);
    const auto fail = [&](const char *why) {
        ::close(fd);
        error = why;
        return std::nullopt;
    };
    if (have < magic.size() || std::memcmp(head.data(), magic.data(), magic.size()) != 0)
        return fail(notThisKind);
    if (have < magic.size() + expected.size()
        || std::memcmp(head.data() + magic.size(), expected.data(), expected.size()) != 0)
        return fail(otherTable);
    if (size != frame + entries)
        return fail(size < frame + entries ? "truncated" : "truncated or too long");
    m.entries = LargeTable(entries);
    for (std::size_t done = 0; done < entries;) {
        const ssize_t n = ::pread(fd, m.entries.data() + done, entries - done, off_t(frame + done));
        if (n <= 0)
            return fail(n < 0 ? "it cannot be read" : "truncated");
        done += std::size_t(n);
    }
    ::close(fd);
    const std::string known = recordLine(file.filename().string(), m.identity);
    for (const std::string &line : recordLines(file.parent_path()))
        m.known = m.known || line == known;
    for (int i = 0; i < 8; ++i)
        m.checksum |= std::uint64_t(head[magic.size() + expected.size() + std::size_t(i)]) << (8 * i);
    if (!m.known) {
        if (tableChecksum(expected, {m.entries.data(), entries}) != m.checksum) {
            error = "damaged (checksum mismatch)";
            return std::nullopt;
        }
    }
    return m;
}

} // namespace core
