#pragma once
// RushHourDomain: a Rush Hour lot as a search domain (search/ templates).
// - State: each vehicle's place along its line (its left or top cell), 4 bits a vehicle in the
//   order of their letters, so a lot of up to 26 vehicles is two words.
// - Move: vehicle i slid d cells (d in -7..7, not 0), coded i * 16 + d + 8; its inverse slides it
//   back. Moves come in a fixed order: vehicles by letter, then backward nearest first, then
//   forward nearest first.
// - The goal: the red car's right end at the right wall.
// - cellsOf writes the lot's cells as its text does, one byte a cell ('.', 'x' or the letter).

#include "rushhour/board/rushhourboard.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

inline constexpr int RushHourMaxVehicles = 26;

struct RushHourState {
    std::array<std::uint64_t, 2> words{};
    bool operator==(const RushHourState &) const = default;
};

class RushHourDomain {
public:
    using State = RushHourState;
    using Key = RushHourState;
    using Move = std::uint16_t;
    static constexpr int MaxMoves = RushHourMaxVehicles * 2 * (RushHourBoard::MaxSide - 2);
    // A start reaches few enough states to walk them (IDA* walks first: solvers/searchrun.h).
    static constexpr bool Walkable = true;

    explicit RushHourDomain(const RushHourBoard &board);

    State stateOf(const RushHourBoard &b) const;
    RushHourBoard boardOf(const State &s) const;
    int legalMoves(const State &s, Move out[MaxMoves]) const;
    void apply(State &s, Move m) const { setPlace(s, m >> 4, place(s, m >> 4) + (m & 15) - 8); }
    Move inverse(Move m) const { return Move((m & ~15) | (16 - (m & 15))); }
    bool isGoal(const State &s) const { return place(s, m_red) == m_redHome; }
    Key key(const State &s) const { return s; }
    State fromKey(const Key &k) const { return k; }
    static std::size_t keyHeapBytes(const Key &) { return 0; }
    void cellsOf(const State &s, std::string &out) const;
    // The state cellsOf wrote; false when the cells are not this lot's vehicles on their lines.
    bool stateOfCells(std::string_view cells, State &out) const;
    // Every state with the red car home and the other vehicles anywhere they fit (for
    // bidirectional BFS), or an empty list when there are more than `cap`: `complete` then says
    // false.
    std::vector<State> goalStates(std::size_t cap, bool *complete) const;
    // A move as text ("A+3") and back (0xffff: none of this lot).
    std::string moveText(Move m) const;
    Move moveOf(std::string_view text) const;

    int vehicles() const { return int(m_vehicles.size()); }
    const RushHourVehicle &vehicle(int i) const { return m_vehicles[std::size_t(i)]; }
    int place(const State &s, int i) const
    {
        return int((s.words[std::size_t(i) >> 4] >> ((i & 15) * 4)) & 15);
    }
    void setPlace(State &s, int i, int at) const
    {
        std::uint64_t &w = s.words[std::size_t(i) >> 4];
        const int shift = (i & 15) * 4;
        w = (w & ~(std::uint64_t(15) << shift)) | (std::uint64_t(at) << shift);
    }
    // The cells vehicle i covers at place `at` (a bit a cell, reading order).
    std::uint64_t cover(int i, int at) const { return m_cover[std::size_t(i)][std::size_t(at)]; }
    // The cells that are taken: walls and every vehicle.
    std::uint64_t occupied(const State &s) const;
    int width() const { return m_width; }
    int height() const { return m_height; }
    int red() const { return m_red; }
    // The red car's place at the goal.
    int redHome() const { return m_redHome; }
    // The last place vehicle i can take (its line's length less its own).
    int lastPlace(int i) const { return m_last[std::size_t(i)]; }
    std::uint64_t walls() const { return m_walls; }
    // The cells between the red car at place `at` and the right wall (worked out once).
    std::uint64_t aheadOfRed(int at) const { return m_ahead[std::size_t(at)]; }

private:
    int m_width = 0, m_height = 0, m_red = 0, m_redHome = 0;
    std::uint64_t m_walls = 0;
    std::vector<RushHourVehicle> m_vehicles;
    std::vector<int> m_last;
    std::vector<std::array<std::uint64_t, RushHourBoard::MaxSide>> m_cover;
    std::array<std::uint64_t, RushHourBoard::MaxSide> m_ahead{};
};

// Heuristics, both admissible and consistent (tst_rushhoursolver checks both on whole spaces).
// Blockers: 1 while the red car is away, plus each vehicle between it and the exit (each must
// move at least once before the red car passes).
struct RushHourBlockers {
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    const RushHourDomain *d;
    int operator()(const RushHourState &s) const;
};

// Blockers, plus the fewest other vehicles that must move to let the blockers out of the exit
// row: each blocker leaves it up or down, every vehicle on the cells it passes on the way must
// move first, and the way for each blocker is chosen to need the fewest vehicles in all.
// Admissible: the red car, each blocker and each of those vehicles moves at least once, and
// they are distinct (a blocker's way lies in its own column, off the exit row). Consistent: a
// move changes one vehicle, which adds or removes at most one from the count.
struct RushHourBlockedBlockers {
    static constexpr bool Admissible = true;
    static constexpr bool Consistent = true;
    const RushHourDomain *d;
    int operator()(const RushHourState &s) const;
};

} // namespace core

template <>
struct std::hash<core::RushHourState> {
    std::size_t operator()(const core::RushHourState &s) const noexcept
    {
        std::uint64_t h = s.words[0] * 0x9E3779B97F4A7C15ull ^ (s.words[1] + 0x632BE59BD9B4E019ull);
        h ^= h >> 29;
        h *= 0xBF58476D1CE4E5B9ull;
        return std::size_t(h ^ (h >> 32));
    }
};
