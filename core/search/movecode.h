#pragma once
// MoveCode: how BFS, bidirectional BFS and A* store the move that reached a state. Domains whose
// moves fit a byte (sliding tiles, the rotation game) keep one byte a state; wider moves (a
// Huarong Dao piece's start and end cell) take two. NoMove marks a root; no domain's move may
// equal it.

#include <cstdint>
#include <limits>
#include <type_traits>

namespace core {

template <class D>
using MoveCode = std::conditional_t<(sizeof(typename D::Move) <= 1), std::uint8_t, std::uint16_t>;

template <class D>
inline constexpr MoveCode<D> NoMove = std::numeric_limits<MoveCode<D>>::max();

} // namespace core
