#pragma once
// Contrast by the WCAG 2.1 rules: text at least 4.5:1 against what is behind it (1.4.3), and
// the marks that identify a control or carry meaning (icons, check boxes, radio buttons, focus
// rings, chart marks) at least 3:1 (1.4.11). Colours chosen for one palette are pulled just far
// enough, keeping their hue, to meet these ratios on another.

#include <QColor>
#include <QPalette>

namespace ui {

constexpr double TextContrast = 4.5;
constexpr double MarkContrast = 3.0;

// Relative luminance (0 black .. 1 white) and contrast ratio (1 .. 21).
double relativeLuminance(const QColor &c);
double contrastRatio(const QColor &a, const QColor &b);
// Black or white, whichever contrasts more with `background` (always at least 4.5:1).
QColor readableOn(const QColor &background);
// `preferred` when it reads on `background` (4.5:1), else black or white.
QColor textOn(const QColor &preferred, const QColor &background);
// `colour` moved towards white on a dark background, black on a light one, in small steps,
// until it reaches `ratio` against `background` (unchanged if it already does).
QColor reaching(const QColor &colour, const QColor &background, double ratio);
// The edge of a control (check box, radio button, field) in `palette`: the window colour moved
// towards the text until it reaches 3:1 against the window, the base and the button (3.6:1, so
// that the antialiased pixels of a round edge reach 3:1 too).
QColor controlEdge(const QPalette &palette);
// `colour` pulled to 3:1 against every fill a control's mark may sit on: the window, the button,
// and the lighter and darker ends of the gradient Fusion fills a button with.
QColor reachingFills(QColor colour, const QPalette &palette);
// The keyboard focus ring: the highlight, reaching every fill.
QColor focusColour(const QPalette &palette);
// Linear mix of two colours, t = 0 gives a, 1 gives b.
QColor blend(const QColor &a, const QColor &b, double t);

} // namespace ui
