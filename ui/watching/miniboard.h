#pragma once
// MiniBoard: paints one state of a watched search (an expansion event's cells) as a small
// board, for the state-space map's hover: a sliding board's tiles with their numbers, or the
// rotation game's '#' with the searched digit's cells filled.

#include "common/ids.h"
#include "puzzles/sliding/slidingboard.h"

#include <QRectF>
#include <QSizeF>

#include <string>

class QPainter;
class QPalette;

namespace ui {

class MiniBoard {
public:
    // The size the board takes at `unit` pixels a cell.
    static QSizeF size(core::PuzzleKind kind, core::BoardSize board, qreal unit);
    // Paints `cells` as large as fits in `rect`, centred.
    static void paint(QPainter &p, const QRectF &rect, const QPalette &palette, core::PuzzleKind kind,
                      core::BoardSize board, const std::string &cells);
};

} // namespace ui
