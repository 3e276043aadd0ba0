#include "access/boardaccessible.h"

#include "access/boarditemaccessible.h"
#include "board/boardview.h"

namespace ui {

BoardAccessible::BoardAccessible(BoardView *view)
    : QAccessibleWidget(view, QAccessible::Grouping)
{
}

BoardAccessible::~BoardAccessible()
{
    for (QAccessible::Id id : std::as_const(m_children))
        QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface *BoardAccessible::create(const QString &, QObject *object)
{
    auto *view = qobject_cast<BoardView *>(object);
    return view ? new BoardAccessible(view) : nullptr;
}

BoardView *BoardAccessible::view() const
{
    return static_cast<BoardView *>(widget());
}

int BoardAccessible::childCount() const
{
    return view()->itemCount();
}

QAccessibleInterface *BoardAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    if (const auto it = m_children.constFind(index); it != m_children.cend())
        return QAccessible::accessibleInterface(*it);
    auto *item = new BoardItemAccessible(view(), index);
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
    const QPointF p = view()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < childCount(); ++i)
        if (view()->itemRect(i).contains(p))
            return child(i);
    return nullptr;
}

QAccessibleInterface *BoardAccessible::focusChild() const
{
    return view()->hasFocus() ? child(view()->focusItem()) : nullptr;
}

QString BoardAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Name:
        return view()->accessibleName().isEmpty() ? view()->boardName() : view()->accessibleName();
    case QAccessible::Description:
        return view()->boardDescription();
    default:
        return QAccessibleWidget::text(t);
    }
}

} // namespace ui
