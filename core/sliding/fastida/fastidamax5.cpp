// FastIda5::runMax and what it needs, apart from fastida5.cpp: the search of the largest of
// several splits (sparsepdb5policy.h's MaxSparsePdb5Policy), instantiated for one to three
// splits, in a file of its own so that its copies leave the compiler's inlining of the
// single-split search in fastida5.cpp as it was (in one file, pdb-6666 ran 5% slower).
#include "sliding/fastida/fastida5.h"

#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/astarida.h"
#include "sliding/fastida/sparsepdb5policy.h"
#include "sliding/pdb/sparsepdb5.h"

#include <span>
#include <vector>

namespace core {

namespace fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

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

#endif // PUZZLESCOPE_FASTIDA_SECOND_COPY

} // namespace core
