#include "words/numbertext.h"

namespace ui {

QLocale numberLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return locale;
}

QString countText(std::uint64_t n)
{
    return numberLocale().toString(qulonglong(n));
}

QString decimalText(double value, int decimals)
{
    return numberLocale().toString(value, 'f', decimals);
}

} // namespace ui
