#include "editor/boardverdict.h"

#include "puzzles/puzzlebackend.h"
#include "words/reasontext.h"

#include <QStringList>

namespace ui {

BoardVerdict BoardVerdict::judge(const core::Position &position, Edited edited, const QString &warnings)
{
    BoardVerdict v;
    QStringList lines;
    if (!warnings.isEmpty()) {
        lines << warnings;
        v.warning = true;
    }
    if (const core::Reason reason = core::backendOf(position).unsolvableReason(position)) {
        lines << ReasonText::sentence(reason);
        v.warning = true;
    } else {
        lines << (edited == Edited::Goal ? tr("Solvable: the current board can reach this goal.")
                                         : tr("Solvable: this board can reach its goal."));
    }
    v.text = lines.join(QLatin1Char('\n'));
    return v;
}

} // namespace ui
