// SlidingBoardView as one row of the board views: positions, keys and the X-ray of the
// sliding puzzle.
#include "sliding/slidingboardview.h"
#include "sliding/board/slidingposition.h"

#include "editor/boardeditdialog.h"
#include "sliding/slidingeditmodel.h"
#include "sliding/board/slidingtext.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QStringList>

#include <algorithm>

namespace ui {

namespace {

// A slide in words for screen readers; empty when `after` is not one slide of `before`.
QString slideWords(const core::SlidingBoard &before, const core::SlidingBoard &after)
{
    // One slide moves a run of tiles in the blank's row or column one step the other way.
    const int w = before.width();
    const int b0 = before.blankIndex(), b1 = after.blankIndex();
    if (b0 < 0 || b1 < 0 || b0 == b1 || (b0 / w != b1 / w && b0 % w != b1 % w))
        return {};
    const int step = b0 / w == b1 / w ? (b1 > b0 ? 1 : -1) : (b1 > b0 ? w : -w);
    QStringList tiles;
    for (int cell = b0 + step;; cell += step) {
        if (after.tiles[std::size_t(cell - step)] != before.tiles[std::size_t(cell)])
            return {};
        tiles << QString::number(before.tiles[std::size_t(cell)]);
        if (cell == b1)
            break;
    }
    if (step < 0)
        std::reverse(tiles.begin(), tiles.end()); // in reading order
    // The tiles travel against the blank.
    const QString way = step == 1 ? QCoreApplication::translate("MoveWords", "left")
        : step == -1              ? QCoreApplication::translate("MoveWords", "right")
        : step > 0                ? QCoreApplication::translate("MoveWords", "up")
                                  : QCoreApplication::translate("MoveWords", "down");
    if (tiles.size() == 1)
        return QCoreApplication::translate("MoveWords", "Moved tile %1 %2.").arg(tiles.front(), way);
    return QCoreApplication::translate("MoveWords", "Moved tiles %1 %2.").arg(tiles.join(QStringLiteral(", ")), way);
}

} // namespace

QString SlidingBoardView::changeWords(const core::Position &before, const core::Position &after) const
{
    const auto *from = before.tryAs<core::SlidingPosition>();
    const auto &to = after.as<core::SlidingPosition>();
    return from && from->board.size == to.board.size ? slideWords(from->board, to.board) : QString();
}

QString SlidingBoardView::gameName(const core::Position &p) const
{
    const auto &s = p.as<core::SlidingPosition>();
    const core::BoardSize size = s.board.size;
    return s.goal == core::SlidingBoard::standardGoal(size)
        ? tr("%1 x %2 Sliding Puzzle").arg(size.width).arg(size.height)
        : tr("%1 x %2 Sliding Puzzle, custom goal").arg(size.width).arg(size.height);
}

void SlidingBoardView::showPuzzle(const core::Position &p)
{
    setGoal(p.as<core::SlidingPosition>().goal);
}

void SlidingBoardView::showPosition(const core::Position &before, const core::Position &after, bool animate)
{
    const auto &to = after.as<core::SlidingPosition>();
    const auto *from = before.tryAs<core::SlidingPosition>();
    if (animate && from)
        animateTo(from->board, to.board);
    else
        setBoard(to.board);
}

std::string SlidingBoardView::moveForKey(const core::Position &, const QKeyEvent *event, bool keysMoveBlank) const
{
    // By default a key moves the tile next to the blank in its direction, so the blank
    // travels the other way; the setting makes keys move the blank itself.
    core::Dir tileWay;
    switch (event->key()) {
    case Qt::Key_Up: case Qt::Key_W: tileWay = core::Dir::Up; break;
    case Qt::Key_Down: case Qt::Key_S: tileWay = core::Dir::Down; break;
    case Qt::Key_Left: case Qt::Key_A: tileWay = core::Dir::Left; break;
    case Qt::Key_Right: case Qt::Key_D: tileWay = core::Dir::Right; break;
    default: return {};
    }
    return std::string(1, core::dirLetter(keysMoveBlank ? tileWay : core::oppositeDir(tileWay)));
}

void SlidingBoardView::showXray(const std::optional<core::PositionXray> &xray)
{
    const auto *x = xray ? std::any_cast<core::SlidingXray>(&xray->detail) : nullptr;
    setXray(x ? std::optional(*x) : std::nullopt);
}

std::optional<core::Position> SlidingBoardView::editBoard(const core::Position &p, QWidget *parent) const
{
    // A board of the size on show keeps its goal; another size gets that size's standard goal.
    const auto &now = p.as<core::SlidingPosition>();
    BoardEditDialog d(tr("Edit Board"), slidingEditModel({now.board.size, true, now.goal, std::nullopt}),
                      QString::fromStdString(core::formatTokens(now.board)), parent);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return d.position();
}

std::optional<core::Position> SlidingBoardView::editGoal(const core::Position &p, QWidget *parent) const
{
    const auto &now = p.as<core::SlidingPosition>();
    BoardEditDialog d(tr("Set Goal"), slidingEditModel({now.board.size, false, std::nullopt, now.board}),
                      QString::fromStdString(core::formatTokens(now.goal)), parent);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return d.position();
}

std::optional<core::Position> SlidingBoardView::swapped(const core::Position &p, int a, int b) const
{
    core::SlidingPosition next = p.as<core::SlidingPosition>();
    const int cells = next.board.cells();
    if (a < 0 || b < 0 || a >= cells || b >= cells)
        return std::nullopt;
    std::swap(next.board.tiles[std::size_t(a)], next.board.tiles[std::size_t(b)]);
    return next;
}

std::vector<std::string> SlidingBoardView::clickMoves(const core::Position &p, int cell) const
{
    return core::slideMoves(p.as<core::SlidingPosition>().board, cell);
}

} // namespace ui
