#pragma once
// The one list of puzzles in core: each puzzle's kind and its Position, a board of that puzzle
// as one value (the sliding board with its goal, the rotation board, the Huarong Dao box with
// its goal, the Rush Hour lot). Structs that hold "the board" of a puzzle hold one Position; its puzzle's back end
// (backendOf) knows what to do with it. The back ends are listed in modules/puzzlerows.cpp, the
// window's rows in ui/board/boardviews.cpp.

#include "common/ids.h"
#include "klotski/board/klotskiposition.h"
#include "rotation/board/rotationboard.h"
#include "rushhour/board/rushhourboard.h"
#include "sliding/board/slidingposition.h"

#include <array>
#include <cstddef>
#include <utility>
#include <variant>

namespace core {

enum class PuzzleKind : int { Sliding, Rotation, Klotski, RushHour };

// In PuzzleKind's order.
using PositionVariant = std::variant<SlidingPosition, RotationBoard, KlotskiPosition, RushHourBoard>;

// A struct rather than an alias, so that the solver rows (solvers/descriptors.h) can name it
// without including every puzzle's board.
struct Position : PositionVariant {
    using PositionVariant::PositionVariant;
    // Positions are compared for equality only (Qt's meta-types look for an order).
    bool operator<(const Position &) const = delete;
};

inline PuzzleKind kindOf(const Position &p)
{
    return PuzzleKind(p.index());
}

namespace detail {
template <std::size_t... I>
constexpr std::array<PuzzleKind, sizeof...(I)> puzzleKinds(std::index_sequence<I...>)
{
    return {PuzzleKind(I)...};
}
} // namespace detail

// Every puzzle, in the order of Position's alternatives.
inline constexpr auto AllPuzzleKinds = detail::puzzleKinds(std::make_index_sequence<std::variant_size_v<PositionVariant>>());

} // namespace core
