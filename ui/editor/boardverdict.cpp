#include "editor/boardverdict.h"

#include "puzzles/puzzlebackend.h"
#include "solve/reasontext.h"

#include <QStringList>

namespace ui {

BoardVerdict BoardVerdict::judge(const core::Position &position, Edited edited)
{
    BoardVerdict v;
    QStringList lines;
    if (const auto *rotation = std::get_if<core::RotationBoard>(&position)) {
        const QString counts = digitCounts(*rotation);
        if (!counts.isEmpty()) {
            lines << counts;
            v.warning = true;
        }
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

QString BoardVerdict::digitCounts(const core::RotationBoard &board)
{
    constexpr int Each = core::RotationCells / 3;
    QStringList lines;
    for (int digit = 1; digit <= 3; ++digit) {
        const int n = board.count(digit);
        if (n > Each)
            lines << tr("Too many %1s: %2 of them, and the game has eight of each digit.").arg(digit).arg(n);
        else if (n < Each)
            lines << tr("Too few %1s: %2 of them, and the game has eight of each digit.").arg(digit).arg(n);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace ui
