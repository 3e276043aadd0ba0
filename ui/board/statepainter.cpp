#include "board/statepainter.h"

#include "board/boardstyle.h"
#include "klotski/klotskipiece.h"
#include "rotation/board/rotationboard.h"

#include <QPainter>
#include <QPalette>

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

void paintCell(QPainter &p, const QRectF &r, const QPalette &palette, const QColor &fill, const QString &text)
{
    p.setPen(QPen(palette.color(QPalette::Mid), 0.8));
    p.setBrush(fill);
    p.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    if (text.isEmpty())
        return;
    p.setPen(readableOn(fill));
    p.drawText(r, Qt::AlignCenter, text);
}

QSize gridOf(core::PuzzleKind kind, core::BoardSize board)
{
    switch (kind) {
    case core::PuzzleKind::Rotation: return QSize(7, 7);
    case core::PuzzleKind::Sliding:
    case core::PuzzleKind::Klotski: break;
    }
    return QSize(board.width, board.height);
}

// A Huarong Dao box: 0 empty, else the piece's class plus one (the goal piece is class 0), with
// the anchor mark on a piece's top-left cell. The pieces of a class share one shape: its width
// is the run of the class's cells right of its first anchor (no piece of the class lies above
// that one), its height what the class's cells leave for that width. Each piece is drawn as the
// board draws it (klotskipiece.h), without letters: a search's boards know shapes, not names.
void paintKlotski(QPainter &p, const QPointF &origin, qreal u, const QPalette &palette, core::BoardSize board,
                  const std::string &cells)
{
    const int n = std::min<int>(board.cells(), int(cells.size()));
    const auto value = [&](int i) { return static_cast<unsigned char>(cells[std::size_t(i)]) & 0x3F; };
    const auto anchor = [&](int i) { return (static_cast<unsigned char>(cells[std::size_t(i)]) & 0x40) != 0; };
    struct Shape {
        int cells = 0, anchors = 0, width = 0;
    };
    std::array<Shape, 64> shapes{};
    for (int i = 0; i < n; ++i) {
        Shape &s = shapes[std::size_t(value(i))];
        ++s.cells;
        if (!anchor(i) || s.anchors++ > 0)
            continue;
        for (s.width = 1; i % board.width + s.width < board.width && i + s.width < n && value(i + s.width) == value(i)
             && !anchor(i + s.width);)
            ++s.width;
    }
    p.fillRect(QRectF(origin, QSizeF(board.width * u, board.height * u)), emptyCellColour(palette));
    for (int i = 0; i < n; ++i) {
        const Shape &s = shapes[std::size_t(value(i))];
        if (!anchor(i) || value(i) == 0 || s.width == 0)
            continue;
        const int w = s.width, h = std::max(1, s.cells / (s.anchors * w));
        const QColor fill = klotskiPieceColour(palette, chosenColourScheme(), value(i) == 1, w, h);
        const QRectF r(origin + QPointF(i % board.width * u, i / board.width * u), QSizeF(w * u, h * u));
        paintKlotskiPiece(p, r, u, {fill, palette.color(QPalette::Dark), tileBorderWidth(palette, u), QChar(), 0.32});
    }
}

} // namespace

QSizeF StatePainter::size(core::PuzzleKind kind, core::BoardSize board, qreal unit)
{
    const QSize g = gridOf(kind, board);
    return QSizeF(g.width() * unit, g.height() * unit);
}

void StatePainter::paint(QPainter &p, const QRectF &rect, const QPalette &palette, core::PuzzleKind kind,
                         core::BoardSize board, const std::string &cells)
{
    const QSize g = gridOf(kind, board);
    if (g.isEmpty() || cells.empty())
        return;
    const qreal u = std::min(rect.width() / g.width(), rect.height() / g.height());
    const QPointF origin = rect.center() - QPointF(u * g.width(), u * g.height()) / 2;
    const auto value = [&](std::size_t i) { return i < cells.size() ? int(static_cast<unsigned char>(cells[i])) : 0; };
    p.save();
    QFont f = p.font();
    f.setPixelSize(std::max(6, int(u * 0.55)));
    p.setFont(f);
    switch (kind) {
    case core::PuzzleKind::Klotski: paintKlotski(p, origin, u, palette, board, cells); break;
    case core::PuzzleKind::Rotation:
        for (std::size_t i = 0; i < RotationGrid.size(); ++i) {
            const int v = value(i);
            const QRectF r(origin + QPointF(RotationGrid[i].col * u, RotationGrid[i].row * u), QSizeF(u, u));
            paintCell(p, r, palette, v == 0 ? emptyCellColour(palette) : digitColour(v, ColourScheme::ColourBlindSafe),
                      QString());
        }
        break;
    case core::PuzzleKind::Sliding: {
        const QColor tile = tileColour(palette, ColourScheme::Palette, 0);
        for (int i = 0; i < board.cells(); ++i) {
            const int v = value(std::size_t(i));
            const QRectF r(origin + QPointF(i % board.width * u, i / board.width * u), QSizeF(u, u));
            paintCell(p, r, palette, v == 0 ? emptyCellColour(palette) : tile, v == 0 ? QString() : QString::number(v));
        }
        break;
    }
    }
    p.restore();
}

} // namespace ui
