// The rows of puzzles, in the manner of SGT's game list: the one place that names every
// puzzle's back end (declared in puzzles/puzzlebackend.h); each back end brings its heuristic
// rows and its SolverRow. A new puzzle adds its back end's header here and one row below, in
// PuzzleKind's order (puzzles/position.h).
#include "klotski/game/klotskibackend.h"
#include "rotation/game/rotationbackend.h"
#include "rushhour/game/rushhourbackend.h"
#include "sliding/game/slidingbackend.h"

#include <iterator>

namespace core {

const PuzzleBackend &backendFor(PuzzleKind kind)
{
    static const SlidingBackend sliding;
    static const RotationBackend rotation;
    static const KlotskiBackend klotski;
    static const RushHourBackend rushHour;
    static const PuzzleBackend *const rows[] = {&sliding, &rotation, &klotski, &rushHour};
    static_assert(std::size(rows) == AllPuzzleKinds.size(), "one back end for each of Position's alternatives");
    return std::size_t(kind) < std::size(rows) ? *rows[std::size_t(kind)] : *rows[0];
}

const PuzzleBackend *backendForKey(std::string_view key)
{
    for (const PuzzleKind kind : AllPuzzleKinds)
        if (key == backendFor(kind).key())
            return &backendFor(kind);
    return nullptr;
}

const PuzzleBackend &backendOf(const Position &p)
{
    return backendFor(kindOf(p));
}

} // namespace core
