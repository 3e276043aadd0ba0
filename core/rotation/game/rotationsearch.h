#pragma once
// The rotation game's searches for one digit, one per heuristic row (rotationheuristicrows.cpp).

#include "solvers/searchrun.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace core {

// A plan as the command line writes it (the moves' letters, "AC").
std::string planLetters(const RotationDomain &d, const std::vector<std::uint8_t> &plan);

template <class H>
std::optional<SearchResult<RotationDomain>> runRotation(AlgorithmId a, const RotationDomain &d,
                                                        RotationDomain::State s, SearchContext &ctx, int cap)
{
    return runSearch(a, d, H{}, s, ctx, cap);
}

std::optional<SearchResult<RotationDomain>> runBlindRotation(AlgorithmId a, const RotationDomain &d,
                                                             RotationDomain::State s, SearchContext &ctx, int cap);
std::optional<SearchResult<RotationDomain>> runCentreTable(AlgorithmId a, const RotationDomain &d,
                                                           RotationDomain::State s, SearchContext &ctx, int cap);

} // namespace core
