#include "rushhour/rushhourboardview.h"
#include "rushhour/board/rushhourboard.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace ui {

RushHourBoardView::RushHourBoardView(QWidget *parent)
    : BoardView(140, parent)
{
    setMouseTracking(false);
}

void RushHourBoardView::setBoard(const core::RushHourBoard &board)
{
    stopAnimation();
    m_board = board;
    m_from = board;
    m_vehicles = board.vehicles();
    setPicked(m_picked);
    update();
}

void RushHourBoardView::setPicked(char letter)
{
    m_picked = letter && m_board.vehicle(letter) ? letter : char(0);
}

void RushHourBoardView::pick(char letter)
{
    setPicked(letter);
    for (std::size_t i = 0; i < m_vehicles.size(); ++i)
        if (m_vehicles[i].letter == m_picked)
            setFocusItem(int(i));
    update();
}

QSize RushHourBoardView::sizeHint() const
{
    return {460, 420};
}

QSize RushHourBoardView::minimumSizeHint() const
{
    return {190, 160};
}

QString RushHourBoardView::changeWords(const core::Position &before, const core::Position &after) const
{
    if (core::kindOf(before) != core::kindOf(after))
        return {};
    const std::string move = core::backendOf(after).moveBetween(before, after);
    return move.empty() ? QString() : QCoreApplication::translate("MoveWords", "Moved vehicle %1.").arg(QChar(move[0]));
}

QString RushHourBoardView::textFormPrompt() const
{
    return tr("One row a line, top to bottom; a letter a vehicle (A the red car), '.' for an empty cell, 'x' for a "
              "wall:");
}

QString RushHourBoardView::gameName(const core::Position &p) const
{
    const auto &lot = p.as<core::RushHourBoard>();
    return tr("Rush Hour, %1 x %2").arg(lot.width()).arg(lot.height());
}

void RushHourBoardView::showPuzzle(const core::Position &p)
{
    m_picked = 0;
    setBoard(p.as<core::RushHourBoard>());
}

void RushHourBoardView::showPosition(const core::Position &before, const core::Position &after, bool animate)
{
    const auto &to = after.as<core::RushHourBoard>();
    const auto *from = before.tryAs<core::RushHourBoard>();
    const core::RushHourBoard start = from ? *from : to;
    setBoard(to);
    if (animate && from && start.width() == to.width() && start.height() == to.height()) {
        m_from = start;
        if (!startAnimation())
            m_from = m_board;
    }
}

std::string RushHourBoardView::moveForKey(const core::Position &, const QKeyEvent *event, bool) const
{
    const auto v = m_board.vehicle(m_picked);
    if (!v || (event->modifiers() & Qt::ControlModifier))
        return {};
    // Only the arrows along the picked vehicle's line move it: back is left or up, forward
    // right or down, as the moves count them.
    const int key = event->key();
    const bool back = key == (v->horizontal ? Qt::Key_Left : Qt::Key_Up);
    const bool forward = key == (v->horizontal ? Qt::Key_Right : Qt::Key_Down);
    if (!back && !forward)
        return {};
    return core::rushHourMoveText(m_picked, forward ? 1 : -1);
}

QString RushHourBoardView::boardName() const
{
    return tr("Rush Hour lot, %1 by %2 cells, the exit in the right wall at row %3")
        .arg(m_board.width())
        .arg(m_board.height())
        .arg(m_board.exitRow() + 1);
}

QString RushHourBoardView::itemName(int item) const
{
    if (item < 0 || item >= itemCount())
        return {};
    const core::RushHourVehicle &v = m_vehicles[std::size_t(item)];
    // Whole sentences, so that a translation can word each as its language does.
    const bool truck = v.length >= 3;
    const QString sentence = truck ? (v.horizontal ? tr("Vehicle %1, truck, across, at row %2, column %3")
                                                   : tr("Vehicle %1, truck, upright, at row %2, column %3"))
                                   : (v.horizontal ? tr("Vehicle %1, car, across, at row %2, column %3")
                                                   : tr("Vehicle %1, car, upright, at row %2, column %3"));
    QString name = sentence.arg(QChar(v.letter)).arg(v.y + 1).arg(v.x + 1);
    if (v.letter == core::RushHourBoard::RedCar)
        name += tr(", the red car");
    if (v.letter == m_picked)
        name += tr(", picked");
    return name;
}

QRectF RushHourBoardView::itemRect(int item) const
{
    if (item < 0 || item >= itemCount())
        return {};
    return vehicleRect(m_vehicles[std::size_t(item)]);
}

void RushHourBoardView::activateItem(int item)
{
    if (item < 0 || item >= itemCount())
        return;
    const char letter = m_vehicles[std::size_t(item)].letter;
    pick(m_picked == letter ? char(0) : letter);
}

qreal RushHourBoardView::unit() const
{
    const int w = std::max(1, m_board.width()), h = std::max(1, m_board.height());
    // A third of a cell of frame round the lot, more at the sides: the red car leaves through
    // the exit in the right wall when the lot is solved.
    return std::min(width() / (w + 1.2), height() / (h + 0.6));
}

QRectF RushHourBoardView::cellRect(qreal x, qreal y, qreal w, qreal h) const
{
    const qreal u = unit();
    const QPointF origin((width() - u * m_board.width()) / 2, (height() - u * m_board.height()) / 2);
    return {origin.x() + x * u, origin.y() + y * u, w * u, h * u};
}

QRectF RushHourBoardView::vehicleRect(const core::RushHourVehicle &v) const
{
    return v.horizontal ? cellRect(v.x, v.y, v.length, 1) : cellRect(v.x, v.y, 1, v.length);
}

std::optional<std::pair<int, int>> RushHourBoardView::cellAt(QPointF p) const
{
    const QRectF lot = cellRect(0, 0, m_board.width(), m_board.height());
    if (!lot.contains(p))
        return std::nullopt;
    const qreal u = unit();
    const int x = std::clamp(int((p.x() - lot.left()) / u), 0, m_board.width() - 1);
    const int y = std::clamp(int((p.y() - lot.top()) / u), 0, m_board.height() - 1);
    return std::pair{x, y};
}

qreal RushHourBoardView::dragCells(QPointF at) const
{
    const auto v = m_board.vehicle(m_dragging);
    if (!v)
        return 0;
    // Only the part of the pointer's way along the vehicle's line counts: across it, it stays.
    const QPointF offset = at - m_pressAt;
    const auto [back, forward] = m_board.reach(m_dragging);
    return std::clamp((v->horizontal ? offset.x() : offset.y()) / unit(), qreal(back), qreal(forward));
}

void RushHourBoardView::mousePressEvent(QMouseEvent *event)
{
    const auto cell = cellAt(event->position());
    if (!cell || event->button() != Qt::LeftButton)
        return;
    const char letter = m_board.at(cell->first, cell->second);
    if (letter == core::RushHourBoard::Empty) {
        // A click on an empty cell in the picked vehicle's line, within its reach, slides it
        // the least way that covers the cell.
        const auto v = m_board.vehicle(m_picked);
        if (!v || (v->horizontal ? cell->second != v->y : cell->first != v->x))
            return;
        const int at = v->horizontal ? cell->first - v->x : cell->second - v->y;
        const int distance = at < 0 ? at : at - (v->length - 1);
        const auto [back, forward] = m_board.reach(m_picked);
        if (distance >= back && distance <= forward)
            emit movesPlayed({core::rushHourMoveText(m_picked, distance)});
        return;
    }
    if (letter == core::RushHourBoard::Wall)
        return;
    pick(letter);
    m_dragging = letter;
    m_pressAt = event->position();
    m_dragCells = 0;
}

void RushHourBoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    m_dragCells = dragCells(event->position());
    update();
}

void RushHourBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    // It settles on the nearest cell it can reach; no way along its line is a click, which
    // leaves it picked.
    const int distance = int(std::lround(dragCells(event->position())));
    const char letter = std::exchange(m_dragging, char(0));
    m_dragCells = 0;
    if (distance != 0)
        emit movesPlayed({core::rushHourMoveText(letter, distance)});
    update();
}

} // namespace ui
