// The sliding puzzle's row in the window's list of puzzles (board/puzzlelook.h).

#include "board/boardstyle.h"
#include "board/puzzlelook.h"
#include "board/statepainter.h"
#include "sliding/slidingboardview.h"

#include <QPalette>

namespace ui {

namespace {

QSize miniGrid(core::BoardSize board)
{
    return QSize(board.width, board.height);
}

// A search's sliding board: its numbered tiles on the board's grid, the blank empty.
void paintMini(QPainter &p, const QPointF &origin, qreal u, const QPalette &palette, core::BoardSize board,
               const std::string &cells)
{
    const QColor tile = tileColour(palette, ColourScheme::Palette, 0);
    for (int i = 0; i < board.cells(); ++i) {
        const int v = std::size_t(i) < cells.size() ? int(static_cast<unsigned char>(cells[std::size_t(i)])) : 0;
        const QRectF r(origin + QPointF(i % board.width * u, i / board.width * u), QSizeF(u, u));
        StatePainter::paintCell(p, r, palette, v == 0 ? emptyCellColour(palette) : tile,
                                v == 0 ? QString() : QString::number(v));
    }
}

BoardView *makeView(QWidget *parent)
{
    return new SlidingBoardView(parent);
}

} // namespace

extern const PuzzleLook SlidingLook;
const PuzzleLook SlidingLook = {core::PuzzleKind::Sliding, makeView, miniGrid, paintMini};

} // namespace ui
