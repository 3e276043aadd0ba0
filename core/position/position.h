#pragma once
// Position: one board of one puzzle as a value (the sliding board with its goal, the rotation
// board, the Huarong Dao box with its goal, the Rush Hour lot), the module's own state behind one
// interface, in the manner of SGT's game states: shared code holds and compares positions
// without knowing any puzzle's board, so it compiles without a module's headers. Structs that
// hold "the board" of a puzzle hold one Position; its puzzle's back end (backendOf) knows what to
// do with it. The back ends are listed in modules/puzzlerows.cpp.
//
// A module makes its state a position by naming its kind, in its own board header:
//     template <> struct PositionTraits<TheState> { static constexpr PuzzleKind kind = TheKind; };
// and reads it back with `position.as<TheState>()`.

#include "common/ids.h"

#include <memory>
#include <span>
#include <stdexcept>
#include <utility>

namespace core {

// A puzzle's id is the module's own value of PuzzleKind, declared in its board header; no
// shared list names them (the values are kept in saved settings). Every back end's kind differs (tst_puzzlebackend).
enum class PuzzleKind : int {};

// Every puzzle, in the order of the rows (modules/puzzlerows.cpp).
std::span<const PuzzleKind> allPuzzleKinds();

// Specialised by each module for its state type: `static constexpr PuzzleKind kind`.
template <class State>
struct PositionTraits;

class Position {
public:
    // No puzzle's board yet (a struct's member before it is set): of the first puzzle listed,
    // and it reads as any puzzle's empty state.
    Position() = default;

    template <class State, PuzzleKind Kind = PositionTraits<State>::kind>
    Position(State state) // NOLINT: a module's state is a position, as it was an alternative of one
        : m_kind(Kind), m_state(std::make_shared<const Held<State>>(std::move(state)))
    {
    }

    PuzzleKind kind() const { return m_state ? m_kind : allPuzzleKinds().front(); }

    template <class State>
    bool holds() const
    {
        return m_state && m_kind == PositionTraits<State>::kind;
    }

    // The module's state; asking for another puzzle's state is a programming error (it throws).
    template <class State>
    const State &as() const
    {
        if (!m_state) {
            static const State empty{};
            return empty;
        }
        if (m_kind != PositionTraits<State>::kind)
            throw std::logic_error("a position read as another puzzle's board");
        return static_cast<const Held<State> &>(*m_state).state;
    }

    // The module's state, or null when the position is another puzzle's.
    template <class State>
    const State *tryAs() const
    {
        return holds<State>() ? &static_cast<const Held<State> &>(*m_state).state : nullptr;
    }

    bool operator==(const Position &other) const
    {
        if (kind() != other.kind())
            return false;
        if (m_state == other.m_state)
            return true;
        if (!m_state || !other.m_state)
            return false;
        return m_state->equals(*other.m_state);
    }
    // Positions are compared for equality only (Qt's meta-types look for an order).
    bool operator<(const Position &) const = delete;

private:
    struct Base {
        virtual ~Base() = default;
        virtual bool equals(const Base &other) const = 0; // of the same kind
    };
    template <class State>
    struct Held final : Base {
        explicit Held(State s) : state(std::move(s)) {}
        bool equals(const Base &other) const override { return state == static_cast<const Held &>(other).state; }
        State state;
    };

    PuzzleKind m_kind{};
    std::shared_ptr<const Base> m_state; // shared: a position never changes once made
};

inline PuzzleKind kindOf(const Position &p)
{
    return p.kind();
}

} // namespace core
