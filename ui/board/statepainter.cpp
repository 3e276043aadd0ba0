#include "board/statepainter.h"

#include "board/boardstyle.h"
#include "board/puzzlelook.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace ui {

void StatePainter::paintCell(QPainter &p, const QRectF &r, const QPalette &palette, const QColor &fill,
                             const QString &text)
{
    p.setPen(QPen(palette.color(QPalette::Mid), 0.8));
    p.setBrush(fill);
    p.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    if (text.isEmpty())
        return;
    p.setPen(readableOn(fill));
    p.drawText(r, Qt::AlignCenter, text);
}

QSizeF StatePainter::size(core::PuzzleKind kind, core::BoardSize board, qreal unit)
{
    const QSize g = miniGridOf(puzzleLook(kind), board);
    return QSizeF(g.width() * unit, g.height() * unit);
}

void StatePainter::paint(QPainter &p, const QRectF &rect, const QPalette &palette, core::PuzzleKind kind,
                         core::BoardSize board, const std::string &cells)
{
    const PuzzleLook &look = puzzleLook(kind);
    const QSize g = miniGridOf(look, board);
    if (g.isEmpty() || cells.empty())
        return;
    const qreal u = std::min(rect.width() / g.width(), rect.height() / g.height());
    const QPointF origin = rect.center() - QPointF(u * g.width(), u * g.height()) / 2;
    p.save();
    QFont f = p.font();
    f.setPixelSize(std::max(6, int(u * 0.55)));
    p.setFont(f);
    look.paintMini(p, origin, u, palette, board, cells);
    p.restore();
}

} // namespace ui
