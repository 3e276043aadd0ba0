#include "search/fast4x4/fastida4.h"

#include "search/fast4x4/compactpdbpolicy.h"
#include "search/fast4x4/linearconflictpolicy.h"
#include "search/fast4x4/manhattanpolicy.h"
#include "search/fast4x4/parallelida4.h"
#include "search/fast4x4/pdbpolicy.h"

namespace core {

namespace {

using namespace fastida4;

template <class P>
SearchStatus runWith(const Geometry &geo, const P &policy, const SlidingState &start, SearchContext &ctx,
                     SearchResult<SlidingDomain> &r)
{
    if (ctx.watching())
        return Search<P, true>(geo, policy, ctx, r.stats).run(start, r.plan);
    if (ctx.threads() > 1 && !ctx.tracing())
        return ParallelSearch<P>(geo, policy, ctx, r.stats, ctx.threads()).run(start, r.plan);
    return Search<P, false>(geo, policy, ctx, r.stats).run(start, r.plan);
}

} // namespace

static_assert(int(Dir::Down) == 0 && int(Dir::Left) == 1 && int(Dir::Right) == 2 && int(Dir::Up) == 3,
              "3 - dir is the opposite direction");

bool FastIda4::fits(const SlidingDomain &d)
{
    return d.size().width == 4 && d.size().height == 4;
}

bool FastIda4::fitsCompact(const AdditivePdb &pdb)
{
    return CompactPdbPolicy::fits(pdb);
}

SearchResult<SlidingDomain> FastIda4::run(const SlidingDomain &d, const SlidingState &start, FastHeuristic4 h,
                                          SearchContext &ctx, const SparsePdb4 *pdb, const AdditivePdb *additive)
{
    SearchResult<SlidingDomain> r;
    ctx.begin();
    const Geometry geo(d);
    switch (h) {
    case FastHeuristic4::Manhattan: r.status = runWith(geo, ManhattanPolicy(geo), start, ctx, r); break;
    case FastHeuristic4::LinearConflict: r.status = runWith(geo, LinearConflictPolicy(geo, d), start, ctx, r); break;
    case FastHeuristic4::AdditivePdb: r.status = runWith(geo, PdbPolicy(*pdb), start, ctx, r); break;
    case FastHeuristic4::CompactPdb: r.status = runWith(geo, CompactPdbPolicy(*additive), start, ctx, r); break;
    }
    ctx.finish(r.stats);
    return r;
}

} // namespace core
