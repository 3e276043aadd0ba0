#pragma once
// How the window writes counts and measured figures: expanded, generated, duplicates, frontier,
// nodes per second, budgets, plan lengths and times. Digits are grouped as the user's locale
// groups them (1,234,567 in English, 1,234,567 in zh_CN); the C locale, which Qt leaves
// ungrouped, is grouped like English so no panel shows "1234567" beside "1,234,567".

#include <QLocale>
#include <QString>

#include <cstdint>

namespace ui {

// The default locale with digit grouping on.
QLocale numberLocale();
QString countText(std::uint64_t n);
// A measured value with a fixed number of decimals, grouped the same way ("1,234.50").
QString decimalText(double value, int decimals);

} // namespace ui
