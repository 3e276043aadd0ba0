#pragma once
// Walking distance (Takahashi): a heuristic for boards of at most 4x4 that needs no big table.
// Looking only at rows, a board is the matrix "how many tiles in row r belong in row g" plus
// the blank's row; a vertical move carries one tile between neighbouring rows. The fewest
// such moves from a matrix to the goal's, found once by breadth-first search over all
// matrices (a few tens of thousands for 4x4), bounds the vertical moves; the same with columns
// bounds the horizontal ones, and the two add up. Admissible, and at least Manhattan distance
// (it also charges tiles that must pass each other in a line).

#include "storage/tablecache.h"
#include "sliding/board/slidingdomain.h"

#include <cstdint>
#include <memory>
#include <unordered_map>

namespace core {

class WalkingDistance {
public:
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true; // each move changes one of the two terms by one
    static bool fits(BoardSize size) { return size.width <= 4 && size.height <= 4; }

    // The tables come from `cache`, built there on first use for this goal.
    WalkingDistance(TableCache &cache, const SlidingDomain &d);
    int operator()(const SlidingState &s) const;
    // The two terms, for display and tests.
    int vertical(const SlidingState &s) const;
    int horizontal(const SlidingState &s) const;
    std::size_t tableSize() const { return m_t->rows.distance.size() + m_t->cols.distance.size(); }

private:
    struct Axis {
        int lines = 0;    // rows (or columns)
        int capacity = 0; // cells per line
        std::vector<int> lineOfCell, goalLineOfTile;
        std::unordered_map<std::uint64_t, std::uint8_t> distance;
    };
    // The two tables depend only on the goal: built once per goal and kept in the cache, so
    // repeated searches (and cancelled ones) do not build them again.
    struct Tables {
        Axis rows, cols;
        std::size_t bytes() const;
    };
    static std::shared_ptr<const Tables> tablesFor(TableCache &cache, const SlidingDomain &d);
    static std::shared_ptr<const Tables> build(const SlidingDomain &d, BoardSize size);
    static void build(Axis &axis, const SlidingBoard &goal);
    static std::uint64_t key(const Axis &axis, const SlidingState &s);
    int lookup(const Axis &axis, const SlidingState &s) const;

    std::shared_ptr<const Tables> m_t;
};

} // namespace core
