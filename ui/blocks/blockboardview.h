#pragma once
// BlockBoardView: what the board views of rectangular blocks on a grid share (Huarong Dao's
// pieces, Rush Hour's vehicles): the grid's place in the widget, picking a block (a click, or
// Enter on its keyboard item), dragging it along its free run and dropping it as one move
// whatever the distance, a click on an empty cell moving the picked block the least way that
// covers it, the blocks gliding during a move, and the accessible items (one per block).
// A puzzle's view gives its blocks and the places each can reach (with each move's text), and
// paints its frame, its blocks and its marks; its move text and names stay its own.

#include "board/boardview.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ui {

// A block as the kit sees it: its letter and the cells it covers.
struct Block {
    char letter = 0;
    int x = 0, y = 0; // top-left cell, 0-based
    int w = 1, h = 1;
};

class BlockBoardView : public BoardView {
    Q_OBJECT
public:
    // The block picked for a move (0: none).
    char picked() const { return m_picked; }
    void pick(char letter);
    // The moves block `letter` can make, by the top-left cell it would reach (y * width + x).
    virtual std::map<int, std::string> destinations(char letter) const = 0;
    // The centre of a cell in widget coordinates (for tests and tools).
    QPointF cellCentre(int x, int y) const { return cellRect(x, y, 1, 1).center(); }
    void clearPick() override { pick(0); }
    // "Moved piece A." for a change of one move, in the puzzle's words (movedWords).
    QString changeWords(const core::Position &before, const core::Position &after) const override;

    // Items for the keyboard and screen readers: one per block, in the order given.
    int itemCount() const override { return int(m_blocks.size()); }
    QAccessible::Role itemRole(int) const override { return QAccessible::Button; }
    QRectF itemRect(int item) const override;
    QRectF gridArea() const override { return cellRect(0, 0, m_width, m_height); }
    void activateItem(int item) override;

protected:
    // `frameAcross` and `frameDown`: the frame round the grid, in cells (both sides together).
    BlockBoardView(qreal frameAcross, qreal frameDown, QWidget *parent);

    // The words for a move of block `letter`, as a screen reader says it.
    virtual QString movedWords(char letter) const = 0;
    // Whether cell (x, y), under no block, is floor a block can move onto (not a wall).
    virtual bool isFloor(int x, int y) const = 0;
    // How far, in cells, a drag by `offset` pixels carries block `b`: by default where the
    // pointer goes.
    virtual QPointF dragShift(const Block &b, QPointF offset) const;
    virtual void paintFrame(QPainter &p) const = 0;
    // Paints block `b` over `r` (where it is now: gliding, dragged).
    virtual void paintBlock(QPainter &p, const Block &b, const QRectF &r) const = 0;
    // The marks over the blocks when nothing moves: the pick's places, the next move.
    virtual void paintMarks(QPainter &p) const = 0;

    // A new board of `width` x `height` cells: stops any animation and shows these blocks.
    void setBlocks(int width, int height, std::vector<Block> blocks);
    // Glides the blocks from where they stand in `before` (by letter), when animation is on.
    void animateFrom(std::vector<Block> before);
    // Picks `letter` (0 or a letter no block has: none) and works out its places.
    void setPicked(char letter);
    const std::vector<Block> &blocks() const { return m_blocks; }
    const Block *block(char letter) const;
    // The picked block's destinations, worked out once per board and pick.
    const std::map<int, std::string> &places() const { return m_places; }
    // A click on a block moves it when it has one place to go (else it stays picked).
    void setClickMovesLoneBlock(bool on) { m_clickMovesLone = on; }

    qreal unit() const;
    QRectF cellRect(qreal x, qreal y, qreal w, qreal h) const;
    QRectF blockRect(const Block &b) const { return cellRect(b.x, b.y, b.w, b.h); }
    // The cell under a point, or nullopt outside the grid.
    std::optional<std::pair<int, int>> cellAt(QPointF p) const;
    // Plays the picked block's move that reaches `anchor` (its top-left cell) or, failing that,
    // the nearest that covers cell (x, y); false when none does.
    bool moveTo(int x, int y, bool asAnchor);
    // The next move's mark: the block ringed where it is (`from`), its place outlined (`to`).
    // The next move's mark: a ring on the block, a dotted ring where it goes, and its way there,
    // along `steps` (a unit step a letter: d, l, r, u) when given, so that a move round a corner
    // ("Bdl") is two lines through the corner; else straight.
    void paintNextMove(QPainter &p, const QRectF &from, const QRectF &to, qreal radius, std::string_view steps = {}) const;

    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    qreal m_frameAcross, m_frameDown;
    int m_width = 0, m_height = 0;
    std::vector<Block> m_blocks;
    std::vector<Block> m_fromBlocks; // the blocks before the move being animated
    char m_picked = 0;
    std::map<int, std::string> m_places;
    bool m_clickMovesLone = false;
    // A drag in progress: the block's letter, where it was pressed, and the pointer's offset.
    char m_dragging = 0;
    QPointF m_pressAt;
    QPointF m_dragOffset;
};

} // namespace ui
