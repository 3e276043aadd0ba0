#pragma once
// RaceView: two to four runs raced side by side, in two phases under one set of controls
// (play, pause, step, scrub).
// - Race by work: every lane advances by the same number of expansions per tick (a log pace
//   from 1 to 1M), showing the board its search is expanding at that count, its counts and
//   the node's g, h, f. The fewest nodes wins; each lane shows its rank once it is done. Runs
//   without an expansion log sit this phase out.
// - Plan replay: when every lane has finished (or on "Replay plans"), the solutions play from
//   the same start under one shared step count. A longer solution keeps moving after the
//   shorter ones have stopped; a run that hit its budget shows its start board and why.
// Below the lanes, the search replay draws how each search grew over time.

#include "race/racelane.h"
#include "solve/solverrequest.h"

#include <QDialog>

#include <algorithm>
#include <vector>

class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QVBoxLayout;

namespace ui {

class BoardView;
class RaceBar;
class SearchReplay;
class WorkSpeed;

class RaceView : public QDialog {
    Q_OBJECT
public:
    enum class Phase { Work, Plans };
    // Ticks of the race by work, in ms.
    static constexpr int WorkTick = 30;

    // At most four replies are shown (the first four).
    explicit RaceView(const QList<SolveReply> &replies, QWidget *parent = nullptr);

    int laneCount() const { return int(m_lanes.size()); }
    Phase phase() const { return m_phase; }
    QString laneStatus(int lane) const { return laneAt(lane)->statusText(); }
    BoardView *laneView(int lane) const { return laneAt(lane)->view(); }
    bool isPlaying() const;
    // Whether every lane has read its run's log: large logs are read a chunk per turn of the
    // event loop after the view opens; play() waits for them.
    bool isReady() const;

    // Race by work: the shared count of expansions, up to the largest total of a lane with a log.
    std::uint64_t work() const { return m_work; }
    std::uint64_t lastWork() const { return m_lastWork; }
    std::uint64_t workPerTick() const;
    void setWorkPerTick(std::uint64_t n);
    // What a lane shows at the current count: expanded so far, the event on show (nullptr when
    // it has no log), whether it is done, and its rank (1 wins; 0 when it is not ranked).
    std::uint64_t laneWork(int lane) const { return laneAt(lane)->work(); }
    const core::ExpansionEvent *laneEvent(int lane) const { return laneAt(lane)->shownEvent(); }
    bool laneDone(int lane) const { return laneAt(lane)->hasLog() && laneAt(lane)->isDone(); }
    int laneRank(int lane) const { return laneAt(lane)->rank(); }
    // The lane with rank 1 once it is done, else -1.
    int winnerLane() const;
    bool allFinished() const;

    // Plan replay: the shared step, and the step a lane shows (min(step(), its length)).
    int step() const { return m_step; }
    int lastStep() const { return m_last; }
    int laneStep(int lane) const { return std::min(m_step, laneAt(lane)->length()); }

public slots:
    void setWork(std::uint64_t count);
    // Enters the plan replay if needed.
    void setStep(int step);
    void play();
    void pause();
    // One tick's worth of expansions, or one move.
    void stepForward();
    void stepBack();
    void replayPlans();
    void raceByWork();
    void replaySearch();

private:
    RaceLane *laneAt(int lane) const { return m_lanes[std::size_t(lane)]; }
    void buildControls(QVBoxLayout *layout);
    void rankLanes();
    void enterPhase(Phase phase);
    void workTick();
    void loadTick();
    void updateControls();
    void updatePosition();

    std::vector<RaceLane *> m_lanes;
    Phase m_phase = Phase::Plans;
    std::uint64_t m_work = 0;
    std::uint64_t m_lastWork = 0;
    std::uint64_t m_workScale = 1; // work per slider unit, so the slider's int range holds any total
    int m_step = 0;
    int m_last = 0;
    QTimer *m_timer;
    QTimer *m_workTimer;
    QTimer *m_handover; // the pause between the race by work's finish and the plan replay
    QTimer *m_loader;
    bool m_playWhenReady = false;
    QLabel *m_heading = nullptr;
    RaceBar *m_bar = nullptr;
    QSlider *m_slider = nullptr;
    QComboBox *m_speed = nullptr;
    WorkSpeed *m_workSpeed = nullptr;
    SearchReplay *m_searchReplay;
};

} // namespace ui
