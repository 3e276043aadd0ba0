#pragma once
// MoveWords: a board change in a sentence, for screen readers ("Moved tile 5 left.",
// "Rotated A.") and the game's state after it ("12 moves. Solved."). A change that is not one
// slide or one rotation (a jump in playback, a restart) is "The board changed."

#include "puzzles/puzzlebackend.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>

namespace ui {

class MoveWords {
    Q_DECLARE_TR_FUNCTIONS(MoveWords)
public:
    // Empty when nothing changed.
    static QString change(const core::Position &before, const core::Position &after);
    static QString state(std::size_t moves, bool solved);

private:
    static QString slide(const core::SlidingBoard &before, const core::SlidingBoard &after);
};

} // namespace ui
