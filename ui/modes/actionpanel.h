#pragma once
// ActionPanel: a mode's column of controls beside the board, built from the window's actions:
// titled sections of buttons that show, enable and trigger their action (so the menus, the
// toolbar and the panel never disagree), and free widgets such as the X-ray's text.

#include <QList>
#include <QWidget>

class QAction;
class QVBoxLayout;

namespace ui {

class ActionPanel : public QWidget {
    Q_OBJECT
public:
    explicit ActionPanel(QWidget *parent = nullptr);

    // A titled group of buttons, `columns` to a row.
    void addSection(const QString &title, const QList<QAction *> &actions, int columns = 2);
    void addWidget(QWidget *w, int stretch = 0);
    void addStretch();

private:
    QVBoxLayout *m_layout;
};

} // namespace ui
