#pragma once
// PatternDatabase: for a set of pattern tiles on a sliding board, the fewest moves of those
// tiles that bring them from any placement to their goal cells, the other tiles ignored.
// Built by a breadth-first search backwards from the goal in the pattern space: a state is
// where the pattern tiles are plus where the blank is; the blank moving into an empty cell
// costs nothing, moving a pattern tile costs one (a 0-1 BFS). The table keeps, per placement
// of the pattern tiles (ranked as a partial permutation), the minimum over blank positions:
// see the storage below. Tables of disjoint patterns add up to an admissible heuristic
// (additive pattern databases, Korf and Felner 2002).
// Storage: every path to a placement has the parity of the pattern tiles' Manhattan distance md
// (a pattern move changes it by one) and is at least md long, so a value v is md + 2 * delta.
// A table keeps delta in 4 bits, two placements a byte ("packed"), whenever every delta fits:
// the 7-8 tables take 275 MiB instead of 550. (Breyer and Korf store values modulo 3 and
// recover them from the parent's, which needs values that change by at most one a move; ours,
// minima over blank regions, can drop by two.) A table with a larger delta (possible on larger
// boards) keeps v in a byte.

#include "sliding/pdb/layered/layeredpdbbuilder.h"
#include "storage/largetable.h"
#include "sliding/board/slidingboard.h"

#include <optional>
#include <stop_token>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

namespace core {

class PatternDatabase {
public:
    // The largest delta four bits hold.
    static constexpr int MaxPackedDelta = 15;
    // The bytes a packed table of `tiles` tiles takes: half a byte a placement.
    static std::uint64_t packedBytes(BoardSize size, std::size_t tiles);

    // tiles: the pattern (distinct, non-blank); goal: the goal arrangement; at most 64 cells.
    PatternDatabase(const SlidingBoard &goal, std::vector<int> tiles);

    // Fills the table (with SmallPdbBuilder when it fits, else LayeredPdbBuilder when it fits). Returns false when `cancel` was set
    // meanwhile (the table is then unusable). progress receives the fraction done, now and then.
    bool build(std::stop_token cancel = {}, const std::function<void(double)> &progress = {});
    bool isBuilt() const { return m_built; }

    const std::vector<int> &tiles() const { return m_tiles; }
    std::size_t entries() const { return m_entries; }
    std::size_t bytes() const { return m_data.size(); }
    bool packed() const { return m_packed; }
    // The table value for a placement: positions[i] is the cell of tiles()[i].
    int lookup(const std::uint8_t *positions) const;
    // The value of the placement ranked `rank` (rankPartial) whose Manhattan distance is
    // `manhattan`, for callers that keep both as they go.
    int valueAt(std::uint64_t rank, int manhattan) const
    {
        if (!m_packed)
            return m_data[rank];
        return manhattan + 2 * ((m_data[rank / 2] >> ((rank & 1) * 4)) & 15);
    }
    // The Manhattan distance of tiles()[i] on `cell` from its goal cell.
    int manhattan(int i, int cell) const { return m_manhattan[std::size_t(i) * std::size_t(m_size.cells()) + std::size_t(cell)]; }
    // The value for a whole board (cell of each tile taken from it).
    int value(const SlidingBoard &board) const;
    // Every entry's value in rank order (for tests and small tables: it unranks them all).
    std::vector<std::uint8_t> values() const;
    // The stored bytes (packed or not), as the cache file holds them.
    std::span<const std::uint8_t> storage() const { return {m_data.data(), m_data.size()}; }

    // The cache format: a text line "puzzlescope-pdb 3", then the board size, the goal, the
    // pattern tiles, the entry count, whether the entries are packed, and an XXH3 checksum of
    // all of these and the stored bytes, then the stored bytes. read() accepts either form, and
    // only a file for this very goal and pattern whose checksum matches and whose table looks like a built one (the goal at 0,
    // nothing unreached); anything else leaves the database unbuilt and says why. The checksum
    // guards against damage, not against a file forged to match it.
    void write(std::ostream &out) const;
    bool read(std::istream &in, std::string &error);
    // The cache file read straight into the table (storage/tablefile.h's loadTableFile): the
    // same checks as read(), those of the checksum and the content only until this very file is
    // named by the folder's record of checked tables.
    bool load(const std::filesystem::path &file, std::string &error);
    // The checksum its cache file stores (storage/tablefile.h's tableChecksum), from the file it
    // was loaded from or computed now: what a table derived from it names it by.
    std::uint64_t checksum() const;

    // The general search build() uses when neither builder fits (more than 16 cells): a
    // queue-driven 0-1 BFS over compact ranks. Public so tests can compare the builders.
    bool buildWithQueue(std::stop_token cancel = {}, const std::function<void(double)> &progress = {});
    // LayeredPdbBuilder's search, which build() uses for 7 and 8 tiles of a 4x4; threads: 0 for
    // one per hardware thread. It searches up to selfImage() when there is one.
    bool buildLayered(std::stop_token cancel = {}, const std::function<void(double)> &progress = {},
                      int threads = 0);

    // Tables copied through a symmetry of the board (patternsymmetry.cpp): isImageOf says
    // whether a mirror or a turn takes source's pattern, and its goal's blank region, onto this
    // one's; copyFrom then fills this table from source's built one (false when it does not, or
    // when cancel was set meanwhile). copySources gives, for each table of an additive set,
    // the one to copy it from (-1: build it), preferring tables built already; buildShares, given
    // those, each table's share of the work in placements searched (a copy: a twentieth of them;
    // a table that is its own image: half).
    bool isImageOf(const PatternDatabase &source) const;
    // A symmetry other than the identity that takes this pattern, and its goal's blank region,
    // onto itself (the 7-8 split's top two rows, under the left-right mirror); none on boards
    // of more than 32 cells.
    std::optional<LayeredPdbBuilder::Mirror> selfImage() const;
    bool copyFrom(const PatternDatabase &source, std::stop_token cancel = {});
    static std::vector<int> copySources(const std::vector<PatternDatabase> &dbs);
    static std::vector<double> buildShares(const std::vector<PatternDatabase> &dbs, const std::vector<int> &from);

private:
    // What every real table has, beyond its checksum: the goal at 0, every placement reached,
    // no overestimate on walks from the goal; false (the table dropped) with `error` otherwise.
    bool contentLooksBuilt(std::string &error);
    // Keeps a byte table (0xFF: unreached) packed when every entry fits, else as it is.
    void keep(const std::vector<std::uint8_t> &values);
    int manhattanOf(const std::uint8_t *positions) const;

    BoardSize m_size;
    SlidingBoard m_goal;
    std::vector<int> m_tiles;
    std::vector<std::uint8_t> m_manhattan; // [pattern tile][cell]
    std::size_t m_entries = 0;
    LargeTable m_data;
    bool m_packed = false;
    bool m_built = false;
    std::uint64_t m_checksum = 0; // the loaded file's, 0: not known
};

} // namespace core
