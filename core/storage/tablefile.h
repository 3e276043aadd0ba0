#pragma once
// The framing the cached tables share (pattern databases, subgoal tables): a magic text line,
// the header bytes that say which table this is, an XXH3 (64-bit) checksum of header and entries
// (8 bytes, little-endian), then the entries, one byte each. Each table checks what only it
// can (that its entries look like a built table) after readTableFile accepted the frame.

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

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

} // namespace core
