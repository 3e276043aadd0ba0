#pragma once
// The drawing behind CompareChart: making charts and their views, filling them with bars or
// lines on linear or log axes, the run colours, and the widget's palette copied into a chart.
// Every fill removes the chart's old series and axes and makes new ones, so a refill after a
// palette change styles them all. Log axes are LogScale axes: their labels read 1K, 1M, 1 s.

#include "charts/chartdata.h"
#include "charts/logscale.h"

#include <QColor>
#include <QList>
#include <QPalette>

class QAbstractAxis;
class QChart;
class QChartView;

namespace ui {

QChart *newChart(const QString &title);
// A view of the chart whose context menu saves it as PNG or SVG.
QChartView *newChartView(QChart *chart);
void clearChart(QChart *chart);

// Horizontal bars, one per value (the first on top), on a log axis in `unit`.
void fillBarChart(QChart *chart, const QList<BarValue> &bars, const QString &label, const QColor &colour,
                  LogUnit unit);

struct LineAxes {
    QString xTitle;
    QString yTitle;
    bool logY = false;
    // x takes whole values (layers, iterations): the axis spans the data; otherwise it runs
    // from 0. Either way its ticks are round steps labelled in grouped digits.
    bool wholeX = false;
};
// One line per series, coloured by its run.
void fillLineChart(QChart *chart, const QList<ChartSeries> &lines, const LineAxes &axes, const QList<QColor> &colours);

// Labels a linear axis of a line chart afresh for [lo, hi] (round steps in grouped digits,
// widened to whole steps); other axes are left alone.
void relabelLinear(QAbstractAxis *axis, double lo, double hi);

// Okabe-Ito, distinguishable with any colour vision.
QList<QColor> chartRunColours(const QPalette &palette);
// Qt Charts draws with its own theme, not the widget's palette: copy the palette in.
void followPalette(QChart *chart, const QPalette &palette);

} // namespace ui
