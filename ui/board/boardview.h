#pragma once
// BoardView: what the sliding and rotation views share. A view paints a move from the board
// before it to the board after it at t in 0..1; this base runs the animation that drives t and
// holds the look the window chooses (colour scheme, solved highlight).
// It also holds what keyboard and screen-reader users need: the board is a list of items
// (cells, and buttons where the puzzle has them) that a focus cursor walks with Tab and
// Shift+Tab and Enter activates, named for QAccessible (see BoardAccessible). The arrow keys,
// letters and Space are left to the window, which plays them as moves.
// The next-move marker (one move letter, 0 for none) is shared by hints and playback.

#include "board/boardstyle.h"

#include <QAccessible>
#include <QStringList>
#include <QVariantAnimation>
#include <QWidget>

namespace ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    void setAnimationDuration(int ms); // 0: no animation
    void setColourScheme(ColourScheme scheme);
    void setSolvedHighlight(bool on);
    bool isAnimating() const;
    bool isHighlighted() const { return m_solved; }

    // The move to mark as coming next (a letter of this puzzle's moves), 0 for none.
    void setNextMove(char move);
    char nextMove() const { return m_nextMove; }

    // The board as a screen reader reads it.
    virtual QString boardName() const = 0;
    QString boardDescription() const { return m_description; }
    virtual int itemCount() const = 0;
    virtual QString itemName(int item) const = 0;
    virtual QAccessible::Role itemRole(int item) const = 0;
    virtual QRectF itemRect(int item) const = 0;
    // What Enter (or a screen reader's press) on an item does: as a click on it.
    virtual void activateItem(int item) = 0;
    // The item under the focus cursor, -1 for none.
    int focusItem() const { return m_focusItem; }
    void setFocusItem(int item);
    // Sets the board's description (what just happened) and tells a screen reader, along with
    // the items whose names changed since the last announcement.
    void announce(const QString &description);

protected:
    BoardView(int durationMs, QWidget *parent);
    // Starts t from 0 (false when animation is off: then show the end state at once).
    bool startAnimation();
    void stopAnimation();
    // The ring round the focused item; views call it last in their paintEvent.
    void paintFocusRing(QPainter &p) const;

    bool focusNextPrevChild(bool next) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

    qreal m_t = 1.0;
    bool m_solved = false;
    ColourScheme m_scheme = ColourScheme::Palette;

private:
    void sendItemEvent(int item, QAccessible::Event type);

    QVariantAnimation m_animation;
    char m_nextMove = 0;
    int m_focusItem = -1;
    QString m_description;
    QString m_name;
    QStringList m_itemNames; // as last announced, to tell which changed
};

} // namespace ui
