#pragma once
// MiniBoard: a small picture of one state of a watched search, drawn from the event's cells
// (search/expansion.h): a sliding board's tiles on its grid, or the rotation game's digit
// projection on the '#' shape (the searched digit in its colour, the other cells empty). It
// only paints; it takes no input.

#include "common/ids.h"
#include "puzzles/sliding/slidingboard.h"

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

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintSliding(QPainter &p);
    void paintRotation(QPainter &p);
    void paintCell(QPainter &p, const QRectF &r, const QColor &fill, const QString &text);

    core::PuzzleKind m_kind = core::PuzzleKind::Sliding;
    core::BoardSize m_size{3, 3};
    std::string m_cells;
    QColor m_frame;
};

} // namespace ui
