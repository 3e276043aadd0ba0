// Save As, offscreen: the name it proposes from the game and the day, in the folder last used
// (Documents the first time), never over an existing file; and the dialog really proposes it.
#include "freshstate.h"
#include "sessionboards.h"
#include "play/gamesession.h"
#include "controls/gamefiles.h"
#include "filesizelimit.h"
#include "window/mainwindow.h"
#include "play/gamefile.h"
#include "settings/appfolders.h"
#include "sliding/board/slidingtext.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAction>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <sys/stat.h>

class tst_GameFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { forgetSettingsAndState(); }
    void proposedNames();
    void takenNameGetsANumber();
    void saveDialogProposesTheName();
    void openDialogStartsInTheDocuments();
    void onlyRegularFilesOpen();
    void whatIsSavedOpens();
    void byteOrderMarkIsAccepted();
    void failedSaveSaysWhy();
    void hugePasteIsRefused();
    void saveWritesBackToTheFile();
    void recentGamesNewestFirst();
};

void tst_GameFiles::proposedNames()
{
    const QDate day(2026, 11, 23);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QTemporaryDir dir;
    QCOMPARE(ui::GameFiles::proposedSavePath(core::SlidingKind, {4, 4}, day, dir.path()),
             QDir(dir.path()).filePath("puzzle-4x4-2026-11-23.puzzlescope"));
    QCOMPARE(ui::GameFiles::proposedSavePath(core::SlidingKind, {3, 5}, day, dir.path()),
             QDir(dir.path()).filePath("puzzle-3x5-2026-11-23.puzzlescope"));
    QCOMPARE(ui::GameFiles::proposedSavePath(core::RotationKind, {4, 4}, day, dir.path()),
             QDir(dir.path()).filePath("rotation-2026-11-23.puzzlescope"));
    // The first time, and when the last folder is gone: Documents.
    QCOMPARE(ui::GameFiles::proposedSavePath(core::SlidingKind, {4, 4}, day, QString()),
             QDir(documents).filePath("puzzle-4x4-2026-11-23.puzzlescope"));
    QCOMPARE(ui::GameFiles::proposedSavePath(core::SlidingKind, {4, 4}, day, dir.filePath("gone")),
             QDir(documents).filePath("puzzle-4x4-2026-11-23.puzzlescope"));
}

void tst_GameFiles::takenNameGetsANumber()
{
    QTemporaryDir dir;
    const QDate day(2026, 11, 23);
    for (const char *name : {"rotation-2026-11-23.puzzlescope", "rotation-2026-11-23-2.puzzlescope"}) {
        QFile f(QDir(dir.path()).filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QCOMPARE(ui::GameFiles::proposedSavePath(core::RotationKind, {}, day, dir.path()),
             QDir(dir.path()).filePath("rotation-2026-11-23-3.puzzlescope"));
}

// Save As opens on the proposed name in the folder of the last save.
void tst_GameFiles::saveDialogProposesTheName()
{
    QTemporaryDir dir;
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 4});
    QSettings().setValue("files/lastFolder", dir.path());
    QString proposed;
    QTimer closer;
    connect(&closer, &QTimer::timeout, &w, [&proposed] {
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<QFileDialog *>(top); d && d->isVisible()) {
                proposed = QDir(d->directory().absolutePath()).filePath(d->findChild<QLineEdit *>("fileNameEdit")->text());
                d->reject();
            }
    });
    closer.start(20);
    w.findChild<QAction *>("save")->trigger();
    const QString expected = QDir(dir.path()).filePath(
        QStringLiteral("puzzle-4x4-%1.puzzlescope").arg(QDate::currentDate().toString(Qt::ISODate)));
    QCOMPARE(proposed, expected);
}

// With no folder remembered, Open starts in the user's documents, not in the folder the program
// was started from.
void tst_GameFiles::openDialogStartsInTheDocuments()
{
    ui::MainWindow w;
    QString shown;
    QTimer closer;
    connect(&closer, &QTimer::timeout, &w, [&shown] {
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<QFileDialog *>(top); d && d->isVisible()) {
                shown = d->directory().absolutePath();
                d->reject();
            }
    });
    closer.start(20);
    QTemporaryDir elsewhere;
    const QString before = QDir::currentPath();
    QDir::setCurrent(elsewhere.path());
    w.findChild<QAction *>("open")->trigger();
    QDir::setCurrent(before);
    // The documents folder, or the home folder where it does not exist (the file dialog's own choice).
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QCOMPARE(QDir(shown).canonicalPath(), QDir(QDir(documents).exists() ? documents : QDir::homePath()).canonicalPath());
}

// A device never ends and a FIFO waits for a writer: neither is opened, and the board stays.
void tst_GameFiles::onlyRegularFilesOpen()
{
    QTemporaryDir dir;
    ui::MainWindow w;
    const auto before = slidingBoard(w.session());
    QVERIFY2(w.openFile("/dev/zero").contains("device, FIFO or socket"), qPrintable(w.openFile("/dev/zero")));
    const QString fifo = dir.filePath("game.puzzlescope");
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    QVERIFY(w.openFile(fifo).contains("device, FIFO or socket"));
    QVERIFY(w.openFile(dir.path()).contains("it is a folder"));
    QFile big(dir.filePath("big.puzzlescope"));
    QVERIFY(big.open(QIODevice::WriteOnly));
    big.write(QByteArray(qsizetype(core::MaxGameFileBytes) + 1, '#'));
    big.close();
    QVERIFY(w.openFile(big.fileName()).contains("too large to be a saved game"));
    QCOMPARE(slidingBoard(w.session()), before);
}

// One limit for save and open: a game past it is refused with a reason, never saved unopenable;
// one under it opens again.
void tst_GameFiles::whatIsSavedOpens()
{
    QTemporaryDir dir;
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    core::SavedGame game = w.session()->saved();
    const bool blankLeft = core::formatTokens(slidingBoard(w.session())).back() != 'x';
    game.moves.assign(core::MaxGameFileBytes, "l"); // "lr" pairs: back and forth
    for (std::size_t i = 1; i < game.moves.size(); i += 2)
        game.moves[i] = "r";
    if (blankLeft)
        std::swap(game.moves[0], game.moves[1]);
    w.session()->load(game);
    const QString path = dir.filePath("long.puzzlescope");
    const QString refused = w.saveFile(path);
    QVERIFY2(refused.contains("more than the"), qPrintable(refused));
    QVERIFY(!QFile::exists(path));
    game.moves.resize(core::MaxGameFileBytes - 400);
    w.session()->load(game);
    QCOMPARE(w.saveFile(path), QString());
    QVERIFY(QFileInfo(path).size() <= qint64(core::MaxGameFileBytes));
    ui::MainWindow other;
    QCOMPARE(other.openFile(path), QString());
    QCOMPARE(other.session()->saved().moves.size(), game.moves.size());
}

void tst_GameFiles::byteOrderMarkIsAccepted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("bom.puzzlescope");
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 4});
    w.scrambleMoves(20);
    QCOMPARE(w.saveFile(path), QString());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    f.close();
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("\xEF\xBB\xBF" + text);
    f.close();
    ui::MainWindow other;
    QCOMPARE(other.openFile(path), QString());
    QCOMPARE(slidingBoard(other.session()), slidingBoard(w.session()));
}

// A write that fails (here a file-size limit, as a full disk) names the system's reason.
void tst_GameFiles::failedSaveSaysWhy()
{
    QTemporaryDir dir;
    ui::MainWindow w;
    QString error;
    {
        const FileSizeLimit limit(16);
        QVERIFY(limit.ok());
        error = w.saveFile(dir.filePath("game.puzzlescope"));
    }
    QVERIFY2(error.contains("File too large"), qPrintable(error));
    QVERIFY(!error.contains("Unknown error"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
}

void tst_GameFiles::hugePasteIsRefused()
{
    ui::MainWindow w;
    const auto before = slidingBoard(w.session());
    QVERIFY(!w.pasteBoard(QString(20 << 20, '1')));
    QCOMPARE(slidingBoard(w.session()), before);
    QVERIFY2(w.statusBar()->currentMessage().contains("a board's text is at most"),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(w.statusBar()->currentMessage().size() < 200);
}

// Save writes the game back to the file it came from, with no dialog; a game started since has
// no file, so Save asks (the dialog) and the file is left as it was.
void tst_GameFiles::saveWritesBackToTheFile()
{
    QTemporaryDir dir;
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    const QString path = dir.filePath("mine.puzzlescope");
    QVERIFY(w.saveFile(path).isEmpty());
    QVERIFY(w.openFile(path).isEmpty());
    QCOMPARE(w.files()->currentFile(), QFileInfo(path).absoluteFilePath());
    w.scrambleMoves(5);
    // Scrambling starts a new game: no file.
    QVERIFY(w.files()->currentFile().isEmpty());
    QVERIFY(w.openFile(path).isEmpty());
    const QByteArray old = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    int played = 0;
    for (const char *move : {"l", "r", "u", "d"})
        if (played < 2 && w.session()->playMove(move))
            ++played;
    QCOMPARE(played, 2);
    QAction *save = w.findChild<QAction *>("save");
    QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save));
    QCOMPARE(w.findChild<QAction *>("saveAs")->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+S")));
    save->trigger(); // no dialog: a dialog would block here
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray now = f.readAll();
    QVERIFY(now != old);
    const auto read = core::readGame(now.toStdString());
    QVERIFY(read.game);
    QVERIFY(w.session()->moveCount() > 0);
    QCOMPARE(read.game->moves.size(), w.session()->moveCount());
    // A new game: Save opens the dialog (closed here unanswered) and leaves the file alone.
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(w.files()->currentFile().isEmpty());
    bool asked = false;
    QTimer closer;
    connect(&closer, &QTimer::timeout, &w, [&asked] {
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<QFileDialog *>(top); d && d->isVisible()) {
                asked = true;
                d->reject();
            }
    });
    closer.start(20);
    save->trigger();
    QVERIFY(asked);
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), now);
}

// Open Recent lists the games opened and saved, newest first, at most MaxRecent, each once, kept
// in the state file; Clear List empties it.
void tst_GameFiles::recentGamesNewestFirst()
{
    QTemporaryDir dir;
    ui::MainWindow w;
    QStringList paths;
    for (int i = 0; i < ui::GameFiles::MaxRecent + 2; ++i) {
        paths << QFileInfo(dir.filePath(QStringLiteral("game%1.puzzlescope").arg(i))).absoluteFilePath();
        QVERIFY(w.saveFile(paths.last()).isEmpty());
    }
    QVERIFY(w.openFile(paths[4]).isEmpty());
    QStringList expected{paths[4]};
    for (int i = int(paths.size()) - 1; expected.size() < ui::GameFiles::MaxRecent; --i)
        if (i != 4)
            expected << paths[i];
    QCOMPARE(ui::GameFiles::recentFiles(), expected);
    QVERIFY(!QSettings().contains("files/recent"));
    QCOMPARE(ui::StateSettings().value("files/recent").toStringList(), expected);
    QMenu *recent = w.findChild<QMenu *>("recentMenu");
    QVERIFY(recent && recent->isEnabled());
    emit recent->aboutToShow();
    QStringList shown;
    for (QAction *a : recent->actions())
        if (!a->isSeparator())
            shown << a->text();
    QCOMPARE(shown.size(), ui::GameFiles::MaxRecent + 1); // and Clear List
    QCOMPARE(shown.first(), QStringLiteral("&1 game4.puzzlescope"));
    // Choosing an entry opens it.
    w.newPuzzle(core::SlidingKind, {4, 4});
    recent->actions().at(1)->trigger();
    QCOMPARE(w.files()->currentFile(), expected[1]);
    QCOMPARE(ui::GameFiles::recentFiles().first(), expected[1]);
    recent->actions().last()->trigger(); // Clear List
    QVERIFY(ui::GameFiles::recentFiles().isEmpty());
    QVERIFY(!recent->isEnabled());
}

QTEST_MAIN(tst_GameFiles)
#include "tst_gamefiles.moc"
