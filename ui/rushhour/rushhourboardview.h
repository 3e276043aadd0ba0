#pragma once
// RushHourBoardView: a Rush Hour lot, one row of the board views. Vehicles are drawn as rounded
// blocks coloured by kind (the red car red, cars and trucks apart), walls as hatched cells of
// the frame, and the exit as a gap in the right wall on the exit row.
// Play as people play it: press a vehicle and drag it along its line (it follows the pointer as
// far as the lot lets it, and on release settles on the nearest cell); a click picks a vehicle,
// and a click on an empty cell in its line slides it there. From the keyboard, Tab walks the
// vehicles, Enter picks one and the arrow keys along its line slide it a cell at a time
// (presses that move one vehicle on count one move, as a drag does).
// The picking, dragging and items are the block kit's (blocks/blockboardview.h); this view gives
// the lot, its vehicles' places (their reach along their line), its painting and its words.

#include "blocks/blockboardview.h"
#include "rushhour/board/rushhourboard.h"

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace ui {

class RushHourBoardView : public BlockBoardView {
    Q_OBJECT
public:
    explicit RushHourBoardView(QWidget *parent = nullptr);

    void setBoard(const core::RushHourBoard &board);
    const core::RushHourBoard &board() const { return m_board; }
    // The moves a vehicle can make, by the top-left cell it would reach.
    std::map<int, std::string> destinations(char letter) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    QString gameName(const core::Position &p) const override;
    QString textFormPrompt() const override;
    void showPuzzle(const core::Position &p) override;
    void showPosition(const core::Position &before, const core::Position &after, bool animate) override;
    std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const override;
    void showXray(const std::optional<core::PositionXray> &) override {}

    // Items for the keyboard and screen readers: one per vehicle, by letter (the red car first).
    QString boardName() const override;
    QString itemName(int item) const override;

protected:
    QString movedWords(char letter) const override;
    bool isFloor(int x, int y) const override { return m_board.at(x, y) == core::RushHourBoard::Empty; }
    // A vehicle follows the pointer along its line only, as far as the lot lets it.
    QPointF dragShift(const Block &b, QPointF offset) const override;
    void paintFrame(QPainter &p) const override;
    void paintBlock(QPainter &p, const Block &b, const QRectF &r) const override;
    void paintMarks(QPainter &p) const override;

private:
    core::RushHourBoard m_board;
};

} // namespace ui
