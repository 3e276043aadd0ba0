#pragma once
// RotationDomain: the rotation game for one target digit, as a search domain.
// Only whether a cell holds the target digit matters for filling the centre with it, so the
// state is a 24-bit mask of those cells: C(24, k) states for k copies of the digit (735,471
// for the usual eight), which every algorithm, even plain BFS, can search to the end. The
// whole game's answer is the best over the digits with at least eight copies (see
// solverregistry). Moves are A..H in that order (0..7).

#include "rotation/board/rotationboard.h"

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace core {

inline constexpr std::uint32_t RotationCentreMask = (1u << 6) | (1u << 7) | (1u << 8) | (1u << 11) | (1u << 12)
    | (1u << 15) | (1u << 16) | (1u << 17);

class RotationDomain {
public:
    using State = std::uint32_t;
    using Move = std::uint8_t;
    using Key = std::uint32_t;
    static constexpr int MaxMoves = RotationMoves;

    // digit: the one searched for, which watched searches show in their cells.
    explicit RotationDomain(int copies, int digit = 1) : m_copies(copies), m_digit(digit) {}
    static State maskOf(const RotationBoard &b, int digit);

    int legalMoves(const State &, Move out[MaxMoves]) const
    {
        for (int m = 0; m < MaxMoves; ++m)
            out[m] = Move(m);
        return MaxMoves;
    }
    void apply(State &s, Move m) const
    {
        const auto &line = RotationLines[m];
        const State firstBit = (s >> line[0]) & 1u;
        for (int i = 0; i < 6; ++i) {
            const State bit = (s >> line[std::size_t(i + 1)]) & 1u;
            s = (s & ~(1u << line[std::size_t(i)])) | (bit << line[std::size_t(i)]);
        }
        s = (s & ~(1u << line[6])) | (firstBit << line[6]);
    }
    Move inverse(Move m) const { return Move(rotationInverse(m)); }
    bool isGoal(const State &s) const { return (s & RotationCentreMask) == RotationCentreMask; }
    Key key(const State &s) const { return s; }
    State fromKey(Key k) const { return k; }
    // For watched searches (search/expansion.h): 24 cells, the digit where the mask has it, 0
    // elsewhere.
    void cellsOf(State s, std::string &out) const
    {
        out.assign(std::size_t(RotationCells), '\0');
        for (int i = 0; i < RotationCells; ++i)
            if (s & (1u << i))
                out[std::size_t(i)] = char(m_digit);
    }
    int digit() const { return m_digit; }
    static std::size_t keyHeapBytes(Key) { return 0; }
    // The centre full and the other copies anywhere outside it.
    std::vector<State> goalStates() const;
    // The same for bidirectional BFS: at most 12,870 states, always complete.
    std::vector<State> goalStates(std::size_t /*cap*/, bool *complete) const
    {
        if (complete)
            *complete = true;
        return goalStates();
    }
    int copies() const { return m_copies; }

private:
    int m_copies;
    int m_digit;
};

// 8 minus the target digit's count on the centre: each move brings at most one new cell into
// the centre. Admissible and consistent.
struct RotationCentreCount {
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    int operator()(std::uint32_t s) const { return 8 - std::popcount(s & RotationCentreMask); }
};

} // namespace core
