#pragma once
// The windows that open beside the main one (the compare view with its table filled, the
// experiment, the step-through), each given to `look` once it shows, then closed. Returns what
// went wrong: an action missing, or the comparison not finishing; empty when all went.

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QStringList>
#include <QTest>

#include <functional>

namespace sidewindows {

// The window's action `name`, or null with a problem noted.
inline QAction *action(QMainWindow &w, const char *name, QStringList &problems)
{
    QAction *a = w.findChild<QAction *>(name);
    if (!a)
        problems << QString("no action %1").arg(name);
    return a;
}

inline QStringList visit(QMainWindow &w, const std::function<void(QWidget *window, const char *action)> &look)
{
    QStringList problems;
    auto action = [&](const char *name) { return sidewindows::action(w, name, problems); };
    QAction *compare = action("compare");
    QAction *cancel = action("cancelCompare");
    if (!compare || !cancel)
        return problems;
    compare->trigger();
    if (!QTest::qWaitFor([cancel] { return !cancel->isEnabled(); }, 60000))
        return problems << "the comparison did not finish";
    for (const char *name : {"showCompare", "experiment", "stepThrough"}) {
        QAction *a = action(name);
        if (!a)
            continue;
        a->trigger();
        QApplication::processEvents();
        for (QWidget *top : QApplication::topLevelWidgets())
            if (top != &w && top->isVisible() && !top->inherits("QMenu")) {
                look(top, name);
                top->close();
            }
    }
    return problems;
}

} // namespace sidewindows
