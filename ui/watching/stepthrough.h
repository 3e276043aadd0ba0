#pragma once
// StepThrough: a debugger for small searches. It runs one algorithm x heuristic (picked from
// the pairs that suit the puzzle and whose waiting states core::StepReplay rebuilds) on a
// board, watching every expansion with its children, stopped after Cap expansions; then Step,
// Run / Pause at a chosen pace and Back to the start walk through the search one expansion at a
// time, and Step back goes one expansion back. It shows the node being expanded (g, h, f; the IDA* bound; the bidirectional side), its
// children and their fates, the first states waiting in the order the algorithm takes them
// (BFS's queue, A*'s open list, IDA*'s path, both bidirectional frontiers) and the counters.
// The search tree (SearchTreeWindow) follows it step for step. Keys: Space steps, Backspace steps
// back, Enter runs or pauses. The search runs on a BackgroundTask; the timed
// stepping applies a bounded number of steps per tick and redraws once.

#include "solvers/comparison.h"
#include "puzzles/position.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTimer;

namespace core {
class StepReplay;
}

namespace ui {

class BackgroundTask;
class BoardStrip;
class MiniBoard;
class SearchTreeWindow;
struct SolveReply;

class StepThrough : public QDialog {
    Q_OBJECT
public:
    // Expansions a search may make here: beyond them it stops and the first ones are shown.
    static constexpr std::uint64_t Cap = 20'000;
    // Waiting states shown per strip.
    static constexpr int Shown = 8;

    StepThrough(const core::Position &board, core::RunChoice choice, QWidget *parent = nullptr);
    ~StepThrough() override;

    // The pairs offered for this board, in the compare grid's order.
    const QList<core::RunChoice> &choices() const { return m_choices; }
    core::RunChoice choice() const;
    // Runs this pair instead (one of choices()).
    void setChoice(core::RunChoice choice);

    bool isSearching() const;
    bool isRunning() const; // stepping on a timer
    // The search being stepped through, once it has run (null before).
    const core::StepReplay *replay() const { return m_replay.get(); }
    MiniBoard *expanding() const { return m_expanding; }
    // Bidirectional BFS: the state where the frontiers met, once they have (hidden before).
    MiniBoard *meeting() const { return m_meeting; }
    BoardStrip *childStrip() const { return m_children; }
    // Side 1: bidirectional BFS's frontier from the goal.
    BoardStrip *waitingStrip(int side = 0) const { return m_waiting[side]; }
    QString statusText() const;
    QString nodeText() const;
    // Steps per second of Run.
    double speed() const;
    const core::Position &board() const { return m_board; }
    // The search tree window, once opened (null before).
    SearchTreeWindow *treeWindow() const { return m_tree; }

public slots:
    void step();
    // One expansion back (the replay played again up to the one before).
    void stepBack();
    void showTree();
    void toggleRun();
    void backToStart();

signals:
    // The search ended and its expansions are ready to step through.
    void searchFinished();
    // The position in the replay changed (a step, a step back, back to the start, a new search).
    void moved();

private:
    void buildControls(QLayout *layout);
    // Sizes the window for its boards (at the presentation scale or not), within the screen.
    void fitToContent();
    void startSearch();
    void searchDone(const SolveReply &reply);
    void tick();
    void refresh();
    void showNode();
    void showChildren();
    void showWaiting();
    void showCounts();
    void updateButtons();

    core::Position m_board;
    core::PuzzleKind m_kind;
    core::BoardSize m_size;
    QList<core::RunChoice> m_choices;
    QComboBox *m_pair;
    QLabel *m_status;
    MiniBoard *m_expanding;
    QLabel *m_node;
    QLabel *m_meetingText;
    MiniBoard *m_meeting;
    BoardStrip *m_children;
    BoardStrip *m_waiting[2];
    QLabel *m_counts;
    QPushButton *m_step, *m_run, *m_back, *m_stepBack, *m_treeButton;
    SearchTreeWindow *m_tree = nullptr;
    QSlider *m_speed;
    QLabel *m_speedText;
    QTimer *m_timer;
    BackgroundTask *m_task;
    std::unique_ptr<core::StepReplay> m_replay;
    QString m_capNote;
    double m_due = 0; // steps owed to the timer, carried between ticks
};

} // namespace ui
