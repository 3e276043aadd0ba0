#pragma once
// BoardEditModel: what the board editor (BoardEditDialog) asks of one puzzle, so that the
// dialog knows none. Each puzzle with a grid editor defines its model in its folder (ui/<puzzle>/):
// how its text reads into a position, where the edited board's cells sit on the grid, how the
// grid's values make a board again and how that board is written in the user's own text form,
// and its two shortcut boards (a standard one, a shuffled one that can reach the goal), and how
// the grid draws the board: by the puzzle's own painter, as its board view does.
// A model edits one board of a position (the board to play from, or its goal) and keeps the
// other as it was given.

#include "editor/boardeditgrid.h"
#include "editor/boardtextform.h"
#include "common/texterror.h"
#include "position/position.h"

#include <QPalette>
#include <QPoint>
#include <QRectF>
#include <QString>

#include <optional>
#include <random>
#include <string>
#include <vector>

class QPainter;

namespace ui {

struct EditGridShape {
    int columns = 0;
    int rows = 0;
    std::vector<QPoint> places; // cell i's place on the grid (BoardEditGrid::setShape)
    BoardEditGrid::Mode mode = BoardEditGrid::Mode::Swap;
    int maxValue = 0;
    bool operator==(const EditGridShape &) const = default;
};

class BoardEditModel {
public:
    virtual ~BoardEditModel() = default;
    // The words above the grid (how to edit it by mouse and keys) and beside the text (its forms).
    virtual QString howTo() const = 0;
    virtual QString textHint() const = 0;
    // The first shortcut button: its text and tooltip, and the board it puts in.
    virtual QString standardName() const = 0;
    virtual QString standardToolTip() const = 0;
    virtual core::Position standard(const core::Position &p, std::mt19937_64 &rng) const = 0;
    // A random board that can reach the goal (or, editing a goal, that the board can reach).
    virtual core::Position shuffled(const core::Position &p, std::mt19937_64 &rng) const = 0;
    // The position the grid shows, greyed, until the text is first well formed.
    virtual core::Position initial(std::mt19937_64 &rng) const = 0;
    // The position typed text stands for, or nullopt and what is wrong with it.
    virtual std::optional<core::Position> read(const std::string &text, core::TextError &error) const = 0;
    // The edited board as text, in the form the user last typed (`form`).
    virtual QString write(const core::Position &p, const BoardTextForm &form) const = 0;
    // The edited board's cells on the grid, and the position with those cells changed by hand.
    virtual EditGridShape shape(const core::Position &p) const = 0;
    virtual std::vector<int> values(const core::Position &p) const = 0;
    virtual core::Position withValues(const core::Position &p, const std::vector<int> &values) const = 0;
    // The grid's drawing of the edited board of `p` (BoardEditGrid::Painter), by the puzzle's
    // painter: the ground under the cells (the whole grid), and cell `index` holding `value`.
    virtual void paintGround(QPainter &, const QRectF &, qreal, const core::Position &, const QPalette &) const {}
    virtual void paintCell(QPainter &p, const QRectF &r, const core::Position &shown, int index, int value,
                           const QPalette &palette) const = 0;
    // Whether the edited board is the goal (the verdict is then about the board reaching it).
    virtual bool editsGoal() const { return false; }
    // Warnings about a well-formed board besides whether it can reach its goal; "" when none.
    virtual QString warnings(const core::Position &) const { return {}; }
};

} // namespace ui
