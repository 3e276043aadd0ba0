#pragma once
// GameSession: the game being played, for either puzzle. It owns the history (in core), the
// sliding goal and the last solution. A solution is laid into the history as a redo tail from
// the position where it was asked for, so playback is undo and redo: stepping, scrubbing and
// jumping move the history's position, and a hand move leaves playback by dropping that tail
// while the solution stays listed (jumping to one of its moves lays it in again).

#include "play/gamefile.h"
#include "play/gamehistory.h"
#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingboard.h"
#include "solvers/solverregistry.h"

#include <QObject>

#include <optional>
#include <string>

namespace ui {

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject *parent = nullptr);

    core::PuzzleKind kind() const { return m_kind; }
    const core::SlidingBoard &sliding() const { return m_sliding.current(); }
    const core::SlidingBoard &slidingStart() const { return m_sliding.initial(); }
    const core::SlidingBoard &goal() const { return m_goal; }
    const core::RotationBoard &rotation() const { return m_rotation.current(); }
    core::BoardSize size() const { return m_goal.size; }

    void newSliding(const core::SlidingBoard &start, const core::SlidingBoard &goal);
    void newRotation(const core::RotationBoard &start);
    // Changes the goal and keeps the board (Eight II style: any goal).
    void setGoal(const core::SlidingBoard &goal);

    bool playDir(core::Dir d);
    // Slides the run between the blank and this cell; false when the cell is not in line.
    bool slideTo(int cell);
    bool playRotation(int move);
    // Swaps two tiles (board editing): restarts the history from the new board.
    void swapTiles(int a, int b);
    bool undo();
    bool redo();
    void restart();
    bool canUndo() const;
    bool canRedo() const;
    std::size_t moveCount() const;
    bool isSolved() const;
    // One sentence when the board cannot reach its goal, else empty.
    std::string unsolvableReason() const;

    void setSolution(const std::string &moves);
    void clearSolution();
    const std::string &solution() const { return m_solution; }
    bool hasSolution() const { return m_hasSolution; }
    // Which solution step is on the board (0..length), or -1 when play has left the solution.
    int solutionStep() const;
    void jumpToStep(int step);

    core::SavedGame saved() const;
    void load(const core::SavedGame &game);

signals:
    // The board changed. For one move, `move` is it (a Dir or a rotation move index) and the
    // before-state is given so the view can animate it; -1 means redraw without animating.
    void slidingChanged(const core::SlidingBoard &before, bool animate);
    void rotationChanged(const core::RotationBoard &before, int move);
    void puzzleChanged();
    void solutionChanged();

private:
    void emitChange(const core::SlidingBoard &slidingBefore, const core::RotationBoard &rotationBefore, bool animate);
    bool solutionLaidIn() const;
    void layInSolution();

    core::PuzzleKind m_kind = core::PuzzleKind::Sliding;
    core::SlidingBoard m_goal;
    core::GameHistory<core::SlidingBoard> m_sliding;
    core::GameHistory<core::RotationBoard> m_rotation;
    std::string m_solution;
    bool m_hasSolution = false;
    std::size_t m_solutionBase = 0;
};

} // namespace ui
