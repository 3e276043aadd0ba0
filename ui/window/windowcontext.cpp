#include "window/windowcontext.h"

#include <QAction>
#include <QFile>
#include <QMainWindow>
#include <QStatusBar>

namespace ui {

QStatusBar *WindowContext::statusBar() const
{
    return window->statusBar();
}

QAction *makeAction(QMainWindow *window, const QString &name, const QString &text, const QKeySequence &shortcut,
                    const QString &themeIcon)
{
    auto *a = new QAction(text, window);
    a->setObjectName(name);
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    // Theme icons where the desktop has them, the bundled ones otherwise.
    const QString bundled = QStringLiteral(":/icons/%1.svg").arg(themeIcon);
    if (!themeIcon.isEmpty())
        a->setIcon(QIcon::fromTheme(themeIcon, QFile::exists(bundled) ? QIcon(bundled) : QIcon()));
    window->addAction(a); // shortcuts work while the menus are closed
    return a;
}

} // namespace ui
