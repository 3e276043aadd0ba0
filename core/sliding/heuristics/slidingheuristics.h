#pragma once
// Heuristics for SlidingDomain. Each is a small value type called as h(state); those with
// afterMove() can be updated in O(1) after a move, which IDA* uses in its inner loop.
// Properties (as Fast Downward documents them):
//   MisplacedTiles   admissible, consistent  (each move fixes at most one tile)
//   Manhattan        admissible, consistent  (each move changes one tile's distance by 1)
//   LinearConflict   admissible, not guaranteed consistent: Manhattan plus 2 for every tile
//                    that must leave its goal row (or column) to let others pass, as
//                    LineConflicts counts them.

#include "sliding/heuristics/lineconflicts.h"
#include "sliding/board/slidingdomain.h"

#include <vector>

namespace core {

class MisplacedTiles {
public:
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    explicit MisplacedTiles(const SlidingDomain &d) : m_d(&d) {}
    int operator()(const SlidingState &s) const;
    int afterMove(const SlidingState &after, Dir m, int before) const
    {
        const int oldBlank = m_d->neighbour(after.blank, oldDir(m));
        const int tile = static_cast<unsigned char>(after.cells[std::size_t(oldBlank)]);
        const int goal = m_d->goalCell(tile);
        return before + (goal == after.blank ? 1 : 0) - (goal == oldBlank ? 1 : 0);
    }

private:
    static Dir oldDir(Dir m) { return oppositeDir(m); }
    const SlidingDomain *m_d;
};

class Manhattan {
public:
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    explicit Manhattan(const SlidingDomain &d);
    int operator()(const SlidingState &s) const;
    int afterMove(const SlidingState &after, Dir m, int before) const
    {
        const int oldBlank = m_d->neighbour(after.blank, oppositeDir(m));
        const int tile = static_cast<unsigned char>(after.cells[std::size_t(oldBlank)]);
        return before + distance(tile, oldBlank) - distance(tile, after.blank);
    }
    int distance(int tile, int cell) const { return m_dist[std::size_t(tile * m_cells + cell)]; }

private:
    const SlidingDomain *m_d;
    int m_cells;
    std::vector<int> m_dist; // [tile][cell]
};

class LinearConflict {
public:
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = false;
    explicit LinearConflict(const SlidingDomain &d);
    int operator()(const SlidingState &s) const;
    // The extra moves over Manhattan distance that the conflicts force (even, >= 0).
    int conflictMoves(const SlidingState &s) const { return 2 * m_lines.leaving(s); }

private:
    Manhattan m_manhattan;
    LineConflicts m_lines;
};

} // namespace core
