#pragma once
// KlotskiBoardView: a Huarong Dao box, one row of the board views. Pieces are drawn as blocks
// coloured by shape (the goal piece in the accent colour), the goal's place as a dashed outline
// and the box's exit as a gap in its frame below it.
// Play as people play it: drag a piece to where it should go, or click a piece and then one of
// the places it can reach (marked with dots); a piece with one place to go moves on a click.
// From the keyboard, Tab walks the pieces, Enter picks one and the arrow keys slide it a cell
// at a time; presses that move one piece on count one move, as a drag does. Pieces carry the
// names players give them (klotskipiece.h), or their letters (the board's context menu).
// The picking, dragging and items are the block kit's (blocks/blockboardview.h); this view gives
// the box, its pieces' places (the back end's moves), its painting and its words.

#include "blocks/blockboardview.h"
#include "klotski/board/klotskiboard.h"

#include <map>
#include <optional>

namespace ui {

class KlotskiBoardView : public BlockBoardView {
    Q_OBJECT
public:
    explicit KlotskiBoardView(QWidget *parent = nullptr);

    void setBoard(const core::KlotskiBoard &board, const core::KlotskiGoal &goal);
    const core::KlotskiBoard &board() const { return m_board; }
    // The moves a piece can make, by the top-left cell it would reach.
    std::map<int, std::string> destinations(char letter) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    QString gameName(const core::Position &p) const override;
    QString textFormPrompt() const override;
    // The box as a grid of pieces above its text (klotskiedit.cpp).
    std::optional<core::Position> editBoard(const core::Position &p, QWidget *parent) const override;
    void showPuzzle(const core::Position &p) override;
    void showPosition(const core::Position &before, const core::Position &after, bool animate) override;
    std::string moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const override;
    void showXray(const std::optional<core::PositionXray> &) override {}

    // Items for the keyboard and screen readers: one per piece, in reading order.
    QString boardName() const override;
    QString itemName(int item) const override;

protected:
    QString movedWords(char letter) const override;
    // "Letters instead of names": the person's choice for every Huarong Dao board.
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool isFloor(int x, int y) const override { return m_board.at(x, y) == '.'; }
    void paintFrame(QPainter &p) const override;
    void paintBlock(QPainter &p, const Block &piece, const QRectF &r) const override;
    void paintMarks(QPainter &p) const override;

private:
    QColor pieceColour(const Block &piece) const;

    core::KlotskiBoard m_board;
    core::KlotskiGoal m_goal;
    std::map<char, QString> m_names; // given at the start of a game, by letter, kept while it is played
};

} // namespace ui
