#pragma once
// FastIda5: FastIda4's search (fastsearch.h, parallelida4.h) on 5x5 boards, with additive
// pattern databases read through their compact tables (the 6-6-6-6 split with its reflection,
// or any AdditivePdb of a 5x5 of at most 4 groups of at most 8 tiles), or through their sparse
// copy (sliding/pdb/sparsepdb5.h) when an optimal search is given one. It returns what
// IdaStar<SlidingDomain, AdditivePdb> returns for those databases (the same plan, the lexico-
// graphically smallest shortest one, and the same statistics), many times faster; with
// SearchContext::threads() above one it runs each iteration on that many threads. With a weight
// it is weighted IDA* (search/weight.h) and returns what IdaStar does with that weight.

#include "search/searchcontext.h"
#include "search/weight.h"
#include "sliding/board/slidingdomain.h"

#include <span>
#include <vector>

namespace core {

class AdditivePdb;
class SparsePdb5;

class FastIda5 {
public:
    // Whether the domain is a 5x5 board and the databases are built, for it, and readable
    // (at most 4 groups of at most 8 tiles).
    static bool fits(const SlidingDomain &d, const AdditivePdb &pdb);
    // d and pdb must fit. sparse: pdb's tables under a sparse index (sliding/pdb/sparsepdb5.h), which
    // an optimal search reads instead of the compact ones when given: the same values, the same
    // results, fewer steps a move.
    static SearchResult<SlidingDomain> run(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb,
                                           SearchContext &ctx, Weight weight = {}, const SparsePdb5 *sparse = nullptr);

    // The most splits runMax takes, and groups a split has.
    static constexpr int MaxSplits = 3;
    static constexpr int MaxSplitGroups = 4;
    // One group of tiles of a split: a group of some sparse tables (several splits may share
    // one), and a split: disjoint groups.
    struct SparseGroup {
        const SparsePdb5 *tables;
        int group;
    };
    using SparseSplit = std::vector<SparseGroup>;
    // All the groups of `tables`, as one split.
    static SparseSplit wholeSplit(const SparsePdb5 &tables);
    // Whether runMax can search with these splits: a 5x5 board, 1 to MaxSplits splits of 1 to
    // MaxSplitGroups disjoint groups each, all tables for its goal and reflecting.
    static bool fitsMax(const SlidingDomain &d, std::span<const SparseSplit> splits);
    // IDA* with the largest of the splits' values, each direct and mirrored, where a tile in
    // none of a split's groups counts its Manhattan distance (admissible, and at least as strong
    // as each split alone): the same plan length as run's, found with fewer nodes; d and splits
    // must fit. Each child is read only until one value puts it over the bound.
    static SearchResult<SlidingDomain> runMax(const SlidingDomain &d, const SlidingState &start,
                                              std::span<const SparseSplit> splits, SearchContext &ctx);
};

} // namespace core
