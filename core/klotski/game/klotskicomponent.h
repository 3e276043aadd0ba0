#pragma once
// The boards a Huarong Dao start reaches, walked once (solvers/component.h): the exact table, the
// distance counts, scrambles and the state-space map read it.

#include "klotski/board/klotskidomain.h"
#include "solvers/component.h"

namespace core {

using KlotskiComponent = StateComponent<KlotskiDomain>;

inline std::size_t klotskiComponentBytes(const KlotskiComponent &c)
{
    return c.bytes();
}

inline KlotskiComponent exploreKlotski(const KlotskiDomain &d, const KlotskiState &start, SearchContext &ctx,
                                       SearchStats &st)
{
    return exploreComponent(d, start, ctx, st);
}

} // namespace core
