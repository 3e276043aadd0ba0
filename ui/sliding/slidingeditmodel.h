#pragma once
// The sliding puzzle's board editor (editor/boardeditmodel.h): tiles swapped on the board's
// grid, any of the CLI's sliding text forms.

#include "editor/boardeditmodel.h"
#include "sliding/board/slidingboard.h"

#include <memory>
#include <optional>

namespace ui {

struct SlidingEdit {
    core::BoardSize size;     // of the board first shown
    bool allowResize = false; // the id form ("4x4:...") may change the size
    // The edited board is played towards `goal` (a board of another size: that size's standard
    // goal; none: the standard goal); with `start`, the edited board is the goal `start` plays
    // towards.
    std::optional<core::SlidingBoard> goal = {};
    std::optional<core::SlidingBoard> start = {};
};

std::unique_ptr<BoardEditModel> slidingEditModel(const SlidingEdit &edit);

} // namespace ui
