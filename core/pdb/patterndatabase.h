#pragma once
// PatternDatabase: for a set of pattern tiles on a sliding board, the fewest moves of those
// tiles that bring them from any placement to their goal cells, the other tiles ignored.
// Built by a breadth-first search backwards from the goal in the pattern space: a state is
// where the pattern tiles are plus where the blank is; the blank moving into an empty cell
// costs nothing, moving a pattern tile costs one (a 0-1 BFS). The table keeps, per placement
// of the pattern tiles (ranked as a partial permutation), the minimum over blank positions:
// one byte per entry. Tables of disjoint patterns add up to an admissible heuristic (additive
// pattern databases, Korf and Felner 2002).

#include "puzzles/sliding/slidingboard.h"

#include <stop_token>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace core {

class PatternDatabase {
public:
    // tiles: the pattern (distinct, non-blank); goal: the goal arrangement; at most 64 cells.
    PatternDatabase(const SlidingBoard &goal, std::vector<int> tiles);

    // Fills the table (with SmallPdbBuilder when it fits, else LayeredPdbBuilder when it fits). Returns false when `cancel` was set
    // meanwhile (the table is then unusable). progress receives the fraction done, now and then.
    bool build(std::stop_token cancel = {}, const std::function<void(double)> &progress = {});
    bool isBuilt() const { return m_built; }

    const std::vector<int> &tiles() const { return m_tiles; }
    std::size_t entries() const { return m_table.size(); }
    std::size_t bytes() const { return m_table.size(); }
    // The table value for a placement: positions[i] is the cell of tiles()[i].
    int lookup(const std::uint8_t *positions) const;
    // The value for a whole board (cell of each tile taken from it).
    int value(const SlidingBoard &board) const;
    const std::vector<std::uint8_t> &table() const { return m_table; }

    // The cache format: a text line "puzzlescope-pdb 1", then the board size, the goal, the
    // pattern tiles, the entry count and an FNV-1a checksum of all of these and the entries,
    // then the entries, one byte each. read() accepts only a file for this very goal and
    // pattern whose checksum matches and whose table looks like a built one (the goal at 0,
    // nothing unreached); anything else leaves the database unbuilt and says why. The checksum
    // guards against damage, not against a file forged to match it.
    void write(std::ostream &out) const;
    bool read(std::istream &in, std::string &error);

    // The general search build() uses when neither builder fits (more than 16 cells): a
    // queue-driven 0-1 BFS over compact ranks. Public so tests can compare the builders.
    bool buildWithQueue(std::stop_token cancel = {}, const std::function<void(double)> &progress = {});
    // LayeredPdbBuilder's search, which build() uses for 7 and 8 tiles of a 4x4; threads: 0 for
    // one per hardware thread.
    bool buildLayered(std::stop_token cancel = {}, const std::function<void(double)> &progress = {},
                      int threads = 0);

private:
    BoardSize m_size;
    SlidingBoard m_goal;
    std::vector<int> m_tiles;
    std::vector<std::uint8_t> m_table;
    bool m_built = false;
};

} // namespace core
