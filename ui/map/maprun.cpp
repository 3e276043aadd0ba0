#include "map/maprun.h"

#include "watching/statespaceaxes.h"

#include <algorithm>

namespace ui {

MapRun::MapRun(const QString &label, std::shared_ptr<core::ExpansionLog> log)
    : m_label(label), m_log(std::move(log))
{
}

bool MapRun::poll(std::size_t max)
{
    const std::size_t waiting = m_pending.size() - m_head;
    if (!m_log || waiting >= max)
        return false;
    core::ExpansionLog::Slice slice = m_log->after(m_lastRead, max - waiting);
    const bool thinned = slice.stride > m_stride;
    if (thinned) {
        m_stride = slice.stride;
        thin(m_stride);
    }
    if (slice.events.empty())
        return thinned;
    if (m_head > 0 && m_head * 2 >= m_pending.size()) {
        m_pending.erase(m_pending.begin(), m_pending.begin() + std::ptrdiff_t(m_head));
        m_head = 0;
    }
    m_pending.insert(m_pending.end(), std::make_move_iterator(slice.events.begin()),
                     std::make_move_iterator(slice.events.end()));
    m_lastRead = m_pending.back().order;
    return true;
}

void MapRun::thin(std::uint64_t stride)
{
    if (stride <= 1)
        return;
    const auto dropped = [stride](std::uint64_t order) { return order % stride != 0; };
    const auto before = m_points.size();
    std::erase_if(m_points, [&](const MapPoint &p) { return dropped(p.order); });
    m_pending.erase(std::remove_if(m_pending.begin() + std::ptrdiff_t(m_head), m_pending.end(),
                                   [&](const auto &e) { return dropped(e.order); }),
                    m_pending.end());
    if (m_points.size() != before) {
        ++m_revision;
        recomputeExtent();
    }
}

void MapRun::recomputeExtent()
{
    m_maxX = m_maxY = 0;
    m_maxOrder = 0;
    m_iterations.clear();
    for (const MapPoint &p : m_points) {
        m_maxX = std::max(m_maxX, p.x);
        m_maxY = std::max(m_maxY, p.y);
        m_maxOrder = std::max(m_maxOrder, p.order);
        noteIteration(p);
    }
}

void MapRun::noteIteration(const MapPoint &p)
{
    if (p.iteration < 0)
        return;
    if (std::size_t(p.iteration) >= m_iterations.size())
        m_iterations.resize(std::size_t(p.iteration) + 1, OrderRange{p.order, p.order});
    OrderRange &r = m_iterations[std::size_t(p.iteration)];
    r.first = std::min(r.first, p.order);
    r.last = std::max(r.last, p.order);
}

OrderRange MapRun::iterationOrders(int iteration) const
{
    if (iteration < 0 || iteration >= iterations())
        return {0, m_maxOrder};
    return m_iterations[std::size_t(iteration)];
}

int MapRun::ingest(int budget, const core::StateSpaceAxes *axes)
{
    int done = 0;
    for (; done < budget && m_head < m_pending.size(); ++done) {
        core::ExpansionEvent &e = m_pending[m_head++];
        MapPoint p{e.g, std::max(e.h, 0), e.g, e.h, e.order, std::move(e.cells), e.iteration};
        if (axes) {
            const auto at = axes->at(p.cells);
            if (!at.valid())
                continue;
            p.x = at.fromStart;
            p.y = at.toGoal;
        }
        m_maxX = std::max(m_maxX, p.x);
        m_maxY = std::max(m_maxY, p.y);
        m_maxOrder = std::max(m_maxOrder, p.order);
        noteIteration(p);
        m_points.push_back(std::move(p));
    }
    if (m_head == m_pending.size()) {
        m_pending.clear();
        m_head = 0;
    }
    return done;
}

} // namespace ui
