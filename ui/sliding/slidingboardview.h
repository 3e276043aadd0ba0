#pragma once
// SlidingBoardView paints a sliding board (each tile by the puzzle's one painter,
// sliding/slidingpaint.h) and turns clicks into cell indices. It holds no game
// state beyond what it shows: the window owns the history and tells the view what to draw.
// A move is drawn as the board before it, the board after it and t in 0..1 (SGT's redraw).

#include "board/boardview.h"
#include "sliding/tilepicture.h"

class QPainter;
#include "sliding/board/slidingboard.h"
#include "sliding/game/slidingxray.h"

#include <algorithm>
#include <optional>

namespace ui {

class SlidingBoardView : public BoardView {
    Q_OBJECT
public:
    explicit SlidingBoardView(QWidget *parent = nullptr);

    void setBoard(const core::SlidingBoard &board);
    // Shows the change from `before` to `after`, sliding the tiles that moved.
    void animateTo(const core::SlidingBoard &before, const core::SlidingBoard &after);
    const core::SlidingBoard &board() const { return m_board; }
    void setGoal(const core::SlidingBoard &goal);
    void setSelectedCell(int cell); // -1: none (marks the first tile of a swap)
    // The tile the next-move marker points at (-1: none); it is drawn with an arrow towards
    // the blank.
    int nextMoveCell() const;
    // The heuristic X-ray for the board on show: each tile's Manhattan distance in its corner,
    // linear-conflict pairs joined, and pattern-database groups as coloured bars. nullopt: off.
    void setXray(const std::optional<core::SlidingXray> &xray);
    bool showsXray() const { return m_xray.has_value(); }
    // Cuts each tile from a picture, the part that belongs to the tile's goal cell.
    // path: an image file, TilePicture::builtInPath(), or "" for plain tiles. False when the
    // file cannot be read; the tiles are plain then.
    bool setPicture(const QString &path);
    bool hasPicture() const { return !m_picture.isNull(); }
    // Numbers on the picture tiles, in a small badge.
    void setPictureNumbers(bool on);
    // The centre of a cell in widget coordinates (for tests and tools).
    QPointF cellCentre(int cell) const { return cellRect(cell).center(); }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Items for the keyboard and screen readers: one per cell, in reading order.
    QString boardName() const override;
    int itemCount() const override { return m_board.cells(); }
    QString itemName(int item) const override;
    QAccessible::Role itemRole(int) const override { return QAccessible::Button; }
    QRectF itemRect(int item) const override { return cellRect(item); }
    QRectF gridArea() const override { return cellRect(0).united(cellRect(std::max(0, m_board.cells() - 1))); }
    void activateItem(int item) override;

    QString gameName(const core::Position &p) const override;
    QString changeWords(const core::Position &before, const core::Position &after) const override;
    void showPuzzle(const core::Position &p) override;
    void showPosition(const core::Position &before, const core::Position &after, bool animate) override;
    std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const override;
    void showXray(const std::optional<core::PositionXray> &xray) override;
    std::optional<core::Position> editBoard(const core::Position &p, QWidget *parent) const override;
    bool choosesGoal() const override { return true; }
    std::optional<core::Position> editGoal(const core::Position &p, QWidget *parent) const override;
    bool swapsCells() const override { return true; }
    std::optional<core::Position> swapped(const core::Position &p, int a, int b) const override;
    std::vector<std::string> clickMoves(const core::Position &p, int cell) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QRectF cellRect(int cell) const;
    int cellAt(QPointF p) const;
    void paintXray(QPainter &p) const;
    void paintNextMove(QPainter &p) const;

    core::SlidingBoard m_board;
    core::SlidingBoard m_from;
    core::SlidingBoard m_goal;
    int m_selected = -1;
    std::optional<core::SlidingXray> m_xray;
    TilePicture m_picture;
    QString m_picturePath;
    bool m_pictureNumbers = true;
};

} // namespace ui
