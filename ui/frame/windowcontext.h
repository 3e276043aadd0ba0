#pragma once
// WindowContext: what the pieces of the main window share: the window itself (for dialogs and
// the status bar), the game, the board views, the solver panel and the preferences. The
// MainWindow owns all of them and outlives every piece that holds a context.
// makeAction() is how a piece makes one of its actions: shortcut, themed icon, and registered
// on the window so the shortcut works while the menus are closed.

#include <QKeySequence>
#include <QString>

class QAction;
class QMainWindow;
class QStatusBar;

namespace ui {

class BoardStack;
class GameSession;
class SolverPanel;
struct Preferences;

struct WindowContext {
    QMainWindow *window;
    GameSession *session;
    BoardStack *boards;
    SolverPanel *panel;
    const Preferences *prefs;

    QStatusBar *statusBar() const;
};

// The platform's key for a standard action, or `fallback` (KDE's and GNOME's key) where the
// platform names none (the offscreen and minimal platforms name few).
QKeySequence standardKey(QKeySequence::StandardKey key, const char *fallback);

QAction *makeAction(QMainWindow *window, const QString &name, const QString &text, const QKeySequence &shortcut = {},
                    const QString &iconName = {});

} // namespace ui
