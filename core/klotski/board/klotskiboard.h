#pragma once
// KlotskiBoard: a Huarong Dao (Klotski) box as players see it: W x H cells, each empty ('.') or
// holding the letter of the rectangular piece that covers it. The text form is the rows from
// top to bottom separated by '/', one character a cell ("ABBC/ABBC/DEEF/DGHF/I..J"). Pieces of
// the same shape are interchangeable in play; their letters only name them on screen.
// A goal is one piece (by letter) at a target place, written as a box with only that piece:
// "..../..../..../.BB./.BB.". A move is a piece's letter and the unit steps it slides ("Bdl");
// one piece moved along any path through empty cells counts as one move, as players count.

#include "common/texterror.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Where text went wrong: the sentence, and the 1-based row and column it speaks of (0: none).
struct KlotskiPiece {
    char letter = 0;
    int x = 0, y = 0; // top-left cell, 0-based
    int w = 0, h = 0;
    bool operator==(const KlotskiPiece &) const = default;
};

struct KlotskiGoal {
    char piece = 0;
    int x = 0, y = 0; // where the piece's top-left cell must be
    bool operator==(const KlotskiGoal &) const = default;
};

class KlotskiBoard {
public:
    static constexpr int MinSide = 3;
    static constexpr int MaxSide = 8;
    static constexpr int MaxPieceSide = 3;

    KlotskiBoard() = default;
    KlotskiBoard(int width, int height, std::string cells);

    int width() const { return m_width; }
    int height() const { return m_height; }
    char at(int x, int y) const { return m_cells[std::size_t(y * m_width + x)]; }
    const std::string &cells() const { return m_cells; }
    // The pieces in the order of their top-left cells (row by row).
    std::vector<KlotskiPiece> pieces() const;
    std::optional<KlotskiPiece> piece(char letter) const;
    std::string text() const;

    // Moves piece `letter` by whole steps ('u', 'd', 'l', 'r'); every step must stay in the box
    // on cells that are empty or the piece's own. False, board unchanged, when one cannot.
    bool slide(char letter, std::string_view steps);

    bool operator==(const KlotskiBoard &) const = default;

private:
    int m_width = 0;
    int m_height = 0;
    std::string m_cells;
};

struct KlotskiParse {
    std::optional<KlotskiBoard> board;
    TextError error; // its place is a row and column of the box (rows)
};

// Reads the text form; the error names the row and column of what is wrong: a character that
// is no letter, digit or '.', rows of unequal length, a box outside 3x3..8x8, a letter in two
// places, a piece that is not a rectangle or is larger than 3x3, no empty cell.
KlotskiParse parseKlotskiBoard(std::string_view text);

struct KlotskiGoalParse {
    std::optional<KlotskiGoal> goal;
    TextError error; // its place is a row and column of the box (rows)
};

// A goal for `start`: the box with only the target piece, which must be in the start with the
// same shape.
KlotskiGoalParse parseKlotskiGoal(std::string_view text, const KlotskiBoard &start);
// The classic goal: the one 2x2 piece with its bottom edge on the box's bottom row, in the
// middle (where it leaves the box); an error when the box has no 2x2 piece or more than one.
KlotskiGoalParse defaultKlotskiGoal(const KlotskiBoard &start);
std::string klotskiGoalText(const KlotskiBoard &start, const KlotskiGoal &goal);
bool klotskiGoalReached(const KlotskiBoard &b, const KlotskiGoal &goal);

// Plays one move written as a piece's letter and its steps ("Bdl"); an error says why not.
std::optional<std::string> playKlotskiMove(KlotskiBoard &b, std::string_view move);

} // namespace core
