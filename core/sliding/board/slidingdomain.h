#pragma once
// SlidingDomain: the sliding-tile puzzle as a search domain (see house style section 2).
// State: the cells as bytes (one tile per cell, 0 = blank) and the blank's index. Moves are
// the blank's directions in the fixed order d, l, r, u (Dir's order); legalMoves lists them in
// that order, which makes "first found" mean "lexicographically smallest".
// Key: the cell bytes, which for boards of up to 15 cells fit std::string's inline buffer, so
// storing a state allocates nothing; 16-cell boards (4x4) pack two cells per byte to fit too.
// Larger boards use the cell bytes on the heap.

#include "sliding/board/slidingboard.h"

#include <array>
#include <string>
#include <vector>

namespace core {

struct SlidingState {
    std::string cells;
    int blank = 0;
    bool operator==(const SlidingState &) const = default;
};

class SlidingDomain {
public:
    using State = SlidingState;
    using Move = Dir;
    using Key = std::string;
    static constexpr int MaxMoves = 4;

    SlidingDomain(BoardSize size, const SlidingBoard &goal);
    explicit SlidingDomain(const SlidingBoard &goal) : SlidingDomain(goal.size, goal) {}

    BoardSize size() const { return m_size; }
    const SlidingBoard &goal() const { return m_goal; }
    State stateOf(const SlidingBoard &board) const;
    SlidingBoard boardOf(const State &s) const;

    int legalMoves(const State &s, Move out[MaxMoves]) const
    {
        int n = 0;
        const auto &nb = m_neighbour[std::size_t(s.blank)];
        for (int d = 0; d < 4; ++d)
            if (nb[std::size_t(d)] >= 0)
                out[n++] = Move(d);
        return n;
    }
    void apply(State &s, Move m) const
    {
        const int target = m_neighbour[std::size_t(s.blank)][std::size_t(m)];
        s.cells[std::size_t(s.blank)] = s.cells[std::size_t(target)];
        s.cells[std::size_t(target)] = 0;
        s.blank = target;
    }
    Move inverse(Move m) const { return oppositeDir(m); }
    bool isGoal(const State &s) const { return s.cells == m_goalState.cells; }
    Key key(const State &s) const
    {
        if (!m_packed)
            return s.cells;
        Key k((s.cells.size() + 1) / 2, '\0');
        for (std::size_t i = 0; i < s.cells.size(); ++i)
            k[i / 2] = char(k[i / 2] | (s.cells[i] << (i % 2 ? 4 : 0)));
        return k;
    }
    State fromKey(const Key &k) const;
    // For watched searches (search/expansion.h): one byte a cell, the tile, 0 the blank.
    void cellsOf(const State &s, std::string &out) const { out = s.cells; }
    // Heap bytes a stored key costs beyond sizeof(Key).
    // (rounded up to the allocator's 16-byte chunks, with its 8-byte header)
    static std::size_t keyHeapBytes(const Key &k) { return k.capacity() > 15 ? (k.capacity() + 1 + 8 + 15) / 16 * 16 : 0; }
    // The one goal state (for bidirectional BFS; the list is always complete).
    std::vector<State> goalStates(std::size_t /*cap*/, bool *complete) const
    {
        if (complete)
            *complete = true;
        return {m_goalState};
    }

    // For heuristics: the goal cell of each tile, and the neighbour table.
    int goalCell(int tile) const { return m_goalPos[std::size_t(tile)]; }
    int neighbour(int cell, Move m) const { return m_neighbour[std::size_t(cell)][std::size_t(m)]; }

private:
    BoardSize m_size;
    bool m_packed;
    SlidingBoard m_goal;
    State m_goalState;
    std::vector<int> m_goalPos;
    std::vector<std::array<int, 4>> m_neighbour;
};

} // namespace core
