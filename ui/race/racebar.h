#pragma once
// RaceBar: the race view's controls under the lanes: go to the start, step back, play/pause,
// step forward, go to the end, a scrub slider with the position written beside it, the pace
// of the phase on show (the plan replay's speed box, or the race by work's expansions per
// tick) and the button that switches phase. The view decides what each control means.

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace ui {

class WorkSpeed;

class RaceBar : public QWidget {
    Q_OBJECT
public:
    explicit RaceBar(QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }
    QComboBox *planSpeed() const { return m_speed; }
    WorkSpeed *workSpeed() const { return m_workSpeed; }
    void setPlaying(bool playing);
    void setClock(const QString &text);
    // The race by work's pace and "Replay plans", or the plan speed and "Race by work".
    void showPhase(bool work, bool canRaceByWork);

signals:
    void toStart();
    void stepBack();
    void playClicked();
    void stepForward();
    void toEnd();
    void phaseClicked();
    // "Search Lab...": these searches, step by step.
    void labClicked();

private:
    QToolButton *m_play;
    QSlider *m_slider;
    QLabel *m_clock;
    QComboBox *m_speed;
    QToolButton *m_phase;
    WorkSpeed *m_workSpeed;
};

} // namespace ui
