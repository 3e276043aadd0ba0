#pragma once
// Independent reference implementation of the rotation game (POJ 2286) the core tests compare
// against. Nothing here uses core: the moves are written out from the problem's statement and
// the distances come from a textbook breadth-first search. Expected values in the tests come
// from these, never from core.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace ref {

// Cells numbered row by row: 0 1 / 2 3 / 4..10 / 11 12 / 13..19 / 20 21 / 22 23. The left
// column is 0 2 6 11 15 20 22, the right column 1 3 8 12 17 21 23, the upper row 4..10 and the
// lower row 13..19. A: left column up, B: right column up, C: upper row right, D: lower row
// right, E: right column down, F: left column down, G: lower row left, H: upper row left.

using RotationCells = std::array<int, 24>;
inline constexpr std::array<int, 8> Centre{6, 7, 8, 11, 12, 15, 16, 17};

namespace detail {
inline constexpr std::array<int, 7> LeftColumn{0, 2, 6, 11, 15, 20, 22};
inline constexpr std::array<int, 7> RightColumn{1, 3, 8, 12, 17, 21, 23};
inline constexpr std::array<int, 7> UpperRow{4, 5, 6, 7, 8, 9, 10};
inline constexpr std::array<int, 7> LowerRow{13, 14, 15, 16, 17, 18, 19};

// The line a move shifts, and whether it shifts towards the line's start (up / left) or its
// end (down / right); lines are listed top to bottom or left to right.
struct MoveLine {
    const std::array<int, 7> *line;
    bool towardsStart;
};
inline MoveLine moveLine(int move)
{
    switch (move) {
    case 0: return {&LeftColumn, true};   // A up
    case 1: return {&RightColumn, true};  // B up
    case 2: return {&UpperRow, false};    // C right
    case 3: return {&LowerRow, false};    // D right
    case 4: return {&RightColumn, false}; // E down
    case 5: return {&LeftColumn, false};  // F down
    case 6: return {&LowerRow, true};     // G left
    default: return {&UpperRow, true};    // H left
    }
}
// After the shift, position i of the line holds what position source(i) held.
inline int source(int i, bool towardsStart)
{
    return towardsStart ? (i + 1) % 7 : (i + 6) % 7;
}
} // namespace detail

template <class T>
void rotationMove(T &cells, int move)
{
    const auto [line, towardsStart] = detail::moveLine(move);
    std::array<typename T::value_type, 7> v;
    for (int i = 0; i < 7; ++i)
        v[std::size_t(i)] = cells[std::size_t((*line)[std::size_t(i)])];
    for (int i = 0; i < 7; ++i)
        cells[std::size_t((*line)[std::size_t(i)])] = v[std::size_t(detail::source(i, towardsStart))];
}

inline std::uint32_t rotationMaskMove(std::uint32_t mask, int move)
{
    const auto [line, towardsStart] = detail::moveLine(move);
    std::uint32_t bits[7];
    for (int i = 0; i < 7; ++i) {
        bits[i] = (mask >> (*line)[std::size_t(i)]) & 1u;
        mask &= ~(1u << (*line)[std::size_t(i)]);
    }
    for (int i = 0; i < 7; ++i)
        mask |= bits[detail::source(i, towardsStart)] << (*line)[std::size_t(i)];
    return mask;
}

inline std::uint32_t centreMask()
{
    std::uint32_t m = 0;
    for (int c : Centre)
        m |= 1u << c;
    return m;
}

// Exact distance, for every 24-bit mask with `copies` bits, to a mask covering the centre.
// Multi-source BFS from every goal mask (centre full, the other copies anywhere outside).
class RotationDistances {
public:
    explicit RotationDistances(int copies) : m_copies(copies), m_dist(std::size_t(1) << 24, -1)
    {
        std::vector<std::uint32_t> queue;
        const std::uint32_t centre = centreMask();
        for (std::uint32_t m = 0; m < (1u << 24); ++m) {
            if ((m & centre) == centre && __builtin_popcount(m) == copies) {
                m_dist[m] = 0;
                queue.push_back(m);
            }
        }
        m_goals = queue;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const std::uint32_t m = queue[head];
            for (int mv = 0; mv < 8; ++mv) {
                const std::uint32_t c = rotationMaskMove(m, mv);
                if (m_dist[c] < 0) {
                    m_dist[c] = std::int8_t(m_dist[m] + 1);
                    queue.push_back(c);
                }
            }
        }
        m_reached = queue.size();
    }
    int copies() const { return m_copies; }
    // The goal masks, ascending.
    const std::vector<std::uint32_t> &goals() const { return m_goals; }
    std::size_t reached() const { return m_reached; }
    int distance(std::uint32_t mask) const { return m_dist[mask]; }

private:
    int m_copies;
    std::vector<std::int8_t> m_dist;
    std::vector<std::uint32_t> m_goals;
    std::size_t m_reached = 0;
};

inline std::uint32_t rotationMaskOf(const RotationCells &cells, int digit)
{
    std::uint32_t m = 0;
    for (int i = 0; i < 24; ++i)
        if (cells[std::size_t(i)] == digit)
            m |= 1u << i;
    return m;
}

// Distance of a whole board with eight of each digit: the best over the three digits.
inline int rotationDistance(const RotationDistances &eight, const RotationCells &cells)
{
    int best = -1;
    for (int digit = 1; digit <= 3; ++digit) {
        const int d = eight.distance(rotationMaskOf(cells, digit));
        if (d >= 0 && (best < 0 || d < best))
            best = d;
    }
    return best;
}

// Lexicographically smallest shortest plan (A..H) for a board with eight of each digit.
inline std::string rotationSmallestPlan(const RotationDistances &eight, RotationCells cells)
{
    std::string plan;
    int d = rotationDistance(eight, cells);
    while (d > 0) {
        for (int mv = 0; mv < 8; ++mv) {
            RotationCells next = cells;
            rotationMove(next, mv);
            if (rotationDistance(eight, next) == d - 1) {
                plan += char('A' + mv);
                cells = next;
                --d;
                break;
            }
        }
    }
    return plan;
}

} // namespace ref
