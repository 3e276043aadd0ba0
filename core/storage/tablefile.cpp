#include "storage/tablefile.h"

// XXH3 from Debian's libxxhash-dev, compiled in (no library to link or install).
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <istream>
#include <ostream>

namespace core {

namespace {

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

} // namespace

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

} // namespace core
