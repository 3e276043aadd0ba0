#pragma once
// Plan compression: shortens a sliding plan that is not proven shortest (the row-by-row and
// staged solvers') by replacing stretches of it with shortest ones. A stretch from board A to
// board B qualifies when A and B differ only inside a rectangle of at most 9 cells (3x3, 2x4,
// 4x2, 2x3, 3x2, 2x2) that holds the blank at both ends: the tiles outside stay put, so a plan
// inside the rectangle is a plan for the whole board, and the small-board tables give the
// shortest such plan (SmallBoardTables, relabelled). Stretches of up to `window` moves from
// every start are tried, the one saving the most is taken, and passes repeat until one saves
// nothing. The result leads from the same start to the same end, and is never longer.

#include "storage/tablecache.h"
#include "sliding/board/slidingboard.h"

#include <stop_token>
#include <vector>

namespace core {

struct CompressedPlan {
    std::vector<Dir> plan;
    int stretchesReplaced = 0;
    bool cancelled = false; // `cancel` was set: plan is the best found so far, still valid
};

CompressedPlan compressPlan(const SlidingBoard &start, std::vector<Dir> plan, TableCache &tables, int window = 48,
                            std::stop_token cancel = {});

} // namespace core
