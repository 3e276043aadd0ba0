#pragma once
// How a Rush Hour vehicle and a wall look, in every view that draws a lot: the board, the
// Search Lab's boards and trees, the state-space map's hover and the race lanes.
// A vehicle is a rounded block with an outline, its colour saying what it is (the red car, a car
// of two cells, a truck of three), with its letter where the view has room for it. A wall is a
// cell of the lot's frame: solid in the frame's colour, hatched with the floor's.

#include "board/blockpaint.h"
#include "board/boardstyle.h"

#include <QChar>
#include <QColor>
#include <QRectF>

class QPainter;
class QPalette;

namespace ui {

// The fill of a vehicle `length` cells long; `redCar` for the car to drive out.
QColor rushHourVehicleColour(const QPalette &palette, ColourScheme scheme, bool redCar, int length);

using RushHourVehicleLook = BlockLook;

// Paints a vehicle over `r` (its cells) at `unit` pixels a cell.
void paintRushHourVehicle(QPainter &p, const QRectF &r, qreal unit, const RushHourVehicleLook &look);
// Paints a wall over `r` (one cell) at `unit` pixels a cell.
void paintRushHourWall(QPainter &p, const QRectF &r, qreal unit, const QPalette &palette);

} // namespace ui
