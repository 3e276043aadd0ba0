#pragma once
// NumberItem: a table cell that shows a number grouped in thousands (countText, decimalText)
// and sorts by the number itself, so "999,999" sorts before "1,234,567" as a person expects.

#include <QTableWidgetItem>

namespace ui {

class NumberItem : public QTableWidgetItem {
public:
    // decimals 0 shows the value rounded to a whole count.
    explicit NumberItem(double value, int decimals = 0);
    // "-": no number (a run that found no plan); sorts after every number.
    static NumberItem *none();

    double value() const { return m_value; }
    bool operator<(const QTableWidgetItem &other) const override;

private:
    NumberItem(const QString &text, double value);

    double m_value;
};

} // namespace ui
