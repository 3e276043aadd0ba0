#pragma once
// A block on a board, as every view of a puzzle of blocks paints one (a Huarong Dao piece, a
// Rush Hour vehicle): a rounded rectangle with an outline and a gap round it, so two blocks side
// by side read as two, and its label (a letter, or a name), in a colour that reads on its fill,
// where the view has room for one. Each puzzle's painter gives its blocks' colours and shape.

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace ui {

struct BlockLook {
    QColor fill;
    QColor outline;
    qreal outlineWidth = 1;
    QString label;            // empty: none drawn
    qreal letterScale = 0.32; // of a cell's side
    bool vertical = false;    // one character a line (a name on a tall piece)
};

// The gap round a block and the radius of its corners, as shares of a cell's side.
struct BlockShape {
    qreal gap = 0.04;
    qreal radius = 0.12;
};

// Paints a block over `r` (its cells) at `unit` pixels a cell.
void paintBlock(QPainter &p, const QRectF &r, qreal unit, const BlockLook &look, BlockShape shape);

} // namespace ui
