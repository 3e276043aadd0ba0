#include "solvers/fastida/fastida4.h"

#include "solvers/fastida/compactpdbpolicy.h"
#include "solvers/fastida/linearconflictpolicy.h"
#include "solvers/fastida/manhattanpolicy.h"
#include "solvers/fastida/parallelida4.h"
#include "solvers/fastida/pdbpolicy.h"

namespace core {

using namespace fastida4;

static_assert(int(Dir::Down) == 0 && int(Dir::Left) == 1 && int(Dir::Right) == 2 && int(Dir::Up) == 3,
              "3 - dir is the opposite direction");

bool FastIda4::fits(const SlidingDomain &d)
{
    return d.size().width == 4 && d.size().height == 4;
}

bool FastIda4::fitsCompact(const AdditivePdb &pdb)
{
    return CompactPdbPolicy<4>::fits(pdb);
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
    case FastHeuristic4::CompactPdb: r.status = runWith(geo, CompactPdbPolicy<4>(*additive), start, ctx, r); break;
    }
    ctx.finish(r.stats);
    return r;
}

} // namespace core
