#pragma once
// MapPanelPainter: the geometry and drawing of one panel of the state-space map, shared by
// the widget, its hover and its exports.
// - The plot is a square of (range + 1) x (range + 1) cells, one per integer pair (x, y): x
//   grows to the right, y upwards, the same scale on both axes so the line x + y = d of the
//   optimal paths runs at 45 degrees in every panel.
// - States at the same (x, y) pile up: each is a dot at a spot inside its cell drawn from its
//   order (the same spot every time), so a cell fills as more states land on it.
// - Dots are coloured by expansion order, first to last expanded of the run, on a perceptual
//   gradient (viridis), each colour at least 3:1 against the plot.

#include "map/maprun.h"

#include <QColor>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QImage>
#include <QPointF>
#include <QRect>

#include <optional>

class QPainter;
class QPalette;

namespace ui {

// What every panel of a map shares.
struct MapScale {
    int range = 4;    // cells 0..range on both axes
    bool exact = false; // distances from the start and to the goal, else g and h
    int optimal = -1; // the start's distance to the goal (exact axes), -1 when unknown
};

class MapPanelPainter {
    Q_DECLARE_TR_FUNCTIONS(MapPanelPainter)
public:
    static QString xAxisName(bool exact);
    static QString yAxisName(bool exact);
    // `plot` is the plot's background (the palette's base), which the dots' colours reach 3:1 on.
    MapPanelPainter(const QRect &panel, const MapScale &scale, const QFontMetrics &metrics, const QColor &plot);

    QRect plot() const { return m_plot; }
    qreal cellSize() const { return m_cell; }
    // Where a point's dot goes, relative to the plot's top left.
    QPointF dotOf(const MapPoint &p) const;
    // The cell under a position in panel coordinates, if any.
    std::optional<QPoint> cellAt(const QPointF &pos) const;
    // The dot size in pixels that suits this many points.
    static int dotSize(std::size_t points);
    // A panel's title ("A* + Linear conflict: 375 expanded") within `width`: when narrow, the
    // name gives way, never the figures.
    static QString fitTitle(const QString &title, const QFontMetrics &fm, int width);
    // The legend under the panels: the colours from `first` to `last`, then what the marks mean,
    // wrapped onto as many lines as the width needs (never elided); and the height it takes.
    struct Legend {
        QString first, last, marks;
    };
    static void paintLegend(QPainter &p, const QRect &strip, const QFontMetrics &fm, const QPalette &palette, const Legend &legend);
    static int legendHeight(int width, const QFontMetrics &fm, const Legend &legend);
    // The gradient, t from 0 (first expanded) to 1 (last), each colour pulled to 3:1 against
    // `plot` (viridis's purple start vanishes on a dark plot, its yellow end on a white one).
    static QRgb orderColour(double t, const QColor &plot);

    // A transparent image of the plot's size for drawDots().
    QImage emptyDots() const;
    // Draws points [from, to) of `run` into `dots`, coloured from `orders.first` (the gradient's
    // start) to `orders.last`; with `iteration` 0 or more, only that IDA* iteration's points.
    void drawDots(QImage &dots, const MapRun &run, std::size_t from, std::size_t to, OrderRange orders, int dot,
                  int iteration = -1) const;
    // Everything but the dots: background, title, grid, ticks, axis names, the optimal line.
    void paintFrame(QPainter &p, const QPalette &palette, const QString &title) const;
    // The start and goal cells' rings (exact axes), over the dots.
    void paintMarks(QPainter &p, const QPalette &palette) const;

private:
    QRectF cellRect(int x, int y) const;

    QRect m_panel;
    MapScale m_scale;
    QFontMetrics m_metrics;
    QRect m_plot;
    qreal m_cell = 1;
    QColor m_plotColour;
};

} // namespace ui
