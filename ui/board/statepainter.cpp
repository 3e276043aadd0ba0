// StatePainter: a search's state as a small board, sized and centred, painted by its puzzle's row.
#include "board/statepainter.h"

#include "board/puzzlelook.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace ui {

QSizeF StatePainter::size(core::PuzzleKind kind, core::BoardSize board, qreal unit)
{
    const QSize g = miniGridOf(puzzleLook(kind), board);
    return QSizeF(g.width() * unit, g.height() * unit);
}

QRectF StatePainter::boardRect(const QRectF &rect, core::PuzzleKind kind, core::BoardSize board)
{
    const QSize g = miniGridOf(puzzleLook(kind), board);
    if (g.isEmpty())
        return {};
    const qreal u = std::min(rect.width() / g.width(), rect.height() / g.height());
    const QSizeF size(u * g.width(), u * g.height());
    return QRectF(rect.center() - QPointF(size.width(), size.height()) / 2, size);
}

void StatePainter::paint(QPainter &p, const QRectF &rect, const QPalette &palette, core::PuzzleKind kind,
                         core::BoardSize board, const std::string &cells)
{
    const PuzzleLook &look = puzzleLook(kind);
    const QSize g = miniGridOf(look, board);
    if (g.isEmpty() || cells.empty())
        return;
    const QRectF area = boardRect(rect, kind, board);
    const qreal u = area.width() / g.width();
    const QPointF origin = area.topLeft();
    p.save();
    // The view's own pen and brush (a tree node's frame and fill) stay out of the board.
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::NoBrush);
    QFont f = p.font();
    f.setPixelSize(std::max(6, int(u * 0.55)));
    p.setFont(f);
    look.paintMini(p, origin, u, palette, board, cells);
    p.restore();
}

} // namespace ui
