#pragma once
// BoardEditGrid: the cells of a board to rearrange by hand, for the board editor. It knows no
// puzzle: a shape places each cell on a grid of slots, and each cell holds a number (0 is the
// sliding blank).
//   Swap mode (sliding): drag one cell onto another, click two cells, or press Space/Enter on
//   two cells at the keyboard cursor, and the two swap; typing a number (or x for the blank)
//   brings the cell holding it to the cursor.
//   Cycle mode (rotation): a click or Space/Enter cycles a cell through 1..maxValue; typing a
//   digit sets the cell at the cursor.
// The arrow keys move the cursor, so the grid works without a mouse. edited() follows every
// change made by hand, never a change made by setValues(). A disabled grid is drawn greyed.
// The cells are drawn by the puzzle's painter, which the dialog hands over (setPainter): the
// grid itself draws only its marks (the picked cell, the keyboard cursor).

#include <QPoint>
#include <QRectF>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <vector>

class QPainter;

namespace ui {

class BoardEditGrid : public QWidget {
    Q_OBJECT
    // Where the grid's columns x rows lie in the widget (for tests and tools).
    Q_PROPERTY(QRectF gridArea READ gridArea)
public:
    enum class Mode { Swap, Cycle };

    explicit BoardEditGrid(QWidget *parent = nullptr);

    // places[i] is cell i's place on a columns x rows grid (x: column, y: row).
    void setShape(int columns, int rows, const std::vector<QPoint> &places, Mode mode, int maxValue);
    // How the board is drawn: `ground` under the cells (over the whole grid, `unit` pixels a
    // cell), then `cell` for each cell holding `value` (`index`: the cell's number, where it
    // stands on the board), as the puzzle's painter draws them.
    struct Painter {
        std::function<void(QPainter &p, const QRectF &grid, qreal unit)> ground;
        std::function<void(QPainter &p, const QRectF &r, int index, int value)> cell;
    };
    void setPainter(Painter painter);
    // One value per cell; keeps the cursor and the picked cell.
    void setValues(const std::vector<int> &values);
    const std::vector<int> &values() const { return m_values; }

    int cursor() const { return m_cursor; }
    // The cell picked up by a click or Space and waiting for its partner; -1: none.
    int picked() const { return m_picked; }
    // Where a cell is drawn (for tests and tools).
    QRect cellRect(int cell) const;
    QRectF gridArea() const { return slotRect({0, 0}).united(slotRect({m_columns - 1, m_rows - 1})); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void edited();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    qreal unit() const;
    QRectF slotRect(QPoint slot) const;
    int cellAt(QPoint pos) const;
    void clickCell(int cell);
    void activateCursor();
    void swapCells(int a, int b);
    void setValue(int cell, int value);
    void moveCursor(int dx, int dy);
    void typeNumber(int digit);
    void commitTyped();
    void describeCursor();
    void paintCell(QPainter &p, const QRectF &r, int index, int value) const;
    void paintMarks(QPainter &p) const;

    Painter m_painter;
    Mode m_mode = Mode::Swap;
    int m_columns = 1;
    int m_rows = 1;
    int m_maxValue = 0;
    std::vector<QPoint> m_slots;
    std::vector<int> m_values;
    int m_cursor = 0;
    int m_picked = -1;
    int m_pressCell = -1;
    QPoint m_pressPos;
    bool m_dragging = false;
    QPoint m_dragPos;
    int m_typed = -1; // the number being typed, while more digits may follow
    QTimer m_typedTimer;
};

} // namespace ui
