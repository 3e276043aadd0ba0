// The rows of puzzles, in the manner of SGT's game list: the one place that names every
// puzzle's back end (declared in puzzles/puzzlebackend.h); each back end brings its heuristic
// rows and its SolverRow. A new puzzle adds its back end's header here and one row below.
#include "klotski/game/klotskibackend.h"
#include "rotation/game/rotationbackend.h"
#include "rushhour/game/rushhourbackend.h"
#include "sliding/game/slidingbackend.h"

#include <array>

namespace core {

namespace {

const std::array<const PuzzleBackend *, 4> &rows()
{
    static const SlidingBackend sliding;
    static const RotationBackend rotation;
    static const KlotskiBackend klotski;
    static const RushHourBackend rushHour;
    static const std::array<const PuzzleBackend *, 4> list = {&sliding, &rotation, &klotski, &rushHour};
    return list;
}

} // namespace

std::span<const PuzzleKind> allPuzzleKinds()
{
    static const auto kinds = [] {
        std::array<PuzzleKind, std::tuple_size_v<std::decay_t<decltype(rows())>>> out{};
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = rows()[i]->kind();
        return out;
    }();
    return kinds;
}

const PuzzleBackend &backendFor(PuzzleKind kind)
{
    for (const PuzzleBackend *row : rows())
        if (row->kind() == kind)
            return *row;
    return *rows().front();
}

const PuzzleBackend *backendForKey(std::string_view key)
{
    for (const PuzzleBackend *row : rows())
        if (key == row->key())
            return row;
    return nullptr;
}

const PuzzleBackend &backendOf(const Position &p)
{
    return backendFor(kindOf(p));
}

} // namespace core
