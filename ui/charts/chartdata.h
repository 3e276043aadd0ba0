#pragma once
// The series the compare charts draw, computed from search statistics without any chart
// classes, so they can be tested on their own (CompareChart turns them into Qt Charts).

#include "search/searchstats.h"
#include "solvers/solverregistry.h"

#include <QList>
#include <QPointF>
#include <QString>

namespace ui {

struct RunSeries {
    QString name;
    core::AlgorithmId algorithm = core::AlgorithmId::Bfs;
    core::SearchStats stats;
    bool finished = true;
};

struct ChartSeries {
    QString name;
    QList<QPointF> points;
    int run = 0; // index of its run, so each run keeps one colour across the charts
};

struct BarValue {
    QString name;
    double value = 0;
};

// Expanded nodes per run (at least 1, so a log axis can show it).
QList<BarValue> expandedBars(const QList<RunSeries> &runs);
// Time per run in milliseconds (at least 0.001).
QList<BarValue> timeBars(const QList<RunSeries> &runs);
// What a step along a run's per-layer axis is. Runs of one kind share a chart, so that no one
// reads an IDA* bound or an f value as a depth. IdaIteration is for IDA* runs whose layers
// cannot be matched to one bound each (the rotation game sums each digit's iterations).
enum class LayerKind { Depth, MeetingLayer, FValue, IdaBound, IdaIteration, PlanLength, None };
LayerKind layerKind(const RunSeries &run);
// Expanded nodes per layer: x is the layer (BFS: depth; bidirectional BFS: layer expanded, on
// either side; A* and weighted A*: f = g + h of the expanded node; IDA*: the iteration's bound;
// table: the plan's length), y the count; layers with no expansions are left out (log axis), and
// so are runs of kind None (solvers whose layers mix stages and searches).
QList<ChartSeries> layerSeries(const QList<RunSeries> &runs);
struct LayerGroup {
    LayerKind kind = LayerKind::None;
    QList<ChartSeries> series;
};
// layerSeries grouped by kind, in LayerKind's order; kinds with no series are left out.
QList<LayerGroup> layerGroups(const QList<RunSeries> &runs);
// IDA* cost bounds per iteration (x = iteration from 1), one series per IDA* run.
QList<ChartSeries> thresholdSeries(const QList<RunSeries> &runs);
// The search replay from each run's trace: x in milliseconds since the run began, y the
// expanded count (which = Expanded) or the frontier size (Frontier). Points after `untilMs`
// are left out (a negative value keeps all), which animates the replay.
enum class ReplayValue { Expanded, Frontier };
QList<ChartSeries> replaySeries(const QList<RunSeries> &runs, ReplayValue value, double untilMs = -1);
// The longest run's duration in milliseconds, from its trace or its elapsed time.
double replayLengthMs(const QList<RunSeries> &runs);

} // namespace ui
