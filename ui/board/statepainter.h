#pragma once
// StatePainter: paints one state of a watched search (an expansion event's cells,
// search/expansion.h) as a small board, one case per puzzle: a sliding board's tiles on its grid,
// the rotation game's digit projection on the '#' shape (the searched digit in its colour, the
// other cells empty), a Huarong Dao box's pieces as the board draws them (klotski/
// klotskipiece.h). The step-through's mini boards, the search tree and the map's hover draw with it.

#include "common/ids.h"
#include "sliding/board/slidingboard.h"

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
    // Paints `cells` as large as fits in `rect`, centred.
    static void paint(QPainter &p, const QRectF &rect, const QPalette &palette, core::PuzzleKind kind,
                      core::BoardSize board, const std::string &cells);
};

} // namespace ui
