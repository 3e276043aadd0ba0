#pragma once
// MiniBoard: a widget showing one state of a watched search (StatePainter draws it), with an
// optional coloured frame (a child's fate). It only paints; it takes no input.

#include "common/ids.h"
#include "position/position.h"
#include "common/boardsize.h"

#include <QWidget>

#include <string>

namespace ui {

class MiniBoard : public QWidget {
    Q_OBJECT
public:
    explicit MiniBoard(QWidget *parent = nullptr);

    void setPuzzle(core::PuzzleKind kind, core::BoardSize size);
    void setCells(const std::string &cells);
    const std::string &cells() const { return m_cells; }
    // A coloured frame round the board (a child's fate); invalid for none.
    void setFrame(const QColor &colour);

    QSize sizeHint() const override;
    // The smallest cell it draws without the presentation scale, in pixels.
    static constexpr int MinCell = 24;
    // Where the board is drawn in the widget.
    QRectF boardRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    core::PuzzleKind m_kind = core::allPuzzleKinds().front(); // until a board is shown
    core::BoardSize m_size{3, 3};
    std::string m_cells;
    QColor m_frame;
};

} // namespace ui
