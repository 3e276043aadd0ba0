#pragma once
// GameHistory: the states of a game in order and the position of the current one (SGT's
// midend). Undo and redo move the position; a new move drops everything after it. The move
// pushed last stays open until the position moves otherwise (undo, redo, a jump, a restart or a
// new start): an open move may be carried on (amendLast) or taken back (dropLast) as a player
// moving one piece on is still making one move (play/handmove.h).

#include <cstddef>
#include <vector>

namespace core {

template <class State>
class GameHistory {
public:
    explicit GameHistory(State start) : m_states{std::move(start)} {}

    const State &current() const { return m_states[m_pos]; }
    const State &initial() const { return m_states.front(); }
    std::size_t position() const { return m_pos; }
    std::size_t size() const { return m_states.size(); }
    const State &at(std::size_t i) const { return m_states[i]; }
    // Moves made from the start to the current state.
    std::size_t moveCount() const { return m_pos; }
    bool canUndo() const { return m_pos > 0; }
    bool canRedo() const { return m_pos + 1 < m_states.size(); }

    void push(State next)
    {
        m_states.resize(m_pos + 1);
        m_states.push_back(std::move(next));
        ++m_pos;
        m_open = true;
    }
    // Whether the current state is where the move pushed last led, with nothing since.
    bool lastMoveOpen() const { return m_open; }
    // The open move carried on to `next`: still one move. False, nothing changed, when no move
    // is open.
    bool amendLast(State next)
    {
        if (!m_open)
            return false;
        m_states[m_pos] = std::move(next);
        return true;
    }
    // The open move taken back for good (it came back to the state before it): one move fewer,
    // nothing to redo. False, nothing changed, when no move is open.
    bool dropLast()
    {
        if (!m_open)
            return false;
        m_states.resize(m_pos);
        --m_pos;
        m_open = false;
        return true;
    }
    bool undo()
    {
        if (!canUndo())
            return false;
        --m_pos;
        m_open = false;
        return true;
    }
    bool redo()
    {
        if (!canRedo())
            return false;
        ++m_pos;
        m_open = false;
        return true;
    }
    // Back to the first state; the moves stay available to redo.
    void restart()
    {
        m_pos = 0;
        m_open = false;
    }
    void jumpTo(std::size_t i)
    {
        if (i < m_states.size())
            m_pos = i;
        m_open = false;
    }
    void reset(State start)
    {
        m_states.assign(1, std::move(start));
        m_pos = 0;
        m_open = false;
    }

private:
    std::vector<State> m_states;
    std::size_t m_pos = 0;
    bool m_open = false; // the move pushed last may be carried on
};

} // namespace core
