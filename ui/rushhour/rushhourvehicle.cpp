#include "rushhour/rushhourvehicle.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace ui {

QColor rushHourVehicleColour(const QPalette &palette, ColourScheme scheme, bool redCar, int length)
{
    if (redCar) {
        // The red car is red in both schemes: Okabe-Ito's vermilion in the safe one (told apart
        // from the sky-blue cars and yellow trucks by every common deficiency, and by lightness
        // alone), the plain red otherwise; pulled just far enough to stand 3:1 against the
        // window, so it reads on a light palette and a dark one alike.
        const QColor red = scheme == ColourScheme::ColourBlindSafe ? tileColour(palette, scheme, 5) : digitColour(1, scheme);
        return reaching(red, palette.color(QPalette::Window), MarkContrast);
    }
    if (scheme == ColourScheme::ColourBlindSafe)
        return tileColour(palette, scheme, length >= 3 ? 6 : 4);
    // The palette's scheme: cars as buttons, trucks a shade towards the text so the two differ.
    const QColor button = palette.color(QPalette::Button);
    return length >= 3 ? blend(button, palette.color(QPalette::WindowText), 0.3) : button;
}

void paintRushHourVehicle(QPainter &p, const QRectF &r, qreal unit, const RushHourVehicleLook &look)
{
    // A wider gap than a Huarong Dao piece's, so two vehicles nose to tail still read as two,
    // and rounder corners, as a car has.
    paintBlock(p, r, unit, look, {0.06, 0.22});
}

void paintRushHourWall(QPainter &p, const QRectF &r, qreal unit, const QPalette &palette)
{
    // The frame's colour (the window's text), hatched with the floor's: part of the lot's
    // walls, whatever the palette.
    p.save();
    p.fillRect(r, palette.color(QPalette::WindowText));
    p.setClipRect(r);
    p.setPen(QPen(emptyCellColour(palette), std::max<qreal>(1.0, unit * 0.05)));
    const qreal step = std::max<qreal>(4.0, unit * 0.25);
    for (qreal d = step / 2; d < r.width() + r.height(); d += step)
        p.drawLine(QPointF(r.left() + d, r.top()), QPointF(r.left() + d - r.height(), r.bottom()));
    p.restore();
}

} // namespace ui
