#include "charts/comparechart.h"

#include "charts/chartfill.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGridLayout>
#include <QTabWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

// What a layer is, for the chart of each kind: its title and its x axis.
struct LayerWords {
    QString title;
    QString axis;
};

LayerWords layerWords(LayerKind kind)
{
    switch (kind) {
    case LayerKind::Depth: return {CompareChart::tr("Breadth-first search"), CompareChart::tr("depth")};
    case LayerKind::MeetingLayer:
        return {CompareChart::tr("Bidirectional BFS"), CompareChart::tr("layer expanded (either side)")};
    case LayerKind::FValue: return {CompareChart::tr("A* and weighted A*"), CompareChart::tr("f value (g + h)")};
    case LayerKind::IdaBound: return {CompareChart::tr("IDA*"), CompareChart::tr("bound of the iteration")};
    case LayerKind::IdaIteration:
        // Each digit's search has bounds of its own, so an iteration has no single bound.
        return {CompareChart::tr("IDA*, all digits' searches"), CompareChart::tr("iteration")};
    case LayerKind::PlanLength: return {CompareChart::tr("Distance table"), CompareChart::tr("plan length")};
    case LayerKind::None: break;
    }
    return {};
}

} // namespace

CompareChart::CompareChart(QWidget *parent)
    : QWidget(parent),
      m_tabs(new QTabWidget(this)),
      m_expanded(newChart(tr("Expanded nodes (log scale)"))),
      m_time(newChart(tr("Time (log scale)"))),
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
        l->addWidget(newChartView(a));
        if (b)
            l->addWidget(newChartView(b));
        m_tabs->addTab(w, title);
    };
    page(m_expanded, m_time, tr("Nodes and time"));
    auto *layers = new QWidget;
    m_layerGrid = new QGridLayout(layers);
    m_layerGrid->setContentsMargins(0, 0, 0, 0);
    m_layerViews.append(newChartView(m_layers));
    for (int kind = 0; kind < int(LayerKind::None); ++kind) {
        m_layerCharts.append(newChart(layerWords(LayerKind(kind)).title));
        m_layerViews.append(newChartView(m_layerCharts.back()));
    }
    for (QWidget *v : m_layerViews)
        m_layerGrid->addWidget(v, 0, 0); // the page owns them, shown or not
    rebuildLayers();
    m_tabs->addTab(layers, tr("Per layer"));
    page(m_thresholds, nullptr, tr("IDA* bounds"));
    page(m_replayExpanded, m_replayFrontier, tr("Search replay"));
    restyle();
}

void CompareChart::setRuns(const QList<RunSeries> &runs)
{
    m_runs = runs;
    const QList<QColor> colours = chartRunColours(palette());
    fillBarChart(m_expanded, expandedBars(runs), tr("Expanded"), colours.at(1), LogUnit::Count);
    fillBarChart(m_time, timeBars(runs), tr("Time (ms)"), colours.at(0), LogUnit::Milliseconds);
    fillLineChart(m_thresholds, thresholdSeries(runs), {tr("iteration"), tr("bound"), false, true}, colours);
    for (QChart *c : {m_expanded, m_time, m_thresholds})
        followPalette(c, palette());
    rebuildLayers();
    rebuildReplay();
}

void CompareChart::addPage(QWidget *page, const QString &title)
{
    m_tabs->addTab(page, title);
}

void CompareChart::showPage(QWidget *page)
{
    m_tabs->setCurrentWidget(page);
}

// One chart per kind of layer present, so that each axis can say what its layer is.
void CompareChart::rebuildLayers()
{
    const QList<QColor> colours = chartRunColours(palette());
    const QList<LayerGroup> groups = layerGroups(m_runs);
    QList<QWidget *> shown;
    for (int kind = 0; kind < m_layerCharts.size(); ++kind) {
        QChart *c = m_layerCharts[kind];
        const auto it = std::find_if(groups.begin(), groups.end(),
                                     [kind](const LayerGroup &g) { return g.kind == LayerKind(kind); });
        fillLineChart(c, it != groups.end() ? it->series : QList<ChartSeries>{},
                      {layerWords(LayerKind(kind)).axis, tr("expanded"), true, true}, colours);
        followPalette(c, palette());
        if (it != groups.end())
            shown.append(m_layerViews[kind + 1]);
    }
    if (shown.isEmpty())
        shown.append(m_layerViews.front());
    followPalette(m_layers, palette());
    for (QWidget *v : m_layerViews) {
        m_layerGrid->removeWidget(v);
        v->setVisible(shown.contains(v));
    }
    // Up to three side by side, then two rows.
    const int columns = shown.size() <= 3 ? int(shown.size()) : int(shown.size() + 1) / 2;
    for (int i = 0; i < shown.size(); ++i)
        m_layerGrid->addWidget(shown[i], i / columns, i % columns);
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
    for (QChart *c : m_layerCharts)
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
    const QList<QColor> colours = chartRunColours(palette());
    fillLineChart(m_replayExpanded, replaySeries(m_runs, ReplayValue::Expanded, m_replayTime), {ms, tr("expanded")},
                  colours);
    fillLineChart(m_replayFrontier, replaySeries(m_runs, ReplayValue::Frontier, m_replayTime), {ms, tr("frontier")},
                  colours);
    // Keep the time axis fixed while the replay reveals the lines.
    const double length = replayLength();
    for (QChart *c : {m_replayExpanded, m_replayFrontier})
        for (QAbstractAxis *a : c->axes(Qt::Horizontal))
            relabelLinear(a, 0, length > 0 ? length : 1);
    for (QChart *c : {m_replayExpanded, m_replayFrontier})
        followPalette(c, palette());
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
    case Layers: {
        int n = 0;
        for (const QChart *c : m_layerCharts)
            n += int(c->series().size());
        return n;
    }
    case Thresholds: return int(m_thresholds->series().size());
    case Replay: return int(m_replayExpanded->series().size() + m_replayFrontier->series().size());
    }
    return 0;
}

} // namespace ui
