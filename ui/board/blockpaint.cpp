#include "board/blockpaint.h"

#include "board/boardstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ui {

void paintBlock(QPainter &p, const QRectF &r, qreal unit, const BlockLook &look, BlockShape shape)
{
    const qreal gap = std::max<qreal>(unit < 16 ? 0.75 : 1.5, unit * shape.gap);
    QPainterPath path;
    path.addRoundedRect(r.adjusted(gap, gap, -gap, -gap), unit * shape.radius, unit * shape.radius);
    // Filled, then outlined alone: whatever brush the view painting it holds, the block keeps
    // its own colour.
    p.fillPath(path, look.fill);
    p.strokePath(path, QPen(look.outline, look.outlineWidth));
    if (look.label.isEmpty())
        return;
    QFont f = p.font();
    f.setPixelSize(std::max(9, int(unit * look.letterScale)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(readableOn(look.fill));
    QString text = look.label;
    if (look.vertical)
        text = QStringList(look.label.begin(), look.label.end()).join(QLatin1Char('\n'));
    p.drawText(r, Qt::AlignCenter, text);
}

} // namespace ui
