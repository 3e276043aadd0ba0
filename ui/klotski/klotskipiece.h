#pragma once
// How a Huarong Dao piece looks, in every view that draws one: the board, the step-through's and
// the search tree's boards, the state-space map's hover and the race lanes. Its colour says its
// shape (the goal piece in the goal colour, 1x1 soldiers, wide and tall generals, other
// squares), and it is a rounded block with an outline, with its letter where the view knows it.

#include "board/blockpaint.h"
#include "board/boardstyle.h"

#include <QChar>
#include <QColor>
#include <QRectF>

class QPainter;
class QPalette;

namespace ui {

// The fill of a piece of w x h cells; `goal` for the piece to bring out.
QColor klotskiPieceColour(const QPalette &palette, ColourScheme scheme, bool goal, int w, int h);

using KlotskiPieceLook = BlockLook;

// Paints a piece over `r` (its cells) at `unit` pixels a cell.
void paintKlotskiPiece(QPainter &p, const QRectF &r, qreal unit, const KlotskiPieceLook &look);

} // namespace ui
