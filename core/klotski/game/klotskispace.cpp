#include "klotski/game/klotskispace.h"

#include "klotski/game/klotskicomponent.h"

#include <algorithm>

namespace core {

struct KlotskiSpace::Walk {
    KlotskiDomain domain;
    KlotskiComponent component;
    int extent = 0;
};

KlotskiSpace::KlotskiSpace(const KlotskiBoard &start, const KlotskiGoal &goal, SearchContext &ctx)
    : m(new Walk{KlotskiDomain(start, goal), {}, 0})
{
    SearchStats st;
    ctx.begin();
    m->component = exploreKlotski(m->domain, m->domain.stateOf(start), ctx, st);
    ctx.finish(st);
    for (std::size_t i = 0; i < m->component.depth.size(); ++i)
        m->extent = std::max(m->extent, m->component.depth[i]);
    for (const int d : m->component.distance)
        m->extent = std::max(m->extent, d);
}

KlotskiSpace::~KlotskiSpace() = default;

bool KlotskiSpace::complete() const
{
    return m->component.status == SearchStatus::Solved;
}

int KlotskiSpace::extent() const
{
    return complete() ? m->extent : 0;
}

std::pair<int, int> KlotskiSpace::at(std::string_view cells) const
{
    KlotskiState s;
    if (!complete() || !m->domain.stateOfCells(cells, s))
        return {-1, -1};
    const auto it = m->component.index.find(s);
    if (it == m->component.index.end())
        return {-1, -1};
    return {m->component.depth[it->second], m->component.distance[it->second]};
}

} // namespace core
