#pragma once
// Linear conflict, said once: what a line is, which tiles conflict on it, and how many of them
// must leave it. A line is a row or a column; lines are numbered rows first (0..height-1), then
// columns. A tile belongs to a line when its goal cell lies on it, and its place is its goal's
// position along the line. Two tiles standing on a line they both belong to are in conflict
// when they stand in the reverse order of their places: one must step off and back, two moves
// Manhattan distance does not count. The fewest that must leave a line are the tiles that
// belong to it minus their longest run in increasing place order. LinearConflict,
// FastIda4's LinearConflictPolicy and the X-ray all count through this type.

#include "sliding/board/slidingdomain.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace core {

class LineConflicts {
public:
    static constexpr int MaxLength = 16;

    explicit LineConflicts(const SlidingDomain &d);

    int lines() const { return m_height + m_width; }
    int length(int line) const { return line < m_height ? m_width : m_height; }
    // The i-th cell along a line (left to right, top to bottom).
    int cellAt(int line, int i) const { return line < m_height ? line * m_width + i : i * m_width + (line - m_height); }
    // The tile's place along the line, or -1 when it does not belong to it (and for the blank).
    int place(int line, int tile) const { return m_place[std::size_t(line * m_tiles + tile)]; }

    // The tiles that must leave a line, given the places of the tiles that belong to it in the
    // order they stand: n minus the longest strictly increasing run.
    static int leaving(const int *places, int n);
    // The same for one line of a state, and summed over all lines.
    int leaving(int line, const SlidingState &s) const;
    int leaving(const SlidingState &s) const;
    // Every pair of cells (first before second along its line) whose tiles are in conflict.
    std::vector<std::pair<int, int>> pairs(const SlidingState &s) const;

private:
    int m_width;
    int m_height;
    int m_tiles;
    std::vector<std::int8_t> m_place; // [line][tile]
};

} // namespace core
