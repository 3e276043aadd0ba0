#include "watching/miniboard.h"

#include "board/boardstyle.h"
#include "puzzles/rotation/rotationboard.h"

#include <QPainter>

#include <algorithm>
#include <array>

namespace ui {

namespace {

// Where each of the 24 rotation cells sits on a 7 x 7 grid (rotationboard.h's numbering).
struct GridCell {
    int row, col;
};
constexpr std::array<GridCell, core::RotationCells> RotationGrid{{
    {0, 2}, {0, 4}, {1, 2}, {1, 4},
    {2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6},
    {3, 2}, {3, 4},
    {4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {4, 5}, {4, 6},
    {5, 2}, {5, 4}, {6, 2}, {6, 4},
}};

} // namespace

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
    const int unit = fontMetrics().height() + 2;
    if (m_kind == core::PuzzleKind::Rotation)
        return QSize(7 * unit * 2 / 3 + 6, 7 * unit * 2 / 3 + 6);
    return QSize(m_size.width * unit + 6, m_size.height * unit + 6);
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
    if (m_cells.empty())
        return;
    if (m_kind == core::PuzzleKind::Rotation)
        paintRotation(p);
    else
        paintSliding(p);
}

void MiniBoard::paintCell(QPainter &p, const QRectF &r, const QColor &fill, const QString &text)
{
    p.setPen(QPen(palette().color(QPalette::Mid), 0.8));
    p.setBrush(fill);
    p.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    if (text.isEmpty())
        return;
    p.setPen(readableOn(fill));
    p.drawText(r, Qt::AlignCenter, text);
}

void MiniBoard::paintSliding(QPainter &p)
{
    const QRectF area = QRectF(rect()).adjusted(3, 3, -3, -3);
    const qreal u = std::min(area.width() / m_size.width, area.height() / m_size.height);
    const QPointF origin = area.center() - QPointF(u * m_size.width, u * m_size.height) / 2;
    QFont f = font();
    f.setPixelSize(std::max(6, int(u * 0.55)));
    p.setFont(f);
    const QColor tile = tileColour(palette(), ColourScheme::Palette, 0);
    for (int i = 0; i < int(m_cells.size()) && i < m_size.cells(); ++i) {
        const int v = static_cast<unsigned char>(m_cells[std::size_t(i)]);
        const QRectF r(origin + QPointF(i % m_size.width * u, i / m_size.width * u), QSizeF(u, u));
        paintCell(p, r, v == 0 ? emptyCellColour(palette()) : tile, v == 0 ? QString() : QString::number(v));
    }
}

void MiniBoard::paintRotation(QPainter &p)
{
    const QRectF area = QRectF(rect()).adjusted(3, 3, -3, -3);
    const qreal u = std::min(area.width(), area.height()) / 7;
    const QPointF origin = area.center() - QPointF(u * 7, u * 7) / 2;
    for (std::size_t i = 0; i < RotationGrid.size() && i < m_cells.size(); ++i) {
        const int v = static_cast<unsigned char>(m_cells[i]);
        const QRectF r(origin + QPointF(RotationGrid[i].col * u, RotationGrid[i].row * u), QSizeF(u, u));
        paintCell(p, r, v == 0 ? emptyCellColour(palette()) : digitColour(v, ColourScheme::ColourBlindSafe), QString());
    }
}

} // namespace ui
