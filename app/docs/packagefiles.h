#pragma once
// The files a package installs beside the programs that describe the set of puzzles: the desktop
// entry and the AppStream file, filled from their templates (resources/*.in), and the Debian
// package's description, a CMake file that cpack reads (CPACK_PROJECT_CONFIG_FILE). Each is
// written from the rows of puzzles (each back end's core::PuzzleDescription), so none of them
// lists the puzzles by hand.

#include <QString>

namespace docs {

// The template with @PUZZLES@, @PUZZLES_ZH_CN@, @KEYWORDS@ and @KEYWORDS_ZH_CN@ filled in.
QString desktopEntry(const QString &pattern);
// The template with @PUZZLES@, @PUZZLES_ZH_CN@, @PUZZLE_ITEMS@ and @KEYWORD_ELEMENTS@ filled in.
QString appStream(const QString &pattern);
// A CMake file that sets CPACK_PACKAGE_DESCRIPTION.
QString debianDescription();

} // namespace docs
