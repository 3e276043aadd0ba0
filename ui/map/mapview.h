#pragma once
// MapView: the state-space map's canvas: one panel per watched run, side by side (in rows when
// narrow), all on the same axes (MapScale), with the legend underneath. Hovering a cell shows
// the state whose dot is nearest the mouse as a small board, with where it sits, its order, g
// and h, and how many states share its cell.
// Each panel's dots are kept in an image of its own: pointsChanged() draws only the points
// added since. The whole image is redrawn only when its size, the scale, the dot size or the
// run's sample changed, or the run's last order outgrew the colours by a quarter (and once
// more at settle(), so the finished map spans the whole gradient); a redraw goes into a second
// image a bounded number of dots per call, the first one showing meanwhile.

#include "common/ids.h"
#include "position/position.h"
#include "common/boardsize.h"
#include "map/mappanelpainter.h"
#include "map/maprun.h"

#include <QImage>
#include <QWidget>

#include <memory>
#include <vector>

namespace ui {

class MapView : public QWidget {
    Q_OBJECT
public:
    explicit MapView(QWidget *parent = nullptr);
    // The boards whose state space is tabulated, as a translated list from the puzzles' rows
    // (core::PuzzleDescription::exactSpaces): "sliding boards of at most nine cells, ...".
    static QString exactSpaces();

    // The puzzle the runs search, for the hover's board.
    void setPuzzle(core::PuzzleKind kind, core::BoardSize size);
    void setRuns(std::vector<std::unique_ptr<MapRun>> runs);
    int runCount() const { return int(m_runs.size()); }
    MapRun &run(int i) { return *m_runs[std::size_t(i)]; }
    const MapRun &run(int i) const { return *m_runs[std::size_t(i)]; }
    void setScale(const MapScale &scale);
    const MapScale &scale() const { return m_scale; }
    // The runs gained points (or lost some to a thinning): draws what is new.
    void pointsChanged();
    // Nothing new came in: brings every panel's colours up to its run's last order.
    void settle();
    // IDA*: shows only this iteration's points (from 0), coloured first to last within it; -1
    // shows every iteration. Panels of other searches show all their points either way.
    void setIteration(int iteration);
    int iteration() const { return m_iteration; }
    // Whether a panel is still redrawing its dots (pointsChanged() carries on).
    bool redrawing() const;
    // The panel's title: the run's name and how many states it shows of how many expanded.
    QString panelTitle(int i) const;
    // Paints the whole map at `size` from scratch (for exports).
    void paintMap(QPainter &p, const QSize &size) const;

    QSize sizeHint() const override { return QSize(720, 420); }

signals:
    void exportRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    struct Dots {
        QImage image;     // on show
        std::size_t drawn = 0;
        QImage next;      // being redrawn, when not null
        std::size_t nextDrawn = 0;
        QSize plot;       // what `next` (or `image` when there is no redraw) is drawn for
        std::uint64_t revision = ~std::uint64_t(0);
        OrderRange orders;  // the orders the colours run over
        int iteration = -1; // the IDA* iteration drawn (-1: all)
        int dot = 0;
        int range = -1;
        QRgb background = 0; // the plot colour the dots are drawn for
    };
    struct Hover {
        int run = -1;
        MapPoint point;
        int sharing = 0; // states in its cell
        QPoint at;
    };
    QRect mapArea(const QSize &size) const;
    QRect panelRect(int i, const QRect &area) const;
    MapPanelPainter painterFor(int i, const QSize &size) const;
    void updateDots(int i, bool settle, std::size_t budget);
    void paintPanels(QPainter &p, const QSize &size, bool cached) const;
    void paintLegend(QPainter &p, const QRect &strip) const;
    // The legend's words: the ends of the colours and what the marks mean.
    MapPanelPainter::Legend legend() const;
    void paintHover(QPainter &p) const;

    std::vector<std::unique_ptr<MapRun>> m_runs;
    std::vector<Dots> m_dots;
    MapScale m_scale;
    int m_iteration = -1;
    core::PuzzleKind m_kind = core::allPuzzleKinds().front(); // until a board is shown
    core::BoardSize m_size{3, 3};
    Hover m_hover;
};

} // namespace ui
