#include "race/racebar.h"

#include "race/workspeed.h"
#include "play/playbackbar.h"
#include "theme/themeicon.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace ui {

RaceBar::RaceBar(QWidget *parent)
    : QWidget(parent), m_play(PlaybackBar::mediaButton(this, QStringLiteral("media-playback-start"), tr("Play the race"))),
      m_slider(new QSlider(Qt::Horizontal, this)), m_clock(new QLabel(this)), m_speed(PlaybackBar::speedBox(this)),
      m_phase(new QToolButton(this)), m_workSpeed(new WorkSpeed(this))
{
    auto *start = PlaybackBar::mediaButton(this, QStringLiteral("media-skip-backward"), tr("Go to the start"));
    auto *back = PlaybackBar::mediaButton(this, QStringLiteral("media-seek-backward"), tr("Step back"));
    auto *forward = PlaybackBar::mediaButton(this, QStringLiteral("media-seek-forward"), tr("Step forward"));
    auto *end = PlaybackBar::mediaButton(this, QStringLiteral("media-skip-forward"), tr("Go to the end"));
    m_slider->setAccessibleName(tr("Race position"));
    m_speed->setCurrentIndex(3); // 2x: races are long
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    for (QWidget *w : {static_cast<QWidget *>(start), static_cast<QWidget *>(back), static_cast<QWidget *>(m_play),
                       static_cast<QWidget *>(forward), static_cast<QWidget *>(end)})
        row->addWidget(w);
    row->addWidget(m_slider, 1);
    row->addWidget(m_clock);
    row->addWidget(m_speed);
    row->addWidget(m_phase);
    auto *lab = new QToolButton(this);
    lab->setText(tr("Search Lab..."));
    lab->setToolTip(tr("Step through the first two of these searches in the Search Lab"));
    connect(lab, &QToolButton::clicked, this, &RaceBar::labClicked);
    column->addLayout(row);
    auto *second = new QHBoxLayout;
    second->addWidget(m_workSpeed, 1);
    second->addWidget(lab);
    column->addLayout(second);
    connect(start, &QToolButton::clicked, this, &RaceBar::toStart);
    connect(back, &QToolButton::clicked, this, &RaceBar::stepBack);
    connect(m_play, &QToolButton::clicked, this, &RaceBar::playClicked);
    connect(forward, &QToolButton::clicked, this, &RaceBar::stepForward);
    connect(end, &QToolButton::clicked, this, &RaceBar::toEnd);
    connect(m_phase, &QToolButton::clicked, this, &RaceBar::phaseClicked);
}

void RaceBar::setPlaying(bool playing)
{
    m_play->setIcon(themeIcon(playing ? QStringLiteral("media-playback-pause") : QStringLiteral("media-playback-start")));
}

void RaceBar::setClock(const QString &text)
{
    m_clock->setText(text);
}

void RaceBar::showPhase(bool work, bool canRaceByWork)
{
    m_workSpeed->setVisible(work);
    m_speed->setVisible(!work);
    m_phase->setText(work ? tr("Replay plans") : tr("Race by work"));
    m_phase->setToolTip(work ? tr("Skip to the solutions, played side by side")
                             : tr("Race the searches again, by the number of nodes they expand"));
    m_phase->setEnabled(work || canRaceByWork);
}

} // namespace ui
