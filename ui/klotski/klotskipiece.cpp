#include "klotski/klotskipiece.h"

#include <QPalette>
#include <QSettings>

#include <optional>
#include <utility>

namespace ui {

namespace {

constexpr const char *LettersKey = "klotski/letters";
// Read once: every small board of a search asks as it paints.
std::optional<bool> letters;

} // namespace

QColor klotskiPieceColour(const QPalette &palette, ColourScheme scheme, bool goal, int w, int h)
{
    if (goal)
        return digitColour(1, scheme);
    if (w == 1 && h == 1)
        return tileColour(palette, scheme, 3);
    return tileColour(palette, scheme, w > h ? 1 : w < h ? 2 : 0);
}

QStringList klotskiNames(const std::vector<KlotskiShape> &pieces)
{
    // Written in the characters players know, whatever the window's language.
    static const QString generals[] = {QStringLiteral("张飞"), QStringLiteral("赵云"), QStringLiteral("马超"),
                                       QStringLiteral("黄忠")};
    QStringList names;
    bool guanYu = false;
    std::size_t next = 0;
    for (const KlotskiShape &s : pieces) {
        if (s.goal)
            names << QStringLiteral("曹操");
        else if (s.w == 1 && s.h == 1)
            names << QStringLiteral("兵");
        else if (s.w > s.h && !std::exchange(guanYu, true))
            names << QStringLiteral("关羽");
        else
            names << (next < std::size(generals) ? generals[next++] : QStringLiteral("将"));
    }
    return names;
}

bool klotskiLetters()
{
    if (!letters)
        letters = QSettings().value(LettersKey, false).toBool();
    return *letters;
}

void setKlotskiLetters(bool on)
{
    letters = on;
    QSettings().setValue(LettersKey, on);
}

void paintKlotskiPiece(QPainter &p, const QRectF &r, qreal unit, const KlotskiPieceLook &look)
{
    paintBlock(p, r, unit, look, {0.04, 0.12});
}

} // namespace ui
