#pragma once
// BoardStack: the board views of every puzzle (puzzleviews/boardviews.h), one page each, showing the
// position on show. The window hands it positions, the next move to mark and X-rays, and hears
// back moves and clicked cells. It words each change for screen readers on the view on show.

#include "board/boardstyle.h"
#include "puzzles/puzzlebackend.h"

#include <QStackedWidget>

#include <optional>

class QKeyEvent;

namespace ui {

class BoardView;
class RotationBoardView;
class SlidingBoardView;

class BoardStack : public QStackedWidget {
    Q_OBJECT
public:
    explicit BoardStack(QWidget *parent = nullptr);

    // The sliding view, for its own settings (picture tiles) and the swap mode.
    SlidingBoardView *slidingView() const;
    RotationBoardView *rotationView() const;
    BoardView *view(core::PuzzleKind kind) const;
    BoardView *currentView() const;
    // The view of class V, found by its class rather than by its puzzle; null when none is.
    template <class V>
    V *viewOfType() const
    {
        for (BoardView *v : m_views)
            if (auto *typed = qobject_cast<V *>(v))
                return typed;
        return nullptr;
    }

    // A new game: shows its puzzle's view (and, for a sliding game, its goal).
    void showPuzzle(const core::Position &p);
    // The position after a change; animate shows the move(s) from `before`.
    void showPosition(const core::Position &before, const core::Position &after, bool animate);
    // Marks the move that comes next (a hint's or the solution's) on the view on show; empty
    // clears the mark.
    void showNextMove(const std::string &move);
    std::string nextMove() const;
    // Tells a screen reader what the last showPosition() changed and the game's state now.
    void announceState(std::size_t moves, bool solved);
    void showXray(const std::optional<core::PositionXray> &xray);
    // The move a key asks for on this puzzle, or 0. keysMoveBlank: arrows move the blank
    // itself rather than the tile next to it.
    std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const;
    void setSelectedCell(int cell);
    void setSolvedHighlight(bool on);
    // duration is the sliding move's; a rotation shifts seven cells and takes a little longer.
    void setAnimation(bool animate, int duration);
    void setColourScheme(ColourScheme scheme);

signals:
    void movesPlayed(const std::vector<std::string> &moves);
    void cellClicked(int cell);

private:
    std::vector<BoardView *> m_views; // by PuzzleKind
    QString m_change; // the last change in words, until announced
};

} // namespace ui
