#pragma once
// StatePainter: paints one state of a watched search (an expansion event's cells,
// search/expansion.h) as a small board, as its puzzle's row paints it (board/puzzlelook.h) with
// the puzzle's one painter, the one its board view uses: a sliding board's tiles on its grid,
// the rotation game's digit projection on the '#' shape, a Huarong Dao box's pieces, a Rush
// Hour lot's vehicles. The Search Lab's mini boards, the search tree and the map's hover draw
// with it.

#include "common/boardsize.h"
#include "common/ids.h"

#include <QRectF>
#include <QSizeF>

#include <string>

class QPainter;
class QPalette;

namespace ui {

class StatePainter {
public:
    // The size the board takes at `unit` pixels a cell.
    static QSizeF size(core::PuzzleKind kind, core::BoardSize board, qreal unit);
    // Where the board goes when it is painted in `rect`: as large as fits, centred.
    static QRectF boardRect(const QRectF &rect, core::PuzzleKind kind, core::BoardSize board);
    // Paints `cells` in boardRect(rect, ...). The board is the same whatever pen and brush the
    // painter holds: every view's boards look alike.
    static void paint(QPainter &p, const QRectF &rect, const QPalette &palette, core::PuzzleKind kind,
                      core::BoardSize board, const std::string &cells);
};

} // namespace ui
