#pragma once
// The desktop app's command line as an options::Program: its options, its operand (a saved
// game), its files. The window's --help and the man page puzzlescope(6) are written from it.
// The descriptions are English; the window translates them in the "main" context.

#include "options/commandspec.h"

#include <QString>

namespace gui {

// The one line the window's --help opens with, "%1, played and solved.", filled with the
// puzzles' names in running text (core::puzzlesInSentence, or their translations) and begun with
// a capital. The template is translated in the "main" context.
extern const char *const PlayedAndSolved;
QString playedAndSolved(const QString &puzzles, const QString &pattern = PlayedAndSolved);

const options::Program &guiProgram();

} // namespace gui
