// The rotation game's one painter (rotationpaint.h): the cells' places and a cell.
#include "rotation/rotationpaint.h"

#include "rotation/board/rotationboard.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>

namespace ui {

namespace {

// Grid position (row, column) of each cell, as POJ 2286's figure places them.
struct GridPos {
    int row, col;
};
constexpr std::array<GridPos, core::RotationCells> CellGrid{{
    {0, 2}, {0, 4}, {1, 2}, {1, 4},
    {2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6},
    {3, 2}, {3, 4},
    {4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {4, 5}, {4, 6},
    {5, 2}, {5, 4}, {6, 2}, {6, 4},
}};

// Smaller than this, a cell carries no digit: its colour still says it.
constexpr qreal SmallestNumbered = 10;

} // namespace

QPoint rotationCellPlace(int cell)
{
    if (cell < 0 || cell >= core::RotationCells)
        return {};
    return QPoint(CellGrid[std::size_t(cell)].col, CellGrid[std::size_t(cell)].row);
}

bool isRotationCentre(int cell)
{
    return std::find(core::RotationCentre.begin(), core::RotationCentre.end(), cell) != core::RotationCentre.end();
}

void paintRotationCell(QPainter &p, const QRectF &r, int digit, bool centre, const RotationCellLook &look)
{
    const QPalette &pal = look.palette;
    const qreal u = r.width();
    const QRectF inner = r.adjusted(u * 0.05, u * 0.05, -u * 0.05, -u * 0.05);
    QPainterPath path;
    path.addRoundedRect(inner, u * 0.12, u * 0.12);
    // A digit projection (the searches' view) leaves the other digits' cells empty.
    const QColor fill = digit == 0 ? emptyCellColour(pal) : digitColour(digit, look.scheme);
    p.fillPath(path, fill);
    p.strokePath(path, QPen(pal.color(QPalette::Dark), tileBorderWidth(pal, u)));
    if (digit == 0 || u < SmallestNumbered)
        return;
    QFont f = p.font();
    f.setPixelSize(std::max(8, int(u * (centre ? 0.55 : 0.45))));
    f.setBold(true);
    p.setFont(f);
    p.setPen(readableOn(fill));
    p.drawText(inner, Qt::AlignCenter, QString::number(digit));
}

} // namespace ui
