#include "access/movewords.h"

#include <QStringList>

#include <algorithm>

namespace ui {

QString MoveWords::rotated(const QString &move)
{
    return tr("Rotated %1.").arg(move);
}

QString MoveWords::movedPiece(QChar piece)
{
    return tr("Moved piece %1.").arg(piece);
}

QString MoveWords::changed()
{
    return tr("The board changed.");
}

QString MoveWords::slide(const core::SlidingBoard &before, const core::SlidingBoard &after)
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
    const QString way = step == 1 ? tr("left") : step == -1 ? tr("right") : step > 0 ? tr("up") : tr("down");
    if (tiles.size() == 1)
        return tr("Moved tile %1 %2.").arg(tiles.front(), way);
    return tr("Moved tiles %1 %2.").arg(tiles.join(QStringLiteral(", ")), way);
}

QString MoveWords::state(std::size_t moves, bool solved)
{
    QString s = moves == 1 ? tr("1 move.") : tr("%1 moves.").arg(moves);
    if (solved)
        s += QLatin1Char(' ') + tr("Solved.");
    return s;
}

} // namespace ui
