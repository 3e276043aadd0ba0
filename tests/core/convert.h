#pragma once
// Conversions between the reference implementations' plain boards (reference.h,
// rotationreference.h) and core's.

#include "reference.h"
#include "rotationreference.h"
#include "rotation/board/rotationboard.h"
#include "sliding/board/slidingboard.h"

#include <cstdint>

inline core::SlidingBoard toCore(int w, int h, const ref::Board &b)
{
    core::SlidingBoard out;
    out.size = {w, h};
    for (int t : b)
        out.tiles.push_back(std::uint8_t(t));
    return out;
}

inline core::RotationBoard toCore(const ref::RotationCells &cells)
{
    core::RotationBoard b;
    for (int i = 0; i < 24; ++i)
        b.cells[std::size_t(i)] = std::uint8_t(cells[std::size_t(i)]);
    return b;
}

inline ref::RotationCells toRef(const core::RotationBoard &b)
{
    ref::RotationCells cells{};
    for (int i = 0; i < 24; ++i)
        cells[std::size_t(i)] = b.cells[std::size_t(i)];
    return cells;
}

inline ref::Board toRef(const core::SlidingBoard &b)
{
    return ref::Board(b.tiles.begin(), b.tiles.end());
}
