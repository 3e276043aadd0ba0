#include "compare/numberitem.h"

#include "words/numbertext.h"

#include <cmath>
#include <limits>

namespace ui {

NumberItem::NumberItem(double value, int decimals)
    : NumberItem(decimals == 0 ? countText(std::uint64_t(std::llround(std::max(0.0, value)))) : decimalText(value, decimals),
                 value)
{
}

NumberItem::NumberItem(const QString &text, double value)
    : QTableWidgetItem(text),
      m_value(value)
{
    setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
}

NumberItem *NumberItem::none()
{
    return new NumberItem(QStringLiteral("-"), std::numeric_limits<double>::infinity());
}

bool NumberItem::operator<(const QTableWidgetItem &other) const
{
    if (const auto *n = dynamic_cast<const NumberItem *>(&other))
        return m_value < n->m_value;
    return QTableWidgetItem::operator<(other);
}

} // namespace ui
