#include "access/movewords.h"

namespace ui {

QString MoveWords::changed()
{
    return tr("The board changed.");
}

QString MoveWords::state(std::size_t moves, bool solved)
{
    QString s = moves == 1 ? tr("1 move.") : tr("%1 moves.").arg(moves);
    if (solved)
        s += QLatin1Char(' ') + tr("Solved.");
    return s;
}

} // namespace ui
