// SlidingBoardView: the board in motion (its tiles drawn by slidingpaint.h), the X-ray, the
// next move's mark and the clicks.
#include "sliding/slidingboardview.h"

#include "sliding/slidingpaint.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace ui {

SlidingBoardView::SlidingBoardView(QWidget *parent)
    : BoardView(120, parent)
{
    m_board = core::SlidingBoard::standardGoal({3, 3});
    m_from = m_board;
    m_goal = m_board;
}

void SlidingBoardView::setBoard(const core::SlidingBoard &board)
{
    stopAnimation();
    const bool resized = !(board.size == m_board.size);
    m_board = board;
    m_from = board;
    if (resized)
        updateGeometry();
    update();
}

void SlidingBoardView::animateTo(const core::SlidingBoard &before, const core::SlidingBoard &after)
{
    if (!(before.size == after.size)) {
        setBoard(after);
        return;
    }
    m_from = before;
    m_board = after;
    if (!startAnimation())
        m_from = after;
}

void SlidingBoardView::setGoal(const core::SlidingBoard &goal)
{
    m_goal = goal;
    update();
}

void SlidingBoardView::setSelectedCell(int cell)
{
    m_selected = cell;
    update();
}

int SlidingBoardView::nextMoveCell() const
{
    core::Dir d;
    const int blank = m_board.blankIndex();
    if (blank < 0 || !core::dirFromLetter(core::letterOf(nextMove()), d))
        return -1;
    return core::blankTarget(m_board.size, blank, d);
}

QString SlidingBoardView::boardName() const
{
    return tr("%1 x %2 sliding puzzle").arg(m_board.width()).arg(m_board.height());
}

QString SlidingBoardView::itemName(int item) const
{
    if (item < 0 || item >= m_board.cells())
        return {};
    const int row = item / m_board.width() + 1, column = item % m_board.width() + 1;
    const int tile = m_board.tiles[std::size_t(item)];
    return tile == 0 ? tr("Blank, row %1, column %2").arg(row).arg(column)
                     : tr("Tile %1, row %2, column %3").arg(tile).arg(row).arg(column);
}

void SlidingBoardView::activateItem(int item)
{
    if (item >= 0 && item < m_board.cells())
        emit cellClicked(item);
}

void SlidingBoardView::setXray(const std::optional<core::SlidingXray> &xray)
{
    m_xray = xray;
    update();
}

void SlidingBoardView::paintXray(QPainter &p) const
{
    const core::SlidingXray &x = *m_xray;
    if (x.manhattan.size() != std::size_t(m_board.cells()))
        return;
    const qreal side = cellRect(0).width();
    // Pattern-database groups: a coloured bar along each tile's foot.
    static const QColor groupColours[] = {QColor(QRgb(0xE69F00)), QColor(QRgb(0x56B4E9)), QColor(QRgb(0x009E73)), QColor(QRgb(0xCC79A7))};
    for (int cell = 0; cell < m_board.cells() && x.group.size() == x.manhattan.size(); ++cell) {
        const int g = x.group[std::size_t(cell)];
        if (g < 0)
            continue;
        const QRectF r = cellRect(cell);
        p.fillRect(QRectF(r.left() + side * 0.14, r.bottom() - side * 0.2, side * 0.72, side * 0.08),
                   groupColours[g % 4]);
    }
    // Linear conflicts: a red line joining the two tiles that must pass each other.
    p.setPen(QPen(QColor(QRgb(0xD55E00)), std::max<qreal>(2.0, side * 0.05), Qt::SolidLine, Qt::RoundCap));
    for (const auto &[a, b] : x.conflicts) {
        const QPointF pa = cellRect(a).center(), pb = cellRect(b).center();
        const QPointF off = (pa.y() == pb.y()) ? QPointF(0, side * 0.28) : QPointF(side * 0.28, 0);
        p.drawLine(pa + off, pb + off);
        p.drawEllipse(pa + off, side * 0.04, side * 0.04);
        p.drawEllipse(pb + off, side * 0.04, side * 0.04);
    }
    // Manhattan distances (not 0) in round badges, top right, in the conflict lines' hue darkened
    // for white at 4.5:1: unlike picture tiles' square dark numbers.
    QFont f = p.font();
    f.setPixelSize(std::max(7, int(side * 0.2)));
    f.setBold(true);
    p.setFont(f);
    for (int cell = 0; cell < m_board.cells(); ++cell) {
        const int d = x.manhattan[std::size_t(cell)];
        if (d <= 0)
            continue;
        const QRectF r = cellRect(cell);
        const QRectF badge(r.right() - side * 0.38, r.top() + side * 0.08, side * 0.3, side * 0.3);
        p.setPen(QPen(Qt::white, std::max<qreal>(1.0, side * 0.015)));
        p.setBrush(QColor(0xA3, 0x47, 0x00));
        p.drawEllipse(badge);
        p.drawText(badge, Qt::AlignCenter, QString::number(d));
    }
    p.setBrush(Qt::NoBrush);
}

void SlidingBoardView::paintNextMove(QPainter &p) const
{
    const int cell = nextMoveCell();
    if (cell < 0)
        return;
    const QRectF r = cellRect(cell);
    const qreal side = r.width();
    const QColor c = palette().color(QPalette::Highlight);
    p.setPen(QPen(c, std::max<qreal>(3.0, side * 0.06), Qt::DashLine));
    p.drawRoundedRect(r.adjusted(side * 0.06, side * 0.06, -side * 0.06, -side * 0.06), side * 0.1, side * 0.1);
    const QPointF from = r.center(), to = cellRect(m_board.blankIndex()).center();
    const QPointF tip = from + (to - from) * 0.8;
    p.setPen(QPen(c, std::max<qreal>(3.0, side * 0.08), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(from + (to - from) * 0.45, tip);
    const QPointF dir = (to - from) / side;
    const QPointF normal(-dir.y(), dir.x());
    p.setBrush(c);
    p.drawPolygon(QPolygonF{tip + dir * side * 0.12, tip + normal * side * 0.1, tip - normal * side * 0.1});
    p.setBrush(Qt::NoBrush);
}

QSize SlidingBoardView::sizeHint() const
{
    const int side = m_board.cells() > 36 ? 56 : 90;
    return QSize(m_board.width() * side, m_board.height() * side);
}

QSize SlidingBoardView::minimumSizeHint() const
{
    return QSize(m_board.width() * 24, m_board.height() * 24);
}

QRectF SlidingBoardView::cellRect(int cell) const
{
    const int w = std::max(1, m_board.width()), h = std::max(1, m_board.height());
    const qreal margin = 8;
    const qreal side = std::min((width() - 2 * margin) / qreal(w), (height() - 2 * margin) / qreal(h));
    const QPointF origin((width() - side * w) / 2, (height() - side * h) / 2);
    return QRectF(origin + QPointF(cell % w * side, cell / w * side), QSizeF(side, side));
}

int SlidingBoardView::cellAt(QPointF p) const
{
    for (int c = 0; c < m_board.cells(); ++c)
        if (cellRect(c).contains(p))
            return c;
    return -1;
}

void SlidingBoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Window));
    if (!m_board.isWellFormed())
        return;
    const auto fromPos = m_from.positions();
    const auto goalPos = m_goal.size == m_board.size ? m_goal.positions() : m_board.positions();
    const qreal side = cellRect(0).width();
    paintSlidingTray(p, cellRect(0).united(cellRect(m_board.cells() - 1)), side, pal);
    const SlidingTileLook look{pal, m_scheme, m_board.size, m_solved, &m_picture, m_pictureNumbers, devicePixelRatioF()};
    for (int cell = 0; cell < m_board.cells(); ++cell) {
        const int tile = m_board.tiles[std::size_t(cell)];
        if (tile == 0)
            continue;
        // Slide from where the tile stood before the move to where it stands now.
        const QRectF to = cellRect(cell);
        const QRectF from = cellRect(fromPos[std::size_t(tile)]);
        const QRectF r(from.topLeft() + (to.topLeft() - from.topLeft()) * m_t, to.size());
        paintSlidingTile(p, r, {tile, goalPos[std::size_t(tile)], cell == m_selected}, look);
    }
    if (m_t >= 1.0 && m_xray)
        paintXray(p);
    if (m_t >= 1.0)
        paintNextMove(p);
    paintFocusRing(p);
}

bool SlidingBoardView::setPicture(const QString &path)
{
    if (path == m_picturePath && (path.isEmpty() || !m_picture.isNull()))
        return true;
    m_picturePath = path;
    m_picture = path.isEmpty() ? TilePicture() : TilePicture::fromPath(path);
    update();
    return path.isEmpty() || !m_picture.isNull();
}

void SlidingBoardView::setPictureNumbers(bool on)
{
    m_pictureNumbers = on;
    update();
}

void SlidingBoardView::mousePressEvent(QMouseEvent *event)
{
    const int cell = cellAt(event->position());
    if (cell >= 0)
        emit cellClicked(cell);
}

} // namespace ui
