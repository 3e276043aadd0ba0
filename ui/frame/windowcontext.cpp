#include "frame/windowcontext.h"

#include "theme/themeicon.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>

namespace ui {

QStatusBar *WindowContext::statusBar() const
{
    return window->statusBar();
}

QKeySequence standardKey(QKeySequence::StandardKey key, const char *fallback)
{
    const QKeySequence standard(key);
    return standard.isEmpty() ? QKeySequence(QString::fromLatin1(fallback)) : standard;
}

QAction *makeAction(QMainWindow *window, const QString &name, const QString &text, const QKeySequence &shortcut,
                    const QString &iconName)
{
    auto *a = new QAction(text, window);
    a->setObjectName(name);
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    // The bundled icons, drawn in the palette's colours (a desktop theme's icons are drawn for
    // the desktop's palette, not for the theme chosen here).
    if (!iconName.isEmpty())
        a->setIcon(themeIcon(iconName));
    window->addAction(a); // shortcuts work while the menus are closed
    return a;
}

} // namespace ui
