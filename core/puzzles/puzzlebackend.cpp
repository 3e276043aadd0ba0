#include "puzzles/puzzlebackend.h"

#include "puzzles/klotski/klotskibackend.h"
#include "puzzles/rotation/rotationbackend.h"
#include "puzzles/sliding/slidingbackend.h"

namespace core {

std::vector<std::string> letterMoves(std::string_view plan)
{
    std::vector<std::string> moves;
    moves.reserve(plan.size());
    for (const char c : plan)
        moves.emplace_back(1, c);
    return moves;
}

std::string letterPlan(const std::vector<std::string> &moves)
{
    std::string plan;
    for (const std::string &m : moves)
        plan += m;
    return plan;
}

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
