#include "charts/chartdata.h"

#include <algorithm>

namespace ui {

QList<BarValue> expandedBars(const QList<RunSeries> &runs)
{
    QList<BarValue> out;
    for (const RunSeries &r : runs)
        out.append({r.name, std::max(1.0, double(r.stats.expanded))});
    return out;
}

QList<BarValue> timeBars(const QList<RunSeries> &runs)
{
    QList<BarValue> out;
    for (const RunSeries &r : runs)
        out.append({r.name, std::max(0.001, r.stats.seconds() * 1000.0)});
    return out;
}

QList<ChartSeries> layerSeries(const QList<RunSeries> &runs)
{
    QList<ChartSeries> out;
    for (int k = 0; k < runs.size(); ++k) {
        const RunSeries &r = runs[k];
        ChartSeries s{r.name, {}, k};
        const auto &layers = r.stats.expandedPerDepth;
        for (std::size_t i = 0; i < layers.size(); ++i)
            if (layers[i] > 0)
                s.points.append(QPointF(double(i), double(layers[i])));
        if (!s.points.isEmpty())
            out.append(s);
    }
    return out;
}

QList<ChartSeries> thresholdSeries(const QList<RunSeries> &runs)
{
    QList<ChartSeries> out;
    for (int k = 0; k < runs.size(); ++k) {
        const RunSeries &r = runs[k];
        if (r.algorithm != core::AlgorithmId::IdaStar || r.stats.thresholds.empty())
            continue;
        ChartSeries s{r.name, {}, k};
        for (std::size_t i = 0; i < r.stats.thresholds.size(); ++i)
            s.points.append(QPointF(double(i + 1), double(r.stats.thresholds[i])));
        out.append(s);
    }
    return out;
}

QList<ChartSeries> replaySeries(const QList<RunSeries> &runs, ReplayValue value, double untilMs)
{
    QList<ChartSeries> out;
    for (int k = 0; k < runs.size(); ++k) {
        const RunSeries &r = runs[k];
        ChartSeries s{r.name, {}, k};
        for (const core::TracePoint &p : r.stats.trace) {
            const double ms = double(p.nanoseconds) / 1e6;
            if (untilMs >= 0 && ms > untilMs)
                break;
            s.points.append(
                QPointF(ms, value == ReplayValue::Expanded ? double(p.expanded) : double(p.frontier)));
        }
        out.append(s);
    }
    return out;
}

double replayLengthMs(const QList<RunSeries> &runs)
{
    double longest = 0;
    for (const RunSeries &r : runs) {
        longest = std::max(longest, r.stats.seconds() * 1000.0);
        if (!r.stats.trace.empty())
            longest = std::max(longest, double(r.stats.trace.back().nanoseconds) / 1e6);
    }
    return longest;
}

} // namespace ui
