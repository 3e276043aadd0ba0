#include "board/boardstyle.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Okabe & Ito (2008), "Color Universal Design".
const QColor OkabeIto[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                           QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
                           QColor(0xF0, 0xE4, 0x42)};

ColourScheme chosen = ColourScheme::ColourBlindSafe;

} // namespace

ColourScheme chosenColourScheme()
{
    return chosen;
}

void setChosenColourScheme(ColourScheme scheme)
{
    chosen = scheme;
}

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
    // The button colour, lightened where needed to stand apart from the tray by 3:1.
    return reaching(palette.color(QPalette::Button), emptyCellColour(palette), MarkContrast);
}

QColor emptyCellColour(const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    QColor tray = relativeLuminance(window) < 0.2 ? blend(window, QColor(Qt::black), 0.6)
                                                  : blend(window, palette.color(QPalette::WindowText), 0.6);
    // Dark enough that every tile colour stands apart from it by 3:1: the darkest accent decides.
    const QColor darkest = *std::min_element(std::begin(OkabeIto), std::end(OkabeIto), [](const QColor &a, const QColor &b) {
        return relativeLuminance(a) < relativeLuminance(b);
    });
    while (contrastRatio(tray, darkest) < MarkContrast && tray != QColor(Qt::black))
        tray = blend(tray, QColor(Qt::black), 0.2);
    return tray;
}

QColor pickColour(const QPalette &palette)
{
    return reaching(palette.color(QPalette::Highlight), emptyCellColour(palette), MarkContrast);
}

qreal tileBorderWidth(const QPalette &palette, qreal side)
{
    // A high-contrast palette: a black window with white text.
    const QColor window = palette.color(QPalette::Window);
    const bool high = relativeLuminance(window) < 0.01 && contrastRatio(window, palette.color(QPalette::WindowText)) >= 19.0;
    return high ? std::max<qreal>(2.5, side * 0.05) : 1.0;
}

} // namespace ui
