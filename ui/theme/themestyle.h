#pragma once
// ThemeStyle: Fusion, with the marks that identify a control drawn at 3:1 against what is
// behind them (WCAG 2.1, 1.4.11). Fusion draws the edges of check boxes, radio buttons, fields,
// combo boxes, spin boxes and buttons in the window colour made 40% darker, about 2:1 on a light
// window and invisible on a dark one; here they take the palette's control edge
// (ui::controlEdge), the marks inside them the text colour, and the keyboard focus ring the
// highlight pulled to 3:1. Everything else is Fusion's.

#include <QProxyStyle>

namespace ui {

// A style whose check box and radio button marks grow with the text beside them (a larger
// font, the presentation scale): at least three quarters of the text's height. The System theme
// wraps the platform's style in it; ThemeStyle builds on it.
class MarkScaleStyle : public QProxyStyle {
    Q_OBJECT
public:
    explicit MarkScaleStyle(QStyle *base);
    int pixelMetric(PixelMetric metric, const QStyleOption *option = nullptr, const QWidget *widget = nullptr) const override;
};

class ThemeStyle : public MarkScaleStyle {
    Q_OBJECT
public:
    ThemeStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;
};

} // namespace ui
