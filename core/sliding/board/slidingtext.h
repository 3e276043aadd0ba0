#pragma once
// Text forms of a sliding board, in and out.
//   tokens   "2 3 4 1 5 x 7 6 8"  separated by spaces, commas or newlines; 0, x or X is the blank
//   compact  "12X453786"          one character per cell, boards of at most 9 cells
//   id       "3x3:2,3,4,1,5,0,7,6,8"  shareable, carries its own size
// The size comes from the id, from an explicit size, or from a square tile count.
// Errors say what is wrong and where: line and column of the offending character or token
// (1-based), or 0 when the error is about the board as a whole.

#include "sliding/board/slidingboard.h"
#include "common/texterror.h"

#include <optional>
#include <string>
#include <string_view>

namespace core {

struct SlidingParse {
    std::optional<SlidingBoard> board;
    TextError error;
    bool ok() const { return board.has_value(); }
};

SlidingParse parseSlidingBoard(std::string_view text, std::optional<BoardSize> size = std::nullopt);
// "4x4", "3X2": width x height, each within 2..10.
std::optional<BoardSize> parseBoardSize(std::string_view text, Reason *error = nullptr);

std::string formatTokens(const SlidingBoard &board, char blank = 'x');
std::string formatCompact(const SlidingBoard &board, char blank = 'X'); // cells() <= 9 only
std::string formatId(const SlidingBoard &board);
std::string formatGrid(const SlidingBoard &board); // rows on separate lines, right-aligned

} // namespace core
