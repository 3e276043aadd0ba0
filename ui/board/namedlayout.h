#pragma once
// The named layout a game starts from, for a puzzle whose module lists its layouts in core (an
// array of rows with `key` and `board`, as KlotskiLayouts and RushHourLayouts): the key of the
// one whose board is the start, or null. A puzzle's ui row names it (PuzzleLook::layoutName).

#include "puzzles/puzzlebackend.h"

namespace ui {

template <class Layouts>
const char *namedLayoutKey(core::PuzzleKind kind, const Layouts &layouts, const core::Position &start)
{
    const core::PuzzleBackend &backend = core::backendFor(kind);
    for (const auto &layout : layouts)
        if (const core::PositionParse named = backend.parse(layout.board, start); named.position && *named.position == start)
            return layout.key;
    return nullptr;
}

} // namespace ui
