#pragma once
// A player's move played into a game's history. A move that carries on the move just played,
// with nothing between (no undo, redo, playback, restart or new start: GameHistory's open move),
// is one move with it where the puzzle counts them so (PuzzleBackend::mergeMoves: one Huarong
// Dao piece or one Rush Hour vehicle moved on), so two key presses that slide a piece two cells
// are the one move a drag of it is; a piece brought back where it started leaves no move, as a
// drag that ends where it began makes none. Other puzzles' moves are one move each.

#include "play/gamehistory.h"
#include "puzzles/puzzlebackend.h"

#include <optional>
#include <string_view>

namespace core {

// Plays `move` from the history's current state. Returns how the game's move count changed (1:
// a move of its own, 0: it carried on the open move, -1: it took that move back), or nullopt,
// the history unchanged, when the move is not legal here.
std::optional<int> playHandMove(GameHistory<Position> &history, const PuzzleBackend &backend, std::string_view move);

} // namespace core
