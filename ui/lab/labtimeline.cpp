#include "lab/labtimeline.h"

#include "lab/searchlab.h"
#include "words/numbertext.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>

#include <cmath>

namespace ui {

namespace {

// The speed slider runs 0..300 on a log scale: 10^(v/100) steps a second, 1 to 1000.
double stepsPerSecond(int slider)
{
    return std::pow(10.0, slider / 100.0);
}

QPushButton *button(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setToolTip(tip);
    b->setAutoDefault(false);
    b->setFocusPolicy(Qt::TabFocus); // a click leaves the keys with the lab
    return b;
}

} // namespace

LabTimeline::LabTimeline(SearchLab *lab)
    : QWidget(lab), m_lab(lab),
      m_back(button(tr("Back to the start"), tr("Before the first expansion (Home)"), this)),
      m_stepBack(button(tr("Step back"), tr("Undo the last expansion (Backspace or Left)"), this)),
      m_step(button(tr("Step"), tr("Expand one node (Space or Right)"), this)),
      m_run(button(tr("Run"), tr("Step on a timer, or pause (Enter)"), this)),
      m_end(button(tr("To the end"), tr("After the last expansion recorded (End)"), this)),
      m_scrub(new QSlider(Qt::Horizontal, this)), m_where(new QLabel(this)), m_speed(new QSlider(Qt::Horizontal, this)),
      m_speedText(new QLabel(this)), m_timer(new QTimer(this))
{
    m_scrub->setAccessibleName(tr("Expansion"));
    m_scrub->setToolTip(tr("Drag to any expansion; every view follows"));
    m_speed->setRange(0, 300);
    m_speed->setValue(100);
    m_speed->setAccessibleName(tr("Speed"));
    m_speed->setToolTip(tr("Steps a second, on a log scale"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_where, 0, 0);
    grid->addWidget(m_scrub, 0, 1, 1, 7);
    int column = 0;
    for (QPushButton *b : {m_back, m_stepBack, m_step, m_run, m_end})
        grid->addWidget(b, 1, column++);
    grid->addWidget(new QLabel(tr("Speed:"), this), 1, column++);
    grid->addWidget(m_speed, 1, column++);
    grid->addWidget(m_speedText, 1, column++);
    grid->setColumnStretch(1, 0);
    grid->setColumnStretch(6, 1);

    connect(m_back, &QPushButton::clicked, lab, &SearchLab::backToStart);
    connect(m_stepBack, &QPushButton::clicked, lab, &SearchLab::stepBack);
    connect(m_step, &QPushButton::clicked, lab, &SearchLab::step);
    connect(m_run, &QPushButton::clicked, this, &LabTimeline::toggleRun);
    connect(m_end, &QPushButton::clicked, lab, &SearchLab::toEnd);
    connect(m_scrub, &QSlider::valueChanged, this, [this](int v) {
        stop();
        m_lab->setPosition(std::size_t(v));
    });
    // Whole steps from 10 a second up, one decimal below (0.3 a second), never an exponent.
    const auto showSpeed = [this] {
        const double v = speed();
        m_speedText->setText(tr("%1 a second").arg(v >= 10 ? QLocale().toString(qRound64(v)) : QLocale().toString(v, 'f', 1)));
    };
    connect(m_speed, &QSlider::valueChanged, this, showSpeed);
    showSpeed();
    m_timer->setInterval(TickMs);
    connect(m_timer, &QTimer::timeout, this, &LabTimeline::tick);
    follow();
}

bool LabTimeline::isRunning() const
{
    return m_timer->isActive();
}

double LabTimeline::speed() const
{
    return stepsPerSecond(m_speed->value());
}

QString LabTimeline::positionText() const
{
    return m_where->text();
}

void LabTimeline::toggleRun()
{
    if (m_timer->isActive()) {
        m_timer->stop();
    } else if (m_lab->position() < m_lab->lastPosition()) {
        m_due = 0;
        m_timer->start();
    }
    follow();
}

void LabTimeline::stop()
{
    if (m_timer->isActive()) {
        m_timer->stop();
        follow();
    }
}

// At most TickMs worth of steps (up to 30 at the top speed), then one redraw.
void LabTimeline::tick()
{
    m_due += speed() * TickMs / 1000.0;
    const auto steps = std::size_t(m_due);
    m_due -= double(steps);
    const std::size_t to = std::min(m_lab->lastPosition(), m_lab->position() + steps);
    if (to != m_lab->position())
        m_lab->setPosition(to);
    if (m_lab->position() >= m_lab->lastPosition()) {
        m_timer->stop();
        follow();
    }
}

void LabTimeline::follow()
{
    const std::size_t at = m_lab->position();
    const std::size_t last = m_lab->lastPosition();
    const bool ready = last > 0;
    m_step->setEnabled(ready && at < last);
    m_end->setEnabled(ready && at < last);
    m_stepBack->setEnabled(ready && at > 0);
    m_back->setEnabled(ready && at > 0);
    m_run->setEnabled(ready && (m_timer->isActive() || at < last));
    m_run->setText(m_timer->isActive() ? tr("Pause") : tr("Run"));
    m_scrub->setEnabled(ready);
    const QSignalBlocker hold(m_scrub);
    m_scrub->setRange(0, int(last));
    m_scrub->setValue(int(at));
    m_where->setText(tr("Expansion %1 of %2").arg(countText(at), countText(last)));
}

} // namespace ui
