// BlockBoardView's mouse: a press on a block picks it and starts a drag, which on release plays
// the one move that takes the block where it was dropped; a click on an empty cell moves the
// picked block the least way that covers it.
#include "blocks/blockboardview.h"

#include <QMouseEvent>

#include <algorithm>
#include <cmath>
#include <utility>

namespace ui {

QPointF BlockBoardView::dragShift(const Block &, QPointF offset) const
{
    return offset / unit();
}

bool BlockBoardView::moveTo(int x, int y, bool asAnchor)
{
    const Block *b = block(m_picked);
    if (!b)
        return false;
    if (asAnchor)
        if (const auto it = m_places.find(y * m_width + x); it != m_places.end()) {
            emit movesPlayed({it->second});
            return true;
        }
    // Else the nearest place whose block covers the cell.
    const std::string *best = nullptr;
    int bestDistance = 0;
    for (const auto &[anchor, move] : m_places) {
        const int ax = anchor % m_width, ay = anchor / m_width;
        if (x < ax || x >= ax + b->w || y < ay || y >= ay + b->h)
            continue;
        const int d = std::abs(ax - b->x) + std::abs(ay - b->y);
        if (!best || d < bestDistance) {
            best = &move;
            bestDistance = d;
        }
    }
    if (!best)
        return false;
    emit movesPlayed({*best});
    return true;
}

void BlockBoardView::mousePressEvent(QMouseEvent *event)
{
    const auto cell = cellAt(event->position());
    if (!cell || event->button() != Qt::LeftButton)
        return;
    const auto [x, y] = *cell;
    const auto under = std::find_if(m_blocks.begin(), m_blocks.end(), [&](const Block &b) {
        return x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;
    });
    if (under == m_blocks.end()) {
        // A click on an empty cell moves the picked block there.
        if (isFloor(x, y))
            moveTo(x, y, false);
        return;
    }
    const char letter = under->letter;
    pick(letter);
    m_dragging = letter;
    m_pressAt = event->position();
    m_dragOffset = {};
}

void BlockBoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    m_dragOffset = event->position() - m_pressAt;
    update();
}

void BlockBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    const char letter = std::exchange(m_dragging, char(0));
    m_dragOffset = {};
    const Block *b = block(letter);
    // It settles on the nearest cell it can reach, as one move whatever the distance.
    const QPointF shift = b ? dragShift(*b, event->position() - m_pressAt) : QPointF();
    const int dx = int(std::lround(shift.x())), dy = int(std::lround(shift.y()));
    if (b && (dx || dy)) {
        if (!moveTo(b->x + dx, b->y + dy, true))
            update();
        return;
    }
    // A click: a block with one place to go may move there; otherwise it stays picked.
    if (m_clickMovesLone && m_places.size() == 1)
        emit movesPlayed({m_places.begin()->second});
    update();
}

} // namespace ui
