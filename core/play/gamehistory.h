#pragma once
// GameHistory: the states of a game in order and the position of the current one (SGT's
// midend). Undo and redo move the position; a new move drops everything after it.

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
    }
    bool undo()
    {
        if (!canUndo())
            return false;
        --m_pos;
        return true;
    }
    bool redo()
    {
        if (!canRedo())
            return false;
        ++m_pos;
        return true;
    }
    // Back to the first state; the moves stay available to redo.
    void restart() { m_pos = 0; }
    void jumpTo(std::size_t i)
    {
        if (i < m_states.size())
            m_pos = i;
    }
    void reset(State start)
    {
        m_states.assign(1, std::move(start));
        m_pos = 0;
    }

private:
    std::vector<State> m_states;
    std::size_t m_pos = 0;
};

} // namespace core
