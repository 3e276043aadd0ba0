#include "watching/expansionlog.h"

#include <algorithm>

namespace core {

ExpansionLog::ExpansionLog(std::size_t capacity, bool children)
    : m_capacity(std::max<std::size_t>(capacity, 2)), m_children(children)
{
}

std::uint64_t ExpansionLog::receive(std::span<const ExpansionEvent> events)
{
    const std::lock_guard lock(m_mutex);
    for (const ExpansionEvent &e : events) {
        m_seen = std::max(m_seen, e.order + 1);
        if (e.order % m_stride != 0)
            continue;
        if (m_events.size() == m_capacity) {
            const std::uint64_t wider = m_stride * 2;
            std::erase_if(m_events, [wider](const ExpansionEvent &k) { return k.order % wider != 0; });
            m_stride = wider;
            ++m_generation;
            if (e.order % m_stride != 0)
                continue;
        }
        m_events.push_back(e);
    }
    return m_stride;
}

ExpansionLog::Update ExpansionLog::take(Cursor &cursor) const
{
    const std::lock_guard lock(m_mutex);
    Update u;
    if (cursor.generation != m_generation) {
        u.reset = true;
        cursor.generation = m_generation;
        cursor.next = 0;
    }
    u.events.assign(m_events.begin() + std::ptrdiff_t(std::min(cursor.next, m_events.size())), m_events.end());
    cursor.next = m_events.size();
    return u;
}

ExpansionLog::Slice ExpansionLog::after(std::optional<std::uint64_t> order, std::size_t max) const
{
    const std::lock_guard lock(m_mutex);
    Slice s;
    s.stride = m_stride;
    // Kept events are in order, so the first one after `order` is found by halving.
    const auto first = order ? std::partition_point(m_events.begin(), m_events.end(),
                                                    [o = *order](const ExpansionEvent &e) { return e.order <= o; })
                             : m_events.begin();
    const auto count = std::min<std::size_t>(max, std::size_t(m_events.end() - first));
    s.events.assign(first, first + std::ptrdiff_t(count));
    return s;
}

std::vector<ExpansionEvent> ExpansionLog::events() const
{
    const std::lock_guard lock(m_mutex);
    return m_events;
}

std::size_t ExpansionLog::size() const
{
    const std::lock_guard lock(m_mutex);
    return m_events.size();
}

std::uint64_t ExpansionLog::stride() const
{
    const std::lock_guard lock(m_mutex);
    return m_stride;
}

std::uint64_t ExpansionLog::seen() const
{
    const std::lock_guard lock(m_mutex);
    return m_seen;
}

} // namespace core
