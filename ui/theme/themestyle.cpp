#include "theme/themestyle.h"

#include "theme/contrast.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleFactory>
#include <QStyleOption>

namespace ui {

namespace {

// The edge of a control in the state `option` gives: the focus colour when it has the
// keyboard's focus, the disabled text colour when disabled, else the control edge.
QColor edgeFor(const QStyleOption *option, bool focused)
{
    const QPalette &palette = option->palette;
    if (!(option->state & QStyle::State_Enabled))
        return palette.color(QPalette::Disabled, QPalette::WindowText);
    if (focused)
        return focusColour(palette);
    return controlEdge(palette);
}

// A 1 px edge just inside `rect`, with Fusion's rounded corners.
void drawEdge(QPainter *painter, const QRect &rect, const QColor &colour, qreal radius = 2.0, qreal width = 1.0)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(colour, width));
    const qreal inset = width / 2.0;
    painter->drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), radius, radius);
    painter->restore();
}

void drawCheckBox(const QStyleOption *option, QPainter *painter, bool itemView)
{
    const QPalette &palette = option->palette;
    const bool enabled = option->state & QStyle::State_Enabled;
    QRect box = option->rect;
    const int side = std::min(box.width(), box.height());
    box = QRect(box.x() + (box.width() - side) / 2, box.y() + (box.height() - side) / 2, side, side);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    painter->setBrush(palette.color(enabled ? QPalette::Normal : QPalette::Disabled, QPalette::Base));
    painter->drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    painter->restore();
    drawEdge(painter, box, edgeFor(option, !itemView && (option->state & QStyle::State_HasFocus)
                                                && (option->state & QStyle::State_KeyboardFocusChange)),
             2.0, side >= 16 ? 1.5 : 1.0);
    const QColor mark = palette.color(enabled ? QPalette::Normal : QPalette::Disabled, QPalette::Text);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRectF in = QRectF(box).adjusted(side * 0.22, side * 0.22, -side * 0.22, -side * 0.22);
    if (option->state & QStyle::State_NoChange) {
        painter->fillRect(QRectF(in.left(), in.center().y() - side * 0.08, in.width(), side * 0.16), mark);
    } else if (option->state & QStyle::State_On) {
        painter->setPen(QPen(mark, std::max(1.5, side * 0.14), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        QPainterPath tick;
        tick.moveTo(in.left(), in.top() + in.height() * 0.55);
        tick.lineTo(in.left() + in.width() * 0.38, in.bottom());
        tick.lineTo(in.right(), in.top());
        painter->drawPath(tick);
    }
    painter->restore();
}

void drawRadioButton(const QStyleOption *option, QPainter *painter)
{
    const QPalette &palette = option->palette;
    const bool enabled = option->state & QStyle::State_Enabled;
    QRect box = option->rect;
    const int side = std::min(box.width(), box.height());
    box = QRect(box.x() + (box.width() - side) / 2, box.y() + (box.height() - side) / 2, side, side);
    const qreal width = std::max(1.5, side / 9.0);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(palette.color(enabled ? QPalette::Normal : QPalette::Disabled, QPalette::Base));
    painter->setPen(QPen(edgeFor(option, (option->state & QStyle::State_HasFocus)
                                             && (option->state & QStyle::State_KeyboardFocusChange)),
                         width));
    const qreal inset = width / 2.0;
    painter->drawEllipse(QRectF(box).adjusted(inset, inset, -inset, -inset));
    if (option->state & QStyle::State_On) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(palette.color(enabled ? QPalette::Normal : QPalette::Disabled, QPalette::Text));
        const qreal dot = side * 0.27;
        painter->drawEllipse(QRectF(box).adjusted(dot, dot, -dot, -dot));
    }
    painter->restore();
}

} // namespace

MarkScaleStyle::MarkScaleStyle(QStyle *base) : QProxyStyle(base) {}

int MarkScaleStyle::pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    const int base = QProxyStyle::pixelMetric(metric, option, widget);
    switch (metric) {
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight:
        if (widget)
            return std::max(base, widget->fontMetrics().height() * 3 / 4);
        return base;
    default:
        return base;
    }
}

ThemeStyle::ThemeStyle() : MarkScaleStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

void ThemeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                               const QWidget *widget) const
{
    switch (element) {
    case PE_IndicatorCheckBox:
        drawCheckBox(option, painter, false);
        return;
    case PE_IndicatorItemViewItemCheck:
        drawCheckBox(option, painter, true);
        return;
    case PE_IndicatorRadioButton:
        drawRadioButton(option, painter);
        return;
    case PE_FrameFocusRect:
        // Fusion's rule: a ring only after the keyboard moved the focus.
        if (option->state & State_KeyboardFocusChange)
            drawEdge(painter, option->rect, edgeFor(option, true), 2.0, 2.0);
        return;
    case PE_FrameLineEdit:
        drawEdge(painter, option->rect, edgeFor(option, option->state & State_HasFocus), 2.0,
                 option->state & State_HasFocus ? 2.0 : 1.0);
        return;
    case PE_PanelButtonCommand: {
        // Fusion tints the default button with the highlight, which takes the text under 4.5:1
        // in the dark theme; here every button has the plain fill, the default one a thicker edge.
        bool isDefault = false;
        if (const auto *button = qstyleoption_cast<const QStyleOptionButton *>(option)) {
            QStyleOptionButton plain(*button);
            isDefault = plain.features & QStyleOptionButton::DefaultButton;
            plain.features &= ~QStyleOptionButton::DefaultButton;
            plain.state &= ~State_HasFocus;
            MarkScaleStyle::drawPrimitive(element, &plain, painter, widget);
        } else {
            MarkScaleStyle::drawPrimitive(element, option, painter, widget);
        }
        const bool focused = (option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange);
        drawEdge(painter, option->rect, edgeFor(option, focused), 2.0, focused ? 3.0 : isDefault ? 1.5 : 1.0);
        return;
    }
    default:
        MarkScaleStyle::drawPrimitive(element, option, painter, widget);
    }
}

void ThemeStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                                    const QWidget *widget) const
{
    MarkScaleStyle::drawComplexControl(control, option, painter, widget);
    switch (control) {
    case CC_ComboBox:
        if (const auto *combo = qstyleoption_cast<const QStyleOptionComboBox *>(option); combo && combo->frame)
            drawEdge(painter, option->rect, edgeFor(option, option->state & State_HasFocus));
        break;
    case CC_SpinBox:
        if (const auto *spin = qstyleoption_cast<const QStyleOptionSpinBox *>(option); spin && spin->frame)
            drawEdge(painter, option->rect, edgeFor(option, option->state & State_HasFocus));
        break;
    case CC_Slider:
        drawEdge(painter, subControlRect(CC_Slider, option, SC_SliderHandle, widget), edgeFor(option, false));
        break;
    default:
        break;
    }
}

} // namespace ui
