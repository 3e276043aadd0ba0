#pragma once
// AccessibleItems: what a screen reader needs of a board, as BoardAccessible and
// BoardItemAccessible ask for it: the board's name and what just happened, and its items
// (cells, and buttons where the puzzle has them) with their names, roles and places, the one
// under the focus cursor, and what pressing one does. BoardView (board/boardview.h) is one; this
// interface is how access/ reaches it without knowing the board views above it.

#include <QAccessible>
#include <QRectF>
#include <QString>

namespace ui {

class AccessibleItems {
public:
    virtual ~AccessibleItems() = default;

    virtual QString boardName() const = 0;
    virtual QString boardDescription() const = 0;
    virtual int itemCount() const = 0;
    virtual QString itemName(int item) const = 0;
    virtual QAccessible::Role itemRole(int item) const = 0;
    // In the widget's coordinates.
    virtual QRectF itemRect(int item) const = 0;
    // What Enter (or a screen reader's press) on an item does: as a click on it.
    virtual void activateItem(int item) = 0;
    // The item under the focus cursor, -1 for none.
    virtual int focusItem() const = 0;
    virtual void setFocusItem(int item) = 0;
};

} // namespace ui
