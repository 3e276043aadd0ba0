#include "access/boarditemaccessible.h"

namespace ui {

BoardItemAccessible::BoardItemAccessible(QWidget *view, AccessibleItems *items, int index)
    : m_view(view),
      m_items(items),
      m_index(index)
{
}

bool BoardItemAccessible::isValid() const
{
    return m_view && m_index < m_items->itemCount();
}

QObject *BoardItemAccessible::object() const
{
    return nullptr;
}

QWindow *BoardItemAccessible::window() const
{
    const QAccessibleInterface *board = parent();
    return board ? board->window() : nullptr;
}

QAccessibleInterface *BoardItemAccessible::childAt(int, int) const
{
    return nullptr;
}

QAccessibleInterface *BoardItemAccessible::parent() const
{
    return m_view ? QAccessible::queryAccessibleInterface(m_view) : nullptr;
}

QAccessibleInterface *BoardItemAccessible::child(int) const
{
    return nullptr;
}

int BoardItemAccessible::childCount() const
{
    return 0;
}

int BoardItemAccessible::indexOfChild(const QAccessibleInterface *) const
{
    return -1;
}

QString BoardItemAccessible::text(QAccessible::Text t) const
{
    if (!isValid() || t != QAccessible::Name)
        return {};
    return m_items->itemName(m_index);
}

void BoardItemAccessible::setText(QAccessible::Text, const QString &)
{
}

QRect BoardItemAccessible::rect() const
{
    if (!isValid())
        return {};
    const QRect r = m_items->itemRect(m_index).toRect();
    return QRect(m_view->mapToGlobal(r.topLeft()), r.size());
}

QAccessible::Role BoardItemAccessible::role() const
{
    return isValid() ? m_items->itemRole(m_index) : QAccessible::NoRole;
}

QAccessible::State BoardItemAccessible::state() const
{
    QAccessible::State s;
    if (!isValid()) {
        s.invalid = true;
        return s;
    }
    s.focusable = true;
    s.focused = m_view->hasFocus() && m_items->focusItem() == m_index;
    s.invisible = !m_view->isVisible();
    return s;
}

void *BoardItemAccessible::interface_cast(QAccessible::InterfaceType type)
{
    return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
}

QStringList BoardItemAccessible::actionNames() const
{
    return {pressAction(), setFocusAction()};
}

void BoardItemAccessible::doAction(const QString &actionName)
{
    if (!isValid())
        return;
    if (actionName == pressAction()) {
        m_items->activateItem(m_index);
    } else if (actionName == setFocusAction()) {
        m_view->setFocus(Qt::OtherFocusReason);
        m_items->setFocusItem(m_index);
    }
}

QStringList BoardItemAccessible::keyBindingsForAction(const QString &actionName) const
{
    return actionName == pressAction() ? QStringList{QStringLiteral("Return")} : QStringList{};
}

} // namespace ui
