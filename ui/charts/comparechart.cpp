#include "charts/comparechart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

QChart *newChart(const QString &title)
{
    auto *c = new QChart;
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setAnimationOptions(QChart::NoAnimation);
    return c;
}

QChartView *viewOf(QChart *chart)
{
    auto *v = new QChartView(chart);
    v->setRenderHint(QPainter::Antialiasing);
    v->setMinimumSize(260, 150);
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

// Decades that cover [lo, hi] for a log axis.
std::pair<double, double> logRange(double lo, double hi)
{
    lo = std::max(lo, 1e-3);
    hi = std::max(hi, lo * 10);
    return {std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi)))};
}

void fillBars(QChart *c, const QList<BarValue> &bars, const QString &label, const QColor &colour)
{
    clearChart(c);
    if (bars.isEmpty())
        return;
    auto *set = new QBarSet(label);
    set->setColor(colour);
    QStringList names;
    double lo = bars.front().value, hi = lo;
    for (auto it = bars.crbegin(); it != bars.crend(); ++it) {
        const BarValue &b = *it; // the first run on top
        set->append(b.value);
        names.append(b.name);
        lo = std::min(lo, b.value);
        hi = std::max(hi, b.value);
    }
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    c->addSeries(series);
    auto *names_ = new QBarCategoryAxis;
    names_->append(names);
    c->addAxis(names_, Qt::AlignLeft);
    series->attachAxis(names_);
    auto *values = new QLogValueAxis;
    values->setBase(10);
    values->setLabelFormat(QStringLiteral("%g"));
    // Bars start at the axis minimum: a decade of room below the smallest keeps it visible.
    // and one above the largest leaves room for its label.
    const auto [a, b] = logRange(lo / 10, hi * 10);
    values->setRange(a, b);
    // A label per decade crowds a narrow chart: every other decade beyond four.
    if (b / a > 1e4)
        values->setBase(100);
    values->setMinorTickCount(-1);
    c->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    c->legend()->setVisible(false);
}

void fillLines(QChart *c, const QList<ChartSeries> &lines, const QString &xTitle, const QString &yTitle, bool logY,
               const QList<QColor> &colours)
{
    clearChart(c);
    c->legend()->setVisible(true);
    auto *x = new QValueAxis;
    x->setTitleText(xTitle);
    x->setLabelFormat(QStringLiteral("%g"));
    QAbstractAxis *y = nullptr;
    double xmax = 0, ymin = 1e300, ymax = 0;
    for (const ChartSeries &s : lines)
        for (const QPointF &p : s.points) {
            xmax = std::max(xmax, p.x());
            ymin = std::min(ymin, p.y());
            ymax = std::max(ymax, p.y());
        }
    if (logY) {
        auto *ly = new QLogValueAxis;
        ly->setLabelFormat(QStringLiteral("%g"));
        const auto [a, b] = logRange(ymin > ymax ? 1 : std::max(ymin, 1.0), std::max(ymax, 1.0));
        ly->setRange(a, b);
        if (b / a > 1e4)
            ly->setBase(100); // fewer labels on a short axis
        ly->setMinorTickCount(-1);
        y = ly;
    } else {
        auto *vy = new QValueAxis;
        vy->setLabelFormat(QStringLiteral("%g"));
        vy->setRange(0, ymax > 0 ? ymax * 1.05 : 1);
        y = vy;
    }
    x->setRange(0, xmax > 0 ? xmax : 1);
    x->applyNiceNumbers();
    if (auto *vy = qobject_cast<QValueAxis *>(y))
        vy->applyNiceNumbers();
    y->setTitleText(yTitle);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (const ChartSeries &s : lines) {
        auto *series = new QLineSeries;
        series->setName(s.name);
        for (const QPointF &p : s.points)
            if (!logY || p.y() > 0)
                series->append(p);
        QPen pen(colours.value(s.run % std::max<qsizetype>(1, colours.size())));
        pen.setWidthF(2);
        series->setPen(pen);
        series->setPointsVisible(s.points.size() < 40);
        c->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

// Okabe-Ito: distinguishable with any colour vision. Its black is the text colour, so that the
// eighth run still shows on a dark background.
QList<QColor> runColours(const QPalette &palette)
{
    return {QColor(QRgb(0xE69F00)), QColor(QRgb(0x56B4E9)), QColor(QRgb(0x009E73)), QColor(QRgb(0xD55E00)),
            QColor(QRgb(0xCC79A7)), QColor(QRgb(0x0072B2)), QColor(QRgb(0xF0E442)), palette.color(QPalette::WindowText)};
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// Qt Charts draws with its own theme, not the widget's palette: copy the palette in.
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
        a->setLinePenColor(mix(plot, pal.color(QPalette::Text), 0.6));
        a->setGridLineColor(mix(plot, pal.color(QPalette::Text), 0.25));
        a->setMinorGridLineColor(mix(plot, pal.color(QPalette::Text), 0.12));
    }
}

} // namespace

CompareChart::CompareChart(QWidget *parent)
    : QWidget(parent),
      m_tabs(new QTabWidget(this)),
      m_expanded(newChart(tr("Expanded nodes (log scale)"))),
      m_time(newChart(tr("Time in ms (log scale)"))),
      m_layers(newChart(tr("Expanded nodes per layer"))),
      m_thresholds(newChart(tr("IDA* bound per iteration"))),
      m_replayExpanded(newChart(tr("Search replay: expanded nodes"))),
      m_replayFrontier(newChart(tr("Search replay: frontier size")))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    const auto page = [this](QChart *a, QChart *b, const QString &title) {
        auto *w = new QWidget;
        auto *l = new QHBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(viewOf(a));
        if (b)
            l->addWidget(viewOf(b));
        m_tabs->addTab(w, title);
    };
    page(m_expanded, m_time, tr("Nodes and time"));
    page(m_layers, nullptr, tr("Per layer"));
    page(m_thresholds, nullptr, tr("IDA* bounds"));
    page(m_replayExpanded, m_replayFrontier, tr("Search replay"));
    m_layers->setToolTip(tr("Breadth-first search: per depth. Bidirectional: per layer expanded. "
                            "A*: per f value. IDA*: per iteration."));
    restyle();
}

void CompareChart::setRuns(const QList<RunSeries> &runs)
{
    m_runs = runs;
    const QList<QColor> colours = runColours(palette());
    fillBars(m_expanded, expandedBars(runs), tr("Expanded"), colours.at(1));
    fillBars(m_time, timeBars(runs), tr("Time (ms)"), colours.at(0));
    fillLines(m_layers, layerSeries(runs), tr("depth / f / iteration"), tr("expanded"), true, colours);
    fillLines(m_thresholds, thresholdSeries(runs), tr("iteration"), tr("bound"), false, colours);
    for (QChart *c : {m_expanded, m_time, m_layers, m_thresholds})
        followPalette(c, palette());
    rebuildReplay();
}

void CompareChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        restyle();
    QWidget::changeEvent(event);
}

void CompareChart::restyle()
{
    // The axes and series are made afresh on every fill, so a refill styles them all.
    if (!m_runs.isEmpty()) {
        setRuns(m_runs);
        return;
    }
    for (QChart *c : {m_expanded, m_time, m_layers, m_thresholds, m_replayExpanded, m_replayFrontier})
        followPalette(c, palette());
}

void CompareChart::setReplayTime(double ms)
{
    m_replayTime = ms;
    rebuildReplay();
}

void CompareChart::rebuildReplay()
{
    const QString ms = tr("ms");
    const QList<QColor> colours = runColours(palette());
    fillLines(m_replayExpanded, replaySeries(m_runs, ReplayValue::Expanded, m_replayTime), ms, tr("expanded"), false,
              colours);
    fillLines(m_replayFrontier, replaySeries(m_runs, ReplayValue::Frontier, m_replayTime), ms, tr("frontier"), false,
              colours);
    // Keep the time axis fixed while the replay reveals the lines.
    const double length = replayLength();
    for (QChart *c : {m_replayExpanded, m_replayFrontier})
        for (QAbstractAxis *a : c->axes(Qt::Horizontal)) {
            a->setRange(0, length > 0 ? length : 1);
            if (auto *v = qobject_cast<QValueAxis *>(a))
                v->applyNiceNumbers();
        }
    for (QChart *c : {m_replayExpanded, m_replayFrontier})
        followPalette(c, palette());
}

void CompareChart::addPage(QWidget *page, const QString &title)
{
    m_tabs->addTab(page, title);
}

void CompareChart::showPage(Page page)
{
    m_tabs->setCurrentIndex(int(page));
}

void CompareChart::setReplayOnly(bool on)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->setTabVisible(i, !on || i == int(Replay));
    if (on)
        showPage(Replay);
}

int CompareChart::seriesCount(Page page) const
{
    switch (page) {
    case NodesAndTime: return int(m_expanded->series().size() + m_time->series().size());
    case Layers: return int(m_layers->series().size());
    case Thresholds: return int(m_thresholds->series().size());
    case Replay: return int(m_replayExpanded->series().size() + m_replayFrontier->series().size());
    }
    return 0;
}

} // namespace ui
