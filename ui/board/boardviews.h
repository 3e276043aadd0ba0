#pragma once
// The board views, one row per puzzle: the view that shows a position of the puzzle, plays its
// moves by mouse and keyboard and paints its X-ray. The window's board, the race's lanes and
// any other place that shows a full board make theirs here. A new puzzle is one row here and
// its view in its own folder (board/<puzzle>/).

#include "board/boardview.h"

namespace ui {

BoardView *makeBoardView(core::PuzzleKind kind, QWidget *parent);
// Every puzzle, in PuzzleKind's order.
inline constexpr core::PuzzleKind AllPuzzles[] = {core::PuzzleKind::Sliding, core::PuzzleKind::Rotation,
                                                  core::PuzzleKind::Klotski};

} // namespace ui
