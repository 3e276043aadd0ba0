// The rows of puzzles, in the manner of SGT's game list: the one place that names every
// puzzle's back end (declared in puzzles/puzzlebackend.h). A new puzzle adds its folder here
// (<puzzle>/game/) and one row below.
#include "klotski/game/klotskibackend.h"
#include "rotation/game/rotationbackend.h"
#include "sliding/game/slidingbackend.h"

namespace core {

const PuzzleBackend &backendFor(PuzzleKind kind)
{
    static const SlidingBackend sliding;
    static const RotationBackend rotation;
    static const KlotskiBackend klotski;
    switch (kind) {
    case PuzzleKind::Rotation: return rotation;
    case PuzzleKind::Klotski: return klotski;
    case PuzzleKind::Sliding: break;
    }
    return sliding;
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
