#pragma once
// The framing the cached tables share (pattern databases, subgoal tables): a magic text line,
// the header bytes that say which table this is, an XXH3 (64-bit) checksum of header and entries
// (8 bytes, little-endian), then the entries, one byte each. Each table checks what only it
// can (that its entries look like a built table) after readTableFile accepted the frame.

#include "storage/largetable.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The checksum a table file stores: XXH3 (64 bits) of its header and entries.
std::uint64_t tableChecksum(std::span<const std::uint8_t> header, std::span<const std::uint8_t> entries);

void writeTableFile(std::ostream &out, std::string_view magic, const std::vector<std::uint8_t> &header,
                    std::span<const std::uint8_t> entries);

// The entries when the file is this very table, whole and undamaged; otherwise nullopt with
// `error` saying why (`notThisKind` for a wrong magic line, `otherTable` for a wrong header).
std::optional<std::vector<std::uint8_t>> readTableFile(std::istream &in, std::string_view magic,
                                                       const std::vector<std::uint8_t> &header, std::size_t entries,
                                                       const char *notThisKind, const char *otherTable,
                                                       std::string &error);
// The same into `entries` (its size is the entry count), without a copy of a large table;
// false with `error` set, and `entries` unspecified, when the file is not this table.
bool readTableFile(std::istream &in, std::string_view magic, const std::vector<std::uint8_t> &header,
                   std::span<std::uint8_t> entries, const char *notThisKind, const char *otherTable, std::string &error);

// A small table file (a few megabytes) read whole, for tables whose header says their size: the
// header as the file gives it (`headerBytes` bytes after `magic`) and the entries, when the
// checksum holds; nullopt with `error` otherwise.
struct SmallTableFile {
    std::vector<std::uint8_t> header, entries;
};
std::optional<SmallTableFile> readSmallTableFile(const std::filesystem::path &file, std::string_view magic,
                                                 std::size_t headerBytes, std::size_t maxBytes, std::string &error);

// A table file read whole into memory of its own (largetable.h: 2 MiB pages, which a search
// reading at random needs), straight from the file (pread, no stream's copy). The frame is
// checked as readTableFile checks it, but the checksum, which reads every byte again, only while
// `known` is false: when the folder's record of checked tables (a file "checked-tables" beside
// them, under the cache's trust rules: cachetrust.h) names this very file, unchanged since
// (device, inode, size, modification and change times: any write or replacement changes the
// change time), it was checked before. A caller that checks more of a table's content does so
// while `known` is false too, and then records the file with recordCheckedTable.
struct FileIdentity {
    std::uint64_t device = 0, inode = 0, size = 0;
    std::int64_t modifiedNs = 0, changedNs = 0;
    bool operator==(const FileIdentity &) const = default;
};
struct TableLoad {
    LargeTable entries;
    bool known = false;      // the record vouches for it: not checksummed now
    std::uint64_t checksum = 0; // the one its frame stores
    FileIdentity identity;
};
std::optional<TableLoad> loadTableFile(const std::filesystem::path &file, std::string_view magic,
                                         const std::vector<std::uint8_t> &header, std::size_t entries,
                                         const char *notThisKind, const char *otherTable, std::string &error);
// Adds `file` as it is now to its folder's record of checked tables (or updates its line), unless
// it changed in the last second (file times move in steps of milliseconds: a change just after
// the check could leave them as they were); a record that cannot be written is left as it is.
// Either way the file is then checked again the next time it is loaded.
void recordCheckedTable(const std::filesystem::path &file, const FileIdentity &identity);

} // namespace core
