#include "rushhour/rushhourboardview.h"
#include "rushhour/board/rushhourboard.h"

#include <QCoreApplication>
#include <QKeyEvent>

#include <algorithm>

namespace ui {

namespace {

std::vector<Block> blocksOf(const core::RushHourBoard &lot)
{
    std::vector<Block> out;
    for (const core::RushHourVehicle &v : lot.vehicles())
        out.push_back({v.letter, v.x, v.y, v.horizontal ? v.length : 1, v.horizontal ? 1 : v.length});
    return out;
}

} // namespace

// A third of a cell of frame round the lot, more at the sides: the red car leaves through the
// exit in the right wall when the lot is solved.
RushHourBoardView::RushHourBoardView(QWidget *parent)
    : BlockBoardView(1.2, 0.6, parent)
{
}

void RushHourBoardView::setBoard(const core::RushHourBoard &board)
{
    m_board = board;
    setBlocks(board.width(), board.height(), blocksOf(board));
    setPicked(picked());
    update();
}

std::map<int, std::string> RushHourBoardView::destinations(char letter) const
{
    std::map<int, std::string> out;
    const auto v = m_board.vehicle(letter);
    if (!v)
        return out;
    const auto [back, forward] = m_board.reach(letter);
    for (int d = back; d <= forward; ++d)
        if (d != 0)
            out.emplace((v->horizontal ? v->y : v->y + d) * m_board.width() + (v->horizontal ? v->x + d : v->x),
                        core::rushHourMoveText(letter, d));
    return out;
}

QSize RushHourBoardView::sizeHint() const
{
    return {460, 420};
}

QSize RushHourBoardView::minimumSizeHint() const
{
    return {190, 160};
}

QString RushHourBoardView::movedWords(char letter) const
{
    return QCoreApplication::translate("MoveWords", "Moved vehicle %1.").arg(QChar(letter));
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
    setPicked(0);
    setBoard(p.as<core::RushHourBoard>());
}

void RushHourBoardView::showPosition(const core::Position &before, const core::Position &after, bool animate)
{
    const auto &to = after.as<core::RushHourBoard>();
    const auto *from = before.tryAs<core::RushHourBoard>();
    const core::RushHourBoard start = from ? *from : to;
    setBoard(to);
    if (animate && from && start.width() == to.width() && start.height() == to.height())
        animateFrom(blocksOf(start));
}

std::string RushHourBoardView::moveForKey(const core::Position &, const QKeyEvent *event, bool) const
{
    const auto v = m_board.vehicle(picked());
    if (!v || (event->modifiers() & Qt::ControlModifier))
        return {};
    // Only the arrows along the picked vehicle's line move it: back is left or up, forward
    // right or down, as the moves count them.
    const int key = event->key();
    const bool back = key == (v->horizontal ? Qt::Key_Left : Qt::Key_Up);
    const bool forward = key == (v->horizontal ? Qt::Key_Right : Qt::Key_Down);
    if (!back && !forward)
        return {};
    return core::rushHourMoveText(picked(), forward ? 1 : -1);
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
    const auto v = *m_board.vehicle(blocks()[std::size_t(item)].letter);
    // Whole sentences, so that a translation can word each as its language does.
    const bool truck = v.length >= 3;
    const QString sentence = truck ? (v.horizontal ? tr("Vehicle %1, truck, across, at row %2, column %3")
                                                   : tr("Vehicle %1, truck, upright, at row %2, column %3"))
                                   : (v.horizontal ? tr("Vehicle %1, car, across, at row %2, column %3")
                                                   : tr("Vehicle %1, car, upright, at row %2, column %3"));
    QString name = sentence.arg(QChar(v.letter)).arg(v.y + 1).arg(v.x + 1);
    if (v.letter == core::RushHourBoard::RedCar)
        name += tr(", the red car");
    if (v.letter == picked())
        name += tr(", picked");
    return name;
}

QPointF RushHourBoardView::dragShift(const Block &b, QPointF offset) const
{
    const auto v = m_board.vehicle(b.letter);
    if (!v)
        return {};
    // Only the part of the pointer's way along the vehicle's line counts: across it, it stays.
    const auto [back, forward] = m_board.reach(b.letter);
    const qreal cells = std::clamp((v->horizontal ? offset.x() : offset.y()) / unit(), qreal(back), qreal(forward));
    return v->horizontal ? QPointF(cells, 0) : QPointF(0, cells);
}

} // namespace ui
