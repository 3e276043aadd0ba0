#pragma once
// RotationBoardView paints the rotation game's '#' board: 24 cells with their digits as text
// and colour (each cell by the puzzle's one painter, rotation/rotationpaint.h), the eight
// centre cells framed, the centre digit when solved, and eight arrow buttons A..H at the heads
// of their lines, as POJ 2286's figure places them. A move animates as the seven cells of its
// line sliding one step towards the head.

#include "board/boardview.h"
#include "rotation/board/rotationboard.h"
#include "rotation/game/rotationxray.h"

#include <QFont>
#include <QList>

#include <algorithm>
#include <optional>

namespace ui {

class RotationBoardView : public BoardView {
    Q_OBJECT
public:
    explicit RotationBoardView(QWidget *parent = nullptr);

    void setBoard(const core::RotationBoard &board);
    // Animates `move` played on `before`.
    void animateMove(const core::RotationBoard &before, int move);
    const core::RotationBoard &board() const { return m_board; }
    // Where the arrow of a move and a cell are drawn (for tests and tools).
    QPointF arrowCentre(int move) const { return arrowRect(move).center(); }
    QPointF cellCentre(int cell) const { return cellRect(cell).center(); }
    // The line the next-move marker points at (0..7 for A..H, -1: none); it is drawn with an
    // arrow along the line and a ring round its button.
    int nextMoveIndex() const;
    // The heuristic X-ray: the digit counts on the centre and the bounds. nullopt: off.
    void setXray(const std::optional<core::RotationXray> &xray);
    bool showsXray() const { return m_xray.has_value(); }
    // The X-ray's text as painted: the digits in the empty top-left corner, the bounds in the
    // top-right one, each in a font shrunk until its lines fit the corner (for tests: nothing
    // is cut off). Empty when the X-ray is off.
    struct XrayText {
        QRectF box;
        QFont font;
        QString text;
    };
    QList<XrayText> xrayTexts() const;
    QSize sizeHint() const override;
    // A rotation moves seven cells round a ring: a little longer than a slide, at most 160 ms.
    void setAnimation(bool animate, int duration) override
    {
        setAnimationDuration(animate ? std::min(160, std::max(duration, 0) + 40) : 0);
    }
    QSize minimumSizeHint() const override;

    // Items for the keyboard and screen readers: the 24 cells, then the 8 arrows A..H.
    QString boardName() const override;
    int itemCount() const override { return core::RotationCells + core::RotationMoves; }
    QString itemName(int item) const override;
    QAccessible::Role itemRole(int item) const override;
    QRectF itemRect(int item) const override;
    QRectF gridArea() const override { return gridRect(0, 0).united(gridRect(6, 6)); }
    void activateItem(int item) override;

    QString gameName(const core::Position &) const override { return tr("Rotation Game"); }
    QString changeWords(const core::Position &before, const core::Position &after) const override;
    void showPuzzle(const core::Position &) override {}
    void showPosition(const core::Position &before, const core::Position &after, bool animate) override;
    std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const override;
    void showXray(const std::optional<core::PositionXray> &xray) override;
    std::optional<core::Position> editBoard(const core::Position &p, QWidget *parent) const override;

signals:
    // An arrow clicked (0..7 for A..H); it is also reported as a move (movesPlayed).
    void moveClicked(int move);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    qreal unit() const;
    QPointF origin() const;
    QRectF gridRect(qreal row, qreal col) const;
    QRectF cellRect(int cell) const;
    QRectF arrowRect(int move) const;
    void paintCell(QPainter &p, const QRectF &r, int digit, bool centre) const;
    void paintArrow(QPainter &p, int move) const;
    QColor centreColour() const;
    void paintCentreDigit(QPainter &p) const;
    void paintXray(QPainter &p) const;
    void paintNextMove(QPainter &p) const;

    core::RotationBoard m_board;
    core::RotationBoard m_before;
    int m_move = -1;
    std::optional<core::RotationXray> m_xray;
};

} // namespace ui
