#pragma once
// GameFiles: a game in and out of the window. Open and Save As (saved games), Copy Board and
// Paste Board (a board's text form through the clipboard), and Edit Board and Set Goal (the
// board typed in a dialog). Bad input is refused with the reason, never half applied.

#include "window/windowcontext.h"

#include <QObject>

namespace ui {

class GameFiles : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction *open, *save, *copy, *paste, *editBoard, *editGoal;
    };

    explicit GameFiles(const WindowContext &context, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }

    // Both return an empty string on success, else the message to show.
    QString openFile(const QString &path);
    QString saveFile(const QString &path);
    // Applies a board given as text (a CLI form); false with the reason shown when it fails.
    bool pasteBoard(const QString &text);

private:
    void openDialog();
    void saveDialog();
    void copyBoard();
    void editBoard();
    void editGoal();

    WindowContext m_ctx;
    Actions m_actions;
};

} // namespace ui
