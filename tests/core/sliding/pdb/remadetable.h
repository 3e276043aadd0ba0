#pragma once
// What the forgery tests share: a pattern database's cache file remade around other entries,
// packed or a byte a value, with its checksum made to match (as an attacker who knows the format
// would), so that only the checks of the contents, or of who wrote the file, can refuse it.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#define XXH_INLINE_ALL
#include <xxhash.h>

// `bytes`: a file the database wrote; `storedBytes`: the size of its entries in that file.
inline std::string remadeTableFile(const std::string &bytes, std::size_t storedBytes, bool packed,
                                   const std::vector<std::uint8_t> &entries)
{
    const std::size_t magicEnd = 18; // the text line "puzzlescope-pdb 3"
    const std::size_t headerEnd = bytes.size() - storedBytes - 8;
    std::string f = bytes.substr(0, headerEnd);
    f.back() = packed ? 1 : 0; // the header's last byte says whether the entries are packed
    // The checksum, XXH3 of the header bytes and the entries, as the file format says.
    std::string summed = f.substr(magicEnd);
    summed.append(entries.begin(), entries.end());
    const std::uint64_t h = XXH3_64bits(summed.data(), summed.size());
    for (int i = 0; i < 8; ++i)
        f.push_back(char(h >> (8 * i)));
    f.append(entries.begin(), entries.end());
    return f;
}
