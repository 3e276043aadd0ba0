#pragma once
// The settings file and the state file (appfolders.h), each checked before anything reads it
// (QSettings would open a FIFO and wait for a writer, and on quitting replace a device it links
// to with a text file).
//
// - Missing, a regular file, or a link to one (dotfile managers use links): used as it is. Qt
//   writes it through a temporary file renamed into place, so a reader sees the old settings or
//   the new, and a link is kept and its target replaced.
// - Larger than MaxSettingsBytes (a game kept with millions of moves): moved aside to
//   "PuzzleScope.conf.too-large" and the app starts with fresh settings, so nothing is lost and
//   the start stays quick.
// - Anything else (a FIFO, a device, a folder, a socket): left untouched; the settings live in a
//   private folder for this session only.
//
// Returns what the user should be told, or an empty string when both files are fine.

#include <QString>

#include <cstddef>

namespace ui {

inline constexpr std::size_t MaxSettingsBytes = std::size_t(8) << 20;

QString guardSettingsFile();

} // namespace ui
