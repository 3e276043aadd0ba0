#include "sliding/fastida/fastida5.h"

#include "sliding/fastida/compactpdbpolicy.h"
#include "sliding/fastida/sparsepdb5policy.h"
#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/parallelida4.h"
#include "sliding/pdb/sparsepdb5.h"

#include <span>
#include <vector>

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

// FastIda5::runMax's search, in this copy of the code.
SearchStatus runMax5(const SlidingDomain &d, const SlidingState &start, std::span<const FastIda5::SparseSplit> parts,
                     SearchContext &ctx, SearchResult<SlidingDomain> &r)
{
    const BoardGeometry<5> geo(d);
    switch (parts.size()) {
    case 1: return runWith(geo, MaxSparsePdb5Policy<1>(geo, parts), start, ctx, r);
    case 2: return runWith(geo, MaxSparsePdb5Policy<2>(geo, parts), start, ctx, r);
    default: return runWith(geo, MaxSparsePdb5Policy<3>(geo, parts), start, ctx, r);
    }
}

} // namespace fastida4::PUZZLESCOPE_FASTIDA_ISA

#if !defined(PUZZLESCOPE_FASTIDA_SECOND_COPY)

#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
namespace fastida4::popcnt {
SearchStatus run5(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb, const SparsePdb5 *sparse,
                  SearchContext &ctx, Weight weight, SearchResult<SlidingDomain> &r);
SearchStatus runMax5(const SlidingDomain &d, const SlidingState &start, std::span<const FastIda5::SparseSplit> parts,
                     SearchContext &ctx, SearchResult<SlidingDomain> &r);
}
#endif

FastIda5::SparseSplit FastIda5::wholeSplit(const SparsePdb5 &tables)
{
    SparseSplit split;
    for (int g = 0; g < tables.groups(); ++g)
        split.push_back({&tables, g});
    return split;
}

bool FastIda5::fitsMax(const SlidingDomain &d, std::span<const FastIda5::SparseSplit> parts)
{
    if (d.size().width != 5 || d.size().height != 5 || parts.empty() || parts.size() > std::size_t(MaxSplits))
        return false;
    const fastida4::BoardGeometry<5> geo(d);
    switch (parts.size()) {
    case 1: return fastida4::MaxSparsePdb5Policy<1>::fits(geo, parts);
    case 2: return fastida4::MaxSparsePdb5Policy<2>::fits(geo, parts);
    default: return fastida4::MaxSparsePdb5Policy<3>::fits(geo, parts);
    }
}

SearchResult<SlidingDomain> FastIda5::runMax(const SlidingDomain &d, const SlidingState &start,
                                             std::span<const FastIda5::SparseSplit> parts, SearchContext &ctx)
{
    SearchResult<SlidingDomain> r;
    ctx.begin();
#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
    if (FastIda4::countsCellsInOneInstruction())
        r.status = fastida4::popcnt::runMax5(d, start, parts, ctx, r);
    else
#endif
        r.status = fastida4::runMax5(d, start, parts, ctx, r);
    ctx.finish(r.stats);
    return r;
}

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
