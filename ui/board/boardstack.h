#pragma once
// BoardStack: the board views of every puzzle, one page each, showing the position on show.
// It is the one place in the window that knows which view paints which puzzle: the window
// hands it positions, hints and X-rays, and hears back moves (as letters) and clicked cells.
// A new puzzle's view is one more page here.

#include "board/boardstyle.h"
#include "puzzles/puzzlebackend.h"

#include <QStackedWidget>

#include <optional>

class QKeyEvent;

namespace ui {

class RotationBoardView;
class SlidingBoardView;

class BoardStack : public QStackedWidget {
    Q_OBJECT
public:
    explicit BoardStack(QWidget *parent = nullptr);

    SlidingBoardView *slidingView() const { return m_sliding; }
    RotationBoardView *rotationView() const { return m_rotation; }

    // A new game: shows its puzzle's view (and, for a sliding game, its goal).
    void showPuzzle(const core::Position &p);
    // The position after a change; animate shows the move(s) from `before`.
    void showPosition(const core::Position &before, const core::Position &after, bool animate);
    // Marks the move a hint suggests on p; 0 clears the mark.
    void showHint(const core::Position &p, char move);
    void showXray(const std::optional<core::PositionXray> &xray);
    // The move a key asks for on this puzzle, or 0. keysMoveBlank: arrows move the blank
    // itself rather than the tile next to it.
    char moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const;
    void setSelectedCell(int cell);
    void setSolvedHighlight(bool on);
    // duration is the sliding move's; a rotation shifts seven cells and takes a little longer.
    void setAnimation(bool animate, int duration);
    void setColourScheme(ColourScheme scheme);

signals:
    void moveClicked(char move);
    void cellClicked(int cell);

private:
    SlidingBoardView *m_sliding;
    RotationBoardView *m_rotation;
};

} // namespace ui
