// RushHourBoardView's painting: the lot, its walls and the exit, a vehicle (the red car leaving
// through the exit while the solved highlight shows), the picked vehicle's cells to go and the
// next move's mark (the vehicles' gliding and dragging: blocks/blockboardview.cpp).
#include "rushhour/rushhourboardview.h"
#include "rushhour/rushhourvehicle.h"
#include "rushhour/board/rushhourboard.h"

#include <QPainter>

#include <algorithm>

namespace ui {

void RushHourBoardView::paintFrame(QPainter &p) const
{
    const QPalette &pal = palette();
    const QRectF lot = cellRect(0, 0, m_board.width(), m_board.height());
    const qreal u = unit();
    p.fillRect(lot, emptyCellColour(pal));
    for (int y = 0; y < m_board.height(); ++y)
        for (int x = 0; x < m_board.width(); ++x)
            if (m_board.at(x, y) == core::RushHourBoard::Wall)
                paintRushHourWall(p, cellRect(x, y, 1, 1), u, pal);
    // The frame, with the exit: a gap in the right wall on the exit row, the road leading on
    // from it drawn as two short kerbs.
    QPen frame(pal.color(QPalette::WindowText), std::max<qreal>(2.0, u * 0.08));
    frame.setCapStyle(Qt::FlatCap);
    p.setPen(frame);
    const qreal m = frame.widthF() / 2;
    const QRectF outer = lot.adjusted(-m, -m, m, m);
    const QRectF exit = cellRect(m_board.width(), m_board.exitRow(), 0, 1);
    p.drawLine(outer.topLeft(), outer.topRight());
    p.drawLine(outer.topLeft(), outer.bottomLeft());
    p.drawLine(outer.bottomLeft(), outer.bottomRight());
    p.drawLine(outer.topRight(), QPointF(outer.right(), exit.top()));
    p.drawLine(QPointF(outer.right(), exit.bottom()), outer.bottomRight());
    const qreal kerb = u * 0.4;
    p.drawLine(QPointF(outer.right(), exit.top()), QPointF(outer.right() + kerb, exit.top()));
    p.drawLine(QPointF(outer.right(), exit.bottom()), QPointF(outer.right() + kerb, exit.bottom()));
}

void RushHourBoardView::paintBlock(QPainter &p, const Block &b, const QRectF &at) const
{
    const auto v = m_board.vehicle(b.letter);
    if (!v)
        return;
    const QPalette &pal = palette();
    const qreal u = unit();
    const bool red = v->letter == core::RushHourBoard::RedCar;
    // Solved, the red car is shown half out of the exit while the highlight lasts.
    QRectF r = at;
    if (red && m_solved && m_t >= 1.0 && m_board.solved())
        r.translate(u * 0.5, 0);
    // The picked vehicle, and the red car on its way out, are outlined in the highlight.
    const bool marked = v->letter == picked() || (red && m_solved);
    p.setFont(font());
    paintRushHourVehicle(p, r, u,
                         {rushHourVehicleColour(pal, m_scheme, red, v->length),
                          marked ? pickColour(pal) : pal.color(QPalette::Dark),
                          marked ? std::max<qreal>(4.0, u * 0.08) : tileBorderWidth(pal, u), QString(QChar(v->letter)),
                          red ? 0.45 : 0.36});
}

void RushHourBoardView::paintMarks(QPainter &p) const
{
    const QPalette &pal = palette();
    const qreal u = unit();
    // The picked vehicle's cells to go, as dots in the middle of each.
    if (const auto v = m_board.vehicle(picked())) {
        p.setPen(QPen(pal.color(QPalette::WindowText), std::max<qreal>(1.5, u * 0.03)));
        p.setBrush(pickColour(pal));
        const auto [back, forward] = m_board.reach(picked());
        for (int d = back; d <= forward; ++d) {
            if (d == 0)
                continue;
            const int along = d < 0 ? d : v->length - 1 + d; // the cell reached, from the vehicle's first
            const QRectF cell = v->horizontal ? cellRect(v->x + along, v->y, 1, 1) : cellRect(v->x, v->y + along, 1, 1);
            p.drawEllipse(cell.center(), u * 0.1, u * 0.1);
        }
    }
    // The next move (a hint's or the solution's): its vehicle ringed and its place outlined.
    const std::string &next = nextMove();
    if (next.empty())
        return;
    core::RushHourBoard after = m_board;
    const auto v = m_board.vehicle(next[0]);
    if (!v || !core::playRushHourMove(after, next))
        return;
    const auto moved = after.vehicle(next[0]);
    const auto rect = [&](const core::RushHourVehicle &w) {
        return w.horizontal ? cellRect(w.x, w.y, w.length, 1) : cellRect(w.x, w.y, 1, w.length);
    };
    paintNextMove(p, rect(*v), rect(*moved), u * 0.22);
}

} // namespace ui
