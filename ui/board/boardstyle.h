#pragma once
// Colours shared by the board views. Everything neutral comes from the palette, so a dark
// palette works; the accent colours come from the Okabe-Ito set in the colour-blind safe
// scheme, which stays distinguishable under the common colour-vision deficiencies. Text on a
// tile is chosen by the WCAG contrast ratio, so it stays readable whatever the palette.

#include "theme/contrast.h"

#include <QColor>
#include <QPalette>

namespace ui {

enum class ColourScheme { Palette, ColourBlindSafe };

// The scheme the user chose (the preference's default until the window applies theirs): every
// board made afterwards starts in it, and the search's boards (StatePainter) and the race's draw
// with it, so a tile or piece has one colour in every view.
ColourScheme chosenColourScheme();
void setChosenColourScheme(ColourScheme scheme);

// The colour of a rotation-game digit (1..3).
QColor digitColour(int digit, ColourScheme scheme);
// A tile's colour: plain palette, or tinted by the tile's goal row in the safe scheme.
QColor tileColour(const QPalette &palette, ColourScheme scheme, int goalRow);
// The tray the tiles slide in, which shows through the empty cell: a recess darker than the
// window, so it stands apart from plain and coloured tiles alike.
QColor emptyCellColour(const QPalette &palette);
// The mark of a piece picked for a move (a Huarong Dao piece, a Rush Hour vehicle) and of its
// places to go: the highlight, pulled just far enough to stand 3:1 against the floor
// (emptyCellColour) it is seen on, in every palette.
QColor pickColour(const QPalette &palette);
// A tile's outline width for a tile of this side: thick in a high-contrast palette.
qreal tileBorderWidth(const QPalette &palette, qreal side);

} // namespace ui
