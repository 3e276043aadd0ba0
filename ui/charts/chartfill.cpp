#include "charts/chartfill.h"

#include "charts/chartexport.h"
#include "theme/contrast.h"
#include "words/numbertext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// A log axis keeps what it needs to relabel itself when its chart is resized.
constexpr const char *LogLow = "logLow";
constexpr const char *LogDecades = "logDecades";
constexpr const char *LogUnitKey = "logUnit";
constexpr const char *LogStride = "logStride";

// Labels every `stride`th decade, each with its grid line. (Qt Charts gives a category label
// room by the number of categories, not by the gap to the next label, so decades left out get
// no category at all.)
void labelDecades(QCategoryAxis *axis, int stride)
{
    const int low = axis->property(LogLow).toInt();
    const int decades = axis->property(LogDecades).toInt();
    const auto unit = LogUnit(axis->property(LogUnitKey).toInt());
    for (const QString &label : axis->categoriesLabels())
        axis->remove(label);
    for (int k = 0; k <= decades; ++k)
        if (((low + k) % stride + stride) % stride == 0)
            axis->append(LogScale::label(low + k, unit), double(k));
    axis->setProperty(LogStride, stride);
}

QCategoryAxis *logAxis(const LogScale &scale, LogUnit unit)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // The first label's category must end above the start value to be kept.
    axis->setStartValue(-1);
    axis->setProperty(LogLow, scale.low());
    axis->setProperty(LogDecades, scale.high() - scale.low());
    axis->setProperty(LogUnitKey, int(unit));
    labelDecades(axis, 1);
    axis->setRange(0, scale.length());
    return axis;
}

// The room one label of a log axis takes along it.
double labelRoom(const QCategoryAxis *axis)
{
    const QFontMetricsF metrics(axis->labelsFont());
    if (axis->orientation() == Qt::Vertical)
        return 2 * metrics.height();
    const int low = axis->property(LogLow).toInt();
    const auto unit = LogUnit(axis->property(LogUnitKey).toInt());
    double widest = 0;
    for (int d = low; d <= low + axis->property(LogDecades).toInt(); ++d)
        widest = std::max(widest, metrics.horizontalAdvance(LogScale::label(d, unit)));
    return widest + 3 * metrics.averageCharWidth();
}

// Labels as many decades as the plot has room for, so that none is cut to "10...".
void fitLogLabels(QChart *chart)
{
    const QRectF plot = chart->plotArea();
    for (QAbstractAxis *a : chart->axes()) {
        auto *axis = qobject_cast<QCategoryAxis *>(a);
        if (!axis || !axis->property(LogDecades).isValid())
            continue;
        const double room = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        if (room <= 0)
            continue;
        const int decades = axis->property(LogDecades).toInt();
        const double need = labelRoom(axis);
        int stride = 1;
        while (stride < decades && double(decades / stride + 1) * need > room)
            ++stride;
        if (stride != axis->property(LogStride).toInt())
            labelDecades(axis, stride);
    }
}

// A round step, in whole numbers, that puts at most six ticks on the span: more crowd a small chart.
double wholeStep(double span)
{
    for (double decade = 1;; decade *= 10)
        for (double m : {1.0, 2.0, 5.0})
            if (span / (m * decade) <= 6)
                return m * decade;
}

// A linear axis labelled at round steps in grouped digits ("150,000": QValueAxis formats its
// labels with printf, which cannot group), spanning whole steps around [lo, hi] so that every
// point lies inside the plot.
QCategoryAxis *linearAxis(double lo, double hi)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    relabelLinear(axis, lo, hi);
    return axis;
}

} // namespace

void relabelLinear(QAbstractAxis *a, double lo, double hi)
{
    auto *axis = qobject_cast<QCategoryAxis *>(a);
    if (!axis)
        return;
    if (hi <= lo)
        hi = lo + 1;
    const double step = wholeStep(hi - lo);
    const double first = std::floor(lo / step) * step, last = std::ceil(hi / step) * step;
    for (const QString &label : axis->categoriesLabels())
        axis->remove(label);
    // The first label's category must end above the start value to be kept.
    axis->setStartValue(first - step);
    const int steps = int(std::lround((last - first) / step));
    for (int k = 0; k <= steps; ++k) {
        const double v = first + k * step;
        axis->append(v < 0 ? QStringLiteral("-") + countText(std::uint64_t(std::llround(-v))) : countText(std::uint64_t(std::llround(v))), v);
    }
    axis->setRange(first, last);
}

QChart *newChart(const QString &title)
{
    auto *c = new QChart;
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setAnimationOptions(QChart::NoAnimation);
    // Queued: relabelling inside the chart's own layout pass would lay it out again within it.
    QObject::connect(c, &QChart::plotAreaChanged, c, [c] { fitLogLabels(c); }, Qt::QueuedConnection);
    return c;
}

QChartView *newChartView(QChart *chart)
{
    auto *v = new QChartView(chart);
    v->setRenderHint(QPainter::Antialiasing);
    v->setMinimumSize(260, 150);
    ChartExport::addSaveActions(v, chart->title());
    return v;
}

void clearChart(QChart *c)
{
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
}

void fillBarChart(QChart *c, const QList<BarValue> &bars, const QString &label, const QColor &colour, LogUnit unit)
{
    clearChart(c);
    if (bars.isEmpty())
        return;
    double lo = bars.front().value, hi = lo;
    for (const BarValue &b : bars) {
        lo = std::min(lo, b.value);
        hi = std::max(hi, b.value);
    }
    // Bars start at the axis's minimum: a decade of room below the smallest keeps it visible,
    // and one above the largest keeps the longest bar off the edge.
    const LogScale scale = LogScale::covering(lo, hi, 1);
    auto *set = new QBarSet(label);
    set->setColor(colour);
    QStringList names;
    for (auto it = bars.crbegin(); it != bars.crend(); ++it) { // the first run on top
        set->append(scale.position(it->value));
        names.append(it->name);
    }
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    c->addSeries(series);
    auto *nameAxis = new QBarCategoryAxis;
    nameAxis->append(names);
    c->addAxis(nameAxis, Qt::AlignLeft);
    series->attachAxis(nameAxis);
    QCategoryAxis *values = logAxis(scale, unit);
    c->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    c->legend()->setVisible(false);
    fitLogLabels(c);
}

void fillLineChart(QChart *c, const QList<ChartSeries> &lines, const LineAxes &axes, const QList<QColor> &colours)
{
    clearChart(c);
    c->legend()->setVisible(true);
    double xmin = 1e300, xmax = 0, ymin = 1e300, ymax = 0;
    for (const ChartSeries &s : lines)
        for (const QPointF &p : s.points) {
            xmin = std::min(xmin, p.x());
            xmax = std::max(xmax, p.x());
            ymin = std::min(ymin, p.y());
            ymax = std::max(ymax, p.y());
        }
    QCategoryAxis *x = axes.wholeX && xmin <= xmax ? linearAxis(xmin, xmax) : linearAxis(0, xmax > 0 ? xmax : 1);
    x->setTitleText(axes.xTitle);
    const LogScale scale = LogScale::covering(ymin > ymax ? 1 : std::max(ymin, 1.0), std::max(ymax, 1.0), 0, 1);
    QValueAxis *y = nullptr;
    if (axes.logY) {
        y = logAxis(scale, LogUnit::Count);
    } else {
        y = linearAxis(0, ymax > 0 ? ymax : 1);
    }
    y->setTitleText(axes.yTitle);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (const ChartSeries &s : lines) {
        auto *series = new QLineSeries;
        series->setName(s.name);
        for (const QPointF &p : s.points)
            if (!axes.logY || p.y() > 0)
                series->append(p.x(), axes.logY ? scale.position(p.y()) : p.y());
        QPen pen(colours.value(s.run % std::max<qsizetype>(1, colours.size())));
        pen.setWidthF(2);
        series->setPen(pen);
        series->setPointsVisible(s.points.size() < 40);
        c->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    fitLogLabels(c);
}

// Okabe-Ito's black is the text colour here, so that the eighth run still shows on a dark
// background; each colour is pulled to 3:1 against the plot (the yellow and orange are too
// pale on white, the blue too deep on black).
QList<QColor> chartRunColours(const QPalette &palette)
{
    const QColor plot = palette.color(QPalette::Base);
    QList<QColor> colours;
    for (const QRgb rgb : {0xE69F00u, 0x56B4E9u, 0x009E73u, 0xD55E00u, 0xCC79A7u, 0x0072B2u, 0xF0E442u})
        colours << reaching(QColor(QRgb(rgb)), plot, MarkContrast);
    colours << palette.color(QPalette::WindowText);
    return colours;
}

void followPalette(QChart *c, const QPalette &pal)
{
    const QColor text = pal.color(QPalette::WindowText);
    const QColor plot = pal.color(QPalette::Base);
    c->setBackgroundBrush(pal.color(QPalette::Window));
    c->setBackgroundPen(Qt::NoPen);
    c->setPlotAreaBackgroundBrush(plot);
    c->setPlotAreaBackgroundVisible(true);
    c->setTitleBrush(text);
    c->legend()->setLabelColor(text);
    for (QAbstractAxis *a : c->axes()) {
        a->setLabelsColor(text);
        a->setTitleBrush(text);
        a->setLinePenColor(blend(plot, pal.color(QPalette::Text), 0.6));
        a->setGridLineColor(blend(plot, pal.color(QPalette::Text), 0.25));
        a->setMinorGridLineColor(blend(plot, pal.color(QPalette::Text), 0.12));
    }
}

} // namespace ui
