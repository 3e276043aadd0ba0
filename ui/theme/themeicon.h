#pragma once
// Icons that follow the palette: the bundled SVG icons are drawn in the palette's button text
// (its disabled colour when disabled), so they read in every theme, and any other colour in
// them (the red of Stop) is pulled to 3:1 against the window. Drawn at paint time, so a theme
// change recolours every icon at once.

#include <QIcon>
#include <QString>

namespace ui {

// The bundled icon `name` (":/icons/<name>.svg"), following the palette; a null icon when
// there is no such file.
QIcon themeIcon(const QString &name);

} // namespace ui
