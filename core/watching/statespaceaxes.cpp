#include "watching/statespaceaxes.h"

namespace core {

bool StateSpaceAxes::tabulable(const Position &position)
{
    return backendOf(position).tabulable(position);
}

StateSpaceAxes::StateSpaceAxes(const Position &position, TableCache &cache, std::stop_token stop)
    : m_position(position)
{
    if (!tabulable(position))
        return;
    m_space = backendOf(position).exactSpace(position, cache, std::move(stop));
}

StateSpaceAxes::~StateSpaceAxes() = default;

int StateSpaceAxes::extent() const
{
    return m_space ? m_space->extent() : 0;
}

StateSpaceAxes::Point StateSpaceAxes::at(std::string_view cells) const
{
    if (!m_space)
        return {};
    const auto [fromStart, toGoal] = m_space->at(cells);
    return {fromStart, toGoal};
}

} // namespace core
