// BlockBoardView's board: the grid's place in the widget, the blocks and the pick, the
// accessible items, and the painting every block puzzle's board does the same way (the blocks
// gliding during a move and following the pointer while dragged, the next move's mark).
#include "blocks/blockboardview.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ui {

BlockBoardView::BlockBoardView(qreal frameAcross, qreal frameDown, QWidget *parent)
    : BoardView(140, parent)
    , m_frameAcross(frameAcross)
    , m_frameDown(frameDown)
{
    setMouseTracking(false);
}

QString BlockBoardView::changeWords(const core::Position &before, const core::Position &after) const
{
    if (core::kindOf(before) != core::kindOf(after))
        return {};
    const std::string move = core::backendOf(after).moveBetween(before, after);
    return move.empty() ? QString() : movedWords(move[0]);
}

void BlockBoardView::setBlocks(int width, int height, std::vector<Block> blocks)
{
    stopAnimation();
    m_width = width;
    m_height = height;
    m_blocks = std::move(blocks);
    m_fromBlocks = m_blocks;
}

void BlockBoardView::animateFrom(std::vector<Block> before)
{
    m_fromBlocks = std::move(before);
    if (!startAnimation())
        m_fromBlocks = m_blocks;
}

const Block *BlockBoardView::block(char letter) const
{
    const auto it = std::find_if(m_blocks.begin(), m_blocks.end(), [&](const Block &b) { return b.letter == letter; });
    return it == m_blocks.end() ? nullptr : &*it;
}

void BlockBoardView::setPicked(char letter)
{
    m_picked = letter && block(letter) ? letter : char(0);
    m_places = m_picked ? destinations(m_picked) : std::map<int, std::string>{};
}

void BlockBoardView::pick(char letter)
{
    setPicked(letter);
    for (std::size_t i = 0; i < m_blocks.size(); ++i)
        if (m_blocks[i].letter == m_picked)
            setFocusItem(int(i));
    update();
}

QRectF BlockBoardView::itemRect(int item) const
{
    if (item < 0 || item >= itemCount())
        return {};
    return blockRect(m_blocks[std::size_t(item)]);
}

void BlockBoardView::activateItem(int item)
{
    if (item < 0 || item >= itemCount())
        return;
    const char letter = m_blocks[std::size_t(item)].letter;
    pick(m_picked == letter ? char(0) : letter);
}

qreal BlockBoardView::unit() const
{
    const int w = std::max(1, m_width), h = std::max(1, m_height);
    return std::min(width() / (w + m_frameAcross), height() / (h + m_frameDown));
}

QRectF BlockBoardView::cellRect(qreal x, qreal y, qreal w, qreal h) const
{
    const qreal u = unit();
    const QPointF origin((width() - u * m_width) / 2, (height() - u * m_height) / 2);
    return {origin.x() + x * u, origin.y() + y * u, w * u, h * u};
}

std::optional<std::pair<int, int>> BlockBoardView::cellAt(QPointF p) const
{
    const QRectF grid = cellRect(0, 0, m_width, m_height);
    if (!grid.contains(p))
        return std::nullopt;
    const qreal u = unit();
    const int x = std::clamp(int((p.x() - grid.left()) / u), 0, m_width - 1);
    const int y = std::clamp(int((p.y() - grid.top()) / u), 0, m_height - 1);
    return std::pair{x, y};
}

void BlockBoardView::paintNextMove(QPainter &p, const QRectF &from, const QRectF &to, qreal radius,
                                   std::string_view steps) const
{
    QPen ring(palette().color(QPalette::Highlight), std::max<qreal>(3.0, unit() * 0.07));
    p.setPen(ring);
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(from.adjusted(2, 2, -2, -2), radius, radius);
    ring.setStyle(Qt::DotLine);
    p.setPen(ring);
    p.drawRoundedRect(to.adjusted(4, 4, -4, -4), radius, radius);
    if (steps.empty()) {
        p.drawLine(from.center(), to.center());
        return;
    }
    const qreal u = unit();
    QPainterPath way(from.center());
    QPointF at = way.currentPosition();
    char heading = 0;
    for (const char step : steps) {
        at += QPointF(step == 'r' ? u : step == 'l' ? -u : 0, step == 'd' ? u : step == 'u' ? -u : 0);
        if (step == heading)
            way.setElementPositionAt(way.elementCount() - 1, at.x(), at.y());
        else
            way.lineTo(at);
        heading = step;
    }
    p.drawPath(way);
}

void BlockBoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_width == 0)
        return;
    paintFrame(p);
    const qreal u = unit();
    for (const Block &b : m_blocks) {
        QRectF r = blockRect(b);
        if (m_t < 1.0) {
            const auto it = std::find_if(m_fromBlocks.begin(), m_fromBlocks.end(),
                                         [&](const Block &f) { return f.letter == b.letter; });
            if (it != m_fromBlocks.end()) {
                const QRectF from = blockRect(*it);
                r.moveTopLeft(from.topLeft() + (r.topLeft() - from.topLeft()) * m_t);
            }
        }
        if (b.letter == m_dragging)
            r.translate(dragShift(b, m_dragOffset) * u);
        paintBlock(p, b, r);
    }
    if (m_t >= 1.0 && !m_dragging)
        paintMarks(p);
    // One mark on the picked block: its outline says it is picked and has the keyboard.
    const int focus = focusItem();
    if (!m_picked || focus < 0 || focus >= itemCount() || m_blocks[std::size_t(focus)].letter != m_picked)
        paintFocusRing(p);
}

} // namespace ui
