#pragma once
// KlotskiEditGrid: a Huarong Dao box to fill by hand, for the board editor. Beside the box, a
// tray of the four shapes (曹操's 2x2, a wide and a tall general, a soldier): drag one into the
// box, or click it and then a cell, to place a piece there; drag a piece in the box to move it,
// out of the box (or a right click) to take it away. Pieces are drawn by the piece painter every
// view uses and lettered in reading order, as the text form letters them.

#include "klotski/board/klotskiboard.h"

#include <QWidget>

#include <optional>

namespace ui {

class KlotskiEditGrid : public QWidget {
    Q_OBJECT
    // Where the box lies in the widget (for tests and tools).
    Q_PROPERTY(QRectF gridArea READ gridArea)
public:
    struct Shape {
        int w = 1, h = 1;
    };
    static constexpr int Shapes = 4;

    explicit KlotskiEditGrid(QWidget *parent = nullptr);

    void setBoard(const core::KlotskiBoard &board);
    const core::KlotskiBoard &board() const { return m_board; }
    // The box at another size: the pieces that still fit stay.
    void resizeBox(int width, int height);
    // Places a piece of `shape` with its top-left cell at (x, y); false when it does not fit.
    bool place(Shape shape, int x, int y);
    // Takes the piece covering (x, y) away; false when there is none.
    bool remove(int x, int y);
    // Where things are drawn (for tests and tools).
    QRectF cellRect(int x, int y) const;
    QRectF trayRect(int shape) const;
    QRectF gridArea() const { return cellRect(0, 0).united(cellRect(m_board.width() - 1, m_board.height() - 1)); }
    static Shape shape(int index);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The box changed by hand.
    void edited();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    qreal unit() const;
    std::optional<std::pair<int, int>> cellAt(QPointF p) const;
    // The board with pieces lettered again in reading order.
    static core::KlotskiBoard lettered(int width, int height, const std::string &cells);

    core::KlotskiBoard m_board;
    // A drag: the shape carried, where in it the pointer holds it, and where the pointer is.
    bool dragging() const;

    std::optional<Shape> m_carried;
    std::optional<std::pair<int, int>> m_origin; // where a carried piece came from in the box
    QPointF m_grip;
    QPointF m_pressAt;
    QPointF m_at;
    std::optional<Shape> m_chosen; // a tray shape clicked: the next click on a cell places it
};

} // namespace ui
