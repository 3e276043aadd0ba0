#pragma once
// MapRun: what the state-space map knows of one watched run: the points of the expansions it
// has read from the run's ExpansionLog, in expansion order.
// - poll() copies at most a given number of the events the log added since the last call;
//   ingest() turns at most a given number of those into points, so a caller on the GUI thread
//   bounds its work per tick and carries on at the next one.
// - A point sits at (distance from the start, distance to the goal) when the map has exact
//   axes, else at (g, h) (h 0 for searches without a heuristic).
// - IDA*'s points know their iteration, so the map can show one iteration at a time.
// - When the log thins its sample (every other kept event dropped), the points whose order it
//   dropped go too, so the points are always the log's uniform sample (stride()).

#include "watching/expansionlog.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace core {
class StateSpaceAxes;
}

namespace ui {

struct MapPoint {
    int x = 0;
    int y = 0;
    int g = 0;
    int h = -1;
    std::uint64_t order = 0;
    std::string cells;
    int iteration = -1; // IDA*: which iteration expanded it
};

// The expansion orders one IDA* iteration spans among a run's points.
struct OrderRange {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
};

class MapRun {
public:
    MapRun(const QString &label, std::shared_ptr<core::ExpansionLog> log);

    const QString &label() const { return m_label; }
    // Reads what the log added, until `max` events wait to be placed; returns whether anything
    // was read or dropped.
    bool poll(std::size_t max);
    // Turns at most `budget` read events into points, on the exact axes when `axes` is given
    // (events off its space are dropped), else on g and h. Returns how many it turned.
    int ingest(int budget, const core::StateSpaceAxes *axes);
    bool hasPending() const { return m_head < m_pending.size(); }
    // Whether the log holds events not read yet.
    bool hasUnread() const { return m_log && !m_log->after(m_lastRead, 1).events.empty(); }

    const std::vector<MapPoint> &points() const { return m_points; }
    // Grows by one each time points were dropped (a thinning), so caches know to redraw.
    std::uint64_t revision() const { return m_revision; }
    int maxX() const { return m_maxX; }
    int maxY() const { return m_maxY; }
    std::uint64_t maxOrder() const { return m_maxOrder; }
    // IDA*: the iterations the points come from (0 for other searches), and the orders each spans.
    int iterations() const { return int(m_iterations.size()); }
    OrderRange iterationOrders(int iteration) const;
    // The log's sampling: every stride-th of seen expansions is kept.
    std::uint64_t stride() const { return m_log ? m_log->stride() : 1; }
    std::uint64_t seen() const { return m_log ? m_log->seen() : 0; }

private:
    void thin(std::uint64_t stride);
    void recomputeExtent();
    void noteIteration(const MapPoint &p);

    QString m_label;
    std::shared_ptr<core::ExpansionLog> m_log;
    std::uint64_t m_stride = 1;
    std::vector<core::ExpansionEvent> m_pending;
    std::size_t m_head = 0; // first pending event not yet ingested
    std::optional<std::uint64_t> m_lastRead; // order of the last event read from the log
    std::vector<MapPoint> m_points;
    std::uint64_t m_revision = 0;
    int m_maxX = 0;
    int m_maxY = 0;
    std::uint64_t m_maxOrder = 0;
    std::vector<OrderRange> m_iterations;
};

} // namespace ui
