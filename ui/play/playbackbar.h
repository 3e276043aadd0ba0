#pragma once
// PlaybackBar: play/pause, step, jump to either end, a scrub slider over the whole solution
// and a speed from 0.25x to 8x. It owns the playback timer and drives the GameSession, whose
// history holds the solution (undo/redo are the steps), so one animation runs at a time.

#include <QWidget>

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
    double speed() const;
    void setSpeed(double factor);
    // Time between two steps at the current speed.
    int stepInterval() const;

    // What the race view's shared timeline uses too: a flat media button, a speed box from
    // 0.25x to 8x (1x chosen), and the time between two steps at a speed.
    static QToolButton *mediaButton(QWidget *parent, int standardPixmap, const QString &tip);
    static QComboBox *speedBox(QWidget *parent);
    static int intervalFor(double speed);

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

private:
    void tick();

    GameSession *m_session;
    QTimer *m_timer;
    QToolButton *m_start, *m_back, *m_play, *m_forward, *m_end;
    QSlider *m_slider;
    QComboBox *m_speed;
};

} // namespace ui
