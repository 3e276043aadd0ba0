#include "map/mapview.h"
#include "words/numbertext.h"

#include "board/statepainter.h"
#include "puzzles/puzzlebackend.h"

#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QLinearGradient>
#include <QLocale>
#include <QMenu>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <utility>

namespace ui {

namespace {

constexpr int MinPanelWidth = 220;
// Dots one call may redraw, shared among the panels (a few milliseconds' work).
constexpr std::size_t RedrawBudget = 40'000;

} // namespace

MapView::MapView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumSize(260, 200);
}

void MapView::setPuzzle(core::PuzzleKind kind, core::BoardSize size)
{
    m_kind = kind;
    m_size = size;
}

void MapView::setRuns(std::vector<std::unique_ptr<MapRun>> runs)
{
    m_runs = std::move(runs);
    m_dots.assign(m_runs.size(), Dots{});
    m_hover = {};
    update();
}

void MapView::setScale(const MapScale &scale)
{
    m_scale = scale;
    update();
}

QRect MapView::mapArea(const QSize &size) const
{
    return QRect(QPoint(0, 0), size).adjusted(0, 0, 0, -MapPanelPainter::legendHeight(size.width(), fontMetrics(), legend()));
}

QRect MapView::panelRect(int i, const QRect &area) const
{
    const int n = std::max(1, runCount());
    const int columns = std::clamp(area.width() / MinPanelWidth, 1, n);
    const int rows = (n + columns - 1) / columns;
    const int w = area.width() / columns, h = area.height() / rows;
    return QRect(area.left() + (i % columns) * w, area.top() + (i / columns) * h, w, h);
}

MapPanelPainter MapView::painterFor(int i, const QSize &size) const
{
    return MapPanelPainter(panelRect(i, mapArea(size)), m_scale, fontMetrics(), palette().color(QPalette::Base));
}

QString MapView::panelTitle(int i) const
{
    const MapRun &r = run(i);
    // The total first, so a narrow panel cuts the note on the sample rather than the figure.
    const QString seen = countText(r.seen());
    if (m_iteration >= 0 && m_iteration < r.iterations())
        return tr("%1: iteration %2 of %3").arg(r.label()).arg(m_iteration + 1).arg(r.iterations());
    if (r.stride() > 1)
        return tr("%1: about %2 expanded, 1 in %3 drawn").arg(r.label(), seen, countText(r.stride()));
    return tr("%1: %2 expanded").arg(r.label(), seen);
}

void MapView::updateDots(int i, bool settle, std::size_t budget)
{
    const MapRun &r = run(i);
    Dots &d = m_dots[std::size_t(i)];
    const MapPanelPainter painter = painterFor(i, size());
    const int dot = MapPanelPainter::dotSize(r.points().size());
    const OrderRange orders = r.iterationOrders(m_iteration);
    const bool recolour = orders.first != d.orders.first || (settle && orders.last != d.orders.last)
        || orders.last > d.orders.last + (d.orders.last - std::min(d.orders.last, d.orders.first)) / 4 + 16;
    if (d.plot != painter.plot().size() || d.revision != r.revision() || d.dot != dot || d.range != m_scale.range
        || recolour || d.background != palette().color(QPalette::Base).rgb() || d.iteration != m_iteration) {
        d.next = painter.emptyDots();
        d.nextDrawn = 0;
        d.plot = painter.plot().size();
        d.revision = r.revision();
        d.dot = dot;
        d.range = m_scale.range;
        d.orders = orders;
        d.iteration = m_iteration;
        d.background = palette().color(QPalette::Base).rgb();
    }
    const std::size_t end = r.points().size();
    if (!d.next.isNull()) {
        const std::size_t upTo = std::min(end, d.nextDrawn + budget);
        painter.drawDots(d.next, r, d.nextDrawn, upTo, d.orders, d.dot, d.iteration);
        d.nextDrawn = upTo;
        if (upTo < end)
            return;
        d.image = std::exchange(d.next, QImage());
        d.drawn = end;
    } else if (d.drawn < end) {
        painter.drawDots(d.image, r, d.drawn, end, d.orders, d.dot, d.iteration);
        d.drawn = end;
    }
}

void MapView::setIteration(int iteration)
{
    m_iteration = iteration;
    settle();
}

// A new theme recolours the dots for its plot.
void MapView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        settle();
}

bool MapView::redrawing() const
{
    return std::any_of(m_dots.begin(), m_dots.end(), [](const Dots &d) { return !d.next.isNull(); });
}

void MapView::pointsChanged()
{
    for (int i = 0; i < runCount(); ++i)
        updateDots(i, false, RedrawBudget / std::size_t(runCount()));
    update();
}

void MapView::settle()
{
    for (int i = 0; i < runCount(); ++i)
        updateDots(i, true, RedrawBudget / std::size_t(runCount()));
    update();
}

void MapView::paintPanels(QPainter &p, const QSize &size, bool cached) const
{
    for (int i = 0; i < runCount(); ++i) {
        const MapPanelPainter painter = painterFor(i, size);
        painter.paintFrame(p, palette(), panelTitle(i));
        const Dots &d = m_dots[std::size_t(i)];
        if (cached && !d.image.isNull()) {
            p.drawImage(painter.plot(), d.image); // scaled only while a resize is being redrawn
        } else if (!cached) {
            QImage fresh = painter.emptyDots();
            painter.drawDots(fresh, run(i), 0, run(i).points().size(), run(i).iterationOrders(m_iteration),
                             MapPanelPainter::dotSize(run(i).points().size()), m_iteration);
            p.drawImage(painter.plot().topLeft(), fresh);
        }
        painter.paintMarks(p, palette());
    }
}

QString MapView::exactSpaces()
{
    QStringList spaces;
    for (const core::PuzzleKind kind : core::allPuzzleKinds())
        if (const char *words = core::backendFor(kind).description().exactSpaces; words && *words)
            spaces << QCoreApplication::translate("PuzzleDescription", words);
    return QLocale().createSeparatedList(spaces);
}

MapPanelPainter::Legend MapView::legend() const
{
    return {tr("first expanded"), tr("last expanded"),
            m_scale.exact ? tr("circle: the start, square: the goal, dashed: the optimal paths (x + y = %1)").arg(m_scale.optimal)
                          : tr("exact distances are tabulated for %1").arg(exactSpaces())};
}

void MapView::paintLegend(QPainter &p, const QRect &strip) const
{
    MapPanelPainter::paintLegend(p, strip, fontMetrics(), palette(), legend());
}

void MapView::paintMap(QPainter &p, const QSize &size) const
{
    p.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Window));
    paintPanels(p, size, false);
    const QRect area = mapArea(size);
    paintLegend(p, QRect(0, area.bottom() + 1, size.width(), size.height() - area.height()));
}

void MapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    if (runCount() == 0) {
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Run a comparison: each run's expanded states fill in here as it searches."));
        return;
    }
    for (int i = 0; i < runCount(); ++i)
        if (m_dots[std::size_t(i)].plot != painterFor(i, size()).plot().size())
            updateDots(i, false, RedrawBudget / std::size_t(runCount()));
    paintPanels(p, size(), true);
    const QRect area = mapArea(size());
    paintLegend(p, QRect(0, area.bottom() + 1, width(), height() - area.height()));
    paintHover(p);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    Hover found;
    for (int i = 0; i < runCount() && found.run < 0; ++i) {
        const MapPanelPainter painter = painterFor(i, size());
        const auto cell = painter.cellAt(pos);
        if (!cell)
            continue;
        double best = 1e300;
        for (const MapPoint &pt : run(i).points()) {
            if (pt.x != cell->x() || pt.y != cell->y())
                continue;
            ++found.sharing;
            const QPointF d = painter.plot().topLeft() + painter.dotOf(pt) - pos;
            if (const double dist = d.x() * d.x() + d.y() * d.y(); dist < best) {
                best = dist;
                found.point = pt;
                found.run = i;
            }
        }
    }
    found.at = event->position().toPoint();
    if (found.run >= 0 || m_hover.run >= 0) {
        m_hover = found;
        update();
    }
}

void MapView::leaveEvent(QEvent *)
{
    m_hover = {};
    update();
}

void MapView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Export..."), this, &MapView::exportRequested);
    menu.exec(event->globalPos());
}

void MapView::paintHover(QPainter &p) const
{
    if (m_hover.run < 0)
        return;
    const MapPoint &pt = m_hover.point;
    const QFontMetrics fm = fontMetrics();
    const QStringList lines{
        m_scale.exact ? tr("%1 from the start, %2 to the goal").arg(pt.x).arg(pt.y)
                      : tr("g %1, h %2").arg(pt.x).arg(pt.y),
        tr("expansion #%1, g %2, h %3").arg(qulonglong(pt.order + 1)).arg(pt.g).arg(pt.h < 0 ? tr("none") : QString::number(pt.h)),
        tr("%n state(s) in this cell", nullptr, m_hover.sharing),
    };
    int textWidth = 0;
    for (const QString &l : lines)
        textWidth = std::max(textWidth, fm.horizontalAdvance(l));
    // 18 px cells, smaller where the board has more than five cells a side (the rotation game's 7).
    const QSizeF unit = StatePainter::size(m_kind, m_size, 1);
    const QSizeF board = StatePainter::size(m_kind, m_size, std::min(18.0, 90.0 / std::max(unit.width(), unit.height())));
    const QSize box(int(std::max<qreal>(board.width(), textWidth)) + 16, int(board.height()) + 3 * fm.height() + 20);
    QPoint at = m_hover.at + QPoint(16, 16);
    if (at.x() + box.width() > width())
        at.setX(m_hover.at.x() - 16 - box.width());
    if (at.y() + box.height() > height())
        at.setY(std::max(0, height() - box.height()));
    const QRect r(at, box);
    p.save();
    p.setPen(palette().color(QPalette::Mid));
    p.setBrush(palette().color(QPalette::ToolTipBase));
    p.drawRect(r.adjusted(0, 0, -1, -1));
    StatePainter::paint(p, QRectF(r.left() + 8, r.top() + 8, r.width() - 16, board.height()), palette(), m_kind, m_size,
                     pt.cells);
    p.setPen(palette().color(QPalette::ToolTipText));
    for (int k = 0; k < int(lines.size()); ++k)
        p.drawText(QRect(r.left() + 8, r.top() + 12 + int(board.height()) + k * fm.height(), textWidth, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, lines[k]);
    p.restore();
}

} // namespace ui
