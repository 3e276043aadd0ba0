#include "watching/miniboard.h"

#include "puzzles/rotation/rotationboard.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace ui {

namespace {

// Row and column of each rotation cell on a 7x7 grid (rotationboard.h numbers them).
constexpr int RotationGrid[core::RotationCells][2] = {
    {0, 2}, {0, 4}, {1, 2}, {1, 4}, {2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6}, {3, 2},
    {3, 4}, {4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {4, 5}, {4, 6}, {5, 2}, {5, 4}, {6, 2}, {6, 4},
};

QSize gridOf(core::PuzzleKind kind, core::BoardSize board)
{
    return kind == core::PuzzleKind::Rotation ? QSize(7, 7) : QSize(board.width, board.height);
}

// filled: the cell stands out (a rotation cell holding the digit); an empty sliding cell is
// the blank.
void paintCell(QPainter &p, const QRectF &r, const QPalette &palette, int value, bool filled)
{
    p.setPen(palette.color(QPalette::Mid));
    p.setBrush(palette.color(filled ? QPalette::Highlight : value == 0 ? QPalette::Window : QPalette::Base));
    p.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    if (value == 0)
        return;
    p.setPen(palette.color(filled ? QPalette::HighlightedText : QPalette::Text));
    p.drawText(r, Qt::AlignCenter, QString::number(value));
}

} // namespace

QSizeF MiniBoard::size(core::PuzzleKind kind, core::BoardSize board, qreal unit)
{
    const QSize g = gridOf(kind, board);
    return QSizeF(g.width() * unit, g.height() * unit);
}

void MiniBoard::paint(QPainter &p, const QRectF &rect, const QPalette &palette, core::PuzzleKind kind,
                      core::BoardSize board, const std::string &cells)
{
    const QSize g = gridOf(kind, board);
    if (g.isEmpty())
        return;
    const qreal unit = std::min(rect.width() / g.width(), rect.height() / g.height());
    const QPointF origin = rect.center() - QPointF(g.width() * unit, g.height() * unit) / 2;
    const auto cellRect = [&](int row, int col) {
        return QRectF(origin + QPointF(col * unit, row * unit), QSizeF(unit, unit));
    };
    p.save();
    QFont font = p.font();
    font.setPixelSize(std::max(6, int(unit * 0.55)));
    p.setFont(font);
    const auto value = [&](int i) {
        return i < int(cells.size()) ? int(static_cast<unsigned char>(cells[std::size_t(i)])) : 0;
    };
    if (kind == core::PuzzleKind::Rotation) {
        for (int i = 0; i < core::RotationCells; ++i)
            paintCell(p, cellRect(RotationGrid[i][0], RotationGrid[i][1]), palette, value(i), value(i) != 0);
    } else {
        for (int i = 0; i < board.cells(); ++i)
            paintCell(p, cellRect(i / board.width, i % board.width), palette, value(i), false);
    }
    p.restore();
}

} // namespace ui
