// The window's words for what is wrong with a board's text: its place and the parts the
// sentences share (a character, a tile). The sentences themselves are ReasonText::bare's.
#include "solve/reasontext.h"

namespace ui {

namespace {

qint64 number(const core::Reason &r, std::size_t i)
{
    return i < r.numbers.size() ? r.numbers[i] : 0;
}

} // namespace

QString ReasonText::byteText(qint64 byte)
{
    if (byte >= 0x20 && byte < 0x7F)
        return QStringLiteral("'%1'").arg(QChar(char16_t(byte)));
    return tr("byte 0x%1").arg(byte & 0xFF, 2, 16, QLatin1Char('0'));
}

QString ReasonText::tileName(qint64 tile)
{
    return tile == 0 ? tr("the blank") : tr("tile %1").arg(tile);
}

QString ReasonText::cause(const core::Reason &r)
{
    return r.causes.empty() ? QString() : sentence(r.causes.front());
}

QString ReasonText::boardText(const core::Reason &r)
{
    const QString what = number(r, 2) > 0
        ? tr("%1 (first at line %2, column %3)").arg(cause(r)).arg(number(r, 2)).arg(number(r, 3))
        : cause(r);
    if (number(r, 0) <= 0)
        return what;
    return number(r, 4) ? tr("row %1, column %2: %3").arg(number(r, 0)).arg(number(r, 1)).arg(what)
                        : tr("line %1, column %2: %3").arg(number(r, 0)).arg(number(r, 1)).arg(what);
}

} // namespace ui
