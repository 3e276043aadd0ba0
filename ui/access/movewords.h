#pragma once
// MoveWords: what screen readers hear after a change that is not one move (a jump in playback,
// a restart: "The board changed.") and the game's state after any change ("12 moves. Solved.").
// A move's own words ("Moved tile 5 left.", "Rotated A.", "Moved piece B.") are its puzzle's
// board view's (BoardView::changeWords, ui/<puzzle>/), in the same translation context.

#include <QCoreApplication>
#include <QString>

#include <cstddef>

namespace ui {

class MoveWords {
    Q_DECLARE_TR_FUNCTIONS(MoveWords)
public:
    static QString changed();
    static QString state(std::size_t moves, bool solved);
};

} // namespace ui
