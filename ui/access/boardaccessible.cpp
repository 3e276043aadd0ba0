#include "access/boardaccessible.h"

#include "access/boarditemaccessible.h"

namespace ui {

BoardAccessible::BoardAccessible(QWidget *widget, AccessibleItems *items)
    : QAccessibleWidget(widget, QAccessible::Grouping),
      m_items(items)
{
}

BoardAccessible::~BoardAccessible()
{
    for (QAccessible::Id id : std::as_const(m_children))
        QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface *BoardAccessible::create(const QString &, QObject *object)
{
    auto *widget = qobject_cast<QWidget *>(object);
    auto *items = dynamic_cast<AccessibleItems *>(object);
    return widget && items ? new BoardAccessible(widget, items) : nullptr;
}

int BoardAccessible::childCount() const
{
    return m_items->itemCount();
}

QAccessibleInterface *BoardAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    if (const auto it = m_children.constFind(index); it != m_children.cend())
        return QAccessible::accessibleInterface(*it);
    auto *item = new BoardItemAccessible(widget(), m_items, index);
    m_children.insert(index, QAccessible::registerAccessibleInterface(item));
    return item;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    for (auto it = m_children.cbegin(); it != m_children.cend(); ++it)
        if (QAccessible::accessibleInterface(it.value()) == child)
            return it.key() < childCount() ? it.key() : -1;
    return -1;
}

QAccessibleInterface *BoardAccessible::childAt(int x, int y) const
{
    const QPointF p = widget()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < childCount(); ++i)
        if (m_items->itemRect(i).contains(p))
            return child(i);
    return nullptr;
}

QAccessibleInterface *BoardAccessible::focusChild() const
{
    return widget()->hasFocus() ? child(m_items->focusItem()) : nullptr;
}

QString BoardAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Name:
        return widget()->accessibleName().isEmpty() ? m_items->boardName() : widget()->accessibleName();
    case QAccessible::Description:
        return m_items->boardDescription();
    default:
        return QAccessibleWidget::text(t);
    }
}

} // namespace ui
