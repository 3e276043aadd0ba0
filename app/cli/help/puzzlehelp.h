#pragma once
// The puzzles' part of the command line's help and man page, written from the rows of puzzles
// (core::backendFor and each back end's PuzzleDescription): the --puzzle values, each puzzle's
// text form, notation and default algorithm, and an example of solving each.

#include "options/commandspec.h"
#include "puzzles/puzzlebackend.h"

#include <QList>
#include <QString>

#include <string>

namespace cli {

// The puzzle's default algorithm over every size the command line takes (the back end's
// defaultAlgorithm): "idastar up to 16 cells, staged on 4x5, 5x4 and 5x5, else structured".
std::string defaultAlgorithmWords(const core::PuzzleBackend &backend);
// "Default: ... (sliding); idastar (rotation); ...", for --algorithm.
std::string defaultAlgorithmHelp();
// --puzzle's description: the keys, each with its puzzle's name.
QString puzzleOptionHelp();
// Each puzzle's text form, one sentence a puzzle, for a board operand.
QString boardFormsHelp();
// One entry a puzzle: its key, then its name, tagline, text form, notation and default algorithm.
QList<options::Entry> puzzleEntries();
// `puzzlescope-cli solve` on the puzzle's example board, as a user types it.
QString solveExample(const core::PuzzleBackend &backend);
// One example a puzzle: solving its example board.
QList<options::Entry> puzzleExamples();

} // namespace cli
