#include "watching/stepreplay.h"

#include "solvers/descriptors.h"

#include <algorithm>

namespace core {

StepReplay::StepReplay(AlgorithmId algorithm, std::vector<ExpansionEvent> events)
    : m_events(std::move(events)), m_model(modelOf(algorithm))
{
    m_num = algorithmRow(algorithm).weight.num; // the weight the search got from its row
    m_den = algorithmRow(algorithm).weight.den;
    restart();
}

ReplayModel StepReplay::modelOf(AlgorithmId algorithm)
{
    switch (algorithmRow(algorithm).family) {
    case SearchFamily::BreadthFirst: return ReplayModel::Queue;
    case SearchFamily::BestFirst: return ReplayModel::OpenList;
    case SearchFamily::DeepeningBound: return ReplayModel::Path;
    case SearchFamily::Bidirectional: return ReplayModel::TwoFrontiers;
    case SearchFamily::Table:
    case SearchFamily::Composite: return ReplayModel::None;
    }
    return ReplayModel::None;
}

void StepReplay::restart()
{
    m_position = 0;
    clearWaiting();
    m_path.clear();
    m_bound = -1;
    m_meeting.reset();
    m_meetLength = -1;
    m_counts = {};
    seedIfRoot();
}

const ExpansionEvent *StepReplay::current() const
{
    return m_position == 0 ? nullptr : &m_events[m_position - 1];
}

bool StepReplay::step()
{
    if (atEnd())
        return false;
    const ExpansionEvent &e = m_events[m_position++];
    take(e);
    applyChildren(e);
    ++m_counts.closed;
    m_counts.generated += e.generated;
    m_counts.duplicates += e.duplicates;
    m_counts.pruned += e.pruned;
    seedIfRoot();
    return true;
}

void StepReplay::clearWaiting()
{
    m_queues[0].clear();
    m_queues[1].clear();
    m_open.clear();
    m_openKeys.clear();
    m_seen[0].clear();
    m_seen[1].clear();
    m_pushes = 0;
}

// The searches put their roots in before their first expansion, and no event says so: the
// next event being a root that is not waiting yet means a search begins there.
void StepReplay::seedIfRoot()
{
    if (atEnd() || m_model == ReplayModel::Path || m_model == ReplayModel::None)
        return;
    const ExpansionEvent &next = m_events[m_position];
    if (next.parent != ExpansionEvent::NoParent)
        return;
    const int side = std::max(next.side, 0);
    if (m_model == ReplayModel::TwoFrontiers && m_seen[side].contains(next.cells))
        return; // a goal root, seeded with the start
    clearWaiting();
    push(next.cells, next.g, next.h, next.side);
    if (m_model != ReplayModel::TwoFrontiers)
        return;
    for (std::size_t i = m_position + 1; i < m_events.size(); ++i) {
        const ExpansionEvent &e = m_events[i];
        if (e.parent != ExpansionEvent::NoParent)
            continue;
        if (e.side != 1)
            break; // the next search's start
        push(e.cells, e.g, e.h, e.side);
    }
}

void StepReplay::push(const std::string &cells, int g, int h, int side)
{
    ReplayEntry entry{cells, g, h, side, m_pushes++};
    switch (m_model) {
    case ReplayModel::Queue:
        m_queues[0].push_back(std::move(entry));
        break;
    case ReplayModel::TwoFrontiers:
        m_seen[side].emplace(cells, g);
        m_queues[side].push_back(std::move(entry));
        break;
    case ReplayModel::OpenList: {
        if (const auto old = m_openKeys.find(cells); old != m_openKeys.end())
            m_open.erase(old->second);
        const long long priority = (long long)m_den * g + (long long)m_num * std::max(h, 0);
        const OpenKey key{priority, -g, entry.push};
        m_openKeys[cells] = key;
        m_open.emplace(key, std::move(entry));
        break;
    }
    default: break;
    }
}

void StepReplay::take(const ExpansionEvent &e)
{
    if (m_model == ReplayModel::Path) {
        if (e.parent == ExpansionEvent::NoParent)
            m_path.clear();
        while (!m_path.empty() && m_path.back().push != e.parent)
            m_path.pop_back();
        m_path.push_back(ReplayEntry{e.cells, e.g, e.h, e.side, e.order});
        m_bound = e.bound;
        return;
    }
    if (m_model == ReplayModel::OpenList) {
        if (const auto it = m_openKeys.find(e.cells); it != m_openKeys.end()) {
            m_open.erase(it->second);
            m_openKeys.erase(it);
        }
        return;
    }
    if (m_model == ReplayModel::Queue || m_model == ReplayModel::TwoFrontiers) {
        auto &q = m_queues[std::max(e.side, 0)];
        const auto it = std::find_if(q.begin(), q.end(), [&e](const ReplayEntry &r) { return r.cells == e.cells; });
        if (it != q.end())
            q.erase(it);
    }
}

void StepReplay::applyChildren(const ExpansionEvent &e)
{
    for (const ChildEvent &c : e.children) {
        const bool waits = c.fate == ChildFate::Queued
            || (c.fate == ChildFate::Goal && m_model == ReplayModel::TwoFrontiers);
        if (waits)
            push(c.cells, c.g, c.h, e.side);
        if (c.fate == ChildFate::Goal && m_model == ReplayModel::TwoFrontiers)
            noteMeeting(e, c);
    }
}

// Like the search, keeps the first of the shortest meetings.
void StepReplay::noteMeeting(const ExpansionEvent &e, const ChildEvent &c)
{
    const int other = 1 - std::max(e.side, 0);
    const auto hit = m_seen[other].find(c.cells);
    if (hit == m_seen[other].end())
        return;
    const int length = c.g + hit->second;
    if (m_meetLength < 0 || length < m_meetLength) {
        m_meetLength = length;
        m_meeting = c.cells;
    }
}

std::vector<ReplayEntry> StepReplay::waiting(std::size_t count, int side) const
{
    std::vector<ReplayEntry> out;
    if (m_model == ReplayModel::OpenList) {
        for (auto it = m_open.begin(); it != m_open.end() && out.size() < count; ++it)
            out.push_back(it->second);
    } else if (m_model == ReplayModel::Queue || m_model == ReplayModel::TwoFrontiers) {
        const auto &q = m_queues[m_model == ReplayModel::Queue ? 0 : side];
        out.assign(q.begin(), q.begin() + std::ptrdiff_t(std::min(count, q.size())));
    }
    return out;
}

std::size_t StepReplay::waitingCount(int side) const
{
    switch (m_model) {
    case ReplayModel::OpenList: return m_open.size();
    case ReplayModel::Queue: return m_queues[0].size();
    case ReplayModel::TwoFrontiers: return m_queues[side].size();
    default: return 0;
    }
}

std::size_t StepReplay::frontier() const
{
    switch (m_model) {
    case ReplayModel::TwoFrontiers: return waitingCount(0) + waitingCount(1);
    case ReplayModel::Path: return m_path.size();
    default: return waitingCount(0);
    }
}

} // namespace core
