#pragma once
// The rotation game (POJ 2286): 24 cells on a '#'-shaped board holding the digits 1..3,
// numbered row by row (2, 2, 7, 2, 7, 2, 2 cells):
//
//           0     1
//           2     3
//     4  5  6  7  8  9 10
//          11    12
//    13 14 15 16 17 18 19
//          20    21
//          22    23
//
// Move A shifts the left column up one cell (the top cell wraps to the bottom), B the right
// column up; C and D shift the upper and lower rows right; E and F shift the right and left
// columns down; G and H shift the lower and upper rows left. A/F, B/E, C/H and D/G undo each
// other. This is POJ 2286's table, checked against its published sample. The goal: the eight centre cells
// (6 7 8 11 12 15 16 17) hold one digit.

#include "position/position.h"
#include "common/reason.h"
#include "common/texterror.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace core {

inline constexpr int RotationCells = 24;
inline constexpr int RotationMoves = 8;
inline constexpr std::array<int, 8> RotationCentre{6, 7, 8, 11, 12, 15, 16, 17};
// RotationLines[m]: the seven cells of move m; after the move, cell line[i] holds what
// line[i + 1] held, and line[6] holds what line[0] held.
extern const std::array<std::array<int, 7>, 8> RotationLines;

struct RotationBoard {
    std::array<std::uint8_t, RotationCells> cells{};
    bool operator==(const RotationBoard &) const = default;

    void apply(int move);
    int count(int digit) const;
    int centreCount(int digit) const;
    // The centre digit when the centre is solved, otherwise 0.
    int solvedDigit() const;
    // Digits with at least eight copies: the only ones the centre can be filled with.
    std::string candidateDigits() const;
};

int rotationInverse(int move);
char rotationLetter(int move);
int rotationFromLetter(char c); // -1 when not A..H (either case)

struct RotationParse {
    std::optional<RotationBoard> board;
    TextError error;
    bool ok() const { return board.has_value(); }
};

// 24 digits 1..3, separated by spaces, commas or newlines, or written together.
RotationParse parseRotationBoard(std::string_view text);
std::string formatRotation(const RotationBoard &b); // 24 digits separated by spaces
std::string formatRotationGrid(const RotationBoard &b); // the '#' drawing
// Why the board cannot be solved when no digit has eight copies, else None.
Reason rotationUnsolvableReason(const RotationBoard &b);

// The rotation game's id (position/position.h): its own value, which saved settings keep.
inline constexpr PuzzleKind RotationKind = PuzzleKind(1);
template <>
struct PositionTraits<RotationBoard> {
    static constexpr PuzzleKind kind = RotationKind;
};

} // namespace core
