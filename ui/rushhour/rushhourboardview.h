#pragma once
// RushHourBoardView: a Rush Hour lot, one row of the board views. Vehicles are drawn as rounded
// blocks coloured by kind (the red car red, cars and trucks apart), walls as hatched cells of
// the frame, and the exit as a gap in the right wall on the exit row.
// Play as people play it: press a vehicle and drag it along its line (it follows the pointer as
// far as the lot lets it, and on release settles on the nearest cell); a click picks a vehicle,
// and a click on an empty cell in its line slides it there. From the keyboard, Tab walks the
// vehicles, Enter picks one and the arrow keys along its line slide it a cell at a time
// (presses that move one vehicle on count one move, as a drag does).

#include "board/boardview.h"
#include "rushhour/board/rushhourboard.h"

#include <optional>
#include <utility>
#include <vector>

namespace ui {

class RushHourBoardView : public BoardView {
    Q_OBJECT
public:
    explicit RushHourBoardView(QWidget *parent = nullptr);

    void setBoard(const core::RushHourBoard &board);
    const core::RushHourBoard &board() const { return m_board; }
    // The vehicle picked for a move (0: none).
    char picked() const { return m_picked; }
    void pick(char letter);
    // The centre of a cell in widget coordinates (for tests and tools).
    QPointF cellCentre(int x, int y) const { return cellRect(x, y, 1, 1).center(); }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    QString gameName(const core::Position &p) const override;
    QString textFormPrompt() const override;
    QString changeWords(const core::Position &before, const core::Position &after) const override;
    void showPuzzle(const core::Position &p) override;
    void showPosition(const core::Position &before, const core::Position &after, bool animate) override;
    std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const override;
    void showXray(const std::optional<core::PositionXray> &) override {}
    void clearPick() override { pick(0); }

    // Items for the keyboard and screen readers: one per vehicle, by letter (the red car first).
    QString boardName() const override;
    int itemCount() const override { return int(m_vehicles.size()); }
    QString itemName(int item) const override;
    QAccessible::Role itemRole(int) const override { return QAccessible::Button; }
    QRectF itemRect(int item) const override;
    QRectF gridArea() const override { return cellRect(0, 0, m_board.width(), m_board.height()); }
    void activateItem(int item) override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    qreal unit() const;
    QRectF cellRect(qreal x, qreal y, qreal w, qreal h) const;
    QRectF vehicleRect(const core::RushHourVehicle &v) const;
    // The cell under a point, or nullopt outside the lot.
    std::optional<std::pair<int, int>> cellAt(QPointF p) const;
    // The cells a drag from the press to `at` carries the dragged vehicle along its line,
    // within its reach.
    qreal dragCells(QPointF at) const;
    void paintFrame(QPainter &p) const;
    void paintVehicle(QPainter &p, const core::RushHourVehicle &v, const QRectF &r) const;
    void paintMarks(QPainter &p) const;
    void setPicked(char letter);

    core::RushHourBoard m_board;
    core::RushHourBoard m_from; // the lot before the move being animated
    std::vector<core::RushHourVehicle> m_vehicles;
    char m_picked = 0;
    // A drag in progress: the vehicle's letter, where it was pressed, and how far it has come
    // along its line, in cells.
    char m_dragging = 0;
    QPointF m_pressAt;
    qreal m_dragCells = 0;
};

} // namespace ui
