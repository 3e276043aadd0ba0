#pragma once
// What the 5x5 search tests share: three goals (the mirror applies to the first two) and
// small additive databases for them.

#include "sliding/pdb/additivepdb.h"
#include "sliding/board/slidingboard.h"

#include <memory>
#include <vector>

namespace fixtures5 {

inline const char *const Goals[] = {
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0", // the mirror applies
    "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24", // blank first: still on the diagonal
    "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24", // blank off the diagonal: no mirror
};

// Additive databases of the tiles whose goal cells are in each block (the goal's blank is in
// none), built.
inline std::shared_ptr<core::AdditivePdb> blocksPdb(const core::SlidingBoard &goal, const std::vector<std::vector<int>> &blocks)
{
    std::vector<std::vector<int>> groups;
    for (const auto &b : blocks) {
        groups.emplace_back();
        for (int cell : b)
            if (goal.tiles[std::size_t(cell)] != 0)
                groups.back().push_back(goal.tiles[std::size_t(cell)]);
    }
    auto pdb = std::make_shared<core::AdditivePdb>(goal, groups);
    return pdb->build({}, {}) ? pdb : nullptr;
}

// Four groups of four tiles (by goal cell: the four corners' 2x2 blocks), so the tables are
// small; the other tiles count nothing.
inline std::shared_ptr<core::AdditivePdb> smallPdb(const core::SlidingBoard &goal)
{
    return blocksPdb(goal, {{0, 1, 5, 6}, {3, 4, 8, 9}, {15, 16, 20, 21}, {18, 19, 23, 24}});
}

} // namespace fixtures5
