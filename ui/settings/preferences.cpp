#include "settings/preferences.h"

#include <QSettings>

#include <algorithm>

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
    bool ok = false;
    const qulonglong nodes = s.value("solve/maxNodes", qulonglong(d.maxNodes)).toULongLong(&ok);
    maxNodes = ok ? std::clamp<qulonglong>(nodes, qulonglong(MinNodesMillions) * 1'000'000,
                                           qulonglong(MaxNodesMillions) * 1'000'000)
                  : d.maxNodes;
    const qlonglong memory = s.value("solve/maxMemoryMiB", d.maxMemoryMiB).toLongLong(&ok);
    maxMemoryMiB = ok ? int(std::clamp<qlonglong>(memory, MinMemoryMiB, MaxMemoryMiB)) : d.maxMemoryMiB;
    language = s.value("language", d.language).toString();
    if (!language.isEmpty() && language != QLatin1String("en") && language != QLatin1String("zh_CN"))
        language = d.language;
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
