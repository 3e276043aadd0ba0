#pragma once
// PuzzleLook: how the window draws one puzzle, one row per puzzle (the list is boardviews.cpp).
// Each puzzle's folder (ui/<puzzle>/) defines its row: the view that shows and plays a position,
// and the small board that every view of a search draws for one of its states (the
// step-through, the search tree, the map's hover), painted as the puzzle's own view paints it.

#include "common/boardsize.h"
#include "common/ids.h"

#include <QPointF>
#include <QSize>

#include <string>

class QPainter;
class QPalette;
class QWidget;

namespace ui {

class BoardView;

struct PuzzleLook {
    core::PuzzleKind kind;
    BoardView *(*makeView)(QWidget *parent);
    // The cells a search's board takes across and down (the rotation game's '#' is 7 x 7).
    QSize (*miniGrid)(core::BoardSize board);
    // Paints a search's cells (search/expansion.h) from `origin`, `unit` pixels a cell, on the
    // painter's font (already sized to the cell).
    void (*paintMini)(QPainter &p, const QPointF &origin, qreal unit, const QPalette &palette, core::BoardSize board,
                      const std::string &cells);
};

const PuzzleLook &puzzleLook(core::PuzzleKind kind);

} // namespace ui
