#pragma once
// The rotation game's board editor (editor/boardeditmodel.h): the '#' board's 24 cells, each
// cycled through the digits 1 to 3; its text is POJ 2286's 24 digits.

#include "editor/boardeditmodel.h"

#include <memory>

namespace ui {

std::unique_ptr<BoardEditModel> rotationEditModel();

} // namespace ui
