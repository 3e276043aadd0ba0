#pragma once
// LogScale: a log axis laid on a linear one, so that its labels read as people write numbers
// (1K, 10M, 100 ms, 1 s) rather than as printf writes them (1e+06); Qt's log axis only takes a
// printf format. A value v sits at log10(v) - low(), where 10^low() is the axis's first decade,
// so the axis starts at 0, which is also where bars start. Each decade gets a label.

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ui {

enum class LogUnit { Count, Milliseconds };

class LogScale {
    Q_DECLARE_TR_FUNCTIONS(LogScale)
public:
    struct Tick {
        double position = 0;
        QString label;
    };

    // The whole decades covering [lo, hi] (values at or below 0 count as `floor`), widened by
    // `margin` decades on each side.
    static LogScale covering(double lo, double hi, int margin = 0, double floor = 1e-3);

    int low() const { return m_low; }
    int high() const { return m_high; }
    // The axis length in decades.
    double length() const { return double(m_high - m_low); }
    double position(double value) const;
    QList<Tick> ticks(LogUnit unit) const;

    // 10^decade as an axis label: 1, 10, 100, 1K ... 1G; 0.1 ms, 1 ms ... 100 ms, 1 s, 10 s.
    static QString label(int decade, LogUnit unit);

private:
    LogScale(int low, int high, double floor) : m_low(low), m_high(high), m_floor(floor) {}
    int m_low;
    int m_high;
    double m_floor;
};

} // namespace ui
