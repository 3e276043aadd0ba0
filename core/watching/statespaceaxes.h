#pragma once
// StateSpaceAxes: where a watched search's states sit in the state space of one position, as
// the exact pair (distance from the start, distance to the goal), for the state-space map.
// - Exact where the space is small enough to tabulate: sliding boards of at most nine cells
//   (the small-board tables of the start's and the goal's blank cells, distances being
//   symmetric) and the rotation game's digit projections (the rotation distance table to the
//   goal, and one breadth-first search over masks from the start's mask of each digit that
//   could fill the centre); Huarong Dao boxes of at most MaxKlotskiBoards boards (one walk of
//   the boards the start reaches, then back from the goal).
// - Anything else is not exact (exact() false, at() invalid): the map then plots g and h.
// Building takes up to a few tenths of a second (the tables on first use, the rotation
// searches once per start), so construct it off the GUI thread; a stop request meanwhile
// leaves it not exact. Once built, at() is safe to call from any thread.

#include "pdb/tablecache.h"
#include "puzzles/position.h"

#include <array>
#include <cstdint>
#include <memory>
#include <stop_token>
#include <string_view>
#include <vector>

namespace core {

class KlotskiSpace;
class RotationDistanceTable;
class SmallBoardTables;

class StateSpaceAxes {
public:
    // Whether the position's space can be tabulated (the constructor will then be exact
    // unless stopped).
    static bool tabulable(const Position &position);
    // The most Huarong Dao boards the axes walk (the classic box has about 25,000).
    static constexpr std::uint64_t MaxKlotskiBoards = 2'000'000;

    StateSpaceAxes(const Position &position, TableCache &cache, std::stop_token stop = {});
    ~StateSpaceAxes();
    StateSpaceAxes(const StateSpaceAxes &) = delete;
    StateSpaceAxes &operator=(const StateSpaceAxes &) = delete;

    bool exact() const { return m_exact; }
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
    int extent() const { return m_extent; }

private:
    bool buildSliding(TableCache &cache, std::stop_token stop);
    bool buildRotation(TableCache &cache, std::stop_token stop);
    bool buildKlotski(std::stop_token stop);
    Point slidingAt(std::string_view cells) const;
    Point rotationAt(std::string_view cells) const;

    Position m_position;
    bool m_exact = false;
    int m_extent = 0;
    std::shared_ptr<SmallBoardTables> m_small;
    // Rotation, per digit 1..3 that could fill the centre: the table to the goal for its
    // number of copies, and each mask's distance from the start's mask, by the table's rank.
    std::array<std::shared_ptr<const RotationDistanceTable>, 4> m_toGoal;
    std::array<std::vector<std::uint8_t>, 4> m_fromStart;
    std::shared_ptr<const KlotskiSpace> m_klotski;
};

} // namespace core
