// KlotskiBoardView's painting: the box and its exit, the goal's place, a piece, the picked
// piece's places to go and the next move's mark (the pieces' gliding and dragging:
// blocks/blockboardview.cpp).
#include "klotski/klotskiboardview.h"
#include "klotski/klotskipiece.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <string_view>

namespace ui {

QColor KlotskiBoardView::pieceColour(const Block &piece) const
{
    if (m_solved)
        return palette().color(QPalette::Highlight);
    return klotskiPieceColour(palette(), m_scheme, piece.letter == m_goal.piece, piece.w, piece.h);
}

void KlotskiBoardView::paintFrame(QPainter &p) const
{
    const QPalette &pal = palette();
    const QRectF box = cellRect(0, 0, m_board.width(), m_board.height());
    const qreal u = unit();
    p.fillRect(box, emptyCellColour(pal));
    // The frame, with the exit: a gap below the goal's place when that place is on the bottom row.
    QPen frame(pal.color(QPalette::WindowText), std::max<qreal>(2.0, u * 0.08));
    frame.setCapStyle(Qt::FlatCap);
    p.setPen(frame);
    const qreal m = frame.widthF() / 2;
    const QRectF outer = box.adjusted(-m, -m, m, m);
    p.drawLine(outer.topLeft(), outer.topRight());
    p.drawLine(outer.topLeft(), outer.bottomLeft());
    p.drawLine(outer.topRight(), outer.bottomRight());
    const auto goalPiece = m_board.piece(m_goal.piece);
    if (goalPiece && m_goal.y + goalPiece->h == m_board.height()) {
        const QRectF exit = cellRect(m_goal.x, m_goal.y, goalPiece->w, goalPiece->h);
        p.drawLine(outer.bottomLeft(), QPointF(exit.left(), outer.bottom()));
        p.drawLine(QPointF(exit.right(), outer.bottom()), outer.bottomRight());
    } else {
        p.drawLine(outer.bottomLeft(), outer.bottomRight());
    }
    if (goalPiece) {
        QPen dashed(pal.color(QPalette::WindowText), std::max<qreal>(1.5, u * 0.04), Qt::DashLine);
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        const qreal inset = u * 0.08;
        p.drawRoundedRect(cellRect(m_goal.x, m_goal.y, goalPiece->w, goalPiece->h).adjusted(inset, inset, -inset, -inset),
                          u * 0.12, u * 0.12);
    }
}

void KlotskiBoardView::paintBlock(QPainter &p, const Block &piece, const QRectF &r) const
{
    const QPalette &pal = palette();
    const qreal u = unit();
    const bool isPicked = piece.letter == picked();
    p.setFont(font());
    const bool letters = klotskiLetters();
    const auto name = m_names.find(piece.letter);
    paintKlotskiPiece(p, r, u,
                      {pieceColour(piece), isPicked ? pickColour(pal) : pal.color(QPalette::Dark),
                       isPicked ? std::max<qreal>(4.0, u * 0.08) : tileBorderWidth(pal, u),
                       letters || name == m_names.end() ? QString(QChar(piece.letter)) : name->second,
                       piece.letter == m_goal.piece ? 0.45 : letters ? 0.32 : 0.36, !letters && piece.h > piece.w});
}

void KlotskiBoardView::paintMarks(QPainter &p) const
{
    const QPalette &pal = palette();
    const qreal u = unit();
    // The picked piece's places to go, as dots in the middle of each.
    if (const Block *piece = block(picked())) {
        p.setPen(QPen(pal.color(QPalette::WindowText), std::max<qreal>(1.5, u * 0.03)));
        p.setBrush(pickColour(pal));
        for (const auto &[anchor, move] : places()) {
            const QRectF r = cellRect(anchor % m_board.width(), anchor / m_board.width(), piece->w, piece->h);
            p.drawEllipse(r.center(), u * 0.12, u * 0.12);
        }
    }
    // The next move (a hint's or the solution's): its piece ringed and its place outlined.
    const std::string &next = nextMove();
    if (next.empty())
        return;
    core::KlotskiBoard after = m_board;
    const auto piece = m_board.piece(next[0]);
    if (!piece || core::playKlotskiMove(after, next))
        return;
    const auto moved = after.piece(next[0]);
    paintNextMove(p, cellRect(piece->x, piece->y, piece->w, piece->h), cellRect(moved->x, moved->y, moved->w, moved->h),
                  u * 0.12, std::string_view(next).substr(1));
}

} // namespace ui
