#pragma once
// BoardAccessible: what a screen reader sees of a board view. The board is a grouping named
// for its puzzle ("3 x 3 sliding puzzle"), described by what just happened ("Moved tile 5
// left. 12 moves."), with one child per item of the view (BoardItemAccessible). The children
// are made when first asked for and live as long as this interface, which Qt's cache deletes
// with the view. create() is the factory BoardView installs with QAccessible::installFactory.

#include <QAccessibleWidget>
#include <QHash>

namespace ui {

class BoardView;

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView *view);
    ~BoardAccessible() override;

    static QAccessibleInterface *create(const QString &className, QObject *object);

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;
    QString text(QAccessible::Text t) const override;

private:
    BoardView *view() const;

    mutable QHash<int, QAccessible::Id> m_children;
};

} // namespace ui
