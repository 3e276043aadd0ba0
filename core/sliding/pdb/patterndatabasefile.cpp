// PatternDatabase's cache file (patterndatabase.h): the frame it is written in, read or loaded
// back, and the checks of content that a checksum cannot make.
#include "sliding/pdb/patterndatabase.h"

#include "storage/tablefile.h"

#include <algorithm>
#include <istream>
#include <ostream>
#include <random>

namespace core {

namespace {

// A forged table (values doubled, say, and the checksum recomputed) passes every check a file
// can carry. What it cannot pass is admissibility: walk the real board away from the goal at
// random and, at each step, the table's value must not exceed the moves of its own tiles so far
// (the walk played backwards is a way home that costs that many). Short walks are mostly
// shortest, so a table that overestimates is caught within a few thousand steps; the seed is
// fixed, so a table is judged the same way every time.
bool admissibleOnWalks(const PatternDatabase &db, const SlidingBoard &goal)
{
    const std::vector<int> &tiles = db.tiles();
    const int w = goal.width(), h = goal.height(), cells = goal.cells();
    std::mt19937_64 random(0x5eed);
    std::vector<int> patternIndex(std::size_t(cells), -1); // tile -> its place in `tiles`
    for (std::size_t i = 0; i < tiles.size(); ++i)
        patternIndex[std::size_t(tiles[i])] = int(i);
    for (int walk = 0; walk < 400; ++walk) {
        std::vector<std::uint8_t> board = goal.tiles;
        std::uint8_t at[64];
        const auto goalPos = goal.positions();
        for (std::size_t i = 0; i < tiles.size(); ++i)
            at[i] = std::uint8_t(goalPos[std::size_t(tiles[i])]);
        int blank = goal.blankIndex(), previous = -1, cost = 0;
        for (int step = 0; step < 40; ++step) {
            int options[4], n = 0;
            const int r = blank / w, c = blank % w;
            for (const int next : {r > 0 ? blank - w : -1, r + 1 < h ? blank + w : -1, c > 0 ? blank - 1 : -1,
                                   c + 1 < w ? blank + 1 : -1})
                if (next >= 0 && next != previous)
                    options[n++] = next;
            const int next = options[random() % std::uint64_t(n)];
            const int tile = board[std::size_t(next)];
            if (patternIndex[std::size_t(tile)] >= 0) {
                at[patternIndex[std::size_t(tile)]] = std::uint8_t(blank);
                ++cost;
            }
            std::swap(board[std::size_t(blank)], board[std::size_t(next)]);
            previous = blank;
            blank = next;
            if (db.lookup(at) > cost)
                return false;
        }
    }
    return true;
}

} // namespace

namespace {

constexpr char Magic[] = "puzzlescope-pdb 3\n"; // 3: XXH3 checksums; 2's FNV-1a files are rebuilt
constexpr char NotThisKind[] = "not a PuzzleScope pattern database of this version";
constexpr char OtherTable[] = "made for another board, goal or pattern";

// The header fields as bytes, in file order: width, height, goal, k, tiles, entry count, packed.
std::vector<std::uint8_t> headerBytes(const SlidingBoard &goal, const std::vector<int> &tiles, std::uint64_t entries,
                                      bool packed)
{
    std::vector<std::uint8_t> h;
    h.reserve(goal.tiles.size() + tiles.size() + 13);
    h.push_back(std::uint8_t(goal.width()));
    h.push_back(std::uint8_t(goal.height()));
    for (auto t : goal.tiles)
        h.push_back(t);
    h.push_back(std::uint8_t(tiles.size()));
    for (int t : tiles)
        h.push_back(std::uint8_t(t));
    for (int i = 0; i < 8; ++i)
        h.push_back(std::uint8_t(entries >> (8 * i)));
    h.push_back(packed ? 1 : 0);
    return h;
}

} // namespace

void PatternDatabase::write(std::ostream &out) const
{
    writeTableFile(out, Magic, headerBytes(m_goal, m_tiles, m_entries, m_packed), storage());
}

bool PatternDatabase::read(std::istream &in, std::string &error)
{
    m_built = false;
    m_checksum = 0;
    // The header's last byte says which form the file holds: packed (what a build here gives
    // every 4x4 table) is tried first, a byte a value when only that byte did not match.
    const auto start = in.tellg();
    auto readAs = [&](bool packed) {
        in.clear();
        in.seekg(start);
        LargeTable data(packed ? packedBytes(m_size, m_tiles.size()) : m_entries);
        if (!readTableFile(in, Magic, headerBytes(m_goal, m_tiles, m_entries, packed), {data.data(), data.size()},
                           NotThisKind, OtherTable, error))
            return false;
        m_data = std::move(data);
        m_packed = packed;
        return true;
    };
    if (!readAs(true) && (error != OtherTable || !readAs(false)))
        return false;
    error.clear();
    m_built = contentLooksBuilt(error);
    return m_built;
}

bool PatternDatabase::load(const std::filesystem::path &file, std::string &error)
{
    m_built = false;
    m_checksum = 0;
    std::optional<TableLoad> loaded;
    for (const bool packed : {true, false}) {
        loaded = loadTableFile(file, Magic, headerBytes(m_goal, m_tiles, m_entries, packed),
                              packed ? packedBytes(m_size, m_tiles.size()) : m_entries, NotThisKind, OtherTable, error);
        if (loaded) {
            m_packed = packed;
            break;
        }
        if (error != OtherTable)
            return false;
    }
    if (!loaded)
        return false;
    error.clear();
    m_data = std::move(loaded->entries);
    m_checksum = loaded->checksum;
    if (!loaded->known) {
        if (!contentLooksBuilt(error))
            return false;
        recordCheckedTable(file, loaded->identity);
    }
    m_built = true;
    return true;
}

std::uint64_t PatternDatabase::checksum() const
{
    return m_checksum != 0 ? m_checksum : tableChecksum(headerBytes(m_goal, m_tiles, m_entries, m_packed), storage());
}

bool PatternDatabase::contentLooksBuilt(std::string &error)
{
    // The checksum catches damage, not a file made to match it: check what every real table
    // has too. The goal placement is at distance 0 and every placement is reachable.
    const auto goalPos = m_goal.positions();
    std::uint8_t at[64];
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        at[i] = std::uint8_t(goalPos[std::size_t(m_tiles[i])]);
    const bool unreached = !m_packed && std::find(m_data.data(), m_data.data() + m_data.size(), std::uint8_t(0xFF))
                                            != m_data.data() + m_data.size();
    if (lookup(at) != 0 || unreached) {
        m_data = {};
        error = "not a table this program builds (the goal is not at 0, or a placement is unreached)";
        return false;
    }
    if (!admissibleOnWalks(*this, m_goal)) {
        m_data = {};
        error = "forged or corrupt: it overestimates the distance of boards a few moves from the goal";
        return false;
    }
    return true;
}

} // namespace core
