#include "tables/rotationdistancetable.h"

#include "common/distancecounts.h"

#include <array>
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
    const auto &b = binomials();
    std::uint32_t r = 0;
    int i = 0;
    for (int cell = 0; cell < RotationCells; ++cell)
        if (mask & (1u << cell))
            r += b[std::size_t(cell)][std::size_t(++i)];
    return r;
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
    m_distance.assign(binomials()[RotationCells][std::size_t(copies)], 0xFF);
    std::vector<std::uint32_t> layer, next;
    for (auto g : domain.goalStates()) {
        m_distance[rank(g)] = 0;
        layer.push_back(g);
    }
    // Every move's inverse is a move too, so searching forwards from the goals gives the
    // distance to them.
    std::size_t done = 0;
    for (std::uint8_t depth = 1; !layer.empty(); ++depth) {
        for (auto mask : layer) {
            if ((++done & 4095) == 0 && cancel.stop_requested())
                return;
            for (std::uint8_t m = 0; m < RotationMoves; ++m) {
                std::uint32_t child = mask;
                domain.apply(child, m);
                auto &d = m_distance[rank(child)];
                if (d == 0xFF) {
                    d = depth;
                    next.push_back(child);
                }
            }
        }
        layer.swap(next);
        next.clear();
    }
    m_complete = true;
}

std::vector<std::uint64_t> RotationDistanceTable::distanceCounts() const
{
    return countDistances(m_distance);
}

} // namespace core
