#include "charts/chartdata.h"

#include "solvers/descriptors.h"

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

LayerKind layerKind(const RunSeries &run)
{
    switch (core::algorithmRow(run.algorithm).family) {
    case core::SearchFamily::BreadthFirst: return LayerKind::Depth;
    case core::SearchFamily::Bidirectional: return LayerKind::MeetingLayer;
    case core::SearchFamily::BestFirst: return LayerKind::FValue;
    case core::SearchFamily::DeepeningBound:
        return run.stats.thresholds.size() == run.stats.expandedPerDepth.size() ? LayerKind::IdaBound
                                                                                : LayerKind::IdaIteration;
    case core::SearchFamily::Table: return LayerKind::PlanLength;
    case core::SearchFamily::Composite: return LayerKind::None;
    }
    return LayerKind::None;
}

namespace {

// Where layer i of a run sits on its kind's axis.
double layerX(const RunSeries &r, LayerKind kind, std::size_t i)
{
    if (kind == LayerKind::IdaBound)
        return double(r.stats.thresholds[i]);
    if (kind == LayerKind::IdaIteration)
        return double(i + 1);
    return double(i);
}

} // namespace

QList<ChartSeries> layerSeries(const QList<RunSeries> &runs)
{
    QList<ChartSeries> out;
    for (int k = 0; k < runs.size(); ++k) {
        const RunSeries &r = runs[k];
        const LayerKind kind = layerKind(r);
        if (kind == LayerKind::None)
            continue;
        ChartSeries s{r.name, {}, k};
        const auto &layers = r.stats.expandedPerDepth;
        for (std::size_t i = 0; i < layers.size(); ++i)
            if (layers[i] > 0)
                s.points.append(QPointF(layerX(r, kind, i), double(layers[i])));
        if (!s.points.isEmpty())
            out.append(s);
    }
    return out;
}

QList<LayerGroup> layerGroups(const QList<RunSeries> &runs)
{
    QList<LayerGroup> out;
    const QList<ChartSeries> all = layerSeries(runs);
    for (int kind = 0; kind < int(LayerKind::None); ++kind) {
        LayerGroup g{LayerKind(kind), {}};
        for (const ChartSeries &s : all)
            if (layerKind(runs[s.run]) == g.kind)
                g.series.append(s);
        if (!g.series.isEmpty())
            out.append(g);
    }
    return out;
}

QList<ChartSeries> thresholdSeries(const QList<RunSeries> &runs)
{
    QList<ChartSeries> out;
    for (int k = 0; k < runs.size(); ++k) {
        const RunSeries &r = runs[k];
        if (!core::deepensBound(r.algorithm) || r.stats.thresholds.empty())
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
