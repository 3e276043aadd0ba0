#pragma once
// The rotation game's one painter: where each of the '#' board's 24 cells sits on its 7 x 7
// grid, and how a cell looks (its digit's colour, an outline, the digit where the cell is large
// enough to read one; a search's digit projection leaves the other digits' cells empty), in
// every view that draws the board: the board view, the search's small boards in the Search Lab,
// the tree and the map's hover, and the board editor's grid.

#include "board/boardstyle.h"

#include <QPalette>
#include <QPoint>
#include <QRectF>

class QPainter;

namespace ui {

struct RotationCellLook {
    QPalette palette;
    ColourScheme scheme = ColourScheme::ColourBlindSafe;
};

// Cell `cell`'s place on the 7 x 7 grid (x: column, y: row), in rotationboard.h's numbering.
QPoint rotationCellPlace(int cell);
// Whether the cell is one of the eight centre cells (its digit is drawn larger).
bool isRotationCentre(int cell);
// One cell over `r` (a square of the grid) holding `digit` (1..3; 0: empty).
void paintRotationCell(QPainter &p, const QRectF &r, int digit, bool centre, const RotationCellLook &look);

} // namespace ui
