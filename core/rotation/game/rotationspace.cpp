// The rotation game's exact state space for the map: its searches run one digit at a time on
// the digit's cells, so a state is a mask of those cells; per digit that could fill the centre,
// the distance table to the goal for its number of copies and one breadth-first search over
// masks from the start's mask.
#include "rotation/game/rotationbackend.h"

#include "rotation/board/rotationdomain.h"
#include "storage/distancecounts.h"
#include "rotation/tables/rotationdistancetable.h"

#include <algorithm>
#include <array>
#include <bit>

namespace core {

namespace {

constexpr std::uint8_t Unreached = 0xFF;

// Distances from `start` to every mask with as many cells, by the table's rank (the table
// only lends its ranking); empty when stopped.
std::vector<std::uint8_t> distancesFrom(std::uint32_t start, const RotationDistanceTable &ranking,
                                        std::stop_token stop)
{
    const RotationDomain domain(ranking.copies());
    std::vector<std::uint8_t> depth(ranking.size(), Unreached);
    std::vector<std::uint32_t> queue;
    queue.reserve(ranking.size());
    depth[ranking.rank(start)] = 0;
    queue.push_back(start);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if ((head & 4095) == 0 && stop.stop_requested())
            return {};
        const std::uint32_t mask = queue[head];
        const std::uint8_t next = std::uint8_t(depth[ranking.rank(mask)] + 1);
        for (std::uint8_t m = 0; m < RotationMoves; ++m) {
            std::uint32_t child = mask;
            domain.apply(child, m);
            auto &d = depth[ranking.rank(child)];
            if (d == Unreached) {
                d = next;
                queue.push_back(child);
            }
        }
    }
    return depth;
}

class RotationSpace final : public ExactSpace {
public:
    // Per digit 1..3 that could fill the centre: the table to the goal for its number of
    // copies, and each mask's distance from the start's mask, by the table's rank.
    std::array<std::shared_ptr<const RotationDistanceTable>, 4> toGoal;
    std::array<std::vector<std::uint8_t>, 4> fromStart;
    int farthest = 0;

    std::pair<int, int> at(std::string_view cells) const override
    {
        if (cells.size() != std::size_t(RotationCells))
            return {-1, -1};
        int digit = 0;
        std::uint32_t mask = 0;
        for (int i = 0; i < RotationCells; ++i) {
            const int c = static_cast<unsigned char>(cells[std::size_t(i)]);
            if (c == 0)
                continue;
            if (digit != 0 && c != digit)
                return {-1, -1};
            digit = c;
            mask |= 1u << i;
        }
        if (digit < 1 || digit > 3 || !toGoal[std::size_t(digit)])
            return {-1, -1};
        const auto &table = *toGoal[std::size_t(digit)];
        if (std::popcount(mask) != table.copies())
            return {-1, -1};
        const std::uint8_t from = fromStart[std::size_t(digit)][table.rank(mask)];
        const int to = table.distance(mask);
        if (from == Unreached || to == Unreached)
            return {-1, -1};
        return {int(from), to};
    }
    int extent() const override { return farthest; }
};

} // namespace

bool RotationBackend::tabulable(const Position &p) const
{
    return !p.as<RotationBoard>().candidateDigits().empty();
}

std::unique_ptr<const ExactSpace> RotationBackend::exactSpace(const Position &p, TableCache &cache,
                                                              std::stop_token stop) const
{
    const RotationBoard &board = p.as<RotationBoard>();
    if (board.candidateDigits().empty())
        return nullptr;
    auto space = std::make_unique<RotationSpace>();
    for (const char c : board.candidateDigits()) {
        const int digit = c - '0';
        auto table = RotationDistanceTable::forCopies(cache, board.count(digit), stop);
        if (!table)
            return nullptr;
        auto depth = distancesFrom(RotationDomain::maskOf(board, digit), *table, stop);
        if (depth.empty())
            return nullptr;
        space->farthest = std::max({space->farthest, int(countDistances(depth).size()) - 1,
                                    int(table->distanceCounts().size()) - 1});
        space->toGoal[std::size_t(digit)] = std::move(table);
        space->fromStart[std::size_t(digit)] = std::move(depth);
    }
    return space;
}

} // namespace core
