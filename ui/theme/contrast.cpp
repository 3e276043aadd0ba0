#include "theme/contrast.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

} // namespace

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

double relativeLuminance(const QColor &c)
{
    const QColor rgb = c.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) + 0.0722 * linear(rgb.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor &background)
{
    const QColor black(Qt::black), white(Qt::white);
    return contrastRatio(black, background) >= contrastRatio(white, background) ? black : white;
}

QColor textOn(const QColor &preferred, const QColor &background)
{
    return contrastRatio(preferred, background) >= TextContrast ? preferred : readableOn(background);
}

QColor reaching(const QColor &colour, const QColor &background, double ratio)
{
    const QColor target = readableOn(background);
    QColor c = colour.toRgb();
    c.setAlpha(255);
    // Whole 8-bit steps, so the colour drawn is the colour measured.
    for (int step = 1; step <= 40 && contrastRatio(c, background) < ratio; ++step)
        c = QColor(blend(colour, target, step / 40.0).rgb());
    return c;
}

QColor reachingFills(QColor colour, const QPalette &palette)
{
    const QColor button = palette.color(QPalette::Button);
    for (const QColor &fill : {palette.color(QPalette::Window), button, button.lighter(140), button.darker(115)})
        colour = reaching(colour, fill, MarkContrast);
    return colour;
}

QColor focusColour(const QPalette &palette)
{
    return reachingFills(palette.color(QPalette::Highlight), palette);
}

QColor controlEdge(const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor toward = palette.color(QPalette::WindowText);
    // A margin over 3:1, so that the antialiased pixels of a round edge reach it too.
    constexpr double Aim = MarkContrast * 1.2;
    QColor edge = window;
    for (int step = 1; step <= 40; ++step) {
        edge = QColor(blend(window, toward, step / 40.0).rgb());
        if (contrastRatio(edge, window) >= Aim && contrastRatio(edge, palette.color(QPalette::Base)) >= Aim
            && contrastRatio(edge, palette.color(QPalette::Button)) >= Aim)
            break;
    }
    return edge;
}

} // namespace ui
