#pragma once
// ScrambleControl: new games and scrambles. It owns the New actions (New Game: a fresh scrambled
// game of the puzzle and size on show; the preset sizes, a custom size, the rotation game, the
// named Huarong Dao layouts),
// Scramble (the dialog) and Scramble Randomly, and the random source.
// A scramble is a uniformly random solvable board, K random moves from the goal, or a board at
// an exact optimal distance D (sliding boards only). A distance scramble that must search runs
// on a BackgroundTask under a window-modal progress dialog whose Cancel stops it at once.

#include "window/windowcontext.h"
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
    struct Actions {
        QList<QAction *> newPresets; // 3x2, 3x3, 4x4, 5x5, in menu order
        QAction *newGame, *newCustom, *newRotation, *scramble, *quickScramble;
        QList<QAction *> newKlotski; // the named layouts, in core::KlotskiLayouts' order
    };

    explicit ScrambleControl(const WindowContext &context, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }

    // A fresh game of the puzzle and size on show, scrambled at random (the sliding goal is
    // the standard one again).
    void newGame();
    void newSliding(int width, int height);
    void newRotation();
    // A named Huarong Dao layout (an index into core::KlotskiLayouts), as the books set it up.
    void newKlotski(int layout);
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
    void customSize();
    void finishDistance(const core::PositionScramble &r, int d);
    void closeProgress();

    WindowContext m_ctx;
    Actions m_actions;
    std::mt19937_64 m_rng;
    QPointer<QProgressDialog> m_progress;
    BackgroundTask m_task;
};

} // namespace ui
