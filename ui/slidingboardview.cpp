#include "slidingboardview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ui {

SlidingBoardView::SlidingBoardView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_animation.setDuration(120);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_t = v.toReal();
        update();
    });
    m_board = core::SlidingBoard::standardGoal({3, 3});
    m_from = m_board;
}

void SlidingBoardView::setBoard(const core::SlidingBoard &board)
{
    m_animation.stop();
    m_board = board;
    m_from = board;
    m_t = 1.0;
    updateGeometry();
    update();
}

void SlidingBoardView::animateTo(const core::SlidingBoard &before, const core::SlidingBoard &after)
{
    m_animation.stop();
    m_from = before;
    m_board = after;
    m_t = 0.0;
    m_animation.start();
}

void SlidingBoardView::setSolvedHighlight(bool on)
{
    m_solved = on;
    update();
}

QSize SlidingBoardView::sizeHint() const
{
    return QSize(m_board.width() * 90, m_board.height() * 90);
}

QSize SlidingBoardView::minimumSizeHint() const
{
    return QSize(m_board.width() * 28, m_board.height() * 28);
}

QRectF SlidingBoardView::cellRect(int cell) const
{
    const int w = std::max(1, m_board.width()), h = std::max(1, m_board.height());
    const qreal side = std::min(width() / qreal(w), height() / qreal(h));
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
    const qreal side = cellRect(0).width();
    // The tray the tiles slide in, darker than the tiles so the blank reads as a hole.
    const QRectF tray = cellRect(0).united(cellRect(m_board.cells() - 1));
    p.setPen(Qt::NoPen);
    p.setBrush(pal.color(QPalette::Mid));
    p.drawRoundedRect(tray, side * 0.06, side * 0.06);
    p.setBrush(Qt::NoBrush);
    const qreal gap = std::max<qreal>(2.0, side * 0.04);
    QFont font = p.font();
    font.setPixelSize(std::max(8, int(side * (m_board.cells() > 99 ? 0.32 : 0.42))));
    font.setBold(true);
    p.setFont(font);
    const QColor tileColour = m_solved ? pal.color(QPalette::Highlight) : pal.color(QPalette::Button);
    const QColor textColour = m_solved ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::ButtonText);
    for (int cell = 0; cell < m_board.cells(); ++cell) {
        const int tile = m_board.tiles[std::size_t(cell)];
        if (tile == 0)
            continue;
        // Slide from where the tile stood before the move to where it stands now.
        const QRectF to = cellRect(cell);
        const QRectF from = cellRect(fromPos[std::size_t(tile)]);
        const QRectF r(from.topLeft() + (to.topLeft() - from.topLeft()) * m_t, to.size());
        QPainterPath path;
        path.addRoundedRect(r.adjusted(gap, gap, -gap, -gap), side * 0.08, side * 0.08);
        p.fillPath(path, tileColour);
        p.setPen(QPen(pal.color(QPalette::Mid), 1.0));
        p.drawPath(path);
        p.setPen(textColour);
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
