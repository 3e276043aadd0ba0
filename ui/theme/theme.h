#pragma once
// Theme: the application's look, chosen in the settings and applied at once, without a restart.
// Light, Dark and HighContrast set the Fusion style (ThemeStyle: its control edges at 3:1) with a
// full palette of their own; System
// puts back the style and palette the application started with (the platform's choice). Widgets that paint
// themselves (boards, charts) read the palette, so they follow.

#include <QPalette>
#include <QString>

namespace ui {

class Theme {
public:
    enum Kind { System, Light, Dark, HighContrast };

    // Sets the application's style and palette; nothing happens if `kind` is already applied.
    static void apply(Kind kind);
    static Kind current() { return s_current; }
    // The full palette of Light, Dark and HighContrast (System: the platform's).
    static QPalette palette(Kind kind);

    // Settings keys and back: "system", "light", "dark", "highContrast".
    static QString key(Kind kind);
    static Kind fromKey(const QString &key);

private:
    static Kind s_current;
    static QString s_systemStyle;
    static QPalette s_systemPalette;
};

} // namespace ui
