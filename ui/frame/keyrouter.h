#pragma once
// KeyRouter: the board's keys reach the board whatever was clicked last. An application event
// filter hands the window's key presses to a handler first, unless a text field has the focus
// (line and text edits, spin boxes, editable combo boxes) or the key is meant for a popup,
// menu or dialog. Without it, a click on any button or list beside the board would take the
// arrow keys, Space and A-H away from the game.

#include <QObject>

#include <functional>

class QKeyEvent;
class QWidget;

namespace ui {

class KeyRouter : public QObject {
    Q_OBJECT
public:
    // handler returns true when it used the key.
    KeyRouter(QWidget *window, std::function<bool(QKeyEvent *)> handler, QObject *parent = nullptr);

    // True when typing belongs to this widget (the router then stays out of the way).
    static bool takesText(const QWidget *w);
    // A widget inside the window that handles its own keys (an overlay, say): the router
    // leaves every key to it and its children.
    static void keepKeys(QWidget *w);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    std::function<bool(QKeyEvent *)> m_handler;
};

} // namespace ui
