#pragma once
// The sliding puzzle's one painter: how a tile and the tray it slides in look, in every view
// that draws a sliding board (the board view, the search's small boards in the Search Lab, the
// tree and the map's hover, the goal preview, the board editor's grid). A view gives where a
// tile goes and the look it shows it in (the colour scheme, the palette, the board's size for
// the tile's goal row and its number's size, the solved highlight, a picked mark, picture
// tiles); the tile is the same in all of them at any cell size.

#include "board/boardstyle.h"
#include "common/boardsize.h"

#include <QPalette>
#include <QRectF>

#include <cstdint>
#include <vector>

class QPainter;

namespace ui {

class TilePicture;

struct SlidingTileLook {
    QPalette palette;
    ColourScheme scheme = ColourScheme::ColourBlindSafe;
    core::BoardSize board; // the board's size: a tile's goal row, its number's size, the picture's cut
    bool solved = false;   // every tile in the highlight colour (the board's solved flash)
    // Tiles cut from a picture, each showing its goal cell's part; null: plain tiles.
    const TilePicture *picture = nullptr;
    bool pictureNumbers = true; // numbers on picture tiles, in a small badge
    qreal devicePixelRatio = 1; // of the device painted on (the picture is fitted at its pixels)
};

// One tile: its number, the cell it stands on in the goal, and whether it is picked (the first
// tile of a swap, the editor's picked tile).
struct SlidingTile {
    int number = 0;
    int goalCell = 0;
    bool picked = false;
};

// The tray under the tiles (`board`, the whole grid), which shows through the blank.
void paintSlidingTray(QPainter &p, const QRectF &board, qreal side, const QPalette &palette);
// One tile over the cell `r` (square): filled by its goal row (or cut from the picture),
// outlined, and numbered in a colour readable on its fill where the cell is large enough.
void paintSlidingTile(QPainter &p, const QRectF &r, const SlidingTile &tile, const SlidingTileLook &look);
// A whole board from `origin` at `side` pixels a cell: the tray, then each tile (0: the blank)
// coloured by where it stands in `goal` (a board of the same size; empty: the standard goal).
void paintSlidingBoard(QPainter &p, const QPointF &origin, qreal side, const std::vector<int> &tiles,
                       const std::vector<std::uint8_t> &goal, const SlidingTileLook &look);

} // namespace ui
