#include "play/playbackbar.h"

#include "play/gamesession.h"
#include "theme/themeicon.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace ui {

namespace {

constexpr double Speeds[] = {0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0};
constexpr int BaseIntervalMs = 500;
constexpr int FitBudgetMs = 60'000;
constexpr double FitFromSpeed = 8.0; // plans longer than this speed plays in a minute get Fit

} // namespace

QToolButton *PlaybackBar::mediaButton(QWidget *parent, const QString &icon, const QString &tip)
{
    auto *b = new QToolButton(parent);
    b->setIcon(themeIcon(icon));
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    b->setAutoRaise(true);
    return b;
}

QComboBox *PlaybackBar::speedBox(QWidget *parent, bool offerFit)
{
    auto *box = new QComboBox(parent);
    box->setToolTip(tr("Playback speed"));
    for (double s : Speeds)
        box->addItem(tr("%1x").arg(s), s);
    if (offerFit)
        box->addItem(tr("Fit (<1 min)"), 0.0);
    box->setCurrentIndex(2);
    return box;
}

int PlaybackBar::intervalFor(double speed)
{
    return speed > 0 ? int(BaseIntervalMs / speed) : BaseIntervalMs;
}

int PlaybackBar::fitInterval(int steps)
{
    return steps > 0 ? std::clamp(FitBudgetMs / steps, 1, BaseIntervalMs) : BaseIntervalMs;
}

PlaybackBar::PlaybackBar(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_timer(new QTimer(this))
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_start = mediaButton(this, QStringLiteral("media-skip-backward"), tr("Go to the start of the solution"));
    m_back = mediaButton(this, QStringLiteral("media-seek-backward"), tr("Step back"));
    m_play = mediaButton(this, QStringLiteral("media-playback-start"), tr("Play the solution"));
    m_forward = mediaButton(this, QStringLiteral("media-seek-forward"), tr("Step forward"));
    m_end = mediaButton(this, QStringLiteral("media-skip-forward"), tr("Go to the end of the solution"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setToolTip(tr("Scrub through the solution"));
    m_slider->setAccessibleName(tr("Solution position"));
    m_speed = speedBox(this, true);
    for (QWidget *w : {static_cast<QWidget *>(m_start), static_cast<QWidget *>(m_back), static_cast<QWidget *>(m_play),
                       static_cast<QWidget *>(m_forward), static_cast<QWidget *>(m_end)})
        row->addWidget(w);
    row->addWidget(m_slider, 1);
    row->addWidget(m_speed);

    connect(m_start, &QToolButton::clicked, this, &PlaybackBar::toStart);
    connect(m_back, &QToolButton::clicked, this, &PlaybackBar::stepBack);
    connect(m_play, &QToolButton::clicked, this, &PlaybackBar::togglePlay);
    connect(m_forward, &QToolButton::clicked, this, &PlaybackBar::stepForward);
    connect(m_end, &QToolButton::clicked, this, &PlaybackBar::toEnd);
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (v != m_session->solutionStep())
            m_session->jumpToStep(v);
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, &PlaybackBar::onSpeedChanged);
    connect(m_speed, &QComboBox::activated, this, [this] { m_speedBeforeFit = -1; });
    connect(m_timer, &QTimer::timeout, this, &PlaybackBar::tick);
    connect(m_session, &GameSession::solutionChanged, this, &PlaybackBar::refresh);
    m_timer->setTimerType(Qt::PreciseTimer); // fast speeds step every few milliseconds
    m_timer->setInterval(stepInterval());
    refresh();
}

bool PlaybackBar::isPlaying() const
{
    return m_timer->isActive();
}

double PlaybackBar::speed() const
{
    return m_speed->currentData().toDouble();
}

void PlaybackBar::setSpeed(double factor)
{
    for (int i = 0; i < m_speed->count(); ++i)
        if (qFuzzyCompare(m_speed->itemData(i).toDouble(), factor))
            m_speed->setCurrentIndex(i);
}

void PlaybackBar::setFit()
{
    m_speed->setCurrentIndex(m_speed->count() - 1);
}

int PlaybackBar::stepInterval() const
{
    if (!isFit())
        return intervalFor(speed());
    const int step = std::max(m_session->solutionStep(), 0);
    return fitInterval(int(m_session->solution().size()) - step);
}

void PlaybackBar::onSpeedChanged()
{
    m_timer->setInterval(stepInterval());
    if (isPlaying())
        emit paceChanged();
}

void PlaybackBar::choosePaceForPlan()
{
    if (m_session->solution() == m_plan)
        return;
    m_plan = m_session->solution();
    const bool longPlan = double(m_plan.size()) * intervalFor(FitFromSpeed) > FitBudgetMs;
    if (longPlan && !isFit()) {
        m_speedBeforeFit = m_speed->currentIndex();
        setFit();
    } else if (!longPlan && isFit() && m_speedBeforeFit >= 0) {
        m_speed->setCurrentIndex(m_speedBeforeFit);
        m_speedBeforeFit = -1;
    }
}

void PlaybackBar::play()
{
    const int step = m_session->solutionStep();
    if (step < 0)
        return;
    if (std::size_t(step) >= m_session->solution().size())
        m_session->jumpToStep(0); // play again from the start
    m_timer->start(stepInterval());
    refresh();
    emit playingChanged(true);
}

void PlaybackBar::pause()
{
    if (!m_timer->isActive())
        return;
    m_timer->stop();
    refresh();
    emit playingChanged(false);
}

void PlaybackBar::togglePlay()
{
    isPlaying() ? pause() : play();
}

void PlaybackBar::stepForward()
{
    const int step = m_session->solutionStep();
    if (step >= 0)
        m_session->jumpToStep(step + 1);
}

void PlaybackBar::stepBack()
{
    const int step = m_session->solutionStep();
    if (step > 0)
        m_session->jumpToStep(step - 1);
}

void PlaybackBar::toStart()
{
    m_session->jumpToStep(0);
}

void PlaybackBar::toEnd()
{
    m_session->jumpToStep(int(m_session->solution().size()));
}

void PlaybackBar::tick()
{
    const int step = m_session->solutionStep();
    if (step < 0 || std::size_t(step) >= m_session->solution().size()) {
        pause();
        return;
    }
    m_session->jumpToStep(step + 1);
    if (std::size_t(step + 1) >= m_session->solution().size())
        pause();
}

void PlaybackBar::refresh()
{
    choosePaceForPlan();
    const int step = m_session->solutionStep();
    const int length = int(m_session->solution().size());
    const bool active = step >= 0;
    if (!active && m_timer->isActive()) {
        m_timer->stop(); // a hand move leaves playback
        emit playingChanged(false);
    }
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, length);
        m_slider->setValue(active ? step : 0);
    }
    m_slider->setEnabled(active && length > 0);
    m_start->setEnabled(active && step > 0);
    m_back->setEnabled(active && step > 0);
    m_forward->setEnabled(active && step < length);
    m_end->setEnabled(active && step < length);
    m_play->setEnabled(active && length > 0);
    const bool playing = m_timer->isActive();
    m_play->setIcon(themeIcon(playing ? QStringLiteral("media-playback-pause") : QStringLiteral("media-playback-start")));
    m_play->setToolTip(playing ? tr("Pause") : tr("Play the solution"));
}

} // namespace ui
