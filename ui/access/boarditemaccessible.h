#pragma once
// BoardItemAccessible: one item of a board view for a screen reader (a tile or the blank, a
// rotation cell or arrow). It has no QObject of its own: it asks the view for its name, role
// and place each time, so it never goes stale, and it is valid while the view still has that
// many items. Pressing it does what Enter on the focused item does. It reads the view through
// AccessibleItems (access/accessibleitems.h).

#include "access/accessibleitems.h"

#include <QAccessibleInterface>
#include <QPointer>
#include <QWidget>

namespace ui {

class BoardItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    // `items` is `view` seen as AccessibleItems; it is used only while the view lives.
    BoardItemAccessible(QWidget *view, AccessibleItems *items, int index);

    int index() const { return m_index; }

    bool isValid() const override;
    QObject *object() const override;
    QWindow *window() const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text t, const QString &text) override;
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;
    QStringList keyBindingsForAction(const QString &actionName) const override;

private:
    QPointer<QWidget> m_view;
    AccessibleItems *m_items;
    int m_index;
};

} // namespace ui
