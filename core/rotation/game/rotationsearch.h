#pragma once
// The rotation game's searches for one digit, one per heuristic row (rotationheuristicrows.cpp),
// and the search of a whole board: one search per digit that could fill the centre.

#include "position/position.h"
#include "rotation/board/rotationdomain.h"
#include "solvers/searchrun.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace core {

// A plan as the command line writes it (the moves' letters, "AC").
std::string planLetters(const RotationDomain &d, const std::vector<std::uint8_t> &plan);

// Runs a search algorithm with one heuristic for one rotation digit, stopping at cap moves;
// nothing when cancelled before the search began (while a table was being built).
using RotationFactory = std::optional<SearchResult<RotationDomain>> (*)(AlgorithmId a, const RotationDomain &d,
                                                                       RotationDomain::State s, SearchContext &ctx,
                                                                       int cap);

// A board solved with `run` for each digit that could fill the centre, the most promising
// first, each search bounded by the best plan found so far; the lexicographically smallest of
// the shortest.
SolveOutcome searchDigits(RotationFactory run, AlgorithmId a, const RotationBoard &start, SearchContext &ctx);
// The same as a row's SearchFactory.
template <RotationFactory F>
SolveOutcome onDigits(AlgorithmId a, const Position &p, SearchContext &ctx)
{
    return searchDigits(F, a, p.as<RotationBoard>(), ctx);
}

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

const SolverRow &rotationSolverRow();
std::span<const HeuristicRow> rotationHeuristicRows(); // rotationheuristicrows.cpp

} // namespace core
