#pragma once
// StateSpaceMap: where each watched run's expanded states lie in the state space, side by
// side on the same axes, filling in live while the runs search. Breadth-first search fills
// the ball around the start; A* hugs the line of the optimal paths; a better heuristic thins
// the band.
// - Axes: the exact (distance from the start, distance to the goal) where the space can be
//   tabulated (core::StateSpaceAxes, built off the GUI thread; the map waits for them before
//   placing points), else g and h; the header says which.
// - A timer (every 30 ms) reads what the runs' logs added and places at most what fits in a
//   few milliseconds, carrying on at the next tick, so the event loop never waits long
//   however fast the searches stream.
// - A run whose log keeps a sample says so in its panel's title.
// - Export... (button or the map's context menu) writes the map as PNG or SVG.

#include "position/position.h"
#include "watching/expansionlog.h"

#include <QList>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <memory>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;

namespace core {
class StateSpaceAxes;
}

namespace ui {

class BackgroundTask;
class MapRun;
class MapView;

class StateSpaceMap : public QWidget {
    Q_OBJECT
public:
    struct Run {
        QString label;
        std::shared_ptr<core::ExpansionLog> log;
    };
    static constexpr int TickMs = 30;

    explicit StateSpaceMap(QWidget *parent = nullptr);
    ~StateSpaceMap() override;

    // Replaces the runs on show with these runs of one position.
    void setRuns(const core::Position &position, const QList<Run> &runs);
    int runCount() const;
    const MapRun &run(int i) const;
    QString panelTitle(int i) const;
    // Whether the points sit on exact distances (false while the axes are being built).
    bool exact() const;
    // True while there is something left to do: axes to build, events to read or place, dots
    // to redraw.
    bool busy() const;
    QString status() const;
    MapView *view() const { return m_view; }
    // Shows "Search Lab..." beside Export (hidden until called) and returns it.
    QPushButton *offerLab();
    // Writes the map to `path`: SVG when it ends in .svg, else PNG. False when it cannot.
    bool exportTo(const QString &path) const;

public slots:
    // One tick: reads the logs and places a bounded number of points.
    void refresh();
    void exportWithDialog();

private:
    void axesReady(std::shared_ptr<const core::StateSpaceAxes> axes);
    int ingest();
    void updateScale();
    void updateStatus();

    MapView *m_view;
    QLabel *m_status;
    QPushButton *m_export;
    QPushButton *m_lab = nullptr;
    QHBoxLayout *m_controls; // the row of the iteration list and the buttons
    QComboBox *m_iteration; // IDA*: all iterations, or one
    void updateIterations();
    QTimer m_timer;
    BackgroundTask *m_axesTask;
    core::Position m_position;
    std::shared_ptr<const core::StateSpaceAxes> m_axes; // exact ones, once built
    bool m_waitingForAxes = false;
    bool m_settled = true;
};

} // namespace ui
