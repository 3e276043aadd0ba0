#pragma once
// RotationDistanceTable: the exact distance of every rotation-game mask (the cells holding
// one digit, k of them) to a full centre, from one backward breadth-first search over all
// C(24, k) masks (735,471 for k = 8, a byte each). Used as a heuristic it is a pattern
// database whose pattern is "where this digit is": admissible and consistent, and exact for
// the single-digit problem, so IDA* walks straight down the smallest optimal plan.
// Tables are built on first use (about 20 ms: moves and ranks go a byte at a time through
// small tables) and kept in a TableCache.

#include "storage/tablecache.h"
#include "rotation/board/rotationdomain.h"

#include <stop_token>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace core {

class RotationDistanceTable {
public:
    // The table from `cache`; built there on first use unless `cancel` is set meanwhile (then
    // nullptr, and nothing is kept, so the next call builds it again).
    static std::shared_ptr<const RotationDistanceTable> forCopies(TableCache &cache, int copies,
                                                                  std::stop_token cancel = {});
    // Builds the table; a set `cancel` flag stops the build early (see complete()).
    explicit RotationDistanceTable(int copies, std::stop_token cancel = {});
    bool complete() const { return m_complete; }

    int distance(std::uint32_t mask) const { return m_distance[rank(mask)]; }
    int copies() const { return m_copies; }
    std::size_t size() const { return m_distance.size(); }
    std::size_t bytes() const { return m_distance.size(); }
    // How many masks lie at each distance.
    std::vector<std::uint64_t> distanceCounts() const;

    // Combinatorial number system: the rank of a k-subset of 24 cells in [0, C(24, k)).
    std::uint32_t rank(std::uint32_t mask) const;
    std::uint32_t unrank(std::uint32_t rank) const;

private:
    int m_copies;
    bool m_complete = false;
    std::vector<std::uint8_t> m_distance;
};

// The whole game's lexicographically smallest shortest plan (moves A..H), walked down the
// tables of the digits with at least eight copies: at each step the first move after which the
// closest digit is one step closer. POJ 2286's answer, in time proportional to the plan.
struct RotationPlan {
    bool solvable = false;  // some digit has eight copies
    bool cancelled = false; // a table was still being built when `cancel` was set
    std::string moves;
    int digit = 0; // the digit in the centre at the end
};
RotationPlan smallestRotationPlan(const RotationBoard &board, TableCache &cache, std::stop_token cancel = {});

// The table as a heuristic for RotationDomain.
class RotationTableHeuristic {
public:
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    explicit RotationTableHeuristic(const RotationDistanceTable &table) : m_table(&table) {}
    int operator()(std::uint32_t mask) const { return m_table->distance(mask); }

private:
    const RotationDistanceTable *m_table;
};

} // namespace core
