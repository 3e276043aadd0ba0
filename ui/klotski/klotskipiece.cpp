#include "klotski/klotskipiece.h"

#include <QPalette>

namespace ui {

QColor klotskiPieceColour(const QPalette &palette, ColourScheme scheme, bool goal, int w, int h)
{
    if (goal)
        return digitColour(1, scheme);
    if (w == 1 && h == 1)
        return tileColour(palette, scheme, 3);
    return tileColour(palette, scheme, w > h ? 1 : w < h ? 2 : 0);
}

void paintKlotskiPiece(QPainter &p, const QRectF &r, qreal unit, const KlotskiPieceLook &look)
{
    paintBlock(p, r, unit, look, {0.04, 0.12});
}

} // namespace ui
