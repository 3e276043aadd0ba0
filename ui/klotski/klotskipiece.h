#pragma once
// How a Huarong Dao piece looks, in every view that draws one: the board, the Search Lab's
// boards and trees, the state-space map's hover and the race lanes. Its colour says its shape
// (the goal piece in the goal colour, 1x1 soldiers, wide and tall generals, other squares); it
// is a rounded block with an outline and, where the view has room, the name players give it:
// 曹操 the large piece, 关羽 the first wide general, 张飞, 赵云, 马超 and 黄忠 the others in
// reading order, 将 any general beyond them, 兵 the soldiers (in both languages, as the game is
// played), or its plain letter when the person prefers (klotski/letters in the settings). Pieces of
// one shape are interchangeable, so a search's boards name them by their place in reading order,
// as the board does at the start.

#include "board/blockpaint.h"
#include "board/boardstyle.h"

#include <QColor>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;
class QPalette;

namespace ui {

// The fill of a piece of w x h cells; `goal` for the piece to bring out.
QColor klotskiPieceColour(const QPalette &palette, ColourScheme scheme, bool goal, int w, int h);

using KlotskiPieceLook = BlockLook;

// A piece as the names are given: its shape, and whether it is the one to bring out.
struct KlotskiShape {
    bool goal = false;
    int w = 1, h = 1;
};
// The names of these pieces, in the order given (reading order).
QStringList klotskiNames(const std::vector<KlotskiShape> &pieces);
// Whether pieces show their letters instead of their names (the person's choice, kept).
bool klotskiLetters();
void setKlotskiLetters(bool letters);

// Paints a piece over `r` (its cells) at `unit` pixels a cell.
void paintKlotskiPiece(QPainter &p, const QRectF &r, qreal unit, const KlotskiPieceLook &look);

} // namespace ui
