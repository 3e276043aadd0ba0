#pragma once
// KlotskiDomain: a Huarong Dao box and goal as a search domain (search/ templates).
// - State: for each class of interchangeable pieces, the set of their top-left cells as a bit
//   mask. Class 0 is the goal piece alone; the other classes are the other pieces' shapes, so two
//   boards that differ only in which of two same-shaped pieces is where are one state.
// - Move: one piece carried from its top-left cell to another along any path through empty
//   cells (one move, as players count), coded from * 64 + to; its inverse carries it back.
//   Moves come in a fixed order: pieces by class, then by top-left cell; destinations by cell.
// - MaxMoves: a moved piece covers at least one cell that was empty, so a piece of area a has at
//   most a * E destinations with E empty cells, and all pieces together at most E * (N - E)
//   <= 32 * 32 on a box of N <= 64 cells.

#include "klotski/board/klotskiboard.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

inline constexpr int KlotskiMaxClasses = 10; // the goal piece, and 9 shapes of 1x1 to 3x3

struct KlotskiState {
    std::array<std::uint64_t, KlotskiMaxClasses> anchors{};
    bool operator==(const KlotskiState &) const = default;
};

class KlotskiDomain {
public:
    using State = KlotskiState;
    using Key = KlotskiState;
    using Move = std::uint16_t;
    static constexpr int MaxMoves = 1024;
    // A start reaches few enough states to walk them (IDA* walks first: solvers/searchrun.h).
    static constexpr bool Walkable = true;

    KlotskiDomain(const KlotskiBoard &start, const KlotskiGoal &goal);

    State stateOf(const KlotskiBoard &b) const;
    // The board of a state, its pieces lettered as on `letters` (a board of the same pieces):
    // same-shaped pieces take their letters in reading order.
    KlotskiBoard boardOf(const State &s, const KlotskiBoard &letters) const;
    int legalMoves(const State &s, Move out[MaxMoves]) const;
    void apply(State &s, Move m) const
    {
        const std::uint64_t from = std::uint64_t(1) << (m >> 6), to = std::uint64_t(1) << (m & 63);
        for (int c = 0; c < m_classes; ++c)
            if (s.anchors[std::size_t(c)] & from) {
                s.anchors[std::size_t(c)] ^= from | to;
                return;
            }
    }
    Move inverse(Move m) const { return Move(((m & 63) << 6) | (m >> 6)); }
    bool isGoal(const State &s) const { return (s.anchors[0] & m_targetAnchor) != 0; }
    Key key(const State &s) const { return s; }
    State fromKey(const Key &k) const { return k; }
    static std::size_t keyHeapBytes(const Key &) { return 0; }
    // For watched searches: one byte a cell, 0 empty, else the piece's class plus one, with
    // AnchorMark added on each piece's top-left cell (so the board can be read back).
    static constexpr char AnchorMark = char(0x40);
    void cellsOf(const State &s, std::string &out) const;
    // The state cellsOf wrote, read back from its anchor marks; false when they name a class
    // this box does not have or the cells are not this box's.
    bool stateOfCells(std::string_view cells, State &out) const;
    // Every state with the goal piece home and the other pieces anywhere (for bidirectional
    // BFS), or an empty list when there are more than `cap`: `complete` then says false.
    std::vector<State> goalStates(std::size_t cap, bool *complete) const;

    // The cells a piece of class c covers with its top-left at cell a (0 when it does not fit).
    std::uint64_t cover(int c, int a) const { return m_cover[std::size_t(c)][std::size_t(a)]; }
    std::uint64_t occupied(const State &s) const;
    int classes() const { return m_classes; }
    // A class's piece shape in cells (class 0: the goal piece).
    int classWidth(int c) const { return m_w[std::size_t(c)]; }
    int classHeight(int c) const { return m_h[std::size_t(c)]; }
    int classCount(int c) const { return m_count[std::size_t(c)]; } // its pieces in the box
    int width() const { return m_width; }
    int height() const { return m_height; }
    // The target cells, and for each class the top-left cells from which a piece covers one.
    std::uint64_t targetCells() const { return m_targetCells; }
    int targetAnchor() const { return std::countr_zero(m_targetAnchor); }
    std::uint64_t blockingAnchors(int c) const { return m_blocking[std::size_t(c)]; }
    // The letters on `b` turn a move into text ("Bdl": a shortest unit-step path) and back.
    std::string moveText(const KlotskiBoard &b, Move m) const;

private:
    // The goal piece's class (0), or the class of the piece's shape.
    int classOf(const KlotskiPiece &p) const;
    // The destinations piece (class c, top-left a) reaches on the free cells, a itself left out.
    std::uint64_t reach(int c, int a, std::uint64_t freeCells) const;

    int m_width = 0, m_height = 0, m_classes = 0;
    char m_goalLetter = 0;
    std::array<int, KlotskiMaxClasses> m_w{}, m_h{};
    std::array<std::array<std::uint64_t, 64>, KlotskiMaxClasses> m_cover{};
    std::array<std::uint64_t, KlotskiMaxClasses> m_blocking{};
    std::array<int, KlotskiMaxClasses> m_count{};
    std::uint64_t m_targetAnchor = 0, m_targetCells = 0;
};

// Heuristics, both admissible and consistent (a move carries one piece, so each changes by at
// most one a move).
// Whether the goal piece is still away from its place: 0 or 1.
struct KlotskiGoalPieceAway {
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    const KlotskiDomain *d;
    int operator()(const KlotskiState &s) const { return d->isGoal(s) ? 0 : 1; }
};

// Away, plus the other pieces that cover a target cell: each must move at least once before
// the goal piece can arrive, and the goal piece once more.
struct KlotskiBlockers {
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    const KlotskiDomain *d;
    int operator()(const KlotskiState &s) const
    {
        if (d->isGoal(s))
            return 0;
        int n = 1;
        for (int c = 1; c < d->classes(); ++c)
            n += std::popcount(s.anchors[std::size_t(c)] & d->blockingAnchors(c));
        return n;
    }
};

} // namespace core

template <>
struct std::hash<core::KlotskiState> {
    std::size_t operator()(const core::KlotskiState &s) const noexcept
    {
        std::uint64_t h = 0x9E3779B97F4A7C15ull;
        for (const std::uint64_t w : s.anchors) {
            h ^= w + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
            h *= 0xFF51AFD7ED558CCDull;
        }
        return std::size_t(h ^ (h >> 33));
    }
};
