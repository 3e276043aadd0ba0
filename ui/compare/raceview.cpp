#include "compare/raceview.h"

#include "charts/comparechart.h"
#include "compare/comparisonmodel.h"
#include "play/playbackbar.h"
#include "board/rotationboardview.h"
#include "board/slidingboardview.h"
#include "solve/displaynames.h"
#include "solve/numbertext.h"
#include "solve/reasontext.h"
#include "solve/solverpanel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

core::SlidingBoard slidingAt(const SolveReply &r, int step)
{
    core::SlidingBoard b = r.request.start;
    for (int i = 0; i < step; ++i) {
        core::Dir d;
        if (core::dirFromLetter(r.outcome.moves[std::size_t(i)], d))
            core::applyDir(b, d);
    }
    return b;
}

core::RotationBoard rotationAt(const SolveReply &r, int step)
{
    core::RotationBoard b = r.request.rotation;
    for (int i = 0; i < step; ++i)
        b.apply(core::rotationFromLetter(r.outcome.moves[std::size_t(i)]));
    return b;
}

} // namespace

RaceView::RaceView(const QList<SolveReply> &replies, QWidget *parent)
    : QDialog(parent), m_timer(new QTimer(this)), m_replayTimer(new QTimer(this)), m_chart(new CompareChart(this))
{
    setWindowTitle(tr("Race"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    auto *lanes = new QGridLayout;
    layout->addLayout(lanes, 3);
    QList<RunSeries> series;
    for (const SolveReply &r : replies.mid(0, 4)) {
        Lane lane;
        lane.reply = r;
        if (r.outcome.status == core::SearchStatus::Solved)
            lane.length = int(r.outcome.moves.size());
        const int col = int(m_lanes.size());
        auto *title = new QLabel(QStringLiteral("<b>%1</b>").arg(DisplayNames::run(r.request.algorithm, r.request.heuristic)), this);
        title->setAlignment(Qt::AlignCenter);
        lanes->addWidget(title, 0, col);
        if (r.request.kind == core::PuzzleKind::Rotation) {
            auto *v = new RotationBoardView(this);
            v->setBoard(r.request.rotation);
            lane.view = v;
        } else {
            auto *v = new SlidingBoardView(this);
            v->setGoal(r.request.goal);
            v->setBoard(r.request.start);
            lane.view = v;
        }
        lane.view->setMinimumSize(160, 160);
        lanes->addWidget(lane.view, 1, col);
        lane.status = new QLabel(this);
        lane.status->setAlignment(Qt::AlignCenter);
        lane.status->setWordWrap(true);
        lanes->addWidget(lane.status, 2, col);
        lanes->setColumnStretch(col, 1);
        m_last = std::max(m_last, lane.length);
        series.append({DisplayNames::run(r.request.algorithm, r.request.heuristic), r.request.algorithm, r.outcome.stats, true});
        m_lanes.push_back(lane);
    }
    lanes->setRowStretch(1, 1);

    auto *bar = new QHBoxLayout;
    auto *start = PlaybackBar::mediaButton(this, QStyle::SP_MediaSkipBackward, tr("Go to the start"));
    auto *back = PlaybackBar::mediaButton(this, QStyle::SP_MediaSeekBackward, tr("Step back"));
    m_play = PlaybackBar::mediaButton(this, QStyle::SP_MediaPlay, tr("Play the race"));
    auto *forward = PlaybackBar::mediaButton(this, QStyle::SP_MediaSeekForward, tr("Step forward"));
    auto *end = PlaybackBar::mediaButton(this, QStyle::SP_MediaSkipForward, tr("Go to the end"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, m_last);
    m_slider->setAccessibleName(tr("Race position"));
    m_speed = PlaybackBar::speedBox(this);
    m_speed->setCurrentIndex(3); // 2x: races are long
    m_clock = new QLabel(this);
    for (QWidget *w : {static_cast<QWidget *>(start), static_cast<QWidget *>(back), static_cast<QWidget *>(m_play),
                       static_cast<QWidget *>(forward), static_cast<QWidget *>(end)})
        bar->addWidget(w);
    bar->addWidget(m_slider, 1);
    bar->addWidget(m_clock);
    bar->addWidget(m_speed);
    layout->addLayout(bar);

    auto *replayRow = new QHBoxLayout;
    auto *replay = new QToolButton(this);
    replay->setText(tr("Replay the searches"));
    replay->setToolTip(tr("Redraw how each search grew, in its own time scale"));
    replayRow->addWidget(new QLabel(tr("<b>Search replay</b>: how many nodes each search had expanded, and how "
                                       "large its frontier was, over time."),
                                    this),
                         1);
    replayRow->addWidget(replay);
    layout->addLayout(replayRow);
    m_chart->setReplayOnly(true);
    m_chart->setMinimumHeight(250);
    m_chart->setRuns(series);
    layout->addWidget(m_chart, 2);

    connect(start, &QToolButton::clicked, this, [this] { setStep(0); });
    connect(back, &QToolButton::clicked, this, &RaceView::stepBack);
    connect(forward, &QToolButton::clicked, this, &RaceView::stepForward);
    connect(end, &QToolButton::clicked, this, [this] { setStep(m_last); });
    connect(m_play, &QToolButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(m_slider, &QSlider::valueChanged, this, &RaceView::setStep);
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
    connect(replay, &QToolButton::clicked, this, &RaceView::replaySearch);
    m_replayTimer->setInterval(40);
    connect(m_replayTimer, &QTimer::timeout, this, [this] {
        const double length = m_chart->replayLength();
        m_replayAt += length / 75.0; // three seconds
        if (m_replayAt >= length) {
            m_replayTimer->stop();
            m_replayAt = -1;
        }
        m_chart->setReplayTime(m_replayAt);
    });
    updateStatus();
    resize(std::max(560, 300 * laneCount()), 800);
}

int RaceView::laneStep(int lane) const
{
    return std::min(m_step, m_lanes[std::size_t(lane)].length);
}

bool RaceView::isPlaying() const
{
    return m_timer->isActive();
}

void RaceView::showLane(Lane &lane, int from, int to)
{
    from = std::min(from, lane.length);
    to = std::min(to, lane.length);
    if (lane.reply.request.kind == core::PuzzleKind::Rotation) {
        auto *v = static_cast<RotationBoardView *>(lane.view);
        if (to == from + 1)
            v->animateMove(rotationAt(lane.reply, from), core::rotationFromLetter(lane.reply.outcome.moves[std::size_t(from)]));
        else if (to != from || !(v->board() == rotationAt(lane.reply, to)))
            v->setBoard(rotationAt(lane.reply, to));
    } else {
        auto *v = static_cast<SlidingBoardView *>(lane.view);
        if (to == from + 1)
            v->animateTo(slidingAt(lane.reply, from), slidingAt(lane.reply, to));
        else if (to != from || !(v->board() == slidingAt(lane.reply, to)))
            v->setBoard(slidingAt(lane.reply, to));
    }
}

void RaceView::setStep(int step)
{
    step = std::clamp(step, 0, m_last);
    if (step == m_step)
        return;
    const int from = m_step;
    m_step = step;
    for (Lane &lane : m_lanes)
        showLane(lane, from, step);
    const QSignalBlocker block(m_slider);
    m_slider->setValue(step);
    updateStatus();
}

QString RaceView::laneStatus(int lane) const
{
    const Lane &l = m_lanes[std::size_t(lane)];
    const auto &o = l.reply.outcome;
    if (o.status != core::SearchStatus::Solved) {
        if (o.status == core::SearchStatus::LimitReached)
            return tr("Stopped at its budget: %1").arg(ReasonText::sentence(o.reason));
        return statusText(o.status);
    }
    const QString kind = o.optimal ? tr("shortest") : tr("not proven shortest");
    if (m_step >= l.length)
        return tr("Finished: %1 moves (%2)").arg(countText(std::uint64_t(l.length)), kind);
    return tr("Move %1 of %2").arg(countText(std::uint64_t(m_step)), countText(std::uint64_t(l.length)));
}

void RaceView::updateStatus()
{
    for (int i = 0; i < laneCount(); ++i)
        m_lanes[std::size_t(i)].status->setText(laneStatus(i));
    m_clock->setText(tr("step %1 / %2").arg(countText(std::uint64_t(m_step)), countText(std::uint64_t(m_last))));
}

void RaceView::play()
{
    if (m_step >= m_last)
        setStep(0);
    m_timer->start();
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
}

void RaceView::pause()
{
    m_timer->stop();
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
}

void RaceView::stepForward()
{
    setStep(m_step + 1);
}

void RaceView::stepBack()
{
    setStep(m_step - 1);
}

void RaceView::replaySearch()
{
    m_replayAt = 0;
    m_chart->setReplayTime(0);
    m_replayTimer->start();
}

} // namespace ui
