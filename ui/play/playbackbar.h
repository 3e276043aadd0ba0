#pragma once
// PlaybackBar: play/pause, step, jump to either end (at once, however long the plan), a scrub
// slider over the whole solution and a speed from 0.25x to 64x, or Fit: whatever pace plays the
// rest of the plan in a minute at most. Fit is chosen by itself for a plan longer than 8x plays
// in a minute (and the earlier speed comes back for a short one, unless the player chose
// meanwhile). It owns the playback timer and drives the GameSession, whose history holds the
// solution (undo/redo are the steps), so one animation runs at a time.

#include <QWidget>

#include <string>

class QComboBox;
class QSlider;
class QTimer;
class QToolButton;

namespace ui {

class GameSession;

class PlaybackBar : public QWidget {
    Q_OBJECT
public:
    explicit PlaybackBar(GameSession *session, QWidget *parent = nullptr);

    bool isPlaying() const;
    // The speed factor; 0 for Fit.
    double speed() const;
    void setSpeed(double factor);
    void setFit();
    bool isFit() const { return speed() <= 0; }
    // Time between two steps at the current speed (for Fit, over the rest of the plan).
    int stepInterval() const;

    // What the race view's shared timeline uses too: a flat media button, a speed box from
    // 0.25x to 64x (1x chosen; Fit last when asked for), and the time between two steps at a speed.
    static QToolButton *mediaButton(QWidget *parent, const QString &icon, const QString &tip);
    static QComboBox *speedBox(QWidget *parent, bool offerFit = false);
    static int intervalFor(double speed);
    // The Fit interval for this many steps: a minute at most in all, never slower than 1x.
    static int fitInterval(int steps);

public slots:
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    void refresh();

signals:
    void playingChanged(bool playing);
    // The time between steps changed while playing (the animation follows it).
    void paceChanged();

private:
    void tick();
    void onSpeedChanged();
    void choosePaceForPlan();

    GameSession *m_session;
    QTimer *m_timer;
    QToolButton *m_start, *m_back, *m_play, *m_forward, *m_end;
    QSlider *m_slider;
    QComboBox *m_speed;
    std::vector<std::string> m_plan; // the plan the pace was last chosen for
    int m_speedBeforeFit = -1; // the speed Fit replaced by itself, -1 once the player chooses
};

} // namespace ui
