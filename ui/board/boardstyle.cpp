#include "board/boardstyle.h"

namespace ui {

namespace {

// Okabe & Ito (2008), "Color Universal Design".
const QColor OkabeIto[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                           QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
                           QColor(0xF0, 0xE4, 0x42)};

} // namespace

QColor digitColour(int digit, ColourScheme scheme)
{
    if (scheme == ColourScheme::ColourBlindSafe)
        return OkabeIto[(digit - 1) % 3];
    static const QColor plain[] = {QColor(0xD6, 0x45, 0x45), QColor(0x3A, 0x9A, 0x4A), QColor(0x3B, 0x6E, 0xC8)};
    return plain[(digit - 1) % 3];
}

QColor tileColour(const QPalette &palette, ColourScheme scheme, int goalRow)
{
    if (scheme == ColourScheme::ColourBlindSafe)
        return OkabeIto[goalRow % 7];
    return palette.color(QPalette::Button);
}

QColor readableOn(const QColor &background)
{
    const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.45 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace ui
