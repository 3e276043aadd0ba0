#pragma once
// FastIda4: IDA* specialised for 4x4 sliding boards. It returns what IdaStar<SlidingDomain, H>
// returns for the same heuristic: the same plan (the lexicographically smallest shortest one in
// d, l, r, u order) and the same statistics (expanded, generated, thresholds, expandedPerDepth,
// peakFrontier), only faster: the board is 16 cell bytes changed in place, successors come from
// a per-cell move table, the move back to the parent is never generated, and the heuristic is
// updated from the one tile that moved (Manhattan delta; linear conflict recounts the two lines
// the tile left and entered; additive pattern databases re-read only the group of that tile and
// the group of its mirror). Nothing is allocated and nothing is called through a pointer per node.
// The SearchContext is consulted every TickInterval expansions and whenever the node budget is
// due, so budgets are exact and a cancel is heard within microseconds.
// peakBytes counts the search's own stack frames (the registry adds the tables).
// With SearchContext::threads() above one (and no watching or tracing) the iterations run on
// that many threads (parallelida4.h): the same plan, the same nodes in every iteration but the
// last, budgets kept within a tick interval a thread.

#include "search/searchcontext.h"
#include "sliding/board/slidingdomain.h"

namespace core {

class AdditivePdb;
class SparsePdb4;

// AdditivePdb reads the sparse tables (SparsePdb4, groups of up to 6 tiles); CompactPdb reads
// the AdditivePdb's own tables (groups of up to 8 tiles, as 7-8), re-ranking a group per move.
enum class FastHeuristic4 { Manhattan, LinearConflict, AdditivePdb, CompactPdb };

class FastIda4 {
public:
    static constexpr std::uint64_t TickInterval = 256;

    // Whether the domain is one FastIda4 can search (a 4x4 board, any goal).
    static bool fits(const SlidingDomain &d);
    // Whether CompactPdb can read these databases (built, 4x4, at most 4 groups of 8 tiles).
    static bool fitsCompact(const AdditivePdb &pdb);
    // d must fit; pdb is required for AdditivePdb, additive for CompactPdb (each ignored
    // otherwise).
    static SearchResult<SlidingDomain> run(const SlidingDomain &d, const SlidingState &start, FastHeuristic4 h,
                                           SearchContext &ctx, const SparsePdb4 *pdb = nullptr,
                                           const AdditivePdb *additive = nullptr);
    // Whether FastIda4 and FastIda5 run their copy compiled with the popcount instruction
    // (geometry.h): on x86-64 processors that have it, unless usePortableCopyOnly(true) was
    // called. Both copies return the same plans and statistics (tst_fastida4 compares them).
    static bool countsCellsInOneInstruction();
    static void usePortableCopyOnly(bool on);
};

} // namespace core
