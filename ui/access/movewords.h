#pragma once
// MoveWords: a board change in a sentence, for screen readers ("Moved tile 5 left.",
// "Rotated A.", "Moved piece B.") and the game's state after it ("12 moves. Solved."). Each
// board view words its puzzle's changes with these (BoardView::changeWords); a change that is
// not one move (a jump in playback, a restart) is "The board changed."

#include "puzzles/puzzlebackend.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>

namespace ui {

class MoveWords {
    Q_DECLARE_TR_FUNCTIONS(MoveWords)
public:
    // Empty when `after` is not one slide of `before`.
    static QString slide(const core::SlidingBoard &before, const core::SlidingBoard &after);
    static QString rotated(const QString &move);
    static QString movedPiece(QChar piece);
    static QString changed();
    static QString state(std::size_t moves, bool solved);
};

} // namespace ui
