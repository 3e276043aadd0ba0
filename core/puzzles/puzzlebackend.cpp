#include "puzzles/puzzlebackend.h"

#include "puzzles/rotation/rotationbackend.h"
#include "puzzles/sliding/slidingbackend.h"

namespace core {

const PuzzleBackend &backendFor(PuzzleKind kind)
{
    static const SlidingBackend sliding;
    static const RotationBackend rotation;
    switch (kind) {
    case PuzzleKind::Rotation: return rotation;
    case PuzzleKind::Sliding: break;
    }
    return sliding;
}

const PuzzleBackend &backendOf(const Position &p)
{
    return backendFor(kindOf(p));
}

} // namespace core
