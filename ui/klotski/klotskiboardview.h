#pragma once
// KlotskiBoardView: a Huarong Dao box, one row of the board views. Pieces are drawn as blocks
// coloured by shape (the goal piece in the accent colour), the goal's place as a dashed outline
// and the box's exit as a gap in its frame below it.
// Play as people play it: drag a piece to where it should go, or click a piece and then one of
// the places it can reach (marked with dots); a piece with one place to go moves on a click.
// From the keyboard, Tab walks the pieces, Enter picks one and the arrow keys slide it a cell
// at a time; presses that move one piece on count one move, as a drag does. Pieces carry the
// names players give them (klotskipiece.h), or their letters (the board's context menu).

#include "board/boardview.h"
#include "klotski/board/klotskiboard.h"

#include <map>
#include <optional>

namespace ui {

class KlotskiBoardView : public BoardView {
    Q_OBJECT
public:
    explicit KlotskiBoardView(QWidget *parent = nullptr);

    void setBoard(const core::KlotskiBoard &board, const core::KlotskiGoal &goal);
    const core::KlotskiBoard &board() const { return m_board; }
    // The piece picked for a move (0: none), and the moves it can make, by the top-left cell
    // it would reach.
    char picked() const { return m_picked; }
    void pick(char letter);
    std::map<int, std::string> destinations(char letter) const;
    // The centre of a cell in widget coordinates (for tests and tools).
    QPointF cellCentre(int x, int y) const { return cellRect(x, y, 1, 1).center(); }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    QString gameName(const core::Position &p) const override;
    QString textFormPrompt() const override;
    // The box as a grid of pieces above its text (klotskiedit.cpp).
    std::optional<core::Position> editBoard(const core::Position &p, QWidget *parent) const override;
    QString changeWords(const core::Position &before, const core::Position &after) const override;
    void showPuzzle(const core::Position &p) override;
    void showPosition(const core::Position &before, const core::Position &after, bool animate) override;
    std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const override;
    void showXray(const std::optional<core::PositionXray> &) override {}
    void clearPick() override { pick(0); }

    // Items for the keyboard and screen readers: one per piece, in reading order.
    QString boardName() const override;
    int itemCount() const override { return int(m_pieces.size()); }
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
    // "Letters instead of names": the person's choice for every Huarong Dao board.
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    qreal unit() const;
    QRectF cellRect(qreal x, qreal y, qreal w, qreal h) const;
    QRectF pieceRect(const core::KlotskiPiece &piece) const;
    // The cell under a point, or nullopt outside the box.
    std::optional<std::pair<int, int>> cellAt(QPointF p) const;
    QColor pieceColour(const core::KlotskiPiece &piece) const;
    void paintPiece(QPainter &p, const core::KlotskiPiece &piece, const QRectF &r) const;
    void paintFrame(QPainter &p) const;
    void paintMarks(QPainter &p) const;
    // Plays the picked piece's move that reaches `anchor` (its top-left cell) or, failing that,
    // covers cell (x, y); false when none does.
    bool moveTo(int x, int y, bool asAnchor);
    void setPicked(char letter);

    core::KlotskiBoard m_board;
    core::KlotskiBoard m_from; // the board before the move being animated
    core::KlotskiGoal m_goal;
    std::vector<core::KlotskiPiece> m_pieces;
    std::map<char, QString> m_names; // given at the start of a game, by letter, kept while it is played
    char m_picked = 0;
    std::map<int, std::string> m_places; // destinations(m_picked), worked out once per board and pick
    // A drag in progress: the piece's letter, where it was pressed, and the offset now.
    char m_dragging = 0;
    QPointF m_pressAt;
    QPointF m_dragOffset;
};

} // namespace ui
