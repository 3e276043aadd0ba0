// KlotskiBoardView's mouse: a drag moves a piece where it is dropped, a click picks a piece
// (or moves it when it has one place to go) and a click on an empty cell moves the picked piece
// there; the context menu switches names and letters.
#include "klotski/klotskiboardview.h"
#include "klotski/klotskipiece.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>

#include <cmath>

namespace ui {

bool KlotskiBoardView::moveTo(int x, int y, bool asAnchor)
{
    if (!m_picked)
        return false;
    const auto piece = m_board.piece(m_picked);
    const std::map<int, std::string> &places = m_places;
    const int w = m_board.width();
    if (asAnchor)
        if (const auto it = places.find(y * w + x); it != places.end()) {
            emit movesPlayed({it->second});
            return true;
        }
    // Else the nearest place whose piece covers the cell.
    const std::string *best = nullptr;
    int bestDistance = 0;
    for (const auto &[anchor, move] : places) {
        const int ax = anchor % w, ay = anchor / w;
        if (x < ax || x >= ax + piece->w || y < ay || y >= ay + piece->h)
            continue;
        const int d = std::abs(ax - piece->x) + std::abs(ay - piece->y);
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

void KlotskiBoardView::mousePressEvent(QMouseEvent *event)
{
    const auto cell = cellAt(event->position());
    if (!cell || event->button() != Qt::LeftButton)
        return;
    const char letter = m_board.at(cell->first, cell->second);
    if (letter == '.') {
        // A click on an empty cell moves the picked piece there.
        moveTo(cell->first, cell->second, false);
        return;
    }
    pick(letter);
    m_dragging = letter;
    m_pressAt = event->position();
    m_dragOffset = {};
}

void KlotskiBoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    m_dragOffset = event->position() - m_pressAt;
    update();
}

void KlotskiBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    const char letter = std::exchange(m_dragging, char(0));
    const QPointF offset = event->position() - m_pressAt;
    m_dragOffset = {};
    const auto piece = m_board.piece(letter);
    const qreal u = unit();
    const int dx = int(std::lround(offset.x() / u)), dy = int(std::lround(offset.y() / u));
    if (piece && (dx || dy)) {
        if (!moveTo(piece->x + dx, piece->y + dy, true))
            update();
        return;
    }
    // A click: a piece with one place to go moves there; otherwise it stays picked.
    const std::map<int, std::string> &places = m_places; // the pick made on the press
    if (places.size() == 1)
        emit movesPlayed({places.begin()->second});
    update();
}

void KlotskiBoardView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *letters = menu.addAction(tr("Letters Instead of Names"));
    letters->setCheckable(true);
    letters->setChecked(klotskiLetters());
    if (menu.exec(event->globalPos()) == letters) {
        setKlotskiLetters(letters->isChecked());
        update();
    }
}

} // namespace ui
