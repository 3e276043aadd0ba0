#pragma once
// CompareChart: the compare panel's charts, and the only class whose interface stands in front
// of Qt Charts (chartfill draws for it). Tabs: expanded nodes and time per run (horizontal bars,
// log scale); expanded nodes per layer, one chart per kind of layer present (BFS depth,
// bidirectional layer, A* f value, IDA* bound, table plan length), each axis titled with what
// its layer is, one line per run; IDA* bounds per iteration; and the search replay, expanded
// nodes and frontier size over time, one line per run, which can be revealed progressively
// (setReplayTime) to watch the searches grow. Backgrounds, axes, grid and legend follow the
// widget's palette, also when it changes. Every chart saves itself as PNG or SVG from its
// context menu.

#include "charts/chartdata.h"

#include <QWidget>

class QChart;
class QGridLayout;
class QTabWidget;

namespace ui {

class CompareChart : public QWidget {
    Q_OBJECT
public:
    enum Page { NodesAndTime, Layers, Thresholds, Replay };
    explicit CompareChart(QWidget *parent = nullptr);

    void setRuns(const QList<RunSeries> &runs);
    // Shows the replay up to this many milliseconds (negative: all of it).
    void setReplayTime(double ms);
    double replayLength() const { return replayLengthMs(m_runs); }
    void showPage(Page page);
    // Adds a page of another view after the charts' own (the state-space map).
    void addPage(QWidget *page, const QString &title);
    void showPage(QWidget *page);
    // Only the replay page (the race view's chart).
    void setReplayOnly(bool on);
    // The number of series on a page's charts (for tests).
    int seriesCount(Page page) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void restyle();
    void rebuildLayers();
    void rebuildReplay();
    QTabWidget *m_tabs;
    QChart *m_expanded;
    QChart *m_time;
    QChart *m_layers; // shown while no run has layers
    QList<QChart *> m_layerCharts; // one per LayerKind, in its order
    QList<QWidget *> m_layerViews; // m_layers's view, then one per LayerKind
    QGridLayout *m_layerGrid = nullptr;
    QChart *m_thresholds;
    QChart *m_replayExpanded;
    QChart *m_replayFrontier;
    QList<RunSeries> m_runs;
    double m_replayTime = -1;
};

} // namespace ui
