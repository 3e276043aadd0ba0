#pragma once
// The list of puzzles in the window: one row each (board/puzzlelook.h), defined in the puzzle's
// own folder (ui/<puzzle>/). The window's board, the race's lanes and any other place that
// shows a full board make theirs here; the search's small boards are painted by the same rows.
// A new puzzle is one row here and its folder.

#include "board/boardview.h"
#include "board/puzzlelook.h"

namespace ui {

BoardView *makeBoardView(core::PuzzleKind kind, QWidget *parent);

} // namespace ui
