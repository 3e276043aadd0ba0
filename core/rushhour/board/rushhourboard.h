#pragma once
// RushHourBoard: a Rush Hour parking lot as players see it: W x H cells (4 to 8 a side, 6x6 the
// classic), each empty ('.'), a wall ('x') or holding the letter of the vehicle on it. A vehicle
// is a car (2 cells) or a truck (3 cells) in one straight line, and slides only along it; 'A' is
// the red car, lying across the exit row (exitRow()), which leaves through the gap in the right
// wall: the puzzle is solved when its right end touches that wall.
// The text form is the rows from top to bottom separated by '/' or line breaks, or with nothing
// between them when the lot is square (36 characters for 6x6, as Fogleman's database writes
// it); 'o' reads as empty. A move is the vehicle's letter and its signed distance in cells,
// positive to the right or down ("A+3", "B-1"): one vehicle slid any distance counts as one move.

#include "position/position.h"
#include "common/texterror.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

struct RushHourVehicle {
    char letter = 0;
    int x = 0, y = 0; // its top-left cell, 0-based
    int length = 0;
    bool horizontal = true;
    bool operator==(const RushHourVehicle &) const = default;
};

class RushHourBoard {
public:
    static constexpr int MinSide = 4;
    static constexpr int MaxSide = 8;
    static constexpr char RedCar = 'A';
    static constexpr char Wall = 'x';
    static constexpr char Empty = '.';

    RushHourBoard() = default;
    RushHourBoard(int width, int height, std::string cells);

    int width() const { return m_width; }
    int height() const { return m_height; }
    char at(int x, int y) const { return m_cells[std::size_t(y * m_width + x)]; }
    const std::string &cells() const { return m_cells; }
    // The row the exit is on (0-based): the third of six, the middle one (or the upper of the two
    // middle ones) of any height.
    int exitRow() const { return (m_height - 1) / 2; }
    // The vehicles in the order of their letters ('A' first).
    std::vector<RushHourVehicle> vehicles() const;
    std::optional<RushHourVehicle> vehicle(char letter) const;
    // Whether the red car's right end is at the right wall.
    bool solved() const;
    std::string text() const;

    // How far vehicle `letter` can slide along its line over empty cells: back (left or up, 0 or
    // less) and forward (right or down, 0 or more); {0, 0} for no such vehicle.
    std::pair<int, int> reach(char letter) const;
    // Slides vehicle `letter` `distance` cells along its line (positive: right or down) over
    // empty cells; false, board unchanged, when it cannot.
    bool slide(char letter, int distance);

    bool operator==(const RushHourBoard &) const = default;

private:
    int m_width = 0;
    int m_height = 0;
    std::string m_cells;
};

struct RushHourParse {
    std::optional<RushHourBoard> board;
    TextError error; // its place is a row and column of the lot (rows)
};

// Reads the text form; the error names the row and column of what is wrong: a character that is
// no letter, '.', 'o' or 'x', rows of unequal length, a lot outside 4x4..8x8, a vehicle that is
// not one straight line, shorter than 2 or longer than 3 cells, a letter in two places, no red
// car, a red car that is upright or off the exit row.
RushHourParse parseRushHourBoard(std::string_view text);

struct RushHourMove {
    char letter = 0;
    int distance = 0;
};
// "A+3" and back; nullopt for text that is no move of this form.
std::optional<RushHourMove> parseRushHourMove(std::string_view move);
std::string rushHourMoveText(char letter, int distance);
// Plays one move; false, board unchanged, when it is not legal there.
bool playRushHourMove(RushHourBoard &b, std::string_view move);

// Rush Hour's id (position/position.h): its own value, which saved settings keep.
inline constexpr PuzzleKind RushHourKind = PuzzleKind(3);
template <>
struct PositionTraits<RushHourBoard> {
    static constexpr PuzzleKind kind = RushHourKind;
};

} // namespace core
