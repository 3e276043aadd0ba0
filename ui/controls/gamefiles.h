#pragma once
// GameFiles: a game in and out of the window. Open, Open Recent, Save and Save As (saved games),
// Copy Board and Paste Board (a board's text form through the clipboard), and Edit Board and Set
// Goal (the board typed in a dialog). Bad input is refused with the reason, never half applied.
// Save writes the game back to the file it was opened from or last saved to; a game started in
// the window since (a new game, a scramble, a pasted board) has no file, and Save asks for one as
// Save As does. Save As proposes a file name from the game and the day, in the folder last used
// for a game. Open Recent lists the last MaxRecent games opened or saved, newest first.

#include "frame/windowcontext.h"

#include "common/ids.h"
#include "common/boardsize.h"

#include <QDate>
#include <QObject>
#include <QStringList>

class QMenu;

namespace ui {

class GameFiles : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction *open, *save, *saveAs, *copy, *paste, *editBoard, *editGoal;
        QMenu *recent;
    };
    static constexpr int MaxRecent = 8;

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
    // The games opened or saved last, newest first.
    static QStringList recentFiles();
    // The file Save writes to; empty when the game on show has none.
    QString currentFile() const { return m_currentFile; }

private:
    void openDialog();
    void saveDialog();
    void save();
    void remember(const QString &path);
    void fillRecentMenu();
    void copyBoard();
    void editBoard();
    void editGoal();

    WindowContext m_ctx;
    Actions m_actions;
    QString m_currentFile;
};

} // namespace ui
