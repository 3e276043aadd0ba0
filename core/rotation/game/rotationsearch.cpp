#include "rotation/game/rotationsearch.h"

#include "rotation/tables/rotationdistancetable.h"

namespace core {

std::string planLetters(const RotationDomain &, const std::vector<std::uint8_t> &plan)
{
    std::string s;
    for (auto m : plan)
        s += rotationLetter(m);
    return s;
}

std::optional<SearchResult<RotationDomain>> runBlindRotation(AlgorithmId a, const RotationDomain &d,
                                                             RotationDomain::State s, SearchContext &ctx, int cap)
{
    return runSearch(a, d, NoHeuristic{}, s, ctx, cap);
}

std::optional<SearchResult<RotationDomain>> runCentreTable(AlgorithmId a, const RotationDomain &d,
                                                           RotationDomain::State s, SearchContext &ctx, int cap)
{
    const auto table = RotationDistanceTable::forCopies(ctx.tables(), d.copies(), ctx.stopToken());
    if (!table)
        return std::nullopt;
    return runSearch(a, d, RotationTableHeuristic(*table), s, ctx, cap);
}

} // namespace core
