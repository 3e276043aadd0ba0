#include "controls/gamefiles.h"

#include "words/reasontext.h"
#include "common/inputtext.h"
#include "storage/safefile.h"
#include "play/gamefile.h"

#include "puzzleviews/boardstack.h"
#include "board/boardview.h"
#include "settings/appfolders.h"
#include "theme/themeicon.h"
#include "play/gamesession.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <cstring>
#include <ostream>
#include <QStatusBar>

namespace ui {

namespace {

const QString Extension = QStringLiteral(".puzzlescope");
const char LastFolderKey[] = "files/lastFolder";
const char RecentKey[] = "files/recent";

} // namespace

GameFiles::GameFiles(const WindowContext &context, QObject *parent)
    : QObject(parent),
      m_ctx(context)
{
    QMainWindow *w = m_ctx.window;
    m_actions.editBoard = makeAction(w, "editBoard", tr("&Edit Board..."), QKeySequence(tr("Ctrl+E")), "document-edit");
    m_actions.editGoal = makeAction(w, "editGoal", tr("Set &Goal..."));
    m_actions.open = makeAction(w, "open", tr("&Open..."), QKeySequence::Open, "document-open");
    m_actions.save = makeAction(w, "save", tr("&Save"), QKeySequence::Save, "document-save");
    m_actions.saveAs = makeAction(w, "saveAs", tr("Sa&ve As..."), standardKey(QKeySequence::SaveAs, "Ctrl+Shift+S"), "document-save-as");
    m_actions.recent = new QMenu(tr("Open Recen&t"), w);
    m_actions.recent->setObjectName(QStringLiteral("recentMenu"));
    m_actions.recent->setIcon(themeIcon(QStringLiteral("document-open-recent")));
    connect(m_actions.recent, &QMenu::aboutToShow, this, &GameFiles::fillRecentMenu);
    fillRecentMenu();
    m_actions.copy = makeAction(w, "copy", tr("&Copy Board"), QKeySequence::Copy, "edit-copy");
    m_actions.paste = makeAction(w, "paste", tr("&Paste Board"), QKeySequence::Paste, "edit-paste");
    connect(m_actions.editBoard, &QAction::triggered, this, &GameFiles::editBoard);
    connect(m_actions.editGoal, &QAction::triggered, this, &GameFiles::editGoal);
    connect(m_actions.open, &QAction::triggered, this, &GameFiles::openDialog);
    connect(m_actions.save, &QAction::triggered, this, &GameFiles::save);
    connect(m_actions.saveAs, &QAction::triggered, this, &GameFiles::saveDialog);
    // A game started in the window is no longer the file's (opening one sets it again, after).
    connect(m_ctx.session, &GameSession::played, this, [this](GameSession::Change change) {
        if (change == GameSession::Change::NewStart)
            m_currentFile.clear();
    });
    connect(m_actions.copy, &QAction::triggered, this, &GameFiles::copyBoard);
    connect(m_actions.paste, &QAction::triggered, this, [this] { pasteBoard(QApplication::clipboard()->text()); });
    // Only some puzzles have a goal to choose (the sliding one).
    connect(m_ctx.session, &GameSession::puzzleChanged, this,
            [this] { m_actions.editGoal->setEnabled(m_ctx.boards->view(m_ctx.session->kind())->choosesGoal()); });
}

void GameFiles::editBoard()
{
    // Each puzzle has its own editor, as it has its own view.
    GameSession *session = m_ctx.session;
    if (const auto p = m_ctx.boards->view(session->kind())->editBoard(session->position(), m_ctx.window))
        session->newGame(*p);
}

void GameFiles::editGoal()
{
    // Only a puzzle with a goal to choose has a goal editor (the action is off for the others).
    GameSession *session = m_ctx.session;
    BoardView *view = m_ctx.boards->view(session->kind());
    if (!view->choosesGoal())
        return;
    if (const auto p = view->editGoal(session->position(), m_ctx.window))
        session->changeGoal(*p);
}

void GameFiles::copyBoard()
{
    const std::string text = m_ctx.session->backend().format(m_ctx.session->position());
    QApplication::clipboard()->setText(QString::fromStdString(text));
    m_ctx.statusBar()->showMessage(tr("Copied %1").arg(QString::fromStdString(text)), 4000);
}

bool GameFiles::pasteBoard(const QString &text)
{
    GameSession *session = m_ctx.session;
    if (std::size_t(text.size()) > core::MaxBoardTextBytes) {
        m_ctx.statusBar()->showMessage(tr("Cannot paste the board: the clipboard holds %L1 characters, and a board's "
                                          "text is at most %L2.")
                                           .arg(text.size())
                                           .arg(qulonglong(core::MaxBoardTextBytes)),
                                       8000);
        return false;
    }
    const core::PositionParse r = session->backend().parse(text.trimmed().toStdString(), session->position());
    if (r.position) {
        session->newGame(*r.position);
        return true;
    }
    m_ctx.statusBar()->showMessage(
        tr("Cannot paste the board: %1").arg(ReasonText::textError(r.error)), 8000);
    return false;
}

QString GameFiles::openFile(const QString &path)
{
    // Only a regular file: a device never ends and opening a FIFO waits for a writer.
    const core::FileRead file = core::readRegularFile(QFile::encodeName(path).toStdString(), core::MaxGameFileBytes);
    switch (file.problem) {
    case core::FileProblem::None:
        break;
    case core::FileProblem::Missing:
        return tr("Cannot open %1: there is no such file.").arg(path);
    case core::FileProblem::Folder:
        return tr("Cannot open %1: it is a folder, not a saved game.").arg(path);
    case core::FileProblem::Device:
    case core::FileProblem::FifoOrSocket:
    case core::FileProblem::NotRegular:
        return tr("Cannot open %1: it is a device, FIFO or socket, not a saved game.").arg(path);
    case core::FileProblem::TooLarge:
        return tr("%1 is too large to be a saved game (a game file is at most %L2 bytes).")
            .arg(path)
            .arg(qulonglong(core::MaxGameFileBytes));
    case core::FileProblem::Unreadable:
        return tr("Cannot open %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(file.error)));
    }
    const auto r = core::readGame(file.bytes);
    if (!r.game)
        return tr("%1 is not a game PuzzleScope can open: %2").arg(path, ReasonText::sentence(r.error));
    m_ctx.session->load(*r.game);
    remember(path);
    m_ctx.statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return {};
}

QString GameFiles::saveFile(const QString &path)
{
    const std::string text = "# PuzzleScope saved game\n" + core::writeGame(m_ctx.session->saved());
    // Whatever is saved must open again: a game past the limit is not written.
    if (text.size() > core::MaxGameFileBytes)
        return tr("Cannot save %1: the game's history takes %L2 bytes, more than the %L3 a game file may hold. "
                  "Start a new game from the current board to save it.")
            .arg(path)
            .arg(qulonglong(text.size()))
            .arg(qulonglong(core::MaxGameFileBytes));
    // Written whole to a fresh temporary file and renamed over the old one, every write checked
    // (Qt 6.4's QSaveFile commits a file cut short by a full disk), so no failure leaves half a game.
    const std::string error = core::writeFileAtomically(QFile::encodeName(path).toStdString(),
                                                        [&](std::ostream &out) { out << text; });
    if (!error.empty())
        return tr("Cannot save %1: %2").arg(path, QString::fromLocal8Bit(error.c_str()));
    remember(path);
    m_ctx.statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return {};
}

QString GameFiles::lastFolder()
{
    return QSettings().value(LastFolderKey).toString();
}

QStringList GameFiles::recentFiles()
{
    QStringList files = StateSettings().value(RecentKey).toStringList();
    files.removeAll(QString());
    return files.mid(0, MaxRecent);
}

void GameFiles::remember(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_currentFile = absolute;
    QSettings().setValue(LastFolderKey, QFileInfo(absolute).absolutePath());
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    StateSettings().setValue(RecentKey, files.mid(0, MaxRecent));
    fillRecentMenu();
}

void GameFiles::fillRecentMenu()
{
    QMenu *menu = m_actions.recent;
    menu->clear();
    const QStringList files = recentFiles();
    int n = 0;
    for (const QString &path : files) {
        ++n;
        // "&1 puzzle-4x4-2026-11-28.puzzlescope", the folder in the tooltip and the status bar.
        const QString name = QFileInfo(path).fileName().replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction *a = menu->addAction(n < 10 ? QStringLiteral("&%1 %2").arg(n).arg(name) : name);
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] {
            const QString error = openFile(path);
            if (error.isEmpty())
                return;
            QMessageBox::warning(m_ctx.window, tr("Open Game"), error);
            if (!QFileInfo::exists(path)) { // gone: off the list
                QStringList left = recentFiles();
                left.removeAll(path);
                StateSettings().setValue(RecentKey, left);
            }
        });
    }
    if (!files.isEmpty())
        menu->addSeparator();
    QAction *clear = menu->addAction(tr("&Clear List"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        StateSettings().remove(RecentKey);
        fillRecentMenu();
    });
    menu->setEnabled(!files.isEmpty());
}

void GameFiles::save()
{
    if (m_currentFile.isEmpty()) {
        saveDialog();
        return;
    }
    const QString error = saveFile(m_currentFile);
    if (!error.isEmpty())
        QMessageBox::warning(m_ctx.window, tr("Save Game"), error);
}

QString GameFiles::proposedSavePath(core::PuzzleKind kind, core::BoardSize size, const QDate &day,
                                    const QString &lastFolder)
{
    const QString folder = !lastFolder.isEmpty() && QDir(lastFolder).exists()
        ? lastFolder
        : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString stem = QString::fromStdString(core::backendFor(kind).fileStem(size)) + QLatin1Char('-')
        + day.toString(Qt::ISODate);
    const QDir dir(folder);
    QString path = dir.filePath(stem + Extension);
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = dir.filePath(QStringLiteral("%1-%2").arg(stem).arg(n) + Extension);
    return path;
}

void GameFiles::openDialog()
{
    // The folder a game was last opened or saved in, else the user's documents (not wherever the
    // program was started).
    const QString last = lastFolder();
    const QString start = !last.isEmpty() && QDir(last).exists() ? last : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getOpenFileName(m_ctx.window, tr("Open Game"), start,
                                                      tr("PuzzleScope games (*.puzzlescope);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString error = openFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(m_ctx.window, tr("Open Game"), error);
}

void GameFiles::saveDialog()
{
    const GameSession *session = m_ctx.session;
    const QString proposed = proposedSavePath(session->kind(), session->backend().sizeOf(session->position()), QDate::currentDate(),
                                              lastFolder());
    QString path = QFileDialog::getSaveFileName(m_ctx.window, tr("Save Game"), proposed,
                                                tr("PuzzleScope games (*.puzzlescope)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(Extension))
        path += Extension;
    const QString error = saveFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(m_ctx.window, tr("Save Game"), error);
}

} // namespace ui
