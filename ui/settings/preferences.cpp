#include "settings/preferences.h"

#include <QSettings>

namespace ui {

void Preferences::load(const QSettings &s)
{
    const Preferences d;
    animate = s.value("view/animate", d.animate).toBool();
    solvedHighlight = s.value("view/solvedHighlight", d.solvedHighlight).toBool();
    keysMoveBlank = s.value("play/keysMoveBlank", d.keysMoveBlank).toBool();
    const bool safe = s.value("view/colourBlindSafe", d.scheme == ColourScheme::ColourBlindSafe).toBool();
    scheme = safe ? ColourScheme::ColourBlindSafe : ColourScheme::Palette;
    theme = Theme::fromKey(s.value("view/theme", Theme::key(d.theme)).toString());
    picturePath = s.value("view/picture", d.picturePath).toString();
    pictureNumbers = s.value("view/pictureNumbers", d.pictureNumbers).toBool();
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
    s.setValue("view/theme", Theme::key(theme));
    s.setValue("view/picture", picturePath);
    s.setValue("view/pictureNumbers", pictureNumbers);
    s.setValue("solve/maxNodes", qulonglong(maxNodes));
    s.setValue("solve/maxMemoryMiB", maxMemoryMiB);
    s.setValue("language", language);
}

} // namespace ui
