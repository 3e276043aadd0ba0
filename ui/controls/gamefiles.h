#pragma once
// GameFiles: a game in and out of the window. Open and Save As (saved games), Copy Board and
// Paste Board (a board's text form through the clipboard), and Edit Board and Set Goal (the
// board typed in a dialog). Bad input is refused with the reason, never half applied.
// Save As proposes a file name from the game and the day, in the folder last used for a game.

#include "window/windowcontext.h"

#include "common/ids.h"
#include "common/boardsize.h"

#include <QDate>
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

    // What Save As proposes: "puzzle-4x4-2026-11-23.puzzlescope" for a sliding game,
    // "rotation-2026-11-23.puzzlescope" for the rotation game, in lastFolder when it still
    // exists, else in Documents; a name already taken gets "-2", "-3", ... before the extension.
    static QString proposedSavePath(core::PuzzleKind kind, core::BoardSize size, const QDate &day,
                                    const QString &lastFolder);
    // The folder of the last game opened or saved; empty the first time.
    static QString lastFolder();

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
