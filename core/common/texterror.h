#pragma once
// TextError: what is wrong with a board's text and where, for every puzzle's text form. What is
// wrong is a Reason (a code with its numbers), so the command line words it in English
// (describe) and the window in its own language (ui/words/reasontext.h, from asReason); where
// is the line (or, for Huarong Dao's rows, the row) and column of the offending character or
// token (1-based), or 0 when the error is about the board as a whole.

#include "common/reason.h"

#include <string>

namespace core {

struct TextError {
    Reason reason;
    int line = 0;
    int column = 0;
    // Where the first of two clashing tokens stands (a tile given twice), 0 when none.
    int firstLine = 0;
    int firstColumn = 0;
    // The place is a board's row (Huarong Dao's "ABBC/ABBC/..."), not a line of the text.
    bool rows = false;

    // Whether there is an error.
    bool failed() const { return bool(reason); }
    // The error as one reason: BoardText with the place (none when withPlace is false, the first
    // of a clash kept) and the cause.
    Reason asReason(bool withPlace = true) const;
    // What is wrong, and where the first of a clash stands: "tile 3 appears twice (first at line
    // 1, column 3)".
    std::string what() const;
    // "line 2, column 7: " and what() (or just what() when there is no place).
    std::string describe() const;
    // The same error for text that starts at `line`, `column` of a larger input (1-based).
    TextError placedAt(int line, int column) const;
};

} // namespace core
