#include "race/workspeed.h"

#include "words/numbertext.h"

#include <QGridLayout>
#include <QLabel>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

constexpr int StepsPerDecade = 10;
constexpr int Decades = 6;

} // namespace

WorkSpeed::WorkSpeed(QWidget *parent) : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)), m_value(new QLabel(this))
{
    m_slider->setRange(0, StepsPerDecade * Decades);
    m_slider->setTickInterval(StepsPerDecade);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setPageStep(StepsPerDecade);
    m_slider->setAccessibleName(tr("Expansions per tick"));
    m_slider->setToolTip(tr("How many expansions every lane advances per tick (about 30 ms)"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(0);
    grid->addWidget(new QLabel(tr("Pace:"), this), 0, 0);
    // One column per decade label, the slider spanning them, so each label sits under its tick
    // closely enough to read at a glance.
    grid->addWidget(m_slider, 0, 1, 1, 2 * Decades);
    for (int d = 0; d <= Decades; ++d) {
        auto *label = new QLabel(shortCount(valueAt(d * StepsPerDecade)), this);
        QFont f = label->font();
        f.setPointSizeF(f.pointSizeF() * 0.85);
        label->setFont(f);
        if (d == 0)
            grid->addWidget(label, 1, 1, Qt::AlignLeft);
        else if (d == Decades)
            grid->addWidget(label, 1, 2 * Decades, Qt::AlignRight);
        else // centred on the tick: columns 2d and 2d + 1 meet at d / Decades of the slider
            grid->addWidget(label, 1, 2 * d, 1, 2, Qt::AlignHCenter);
    }
    for (int c = 1; c <= 2 * Decades; ++c)
        grid->setColumnStretch(c, 1);
    grid->addWidget(m_value, 0, 2 * Decades + 1);
    m_value->setMinimumWidth(m_value->fontMetrics().horizontalAdvance(tr("%1 per tick").arg(countText(MaxPerTick))));
    connect(m_slider, &QSlider::valueChanged, this, [this] {
        updateLabel();
        emit perTickChanged(perTick());
    });
    updateLabel();
}

std::uint64_t WorkSpeed::valueAt(int position)
{
    return std::uint64_t(std::llround(std::pow(10.0, double(position) / StepsPerDecade)));
}

std::uint64_t WorkSpeed::perTick() const
{
    return valueAt(m_slider->value());
}

void WorkSpeed::setPerTick(std::uint64_t n)
{
    const double clamped = std::clamp(double(n), 1.0, double(MaxPerTick));
    m_slider->setValue(int(std::lround(std::log10(clamped) * StepsPerDecade)));
}

QString WorkSpeed::shortCount(std::uint64_t n)
{
    if (n >= 1'000'000 && n % 1'000'000 == 0)
        return tr("%1M").arg(n / 1'000'000);
    if (n >= 1'000 && n % 1'000 == 0)
        return tr("%1K").arg(n / 1'000);
    return countText(n);
}

void WorkSpeed::updateLabel()
{
    m_value->setText(tr("%1 per tick").arg(countText(perTick())));
}

} // namespace ui
