#include "rotation/tables/rotationdistancetable.h"

#include "storage/distancecounts.h"

#include <algorithm>
#include <array>
#include <bit>
#include <string>

namespace core {

namespace {

// binomial[n][k] for n <= 24.
const std::array<std::array<std::uint32_t, 25>, 25> &binomials()
{
    static const auto table = [] {
        std::array<std::array<std::uint32_t, 25>, 25> b{};
        for (int n = 0; n <= 24; ++n) {
            b[std::size_t(n)][0] = 1;
            for (int k = 1; k <= n; ++k)
                b[std::size_t(n)][std::size_t(k)] = b[std::size_t(n - 1)][std::size_t(k - 1)]
                    + (k <= n - 1 ? b[std::size_t(n - 1)][std::size_t(k)] : 0);
        }
        return b;
    }();
    return table;
}

// A move on a mask is a permutation of its bits, so it distributes over OR: each of the
// mask's three bytes maps to its part of the moved mask through a table.
struct MoveBytes {
    std::array<std::array<std::array<std::uint32_t, 256>, 3>, RotationMoves> moved{};
    MoveBytes()
    {
        const RotationDomain domain(8);
        for (int m = 0; m < RotationMoves; ++m)
            for (int j = 0; j < 3; ++j)
                for (std::uint32_t v = 0; v < 256; ++v) {
                    std::uint32_t s = v << (8 * j);
                    domain.apply(s, std::uint8_t(m));
                    moved[std::size_t(m)][std::size_t(j)][v] = s;
                }
    }
    std::uint32_t apply(std::uint32_t mask, int m) const
    {
        const auto &t = moved[std::size_t(m)];
        return t[0][mask & 0xFF] | t[1][(mask >> 8) & 0xFF] | t[2][mask >> 16];
    }
};

// The rank sums binomial(cell, i) over the set cells, i counting them from 1; by bytes: byte j
// holding v, with k set cells below it, adds ranked[j][k][v].
struct RankBytes {
    std::array<std::array<std::array<std::uint32_t, 256>, 25>, 3> ranked{};
    std::array<std::uint8_t, 256> bits{};
    RankBytes()
    {
        const auto &b = binomials();
        for (std::uint32_t v = 0; v < 256; ++v)
            bits[v] = std::uint8_t(std::popcount(v));
        for (int j = 0; j < 3; ++j)
            for (int k = 0; k <= 24; ++k)
                for (std::uint32_t v = 0; v < 256; ++v) {
                    std::uint32_t r = 0;
                    int i = k;
                    for (int bit = 0; bit < 8; ++bit)
                        if ((v >> bit) & 1u && ++i <= 24)
                            r += b[std::size_t(8 * j + bit)][std::size_t(i)];
                    ranked[std::size_t(j)][std::size_t(k)][v] = r;
                }
    }
    std::uint32_t rank(std::uint32_t mask) const
    {
        const std::uint32_t b0 = mask & 0xFF, b1 = (mask >> 8) & 0xFF, b2 = mask >> 16;
        const int k1 = bits[b0], k2 = k1 + bits[b1];
        return ranked[0][0][b0] + ranked[1][std::size_t(k1)][b1] + ranked[2][std::size_t(k2)][b2 & 0xFF];
    }
};

const MoveBytes &moveBytes()
{
    static const MoveBytes m;
    return m;
}

const RankBytes &rankBytes()
{
    static const RankBytes r;
    return r;
}

} // namespace

std::shared_ptr<const RotationDistanceTable> RotationDistanceTable::forCopies(TableCache &cache, int copies,
                                                                             std::stop_token cancel)
{
    return cache.get<const RotationDistanceTable>(
        "rotation-distance " + std::to_string(copies), [&]() -> std::shared_ptr<const RotationDistanceTable> {
            auto table = std::make_shared<const RotationDistanceTable>(copies, cancel);
            return table->complete() ? table : nullptr;
        });
}

std::uint32_t RotationDistanceTable::rank(std::uint32_t mask) const
{
    return rankBytes().rank(mask);
}

std::uint32_t RotationDistanceTable::unrank(std::uint32_t r) const
{
    const auto &b = binomials();
    std::uint32_t mask = 0;
    for (int i = m_copies, cell = RotationCells - 1; i > 0; --i) {
        while (b[std::size_t(cell)][std::size_t(i)] > r)
            --cell;
        mask |= 1u << cell;
        r -= b[std::size_t(cell)][std::size_t(i)];
        --cell;
    }
    return mask;
}

RotationDistanceTable::RotationDistanceTable(int copies, std::stop_token cancel)
    : m_copies(copies)
{
    const RotationDomain domain(copies);
    const MoveBytes &moves = moveBytes();
    const RankBytes &ranks = rankBytes();
    m_distance.assign(binomials()[RotationCells][std::size_t(copies)], 0xFF);
    std::vector<std::uint32_t> queue;
    queue.reserve(m_distance.size());
    for (auto g : domain.goalStates()) {
        m_distance[ranks.rank(g)] = 0;
        queue.push_back(g);
    }
    // Every move's inverse is a move too, so searching forwards from the goals gives the
    // distance to them. One queue, first in first out: a layer ends where the next began.
    std::uint8_t depth = 1;
    for (std::size_t head = 0, layerEnd = queue.size(); head < queue.size(); ++head) {
        if (head == layerEnd) {
            layerEnd = queue.size();
            ++depth;
        }
        if ((head & 4095) == 0 && cancel.stop_requested())
            return;
        const std::uint32_t mask = queue[head];
        for (int m = 0; m < RotationMoves; ++m) {
            const std::uint32_t child = moves.apply(mask, m);
            auto &d = m_distance[ranks.rank(child)];
            if (d == 0xFF) {
                d = depth;
                queue.push_back(child);
            }
        }
    }
    m_complete = true;
}

RotationPlan smallestRotationPlan(const RotationBoard &board, TableCache &cache, std::stop_token cancel)
{
    RotationPlan plan;
    // The digits that can fill the centre, each with its cells and its table.
    struct Candidate {
        std::uint32_t mask;
        std::shared_ptr<const RotationDistanceTable> table;
    };
    std::vector<Candidate> candidates;
    for (int digit = 1; digit <= 3; ++digit) {
        const int copies = board.count(digit);
        if (copies < 8)
            continue;
        auto table = RotationDistanceTable::forCopies(cache, copies, cancel);
        if (!table) {
            plan.cancelled = true;
            return plan;
        }
        candidates.push_back({RotationDomain::maskOf(board, digit), std::move(table)});
    }
    if (candidates.empty())
        return plan;
    auto closest = [&](const std::array<std::uint32_t, 3> &masks) {
        int best = 0xFF;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            best = std::min(best, candidates[i].table->distance(masks[i]));
        return best;
    };
    std::array<std::uint32_t, 3> masks{};
    for (std::size_t i = 0; i < candidates.size(); ++i)
        masks[i] = candidates[i].mask;
    plan.solvable = true;
    const MoveBytes &moves = moveBytes();
    // The lexicographically smallest shortest plan: at each step the first move (A..H) after
    // which some digit is one step closer to filling the centre than any digit was before.
    for (int left = closest(masks); left > 0; --left) {
        for (int m = 0; m < RotationMoves; ++m) {
            std::array<std::uint32_t, 3> next{};
            for (std::size_t i = 0; i < candidates.size(); ++i)
                next[i] = moves.apply(masks[i], m);
            if (closest(next) == left - 1) {
                plan.moves += rotationLetter(m);
                masks = next;
                break;
            }
        }
    }
    RotationBoard end = board;
    for (char c : plan.moves)
        end.apply(rotationFromLetter(c));
    plan.digit = end.solvedDigit();
    return plan;
}

std::vector<std::uint64_t> RotationDistanceTable::distanceCounts() const
{
    return countDistances(m_distance);
}

} // namespace core
