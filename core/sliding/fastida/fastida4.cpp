#include "sliding/fastida/fastida4.h"

#include "sliding/fastida/compactpdbpolicy.h"
#include "sliding/fastida/policies4.h"
#include "sliding/fastida/astarida.h"

#include <atomic>

namespace core {

namespace fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// FastIda4::run's search, in this copy of the code (geometry.h).
SearchStatus run4(const SlidingDomain &d, const SlidingState &start, FastHeuristic4 h, SearchContext &ctx,
                  const SparsePdb4 *pdb, const AdditivePdb *additive, SearchResult<SlidingDomain> &r)
{
    const Geometry geo(d);
    switch (h) {
    case FastHeuristic4::Manhattan: return runWith(geo, ManhattanPolicy(geo), start, ctx, r);
    case FastHeuristic4::LinearConflict: return runWith(geo, LinearConflictPolicy(geo, d), start, ctx, r);
    case FastHeuristic4::AdditivePdb: return runWith(geo, PdbPolicy(*pdb), start, ctx, r);
    case FastHeuristic4::CompactPdb: return runWith(geo, CompactPdbPolicy<4>(*additive), start, ctx, r);
    }
    return SearchStatus::Unsolvable; // not reached: every heuristic is a case
}

} // namespace fastida4::PUZZLESCOPE_FASTIDA_ISA

#if !defined(PUZZLESCOPE_FASTIDA_SECOND_COPY)

#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
namespace fastida4::popcnt {
SearchStatus run4(const SlidingDomain &d, const SlidingState &start, FastHeuristic4 h, SearchContext &ctx,
                  const SparsePdb4 *pdb, const AdditivePdb *additive, SearchResult<SlidingDomain> &r);
}
#endif

namespace {
std::atomic<bool> portableCopyOnly{false};
}

static_assert(int(Dir::Down) == 0 && int(Dir::Left) == 1 && int(Dir::Right) == 2 && int(Dir::Up) == 3,
              "3 - dir is the opposite direction");

bool FastIda4::fits(const SlidingDomain &d)
{
    return d.size().width == 4 && d.size().height == 4;
}

bool FastIda4::fitsCompact(const AdditivePdb &pdb)
{
    return fastida4::CompactPdbPolicy<4>::fits(pdb);
}

bool FastIda4::countsCellsInOneInstruction()
{
#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
    static const bool processorHasIt = __builtin_cpu_supports("popcnt");
    return processorHasIt && !portableCopyOnly.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

void FastIda4::usePortableCopyOnly(bool on)
{
    portableCopyOnly = on;
}

SearchResult<SlidingDomain> FastIda4::run(const SlidingDomain &d, const SlidingState &start, FastHeuristic4 h,
                                          SearchContext &ctx, const SparsePdb4 *pdb, const AdditivePdb *additive)
{
    SearchResult<SlidingDomain> r;
    ctx.begin();
#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
    if (countsCellsInOneInstruction())
        r.status = fastida4::popcnt::run4(d, start, h, ctx, pdb, additive, r);
    else
#endif
        r.status = fastida4::run4(d, start, h, ctx, pdb, additive, r);
    ctx.finish(r.stats);
    return r;
}

#endif // PUZZLESCOPE_FASTIDA_SECOND_COPY

} // namespace core
