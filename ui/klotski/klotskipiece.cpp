#include "klotski/klotskipiece.h"

#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <algorithm>

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
    const qreal gap = std::max<qreal>(unit < 16 ? 0.75 : 1.5, unit * 0.04);
    QPainterPath path;
    path.addRoundedRect(r.adjusted(gap, gap, -gap, -gap), unit * 0.12, unit * 0.12);
    p.fillPath(path, look.fill);
    p.setPen(QPen(look.outline, look.outlineWidth));
    p.drawPath(path);
    if (look.letter.isNull())
        return;
    QFont f = p.font();
    f.setPixelSize(std::max(9, int(unit * look.letterScale)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(readableOn(look.fill));
    p.drawText(r, Qt::AlignCenter, QString(look.letter));
}

} // namespace ui
