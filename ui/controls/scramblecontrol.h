#pragma once
// ScrambleControl: new games and scrambles. It owns the New actions (New Game: a fresh scrambled
// game of the puzzle and size on show; each puzzle's own entries, which its row in the window's
// list of puzzles declares, board/puzzlelook.h),
// Scramble (the dialog) and Scramble Randomly, and the random source.
// A scramble is a uniformly random solvable board, K random moves from the goal, or a board at
// an exact optimal distance D (sliding boards only). A distance scramble that must search runs
// on a BackgroundTask under a window-modal progress dialog whose Cancel stops it at once.

#include "board/puzzlelook.h"
#include "frame/windowcontext.h"
#include "work/backgroundtask.h"

#include "puzzles/puzzlebackend.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QProgressDialog>

#include <random>

namespace ui {

class ScrambleControl : public QObject {
    Q_OBJECT
public:
    // One puzzle's New Game actions, in its row's order, with where its row puts them.
    struct NewGameGroup {
        core::PuzzleKind kind;
        QString menu, section;
        int columns = 1;
        QList<QAction *> actions;
    };
    struct Actions {
        QAction *newGame, *scramble, *quickScramble;
        QList<NewGameGroup> newGames; // one per puzzle, in PuzzleKind's order
    };

    explicit ScrambleControl(const WindowContext &context, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }

    // A fresh game of the puzzle and size on show, scrambled at random (the sliding goal is
    // the standard one again).
    void newGame();
    // A new game of the puzzle at this size (a fresh board: solved, not yet scrambled).
    void newPuzzle(core::PuzzleKind kind, core::BoardSize size = {});
    void scrambleRandom();
    void scrambleMoves(int k);
    // Starts a scramble to distance d; distanceScrambleDone() tells how it ended (at once when
    // the tables answer).
    void scrambleDistance(int d);
    bool isScrambling() const { return m_task.isRunning(); }

signals:
    // made is false when no board was made (cancelled, or the distance cannot be certified).
    void distanceScrambleDone(bool made);
    // A board was made at this exact distance from the goal.
    void scrambledToDistance(int moves);

private:
    void scrambleDialog();
    void start(const NewGameEntry &entry);
    void finishDistance(const core::PositionScramble &r, int d);
    void closeProgress();

    WindowContext m_ctx;
    Actions m_actions;
    QList<NewGameEntry> m_entries; // the New Game actions' entries, in the actions' order
    std::mt19937_64 m_rng;
    QPointer<QProgressDialog> m_progress;
    BackgroundTask m_task;
};

} // namespace ui
