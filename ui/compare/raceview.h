#pragma once
// RaceView: two to four runs' solutions animated side by side from the same start under one
// shared timeline (play, pause, step, scrub, speed). A longer solution keeps moving after the
// shorter ones have stopped; a run that hit its budget shows its start board and why. Below
// the boards, the search replay draws how each search grew (expanded nodes and frontier over
// time) and can be replayed in step with the clock.

#include "solve/solverrequest.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace ui {

class BoardView;
class CompareChart;

class RaceView : public QDialog {
    Q_OBJECT
public:
    // At most four replies are shown (the first four).
    explicit RaceView(const QList<SolveReply> &replies, QWidget *parent = nullptr);

    int laneCount() const { return int(m_lanes.size()); }
    int step() const { return m_step; }
    int lastStep() const { return m_last; }
    // The step a lane shows: min(step(), its solution length).
    int laneStep(int lane) const;
    BoardView *laneView(int lane) const { return m_lanes[std::size_t(lane)].view; }
    QString laneStatus(int lane) const;
    bool isPlaying() const;

public slots:
    void setStep(int step);
    void play();
    void pause();
    void stepForward();
    void stepBack();
    void replaySearch();

private:
    struct Lane {
        SolveReply reply;
        BoardView *view = nullptr;
        QLabel *status = nullptr;
        int length = 0; // solution length, 0 when not solved
    };
    void showLane(Lane &lane, int from, int to);
    void updateStatus();

    std::vector<Lane> m_lanes;
    int m_step = 0;
    int m_last = 0;
    QTimer *m_timer;
    QTimer *m_replayTimer;
    double m_replayAt = -1;
    QToolButton *m_play;
    QSlider *m_slider;
    QComboBox *m_speed;
    QLabel *m_clock;
    CompareChart *m_chart;
};

} // namespace ui
