#pragma once
// BoardView: what the sliding and rotation views share. A view paints a move from the board
// before it to the board after it at t in 0..1; this base runs the animation that drives t and
// holds the look the window chooses (colour scheme, solved highlight).
// It also holds what keyboard and screen-reader users need: the board is a list of items
// (cells, and buttons where the puzzle has them) that a focus cursor walks with Tab and
// Shift+Tab and Enter activates, named for QAccessible (AccessibleItems, which BoardAccessible
// reads). The arrow keys, letters and Space are left to the window, which plays them as moves.
// The next-move marker (one move as the plan writes it, empty for none) is shared by hints and
// playback.
// Each puzzle's view (one row of ui/puzzleviews/boardviews.cpp) shows positions of its puzzle:
// a new game, a change (animated when it can show the move), the X-ray; it turns keys into moves
// and reports the moves its clicks and drags make (movesPlayed).

#include "access/accessibleitems.h"
#include "board/boardstyle.h"
#include "puzzles/puzzlebackend.h"

#include <QAccessible>
#include <QStringList>
#include <QVariantAnimation>
#include <QWidget>

namespace ui {

class BoardView : public QWidget, public AccessibleItems {
    Q_OBJECT
public:
    void setAnimationDuration(int ms); // 0: no animation
    // The animation the window's setting asks for: by default `duration` ms a move; a view
    // whose moves carry further may take longer, or none when `animate` is off.
    virtual void setAnimation(bool /*animate*/, int duration) { setAnimationDuration(duration); }
    void setColourScheme(ColourScheme scheme);
    void setSolvedHighlight(bool on);
    bool isAnimating() const;
    bool isHighlighted() const { return m_solved; }

    // The move to mark as coming next (one of this puzzle's moves), empty for none.
    void setNextMove(const std::string &move);
    const std::string &nextMove() const { return m_nextMove; }

    // A change of this view's puzzle in words for screen readers (MoveWords), empty when it is
    // not one move.
    virtual QString changeWords(const core::Position &before, const core::Position &after) const = 0;
    // The game a position is of, in words for the title ("4 x 4 Sliding Puzzle").
    virtual QString gameName(const core::Position &p) const = 0;
    // A new game of this view's puzzle (a sliding view takes its goal).
    virtual void showPuzzle(const core::Position &p) = 0;
    // The position after a change; animate shows the move(s) from `before` when it can.
    virtual void showPosition(const core::Position &before, const core::Position &after, bool animate) = 0;
    // The move a key asks for on this position, or empty. keysMoveBlank: a sliding view's
    // arrows move the blank itself rather than the tile next to it.
    virtual std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const = 0;
    // What the X-ray paints on this puzzle's board; nullopt clears it.
    virtual void showXray(const std::optional<core::PositionXray> &xray) = 0;
    // The line above the text the default board editor shows: how the puzzle's text form is
    // written (a board view whose puzzle has letters for pieces says so).
    virtual QString textFormPrompt() const;
    // The puzzle's board editor, opened over `parent` on `p`: the position to start a new game
    // from, or nullopt when the user gives up. By default the text form, a row a line, asked
    // again with what is wrong and where until it reads.
    virtual std::optional<core::Position> editBoard(const core::Position &p, QWidget *parent) const;
    // Whether the puzzle has a goal to choose (Set Goal), and its goal editor: `p` with the new
    // goal, or nullopt.
    virtual bool choosesGoal() const { return false; }
    virtual std::optional<core::Position> editGoal(const core::Position &, QWidget *) const { return std::nullopt; }
    // Whether two cells' contents can be swapped by clicking them (Swap Two Tiles), and `p`
    // with cells a and b swapped (nullopt when they are no cells of it).
    virtual bool swapsCells() const { return false; }
    virtual std::optional<core::Position> swapped(const core::Position &, int, int) const { return std::nullopt; }
    // The moves a click on a cell plays when it makes no move by itself (cellClicked): a
    // sliding view slides the run between the cell and the blank.
    virtual std::vector<std::string> clickMoves(const core::Position &, int) const { return {}; }
    // Drops a piece picked by the player (and its marks): the board is about to change by
    // something other than the player's own move (playback, restart, a new game).
    virtual void clearPick() {}

    // The board as a screen reader reads it (AccessibleItems): each view names the board and
    // its items, their roles and places, and what activating one does.
    QString boardDescription() const override { return m_description; }
    // Where the board's grid lies in the view: the cells its puzzle's small board takes
    // (PuzzleLook::miniGrid), so that a test or a tool can set the two side by side.
    virtual QRectF gridArea() const = 0;
    // The item under the focus cursor, -1 for none.
    int focusItem() const override { return m_focusItem; }
    void setFocusItem(int item) override;
    // Sets the board's description (what just happened) and tells a screen reader, along with
    // the items whose names changed since the last announcement.
    void announce(const QString &description);

signals:
    // Moves a click, a drag or Enter on an item made, to play as one change.
    void movesPlayed(const std::vector<std::string> &moves);
    // A click on a cell where it makes no move (a sliding view: a tile to swap).
    void cellClicked(int cell);

protected:
    BoardView(int durationMs, QWidget *parent);
    // Starts t from 0 (false when animation is off: then show the end state at once).
    bool startAnimation();
    void stopAnimation();
    // The ring round the focused item; views call it last in their paintEvent.
    void paintFocusRing(QPainter &p) const;

    bool focusNextPrevChild(bool next) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

    qreal m_t = 1.0;
    bool m_solved = false;
    ColourScheme m_scheme = chosenColourScheme();

private:
    void sendItemEvent(int item, QAccessible::Event type);

    QVariantAnimation m_animation;
    std::string m_nextMove;
    int m_focusItem = -1;
    QString m_description;
    QString m_name;
    QStringList m_itemNames; // as last announced, to tell which changed
};

} // namespace ui
