#include "rotation/board/rotationdomain.h"

namespace core {

RotationDomain::State RotationDomain::maskOf(const RotationBoard &b, int digit)
{
    State s = 0;
    for (int i = 0; i < RotationCells; ++i)
        if (b.cells[std::size_t(i)] == digit)
            s |= 1u << i;
    return s;
}

std::vector<RotationDomain::State> RotationDomain::goalStates() const
{
    std::vector<int> outer;
    for (int i = 0; i < RotationCells; ++i)
        if (!(RotationCentreMask & (1u << i)))
            outer.push_back(i);
    std::vector<State> goals;
    const int extra = m_copies - 8;
    if (extra < 0 || extra > int(outer.size()))
        return goals;
    // Every subset of the 16 outer cells with `extra` members.
    for (std::uint32_t subset = 0; subset < (1u << outer.size()); ++subset) {
        if (std::popcount(subset) != extra)
            continue;
        State s = RotationCentreMask;
        for (std::size_t j = 0; j < outer.size(); ++j)
            if (subset & (1u << j))
                s |= 1u << outer[j];
        goals.push_back(s);
    }
    return goals;
}

} // namespace core
