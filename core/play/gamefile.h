#pragma once
// The saved-game text format (".puzzlescope"), one "key value" pair per line:
//
//   puzzlescope-game 1            format name and version, always the first line
//   puzzle sliding                sliding, rotation or klotski
//   size 3x3                      sliding only: width x height
//   goal 1,2,3,4,5,6,7,8,0        sliding: the goal as comma-separated tiles (0 = blank);
//                                 klotski: the box with only the goal piece ("..../.BB./.BB.")
//   start 8,6,7,2,5,4,3,0,1       the board the game started from (rotation: 24 digits;
//                                 klotski: the box's rows separated by '/')
//   moves dlru                    every move played, as the puzzle's plans write them (letters
//                                 d l r u or A..H; klotski: "Bdl Cr", spaces between); may be empty
//   position 4                    how many of those moves are on the board now (the rest redo)
//   checksum 1f0c...              FNV-1a (64-bit, hex) of the entries above, each line with
//                                 its newline, comments and blank lines left out
//
// Lines starting with '#' and blank lines are ignored. Reading checks everything: a missing or
// repeated key, a board that does not parse, an illegal move, a position past the end or a
// checksum that does not match is reported with its line number, so a damaged file is refused
// rather than half loaded. A file written by hand may leave the checksum out.

#include "common/reason.h"
#include "position/position.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace core {

struct SavedGame {
    Position start; // the board the game started from (with its goal, for a sliding game)
    std::vector<std::string> moves;
    std::size_t position = 0;
};

// The largest game file the app saves or opens: one limit for both, so whatever is saved opens.
inline constexpr std::size_t MaxGameFileBytes = std::size_t(1) << 20;

std::string writeGame(const SavedGame &game);
// The checksum of the entry lines, as written on the checksum line.
std::string gameChecksum(const std::string &entries);

struct GameRead {
    std::optional<SavedGame> game;
    Reason error; // what is wrong, and on which line (describe: "line N: what")
};
// A UTF-8 byte-order mark before the text (as some editors write) is skipped.
GameRead readGame(const std::string &text);

} // namespace core
