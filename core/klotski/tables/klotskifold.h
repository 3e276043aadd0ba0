#pragma once
// The exact table of a Huarong Dao box, walked fast: every board the start reaches, folded with
// its mirror image when the goal is its own mirror image (the classic goal, in the middle of
// the bottom row), and each one's exact distance to the goal; then the plan down those
// distances, the first move in the domain's order at each board that comes one closer (the plan
// KlotskiDomain's generic table gives: solvers/component.h).
//
// Why it is fast (klotskifold.cpp):
// - A board is a code of 4 bits a cell, each the class of the piece covering it plus one (0:
//   empty), 128 bits for boxes of up to 32 cells and 256 for the rest. Reading the cells in
//   order, the first cell of a class not yet covered is a piece's top-left, so the code names
//   one board. A move is two XORs (the piece's pattern off at its old place, on at its new),
//   and so is its mirror image's.
// - Mirror images are one board: the distance to a goal that is its own mirror image is the
//   same from a board and from its mirror image, and every move from one has its mirror move
//   from the other. The classic box has 25,955 boards and 13,011 after folding.
// - The boards sit in one array in the order met, found through an open-addressed index of
//   32-bit slots; the walk keeps each board's neighbours, so the sweep back from the goal reads
//   arrays and generates nothing.
// Counts: `expanded` is each board once on each sweep, `generated` and `duplicates` the first
// sweep's. Budgets (nodes, time, memory, cancel) are ctx's, checked on every expansion.

#include "klotski/board/klotskidomain.h"
#include "search/searchcontext.h"
#include "search/searchstats.h"

#include <cstdint>
#include <vector>

namespace core {

// Whether the box and goal of `d` fold mirror images: the goal piece's target is its own mirror
// image (2 x + w = the box's width).
bool klotskiFolds(const KlotskiDomain &d);

struct KlotskiFoldedResult {
    SearchStatus status = SearchStatus::Unsolvable;
    std::vector<KlotskiDomain::Move> plan; // the domain's moves, from `start`
    std::size_t boards = 0;                // distinct boards walked (mirror images once)
    bool folded = false;
    SearchStats stats;
};

// Walks the boards `start` reaches under ctx's budgets and, when the goal is among them, the
// plan down the exact distances: Solved, Unsolvable (the goal cannot be reached), or ctx's
// stopped status.
KlotskiFoldedResult klotskiFoldedTable(const KlotskiDomain &d, const KlotskiState &start, SearchContext &ctx);

} // namespace core
