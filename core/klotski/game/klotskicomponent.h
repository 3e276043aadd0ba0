#pragma once
// The boards a Huarong Dao start reaches, walked once: the exact table, the distance counts,
// scrambles and the state-space map read it.

#include "klotski/board/klotskidomain.h"
#include "search/searchcontext.h"
#include "search/searchstats.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace core {

// The boards reachable from the start, in the order BFS first meets them, and their distances
// to the goal (-1: cannot reach it).
struct KlotskiComponent {
    SearchStatus status = SearchStatus::Solved;
    std::vector<KlotskiState> states;
    std::unordered_map<KlotskiState, std::uint32_t> index;
    std::vector<int> distance;
    std::vector<int> depth; // moves from the start
};

std::size_t klotskiComponentBytes(const KlotskiComponent &c);
// Walks from `start` under ctx's budgets (counting each board expanded on each sweep); status
// says whether the walk finished.
KlotskiComponent exploreKlotski(const KlotskiDomain &d, const KlotskiState &start, SearchContext &ctx, SearchStats &st);

} // namespace core
