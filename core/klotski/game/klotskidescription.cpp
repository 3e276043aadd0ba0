// Huarong Dao's row in every description of the set of puzzles (puzzles/puzzledescription.h).
#include "klotski/game/klotskibackend.h"

#include "common/phrase.h"

namespace core {

const PuzzleDescription &KlotskiBackend::description() const
{
    static const PuzzleDescription d{
        PS_TR("PuzzleDescription", "Huarong Dao"),
        PS_TR("PuzzleDescription", "Huarong Dao"),
        "华容道",
        "blocks slid about a box until the large square reaches the exit (Klotski)",
        {"Huarong Dao", "Klotski"},
        {"华容道"},
        "A Huarong Dao box is its rows from top to bottom separated by '/', each cell a piece's letter or '.'"
        " (\"ABBC/ABBC/DEEF/DGHF/I..J\").",
        "A move is a piece's letter and the unit steps it slides, such as Bdl.",
        "ABBC/ABBC/DEEF/DGHF/I..J",
        "the classic Huarong Dao opening",
        PS_TR("PuzzleDescription", "Huarong Dao"),
    };
    return d;
}

} // namespace core
