#pragma once
// StateSpaceAxes: where a watched search's states sit in the state space of one position, as
// the exact pair (distance from the start, distance to the goal), for the state-space map.
// - Exact where the position's back end can tabulate its space (PuzzleBackend::exactSpace:
//   sliding boards of at most nine cells, the rotation game's digit projections, Huarong Dao
//   boxes).
// - Anything else is not exact (exact() false, at() invalid): the map then plots g and h.
// Building takes up to a few tenths of a second (tables on first use, walks once per start),
// so construct it off the GUI thread; a stop request meanwhile leaves it not exact. Once
// built, at() is safe to call from any thread.

#include "storage/tablecache.h"
#include "puzzles/puzzlebackend.h"

#include <memory>
#include <stop_token>
#include <string_view>

namespace core {

class StateSpaceAxes {
public:
    // Whether the position's space can be tabulated (the constructor will then be exact
    // unless stopped).
    static bool tabulable(const Position &position);

    StateSpaceAxes(const Position &position, TableCache &cache, std::stop_token stop = {});
    ~StateSpaceAxes();
    StateSpaceAxes(const StateSpaceAxes &) = delete;
    StateSpaceAxes &operator=(const StateSpaceAxes &) = delete;

    bool exact() const { return m_space != nullptr; }
    const Position &position() const { return m_position; }

    struct Point {
        int fromStart = -1;
        int toGoal = -1;
        bool valid() const { return fromStart >= 0 && toGoal >= 0; }
    };
    // The point of a state given as an expansion event's cells (search/expansion.h); invalid
    // when the axes are not exact or the cells are no state of this space.
    Point at(std::string_view cells) const;
    // The largest distance either axis reaches over the whole space (0 when not exact), so a
    // map can fix its axes before the first state arrives.
    int extent() const;

private:
    Position m_position;
    std::unique_ptr<const ExactSpace> m_space;
};

} // namespace core
