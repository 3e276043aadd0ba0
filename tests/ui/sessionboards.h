#pragma once
// The boards of the game on show, for tests that know which puzzle they set up (GameSession
// itself knows positions only).

#include "play/gamesession.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <variant>

inline const core::SlidingBoard &slidingBoard(const ui::GameSession *s)
{
    return s->position().as<core::SlidingPosition>().board;
}

inline const core::SlidingBoard &slidingGoal(const ui::GameSession *s)
{
    return s->position().as<core::SlidingPosition>().goal;
}

inline const core::SlidingBoard &slidingStart(const ui::GameSession *s)
{
    return s->start().as<core::SlidingPosition>().board;
}

inline const core::RotationBoard &rotationBoard(const ui::GameSession *s)
{
    return s->position().as<core::RotationBoard>();
}

// The sliding board on show with another goal.
inline void setSlidingGoal(ui::GameSession *s, const core::SlidingBoard &goal)
{
    s->changeGoal(core::SlidingPosition{slidingBoard(s), goal});
}
