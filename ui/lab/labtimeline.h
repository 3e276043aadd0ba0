#pragma once
// LabTimeline: the Search Lab's one timeline. Back to the start, Step back, Step, Run / Pause,
// To the end, a scrub bar over every expansion recorded and the pace of Run (1 to 1000 steps a
// second on a log scale). Run steps on a timer: at most one tick's worth of steps, then one
// redraw of the views. It moves the lab's position; the views follow the lab.

#include <QWidget>

class QLabel;
class QPushButton;
class QSlider;
class QTimer;

namespace ui {

class SearchLab;

class LabTimeline : public QWidget {
    Q_OBJECT
public:
    static constexpr int TickMs = 30;

    explicit LabTimeline(SearchLab *lab);

    bool isRunning() const;
    double speed() const;
    QSlider *scrubBar() const { return m_scrub; }
    QString positionText() const;

public slots:
    void toggleRun();
    void stop();
    // Buttons, scrub bar and texts for the lab's position.
    void follow();

private:
    void tick();

    SearchLab *m_lab;
    QPushButton *m_back, *m_stepBack, *m_step, *m_run, *m_end;
    QSlider *m_scrub;
    QLabel *m_where;
    QSlider *m_speed;
    QLabel *m_speedText;
    QTimer *m_timer;
    double m_due = 0; // steps owed to the timer, carried between ticks
};

} // namespace ui
