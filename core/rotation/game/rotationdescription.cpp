// The rotation game's row in every description of the set of puzzles (puzzles/puzzledescription.h).
#include "rotation/game/rotationbackend.h"

#include "common/phrase.h"

namespace core {

const PuzzleDescription &RotationBackend::description() const
{
    static const PuzzleDescription d{
        PS_TR("PuzzleDescription", "Rotation game"),
        PS_TR("PuzzleDescription", "the rotation game"),
        "旋转游戏",
        "24 digits on a '#'-shaped board, its lines rotated until the eight centre cells hold one digit",
        {"rotation game", "POJ 2286"},
        {"旋转游戏"},
        "A rotation board is its 24 digits, 1 to 3, row by row, separated by spaces or commas or written together.",
        "A move is a letter from A to H, each shifting one line of the board by a cell.",
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3",
        "a rotation game board in the fewest moves",
        PS_TR("PuzzleDescription", "the rotation game"),
    };
    return d;
}

} // namespace core
