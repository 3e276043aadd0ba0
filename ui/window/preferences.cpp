#include "window/preferences.h"

#include <QSettings>

namespace ui {

void Preferences::load(const QSettings &s)
{
    const Preferences d;
    animate = s.value("view/animate", d.animate).toBool();
    solvedHighlight = s.value("view/solvedHighlight", d.solvedHighlight).toBool();
    keysMoveBlank = s.value("play/keysMoveBlank", d.keysMoveBlank).toBool();
    scheme = s.value("view/colourBlindSafe", false).toBool() ? ColourScheme::ColourBlindSafe : ColourScheme::Palette;
    maxNodes = std::max<qulonglong>(1000, s.value("solve/maxNodes", qulonglong(d.maxNodes)).toULongLong());
    maxMemoryMiB = std::max(16, s.value("solve/maxMemoryMiB", d.maxMemoryMiB).toInt());
    language = s.value("language", d.language).toString();
}

void Preferences::save(QSettings &s) const
{
    s.setValue("view/animate", animate);
    s.setValue("view/solvedHighlight", solvedHighlight);
    s.setValue("play/keysMoveBlank", keysMoveBlank);
    s.setValue("view/colourBlindSafe", scheme == ColourScheme::ColourBlindSafe);
    s.setValue("solve/maxNodes", qulonglong(maxNodes));
    s.setValue("solve/maxMemoryMiB", maxMemoryMiB);
    s.setValue("language", language);
}

} // namespace ui
