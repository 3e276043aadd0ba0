#pragma once
// PeelingSolver: near-shortest plans for boards up to 5x5 (median 24 ms, slowest 0.27 s on
// Korf and Felner's 24-puzzles), once its tables are built. It solves the board in exact stages: while the unsolved region is larger
// than 4x4 it brings a whole row (or column) home, on the side away from the goal's blank, by
// walking down an exact SubgoalTable for that row, so each stage takes the fewest moves that
// stage can take; among equally short moves it prefers the one that leaves the rest closest by
// Manhattan distance. The region left (at most 4x4) is then solved optimally: from the
// distance tables up to 9 cells, by IDA* with the 6-6-3 pattern databases on a 4x4 or linear
// conflict on other shapes, within a node budget after which weighted A* finishes it.
//
// The plan is not proven shortest: each stage is optimal for itself, not for the whole. On
// Korf and Felner's 50 24-puzzles its plans average 1.19x the optimal length, at most 1.28x
// (the README's "Figures" gives the command).
//
// Tables: the top row of a 5x5 needs 127.5 MB and about a minute on two cores to build on
// first use (then read from the pattern-database folder when one is set); they are kept for
// the rest of the process and shared between threads.

#include "common/ids.h"
#include "common/reason.h"
#include "search/searchcontext.h"
#include "search/searchstats.h"
#include "sliding/board/slidingboard.h"

#include <string>
#include <vector>

namespace core {

struct PeelingPlan {
    SearchStatus status = SearchStatus::Unsolvable;
    std::vector<Dir> plan;
    Reason reason;
    SearchStats stats; // stage steps as expanded nodes, plus the last region's search
};

// Whether the solver takes boards of this size (both sides at most 5).
bool peelingFits(BoardSize size);

// The search of the last region, with algorithm `a` and heuristic `h` (the searches sit above
// this folder: the sliding module's solve hands its own in, sliding/game/slidingsolve.cpp).
using RegionSearch = PeelingPlan (*)(const SlidingBoard &start, const SlidingBoard &goal, AlgorithmId a, HeuristicId h,
                                     SearchContext &ctx);

// The board must be solvable towards the goal (see checkSolvable).
PeelingPlan solvePeeling(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx, RegionSearch search);

} // namespace core
