#pragma once
// Colours shared by the board views. Everything neutral comes from the palette, so a dark
// palette works; the accent colours come from the Okabe-Ito set in the colour-blind safe
// scheme, which stays distinguishable under the common colour-vision deficiencies.

#include <QColor>
#include <QPalette>

namespace ui {

enum class ColourScheme { Palette, ColourBlindSafe };

// The colour of a rotation-game digit (1..3).
QColor digitColour(int digit, ColourScheme scheme);
// A tile's colour: plain palette, or tinted by the tile's goal row in the safe scheme.
QColor tileColour(const QPalette &palette, ColourScheme scheme, int goalRow);
// Black or white, whichever reads better on `background`.
QColor readableOn(const QColor &background);

} // namespace ui
