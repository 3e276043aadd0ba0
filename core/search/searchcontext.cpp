#include "search/searchcontext.h"

#include "storage/tablecache.h"

#include <algorithm>

namespace core {

bool SearchContext::charge(std::size_t bytesNow)
{
    const std::size_t ahead = bytesNow + std::max<std::size_t>(bytesNow / 16, std::size_t(1) << 20);
    if (!m_charge.resize(ahead) && !m_charge.resize(bytesNow)) {
        m_memoryLimitMiB = m_charge.account().budget() >> 20;
        return false;
    }
    m_chargedUpTo = m_charge.bytes();
    return true;
}

void SearchContext::setMemoryAccount(MemoryAccount &account)
{
    m_charge.moveTo(account);
    m_chargedUpTo = 0;
}

std::int64_t SearchContext::tablesPastBudgetMiB(std::uint64_t need) const
{
    const std::uint64_t withProcess = need + residentBytes();
    return withProcess <= maxTableBytes() ? 0 : std::int64_t((withProcess + (1 << 20) - 1) >> 20);
}

const char *statusName(SearchStatus status)
{
    switch (status) {
    case SearchStatus::Solved: return "solved";
    case SearchStatus::Unsolvable: return "unsolvable";
    case SearchStatus::Cancelled: return "cancelled";
    case SearchStatus::LimitReached: return "limit";
    }
    return "unknown";
}

SearchContext::SearchContext(std::stop_token stop)
    : m_tables(&defaultTableCache()), m_start(Clock::now()), m_lastReport(m_start), m_stop(std::move(stop)), m_onStop(m_stop, RaiseFlag{&m_cancel})
{
}

void SearchContext::setObserver(Observer o, std::chrono::milliseconds interval)
{
    m_observer = std::move(o);
    m_interval = interval;
}

void SearchContext::watch(ExpansionObserver *observer, std::size_t batch)
{
    m_watcher = observer;
    m_watchChildren = observer && observer->wantsChildren();
    m_batchSize = batch > 0 ? batch : 1;
    m_batch.clear();
    m_batchUsed = 0;
    m_order = 0;
    m_stride = 1;
}

ExpansionEvent *SearchContext::eventFor(std::uint64_t order)
{
    if (m_stride == 0 || order % m_stride != 0)
        return nullptr;
    if (m_batchUsed == m_batch.size())
        m_batch.emplace_back();
    ExpansionEvent &e = m_batch[m_batchUsed++];
    e.order = order;
    e.parent = ExpansionEvent::NoParent;
    e.cells.clear();
    e.g = 0;
    e.h = -1;
    e.f = 0;
    e.bound = -1;
    e.iteration = -1;
    e.side = -1;
    e.frontier = 0;
    e.generated = e.duplicates = e.pruned = 0;
    e.children.clear();
    return &e;
}

void SearchContext::flushEvents()
{
    if (m_batchUsed == 0 || !m_watcher)
        return;
    m_stride = m_watcher->receive(std::span<const ExpansionEvent>(m_batch.data(), m_batchUsed));
    m_batchUsed = 0;
}

void SearchContext::begin()
{
    m_start = m_now();
    m_lastReport = m_start;
    m_ticks = 0;
    m_charge.release();
    m_chargedUpTo = 0;
    m_charge.account().refreshBase();
    m_reason = StopReason::None;
    m_traceStride = 1;
    m_traceNext = m_tracing ? 0 : ~std::uint64_t(0);
}

void SearchContext::recordTrace(SearchStats &stats, std::size_t bytesNow)
{
    auto &t = stats.trace;
    if (t.size() >= TraceCapacity) {
        // Keep every other sample and sample half as often from here on.
        std::size_t kept = 0;
        for (std::size_t i = 0; i < t.size(); i += 2)
            t[kept++] = t[i];
        t.resize(kept);
        m_traceStride *= 2;
    }
    const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(m_now() - m_start).count();
    t.push_back(TracePoint{ns, stats.expanded, stats.generated, stats.frontierNow, bytesNow});
    m_traceNext = stats.expanded + m_traceStride;
}

bool SearchContext::pollClock(const SearchStats &stats)
{
    const auto now = m_now();
    if ((m_observer || m_batchUsed) && now - m_lastReport >= m_interval) {
        m_lastReport = now;
        flushEvents();
        if (m_observer) {
            SearchStats copy = stats;
            copy.elapsed = now - m_start;
            m_observer(copy);
        }
    }
    return m_maxTime.count() == 0 || now - m_start < m_maxTime;
}

void SearchContext::finish(SearchStats &stats)
{
    stats.elapsed = m_now() - m_start;
    m_charge.account().searchEnded(stats.peakBytes);
    m_charge.release();
    m_chargedUpTo = 0;
    if (m_tracing)
        stats.trace.push_back(TracePoint{stats.elapsed.count(), stats.expanded, stats.generated, stats.frontierNow,
                                         stats.peakBytes});
    flushEvents();
    if (m_observer)
        m_observer(stats);
}

SearchStatus SearchContext::stoppedStatus() const
{
    return m_reason == StopReason::Cancelled ? SearchStatus::Cancelled : SearchStatus::LimitReached;
}

std::chrono::nanoseconds SearchContext::elapsedSinceBegin() const
{
    return m_now() - m_start;
}

Reason limitReason(const SearchContext &ctx, const SearchStats &st)
{
    switch (ctx.stopReason()) {
    case StopReason::NodeLimit: return {ReasonCode::NodeBudgetReached, {std::int64_t(ctx.maxExpanded())}, {}};
    case StopReason::MemoryLimit:
        return {ReasonCode::MemoryBudgetReached, {std::int64_t(ctx.memoryLimitMiB()), std::int64_t(st.expanded)}, {}};
    case StopReason::TimeLimit:
        return {ReasonCode::TimeBudgetReached, {std::int64_t(ctx.maxSeconds() + 0.5), std::int64_t(st.expanded)}, {}};
    case StopReason::Cancelled: return {ReasonCode::Cancelled, {}, {}};
    case StopReason::TooManyGoals: return {ReasonCode::TooManyGoalStates, {std::int64_t(MaxGoalStates)}, {}};
    case StopReason::None: break;
    }
    return {};
}

} // namespace core
