#pragma once
// Where the window keeps its files, by the XDG Base Directory rules, one folder level each:
//   settings  $XDG_CONFIG_HOME/PuzzleScope/PuzzleScope.conf   what the user chose (QSettings())
//   state     $XDG_STATE_HOME/PuzzleScope/state.conf          the game in play, its solution in
//                                                             playback, the recent games
//             $XDG_STATE_HOME/PuzzleScope/interrupted-search.checkpoint
//   cache     $XDG_CACHE_HOME/PuzzleScope/pattern-databases   tables any run can rebuild
// (PuzzleScope is the application's name, as the settings file is named after it.)
// An XDG variable that is unset, empty or not an absolute path counts as unset (the rules say so):
// ~/.config, ~/.local/state and ~/.cache. Under Qt's test mode the folders are Qt's test folders.

#include <QSettings>
#include <QString>

namespace ui {

QString stateFolder();
QString cacheFolder();
// The state file (settingsfile.h's guardStateFile may set another for this session).
QString stateFilePath();
void setStateFileForSession(const QString &path);

// The state file, read and written as the settings are.
class StateSettings : public QSettings {
public:
    StateSettings();
};

// Moves what older versions kept in the settings file (the game in play, the recent games) into
// the state file, once: when the state file has none of it yet.
void moveStateOutOfSettings();
// Moves the cached tables and an interrupted search from the doubled folders older versions used
// (~/.cache/PuzzleScope/PuzzleScope, ~/.local/share/PuzzleScope/PuzzleScope) to the folders above,
// where nothing is there yet.
void moveFromOldFolders();

} // namespace ui
