// Rush Hour's row in every description of the set of puzzles (puzzles/puzzledescription.h).
#include "rushhour/game/rushhourbackend.h"

#include "common/phrase.h"

namespace core {

const PuzzleDescription &RushHourBackend::description() const
{
    static const PuzzleDescription d{
        PS_TR("PuzzleDescription", "Rush Hour"),
        PS_TR("PuzzleDescription", "Rush Hour"),
        "尖峰时刻",
        "cars and trucks slid along their lanes until the red car can leave the lot",
        {"Rush Hour", "traffic jam puzzle"},
        {"尖峰时刻"},
        "A Rush Hour lot is its rows from top to bottom separated by '/' (or written together when square), each cell"
        " a vehicle's letter, 'A' the red car, '.' empty or 'x' a wall (\"..BBC./D...C./DAA.C./D.EFF./..E.../..GGG.\").",
        "A move is a vehicle's letter and its signed distance in cells, positive to the right or down, such as A+3.",
        "..BBC./D...C./DAA.C./D.EFF./..E.../..GGG.",
        "a warm-up Rush Hour lot",
        PS_TR("PuzzleDescription", "Rush Hour"),
    };
    return d;
}

} // namespace core
