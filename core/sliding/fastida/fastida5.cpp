#include "sliding/fastida/fastida5.h"

#include "sliding/fastida/compactpdbpolicy.h"
#include "sliding/fastida/sparsepdb5policy.h"
#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/astarida.h"
#include "sliding/pdb/sparsepdb5.h"


namespace core {

namespace fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// FastIda5::run's search, in this copy of the code (geometry.h).
SearchStatus run5(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb, const SparsePdb5 *sparse,
                  SearchContext &ctx, Weight weight, SearchResult<SlidingDomain> &r)
{
    const BoardGeometry<5> geo(d);
    if (!weight.isOne())
        return runWith(geo, WeightedPolicy<CompactPdbPolicy<5>>(weight, pdb), start, ctx, r);
    return sparse ? runWith(geo, SparsePdb5Policy(*sparse), start, ctx, r)
                  : runWith(geo, CompactPdbPolicy<5>(pdb), start, ctx, r);
}

} // namespace fastida4::PUZZLESCOPE_FASTIDA_ISA

#if !defined(PUZZLESCOPE_FASTIDA_SECOND_COPY)

#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
namespace fastida4::popcnt {
SearchStatus run5(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb, const SparsePdb5 *sparse,
                  SearchContext &ctx, Weight weight, SearchResult<SlidingDomain> &r);
}
#endif

bool FastIda5::fits(const SlidingDomain &d, const AdditivePdb &pdb)
{
    return d.size().width == 5 && d.size().height == 5 && fastida4::CompactPdbPolicy<5>::fits(pdb);
}

SearchResult<SlidingDomain> FastIda5::run(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb,
                                          SearchContext &ctx, Weight weight, const SparsePdb5 *sparse)
{
    SearchResult<SlidingDomain> r;
    ctx.begin();
#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
    if (FastIda4::countsCellsInOneInstruction())
        r.status = fastida4::popcnt::run5(d, start, pdb, sparse, ctx, weight, r);
    else
#endif
        r.status = fastida4::run5(d, start, pdb, sparse, ctx, weight, r);
    ctx.finish(r.stats);
    return r;
}

#endif // PUZZLESCOPE_FASTIDA_SECOND_COPY

} // namespace core
