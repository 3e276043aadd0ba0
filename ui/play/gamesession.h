#pragma once
// GameSession: the game being played, for any puzzle. It owns the history of positions (in
// core) and the last solution, and knows the puzzle only through its back end: a move is text,
// as in a solver's plan ("d", "A", "Bdl"), and a solution is a list of them. A solution is laid into the history as a redo tail from the
// position where it was asked for, so playback is undo and redo: stepping, scrubbing and
// jumping move the history's position, and a hand move leaves playback by dropping that tail
// while the solution stays listed (jumping to one of its moves lays it in again).
// Each change also says who made it (played()), so a score can count the player's own moves
// and leave the solution's steps out. A hand move that moves on the piece the move just played
// moved (nothing between) is one move with it, as a drag along the same path is
// (core/play/handmove.h).

#include "play/gamefile.h"
#include "play/gamehistory.h"
#include "puzzles/puzzlebackend.h"

#include <QObject>

#include <string>
#include <vector>

namespace ui {

class GameSession : public QObject {
    Q_OBJECT
public:
    // Who changed the position: the player (a move, undo or redo), the solution's playback (a
    // step, a jump, or a redo along the laid-in solution), Restart, or a new start position
    // (new game, scramble, load, edit).
    enum class Change { Hand, Playback, Restart, NewStart };
    Q_ENUM(Change)

    explicit GameSession(QObject *parent = nullptr);

    const core::Position &position() const { return m_history.current(); }
    const core::PuzzleBackend &backend() const { return core::backendOf(position()); }
    core::PuzzleKind kind() const { return core::kindOf(position()); }
    // The board's size, where the puzzle has sizes ({0, 0} for the rotation game).
    core::BoardSize size() const { return backend().sizeOf(position()); }
    // The position the game started from.
    const core::Position &start() const { return m_history.initial(); }

    // `dealt`: New Game or a scramble dealt the board, so solving it may set a best (an edited,
    // pasted or opened board may not: it could be one move from the goal).
    void newGame(const core::Position &start, bool dealt = false);
    bool isDealt() const { return m_dealt; }
    // A restored game keeps whether it was dealt.
    void setDealt(bool dealt) { m_dealt = dealt; }
    // Opens another game so that Undo from its first position brings this game back, as it was.
    void openUndoable(const core::Position &start);
    // The same board with another goal (Eight II style: any goal): the history restarts from
    // it; refused unless it is of the same puzzle and size.
    void changeGoal(const core::Position &withGoal);

    // Plays one move; false when it is not legal here.
    bool playMove(std::string_view move);
    // Plays moves as one change (a click that slides a run of tiles); false, nothing played,
    // when one of them is not legal.
    bool playMoves(const std::vector<std::string> &moves);
    // An edit of the board on show (two tiles swapped): restarts the history from it.
    void edit(const core::Position &board);
    bool undo();
    bool redo();
    void restart();
    bool canUndo() const { return m_history.canUndo() || !m_previousGames.empty(); }
    bool canRedo() const { return m_history.canRedo(); }
    std::size_t moveCount() const { return m_history.moveCount(); }
    bool isSolved() const { return backend().isGoal(position()); }
    // One sentence when the board cannot reach its goal, else empty.
    core::Reason unsolvableReason() const { return backend().unsolvableReason(position()); }

    // A solver's plan, as its back end splits it into moves.
    void setSolution(const std::string &plan);
    void setSolution(const std::vector<std::string> &moves);
    void clearSolution();
    const std::vector<std::string> &solution() const { return m_solution; }
    // The solution as its plan's text ("dlur", "Bdl Cr").
    std::string solutionText() const { return backend().planText(m_solution); }
    bool hasSolution() const { return m_hasSolution; }
    // Which solution step is on the board (0..length), or -1 when play has left the solution.
    int solutionStep() const;
    void jumpToStep(int step);
    // Where the solution starts in the history, and putting back a remembered one (ignored
    // unless its moves lead along the history from there).
    std::size_t solutionBase() const { return m_solutionBase; }
    void restoreSolution(const std::vector<std::string> &moves, std::size_t base);

    core::SavedGame saved() const;
    void load(const core::SavedGame &game);

signals:
    // Comes just before positionChanged; moves is how the player's moves changed the game's
    // count (a click slides a whole run of tiles; a piece moved on counts 0, moved back where
    // it started -1), 0 for other changes.
    void played(ui::GameSession::Change change, int moves);
    // The position changed; animate says it is a few moves away from `before` and the view
    // may show them moving.
    void positionChanged(const core::Position &before, bool animate);
    void puzzleChanged();
    void solutionChanged();

private:
    void emitChange(const core::Position &before, bool animate, Change change, int moves = 0);
    void startFrom(const core::Position &start);
    // The signals of a new start (puzzle, solution, position).
    void announceNewStart(const core::Position &start);
    bool solutionLaidIn() const;
    // Whether the history, from the solution's base, holds the plan's first `steps` moves.
    bool planFollowedFor(std::size_t steps) const;
    void layInSolution();

    core::GameHistory<core::Position> m_history;
    std::vector<std::string> m_solution;
    bool m_hasSolution = false;
    std::size_t m_solutionBase = 0;
    bool m_dealt = false;
    std::vector<core::SavedGame> m_previousGames; // what openUndoable replaced, newest last
};

} // namespace ui
