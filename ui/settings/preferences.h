#pragma once
// Preferences: the user's settings, kept with QSettings between runs.

#include "board/boardstyle.h"
#include "theme/theme.h"

#include <QString>

#include <cstdint>

class QSettings;

namespace ui {

struct Preferences {
    // The ranges the settings dialog offers; a loaded value outside them is brought inside.
    static constexpr int MinNodesMillions = 1, MaxNodesMillions = 2000;
    static constexpr int MinMemoryMiB = 16, MaxMemoryMiB = 16384;

    bool animate = true;
    bool solvedHighlight = true;
    bool keysMoveBlank = false; // arrow keys move the tile into the blank by default
    ColourScheme scheme = ColourScheme::ColourBlindSafe;
    Theme::Kind theme = Theme::System;
    QString picturePath; // "" plain tiles; a file, or TilePicture::builtInPath()
    bool pictureNumbers = true;
    std::uint64_t maxNodes = 100'000'000;
    int maxMemoryMiB = 1024;
    QString language; // "" follows the system; "en" or "zh_CN"

    // Every value read is checked: numbers clamped to the dialog's ranges, a language or theme
    // this version does not know falls back to the default (a hand-edited or damaged file).
    void load(const QSettings &s);
    void save(QSettings &s) const;
};

} // namespace ui
