#include "frame/screenfit.h"
#include "race/raceview.h"

#include "race/racebar.h"
#include "race/racelane.h"
#include "race/searchreplay.h"
#include "race/workspeed.h"
#include "play/playbackbar.h"
#include "words/numbertext.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <utility>

namespace ui {

namespace {

// Time to read the result of the race by work before the plans start moving.
constexpr int HandoverMs = 1500;
// The race by work takes about this many ticks at the pace first chosen.
constexpr std::uint64_t TicksPerRace = 150;
// Events copied from a log per turn of the event loop: a few milliseconds' work.
constexpr std::size_t LoadChunk = 10'000;

} // namespace

RaceView::RaceView(const QList<SolveReply> &replies, QWidget *parent)
    : QDialog(parent), m_timer(new QTimer(this)), m_workTimer(new QTimer(this)), m_handover(new QTimer(this)),
      m_loader(new QTimer(this)), m_searchReplay(nullptr)
{
    setWindowTitle(tr("Race"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    QHBoxLayout *lanes = RaceLane::addRow(this, layout, 3);
    for (const SolveReply &r : replies.mid(0, 4)) {
        auto *lane = new RaceLane(r, this);
        lanes->addWidget(lane, 1);
        m_last = std::max(m_last, lane->length());
        if (lane->hasLog())
            m_lastWork = std::max(m_lastWork, lane->total());
        m_lanes.push_back(lane);
    }
    m_workScale = std::max<std::uint64_t>(1, (m_lastWork + INT_MAX - 1) / INT_MAX);
    rankLanes();
    buildControls(layout);
    m_searchReplay = new SearchReplay(replies.mid(0, 4), this);
    layout->addWidget(m_searchReplay, 1);
    m_workSpeed->setPerTick(std::max<std::uint64_t>(1, m_lastWork / TicksPerRace));
    enterPhase(std::any_of(m_lanes.begin(), m_lanes.end(), [](const RaceLane *l) { return l->hasLog(); }) ? Phase::Work : Phase::Plans);
    connect(m_loader, &QTimer::timeout, this, &RaceView::loadTick);
    if (!isReady())
        m_loader->start(0);
    fitOnScreen(this, QSize(std::max(560, 300 * laneCount()), 860), parent);
}

void RaceView::buildControls(QVBoxLayout *layout)
{
    m_bar = new RaceBar(this);
    layout->addWidget(m_bar);
    m_slider = m_bar->slider();
    m_speed = m_bar->planSpeed();
    m_workSpeed = m_bar->workSpeed();
    const auto work = [this] { return m_phase == Phase::Work; };
    connect(m_bar, &RaceBar::toStart, this, [this, work] { work() ? setWork(0) : setStep(0); });
    connect(m_bar, &RaceBar::stepBack, this, &RaceView::stepBack);
    connect(m_bar, &RaceBar::stepForward, this, &RaceView::stepForward);
    connect(m_bar, &RaceBar::toEnd, this, [this, work] { work() ? setWork(m_lastWork) : setStep(m_last); });
    connect(m_bar, &RaceBar::playClicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(m_bar, &RaceBar::phaseClicked, this, [this, work] { work() ? replayPlans() : raceByWork(); });
    connect(m_slider, &QSlider::valueChanged, this, [this, work](int v) {
        if (!work())
            setStep(v);
        else
            setWork(v >= m_slider->maximum() ? m_lastWork : std::uint64_t(v) * m_workScale);
    });
    connect(m_workSpeed, &WorkSpeed::perTickChanged, this, &RaceView::updateControls);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_step >= m_last)
            pause();
        else
            stepForward();
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        m_timer->setInterval(PlaybackBar::intervalFor(m_speed->currentData().toDouble()));
    });
    m_timer->setInterval(PlaybackBar::intervalFor(m_speed->currentData().toDouble()));
    m_workTimer->setInterval(WorkTick);
    connect(m_workTimer, &QTimer::timeout, this, &RaceView::workTick);
    m_handover->setSingleShot(true);
    m_handover->setInterval(HandoverMs);
    connect(m_handover, &QTimer::timeout, this, [this] {
        replayPlans();
        play();
    });
}

void RaceView::rankLanes()
{
    // Only runs that found a plan race for the win: a run stopped by its budget or proven
    // unsolvable did not finish, whatever its count.
    std::vector<std::uint64_t> totals;
    for (const RaceLane *lane : m_lanes)
        if (lane->hasLog() && lane->solved())
            totals.push_back(lane->total());
    for (RaceLane *lane : m_lanes)
        if (lane->hasLog() && lane->solved())
            lane->setRank(1 + int(std::count_if(totals.begin(), totals.end(), [lane](std::uint64_t t) { return t < lane->total(); })));
}

int RaceView::winnerLane() const
{
    for (int i = 0; i < laneCount(); ++i)
        if (laneRank(i) == 1 && laneDone(i))
            return i;
    return -1;
}

bool RaceView::allFinished() const
{
    for (int i = 0; i < laneCount(); ++i)
        if (m_lanes[std::size_t(i)]->hasLog() && !laneDone(i))
            return false;
    return true;
}

std::uint64_t RaceView::workPerTick() const
{
    return m_workSpeed->perTick();
}

void RaceView::setWorkPerTick(std::uint64_t n)
{
    m_workSpeed->setPerTick(n);
}

bool RaceView::isPlaying() const
{
    return m_timer->isActive() || m_workTimer->isActive() || m_handover->isActive() || m_playWhenReady;
}

void RaceView::enterPhase(Phase phase)
{
    pause();
    m_phase = phase;
    for (RaceLane *lane : m_lanes) {
        if (phase == Phase::Work)
            lane->showWork(m_work);
        else
            lane->showPlan(m_step, m_step);
    }
    updateControls();
}

void RaceView::updateControls()
{
    const bool work = m_phase == Phase::Work;
    m_heading->setText(work ? tr("<b>Race by work</b>: every lane expands the same number of nodes per tick; the "
                                 "fewest nodes wins. Each board is the node its search is expanding.")
                            : tr("<b>Plan replay</b>: the solutions side by side from the same start, one move per step."));
    m_bar->showPhase(work, std::any_of(m_lanes.begin(), m_lanes.end(), [](const RaceLane *l) { return l->hasLog(); }));
    const QSignalBlocker block(m_slider);
    if (work) {
        m_slider->setRange(0, int((m_lastWork + m_workScale - 1) / m_workScale));
        m_slider->setSingleStep(int(std::max<std::uint64_t>(1, workPerTick() / m_workScale)));
    } else {
        m_slider->setRange(0, m_last);
        m_slider->setSingleStep(1);
    }
    updatePosition();
}

void RaceView::updatePosition()
{
    const QSignalBlocker block(m_slider);
    if (m_phase == Phase::Work) {
        m_slider->setValue(int(m_work / m_workScale));
        m_bar->setClock(tr("%1 / %2 expanded").arg(countText(m_work), countText(m_lastWork)));
    } else {
        m_slider->setValue(m_step);
        m_bar->setClock(tr("step %1 / %2").arg(countText(std::uint64_t(m_step)), countText(std::uint64_t(m_last))));
    }
}

void RaceView::setWork(std::uint64_t count)
{
    count = std::min(count, m_lastWork);
    if (m_phase != Phase::Work)
        enterPhase(Phase::Work);
    if (count == m_work)
        return;
    m_work = count;
    for (RaceLane *lane : m_lanes)
        lane->showWork(count);
    updatePosition();
}

void RaceView::setStep(int step)
{
    step = std::clamp(step, 0, m_last);
    if (m_phase != Phase::Plans)
        enterPhase(Phase::Plans);
    if (step == m_step)
        return;
    const int from = m_step;
    m_step = step;
    for (RaceLane *lane : m_lanes)
        lane->showPlan(from, step);
    updatePosition();
}

bool RaceView::isReady() const
{
    return std::all_of(m_lanes.begin(), m_lanes.end(), [](const RaceLane *l) { return l->isLoaded(); });
}

void RaceView::loadTick()
{
    const auto next = std::find_if(m_lanes.begin(), m_lanes.end(), [](const RaceLane *l) { return !l->isLoaded(); });
    if (next != m_lanes.end()) {
        (*next)->load(LoadChunk);
        if (m_phase == Phase::Work)
            (*next)->showWork(m_work);
    }
    if (!isReady())
        return;
    m_loader->stop();
    if (std::exchange(m_playWhenReady, false))
        play();
}

void RaceView::workTick()
{
    if (m_work >= m_lastWork) {
        // Every lane is done: hold the result a moment, then replay the plans.
        m_workTimer->stop();
        m_handover->start();
        return;
    }
    setWork(m_work + workPerTick());
}

void RaceView::play()
{
    if (m_phase == Phase::Work) {
        if (m_work >= m_lastWork)
            setWork(0);
        if (isReady())
            m_workTimer->start();
        else
            m_playWhenReady = true;
    } else {
        if (m_step >= m_last)
            setStep(0);
        m_timer->start();
    }
    m_bar->setPlaying(true);
}

void RaceView::pause()
{
    m_timer->stop();
    m_workTimer->stop();
    m_handover->stop();
    m_playWhenReady = false;
    m_bar->setPlaying(false);
}

void RaceView::stepForward()
{
    if (m_phase == Phase::Work)
        setWork(m_work + workPerTick());
    else
        setStep(m_step + 1);
}

void RaceView::stepBack()
{
    if (m_phase == Phase::Work)
        setWork(m_work - std::min(m_work, workPerTick()));
    else
        setStep(m_step - 1);
}

void RaceView::replayPlans()
{
    m_step = 0;
    enterPhase(Phase::Plans);
}

void RaceView::raceByWork()
{
    enterPhase(Phase::Work);
}

void RaceView::replaySearch()
{
    m_searchReplay->replay();
}

} // namespace ui
