#pragma once
// BoardAccessible: what a screen reader sees of a board view. The board is a grouping named
// for its puzzle ("3 x 3 sliding puzzle"), described by what just happened ("Moved tile 5
// left. 12 moves."), with one child per item of the view (BoardItemAccessible). The children
// are made when first asked for and live as long as this interface, which Qt's cache deletes
// with the view. It reads the view through AccessibleItems (access/accessibleitems.h). create()
// is the factory BoardView installs with QAccessible::installFactory: it answers for any widget
// that is AccessibleItems.

#include "access/accessibleitems.h"

#include <QAccessibleWidget>
#include <QHash>

namespace ui {

class BoardAccessible : public QAccessibleWidget {
public:
    BoardAccessible(QWidget *widget, AccessibleItems *items);
    ~BoardAccessible() override;

    static QAccessibleInterface *create(const QString &className, QObject *object);

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;
    QString text(QAccessible::Text t) const override;

private:
    AccessibleItems *m_items;
    mutable QHash<int, QAccessible::Id> m_children;
};

} // namespace ui
