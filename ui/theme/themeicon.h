#pragma once
// Icons that follow the palette: the bundled SVG icons are drawn in the palette's button text
// (its disabled colour when disabled), so they read in every theme, and any other colour in
// them (the red of Stop) is pulled to 3:1 against the window. Drawn at paint time, so a theme
// change recolours every icon at once.

#include <QIcon>
#include <QString>

namespace ui {

// The icon `name` (a freedesktop icon name). Under the System theme, the desktop icon theme's
// icon of that name where it has one; otherwise the bundled ":/icons/<name>.svg", following the
// palette. Null when neither is there (an action without an icon of its own, such as Quit,
// shows the desktop's under the System theme and none under the others).
QIcon themeIcon(const QString &name);

} // namespace ui
