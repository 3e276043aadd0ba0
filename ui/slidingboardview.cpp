#include "slidingboardview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ui {

SlidingBoardView::SlidingBoardView(QWidget *parent)
    : BoardView(120, tr("Sliding puzzle board"), parent)
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
    const qreal gap = std::max<qreal>(1.5, side * 0.04);
    // The tray the tiles slide in, darker than the tiles so the blank reads as a hole.
    const QRectF tray = cellRect(0).united(cellRect(m_board.cells() - 1));
    p.setPen(Qt::NoPen);
    p.setBrush(pal.color(QPalette::Mid));
    p.drawRoundedRect(tray, side * 0.06, side * 0.06);
    p.setBrush(Qt::NoBrush);
    QFont font = p.font();
    const int digits = m_board.cells() > 100 ? 3 : m_board.cells() > 10 ? 2 : 1;
    font.setPixelSize(std::max(7, int(side * (digits >= 2 ? 0.40 : 0.48))));
    font.setBold(true);
    p.setFont(font);
    for (int cell = 0; cell < m_board.cells(); ++cell) {
        const int tile = m_board.tiles[std::size_t(cell)];
        if (tile == 0)
            continue;
        // Slide from where the tile stood before the move to where it stands now.
        const QRectF to = cellRect(cell);
        const QRectF from = cellRect(fromPos[std::size_t(tile)]);
        const QRectF r(from.topLeft() + (to.topLeft() - from.topLeft()) * m_t, to.size());
        QPainterPath path;
        path.addRoundedRect(r.adjusted(gap, gap, -gap, -gap), side * 0.1, side * 0.1);
        QColor fill = tileColour(pal, m_scheme, goalPos[std::size_t(tile)] / m_board.width());
        if (m_solved)
            fill = pal.color(QPalette::Highlight);
        p.fillPath(path, fill);
        const bool selected = cell == m_selected;
        p.setPen(QPen(selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Dark), selected ? 4.0 : 1.0));
        p.drawPath(path);
        p.setPen(m_solved ? pal.color(QPalette::HighlightedText)
                 : m_scheme == ColourScheme::Palette ? pal.color(QPalette::ButtonText)
                                                      : readableOn(fill));
        p.drawText(r, Qt::AlignCenter, QString::number(tile));
    }
}

void SlidingBoardView::mousePressEvent(QMouseEvent *event)
{
    const int cell = cellAt(event->position());
    if (cell >= 0)
        emit cellClicked(cell);
}

} // namespace ui
