#include "solvers/fastida/fastida5.h"

#include "solvers/fastida/compactpdbpolicy.h"
#include "solvers/fastida/parallelida4.h"

namespace core {

using namespace fastida4;

bool FastIda5::fits(const SlidingDomain &d, const AdditivePdb &pdb)
{
    return d.size().width == 5 && d.size().height == 5 && CompactPdbPolicy<5>::fits(pdb);
}

SearchResult<SlidingDomain> FastIda5::run(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb,
                                          SearchContext &ctx, Weight weight)
{
    SearchResult<SlidingDomain> r;
    ctx.begin();
    const BoardGeometry<5> geo(d);
    r.status = weight.isOne() ? runWith(geo, CompactPdbPolicy<5>(pdb), start, ctx, r)
                              : runWith(geo, WeightedPolicy<CompactPdbPolicy<5>>(weight, pdb), start, ctx, r);
    ctx.finish(r.stats);
    return r;
}

} // namespace core
