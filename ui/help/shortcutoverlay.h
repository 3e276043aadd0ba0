#pragma once
// ShortcutOverlay: every key of the window on one page. A semi-transparent panel over the whole
// main window lists the window's actions that have a shortcut, grouped by the menu that holds
// them (actions in no menu under "Other"), and then the board's own keys and what the mouse does. The list is built
// from the window's actions each time it opens, so a new action shows up without edits here.
// Escape, "?" or a click closes it. toggleAction() is the Help menu's entry (Ctrl+? and "?").

#include <QWidget>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace ui {

class ShortcutOverlay : public QWidget {
    Q_OBJECT
public:
    // Covers `window` and follows its size; owned by it.
    explicit ShortcutOverlay(QMainWindow *window);

    QAction *toggleAction() const { return m_toggle; }
    // The listing as shown (rich text), rebuilt from the window's actions.
    QString listing() const;
    void open();

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    static bool closes(const QKeyEvent *event);
    QString menuRows(QMenu *menu, QList<QAction *> &listed) const;
    QString boardKeys() const;
    // What the mouse does on the board.
    QString mouse() const;
    QString labKeys() const;

    QMainWindow *m_window;
    QAction *m_toggle;
    QLabel *m_text;
};

} // namespace ui
