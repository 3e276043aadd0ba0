#include "watching/miniboard.h"

#include "board/statepainter.h"
#include "theme/presentation.h"

#include <QPainter>


#include <algorithm>

namespace ui {


MiniBoard::MiniBoard(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void MiniBoard::setPuzzle(core::PuzzleKind kind, core::BoardSize size)
{
    m_kind = kind;
    m_size = size;
    updateGeometry();
    update();
}

void MiniBoard::setCells(const std::string &cells)
{
    m_cells = cells;
    update();
}

void MiniBoard::setFrame(const QColor &colour)
{
    m_frame = colour;
    update();
}

QSize MiniBoard::sizeHint() const
{
    // The projector's size under the scale; at a desk the font's, but never under 24 px a cell
    // (a piece's letter, a tile's number). The rotation game's 7 x 7 grid takes smaller cells.
    const bool grid = m_size.cells() == 0;
    const double cell = Presentation::instance()->isOn() ? Presentation::LargeCell * (grid ? 2.0 / 3 : 1.0)
                                                         : std::max<double>(MinCell, (fontMetrics().height() + 2) * (grid ? 2.0 / 3 : 1.0));
    const QSizeF board = StatePainter::size(m_kind, m_size, cell);
    return QSize(int(board.width()) + 6, int(board.height()) + 6);
}

QRectF MiniBoard::boardRect() const
{
    return StatePainter::boardRect(QRectF(rect()).adjusted(3, 3, -3, -3), m_kind, m_size);
}

void MiniBoard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_frame.isValid()) {
        p.setPen(QPen(m_frame, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(1.25, 1.25, -1.25, -1.25), 3, 3);
    }
    StatePainter::paint(p, QRectF(rect()).adjusted(3, 3, -3, -3), palette(), m_kind, m_size, m_cells);
}

} // namespace ui
