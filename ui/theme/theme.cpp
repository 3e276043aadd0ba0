#include "theme/theme.h"

#include "theme/themestyle.h"

#include <QApplication>
#include <QStyleFactory>
#include <QStyle>

namespace ui {

Theme::Kind Theme::s_current = Theme::System;
QString Theme::s_systemStyle;
QPalette Theme::s_systemPalette;

namespace {

struct Roles {
    QColor window, text, base, alternate, button, light, mid, dark, highlight, highlightedText, link, disabled;
};

QPalette build(const Roles &r)
{
    QPalette p;
    p.setColor(QPalette::Window, r.window);
    p.setColor(QPalette::WindowText, r.text);
    p.setColor(QPalette::Base, r.base);
    p.setColor(QPalette::AlternateBase, r.alternate);
    p.setColor(QPalette::ToolTipBase, r.base);
    p.setColor(QPalette::ToolTipText, r.text);
    p.setColor(QPalette::PlaceholderText, r.disabled);
    p.setColor(QPalette::Text, r.text);
    p.setColor(QPalette::Button, r.button);
    p.setColor(QPalette::ButtonText, r.text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Light, r.light);
    p.setColor(QPalette::Midlight, r.light);
    p.setColor(QPalette::Mid, r.mid);
    p.setColor(QPalette::Dark, r.dark);
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, r.highlight);
    p.setColor(QPalette::HighlightedText, r.highlightedText);
    p.setColor(QPalette::Link, r.link);
    p.setColor(QPalette::LinkVisited, r.link);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, r.disabled);
    return p;
}

} // namespace

QPalette Theme::palette(Kind kind)
{
    switch (kind) {
    case Light:
        return build({QColor(QRgb(0xF0F0F0)), QColor(QRgb(0x1A1A1A)), QColor(QRgb(0xFFFFFF)), QColor(QRgb(0xF5F5F5)), QColor(QRgb(0xE6E6E6)),
                      QColor(QRgb(0xFFFFFF)), QColor(QRgb(0xB4B4B4)), QColor(QRgb(0x8C8C8C)), QColor(QRgb(0x1F64B4)), QColor(QRgb(0xFFFFFF)),
                      QColor(QRgb(0x1F64B4)), QColor(QRgb(0x8A8A8A))});
    case Dark:
        return build({QColor(QRgb(0x2B2B2B)), QColor(QRgb(0xE8E8E8)), QColor(QRgb(0x1E1E1E)), QColor(QRgb(0x333333)), QColor(QRgb(0x474747)),
                      QColor(QRgb(0x5A5A5A)), QColor(QRgb(0x3A3A3A)), QColor(QRgb(0x151515)), QColor(QRgb(0x4DA3F0)), QColor(QRgb(0x000000)),
                      QColor(QRgb(0x7AB8F5)), QColor(QRgb(0x7A7A7A))});
    case HighContrast:
        return build({QColor(QRgb(0x000000)), QColor(QRgb(0xFFFFFF)), QColor(QRgb(0x000000)), QColor(QRgb(0x1A1A1A)), QColor(QRgb(0x262626)),
                      QColor(QRgb(0xFFFFFF)), QColor(QRgb(0x808080)), QColor(QRgb(0xFFFFFF)), QColor(QRgb(0xFFFF00)), QColor(QRgb(0x000000)),
                      QColor(QRgb(0x00FFFF)), QColor(QRgb(0xA0A0A0))});
    case System:
        break;
    }
    return s_systemStyle.isEmpty() ? QApplication::palette() : s_systemPalette;
}

void Theme::apply(Kind kind)
{
    // What the platform chose, before any theme replaces it.
    const bool first = s_systemStyle.isEmpty();
    if (first) {
        s_systemStyle = QApplication::style()->name();
        s_systemPalette = QApplication::palette();
    }
    if (kind == s_current && !first)
        return;
    s_current = kind;
    if (kind == System) {
        QApplication::setStyle(new MarkScaleStyle(QStyleFactory::create(s_systemStyle)));
        QApplication::setPalette(s_systemPalette);
        return;
    }
    QApplication::setStyle(new ThemeStyle);
    QApplication::setPalette(palette(kind));
}

QString Theme::key(Kind kind)
{
    switch (kind) {
    case Light: return QStringLiteral("light");
    case Dark: return QStringLiteral("dark");
    case HighContrast: return QStringLiteral("highContrast");
    case System: break;
    }
    return QStringLiteral("system");
}

Theme::Kind Theme::fromKey(const QString &key)
{
    for (Kind k : {Light, Dark, HighContrast})
        if (key == Theme::key(k))
            return k;
    return System;
}

} // namespace ui
