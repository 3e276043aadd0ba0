#pragma once
// The desktop app's command line as an options::Program: its options, its operand (a saved
// game), its files. The window's --help and the man page puzzlescope(6) are written from it.
// The descriptions are English; the window translates them in the "main" context.

#include "options/commandspec.h"

namespace gui {

const options::Program &guiProgram();

} // namespace gui
