#pragma once
// SlidingBoard: a w x h sliding-tile arrangement, 2 <= w, h <= 10, tiles 1..n-1 and the
// blank (0), stored row by row. It is the value the UI, the CLI and the text forms exchange;
// the search works on SlidingDomain's compact state built from it.

#include "common/boardsize.h"

#include <cstdint>
#include <string>
#include <vector>

namespace core {

inline constexpr int MinSide = 2;
inline constexpr int MaxSide = 10;

struct SlidingBoard {
    BoardSize size;
    std::vector<std::uint8_t> tiles; // tiles[row * width + col], 0 = blank

    int width() const { return size.width; }
    int height() const { return size.height; }
    int cells() const { return size.cells(); }
    int blankIndex() const;
    // Where each tile stands: result[tile] = cell.
    std::vector<int> positions() const;
    // True when tiles is a permutation of 0..n-1 and the size is within bounds.
    bool isWellFormed() const;
    bool operator==(const SlidingBoard &) const = default;

    // 1..n-1 in reading order, blank last.
    static SlidingBoard standardGoal(BoardSize size);
};

// Moves name the direction the blank travels (POJ 1077): d, l, r, u. The enum order is the
// search order everywhere, so "first found" means lexicographically smallest in "dlru".
enum class Dir : std::uint8_t { Down = 0, Left = 1, Right = 2, Up = 3 };

char dirLetter(Dir d);
// Accepts d/l/r/u in either case; false for anything else.
bool dirFromLetter(char c, Dir &out);
Dir oppositeDir(Dir d);
// The moves between two cells along rows and columns (a tile's Manhattan distance).
inline int cellDistance(BoardSize size, int a, int b)
{
    const int w = size.width;
    return (a / w > b / w ? a / w - b / w : b / w - a / w) + (a % w > b % w ? a % w - b % w : b % w - a % w);
}
// The cell the blank reaches from `blank` moving `d`, or -1 when it would leave the board.
int blankTarget(BoardSize size, int blank, Dir d);
// Applies a move to the board if legal; returns whether it was.
bool applyDir(SlidingBoard &board, Dir d);
std::string planToString(const std::vector<Dir> &plan);
// The blank's moves that slide the run of tiles between the blank and `cell` (as a click on
// a tile in the blank's row or column does); empty when the cell is elsewhere.
std::vector<Dir> slideTowards(const SlidingBoard &board, int cell);
// The same moves as the plan's letters, one a move ("d", "d").
std::vector<std::string> slideMoves(const SlidingBoard &board, int cell);

} // namespace core
