#include "charts/logscale.h"

#include "words/numbertext.h"

#include <algorithm>
#include <cmath>

namespace ui {

LogScale LogScale::covering(double lo, double hi, int margin, double floor)
{
    lo = std::max(lo, floor);
    hi = std::max(hi, lo);
    // A value a hair over a decade (rounding in the log) still belongs to that decade.
    const int low = int(std::floor(std::log10(lo) + 1e-9));
    const int high = std::max(low + 1, int(std::ceil(std::log10(hi) - 1e-9)));
    return LogScale(low - margin, high + margin, floor);
}

double LogScale::position(double value) const
{
    return std::log10(std::max(value, m_floor)) - double(m_low);
}

QList<LogScale::Tick> LogScale::ticks(LogUnit unit) const
{
    QList<Tick> out;
    for (int d = m_low; d <= m_high; ++d)
        out.append({double(d - m_low), label(d, unit)});
    return out;
}

QString LogScale::label(int decade, LogUnit unit)
{
    const QLocale locale = numberLocale();
    if (unit == LogUnit::Milliseconds) {
        if (decade >= 3)
            return tr("%1 s").arg(locale.toString(std::pow(10.0, decade - 3), 'f', 0));
        return tr("%1 ms").arg(locale.toString(std::pow(10.0, decade), 'f', std::max(0, -decade)));
    }
    if (decade < 0)
        return locale.toString(std::pow(10.0, decade), 'f', -decade);
    const QString mantissa = QString::number(int(std::pow(10.0, decade % 3)));
    switch (decade / 3) {
    case 0: return mantissa;
    //: A thousand, on a chart's log axis: 1K, 10K, 100K.
    case 1: return tr("%1K").arg(mantissa);
    //: A million, on a chart's log axis: 1M, 10M, 100M.
    case 2: return tr("%1M").arg(mantissa);
    //: A thousand million, on a chart's log axis: 1G, 10G, 100G.
    case 3: return tr("%1G").arg(mantissa);
    }
    //: A million million, on a chart's log axis: 1T, 10T, 100T.
    return tr("%1T").arg(QString::number(std::pow(10.0, decade - 12), 'f', 0));
}

} // namespace ui
