// The sliding puzzle's row in every description of the set of puzzles (puzzles/puzzledescription.h).
#include "sliding/game/slidingbackend.h"

#include "common/phrase.h"

namespace core {

const PuzzleDescription &SlidingBackend::description() const
{
    static const PuzzleDescription d{
        PS_TR("PuzzleDescription", "Sliding puzzles"),
        PS_TR("PuzzleDescription", "sliding puzzles"),
        "滑块拼图",
        "numbered tiles slid into order on boards from 2x2 to 10x10, with any goal",
        {"15-puzzle", "8-puzzle", "sliding puzzle"},
        {"数字华容道", "滑块", "拼图"},
        "A sliding board is its tiles in reading order separated by spaces or commas, 0 or x the blank"
        " (\"1 2 3 4 5 6 7 8 x\"), one character a tile on boards of at most nine cells (\"12345678x\"), or an id"
        " that carries its size (\"3x3:1,2,3,4,5,6,7,8,0\").",
        "A move names the direction the blank travels: d, l, r or u.",
        "8 6 7 2 5 4 3 x 1",
        "an 8-puzzle optimally and print the plan and the search's figures",
        PS_TR("PuzzleDescription", "sliding boards of at most nine cells"),
    };
    return d;
}

} // namespace core
