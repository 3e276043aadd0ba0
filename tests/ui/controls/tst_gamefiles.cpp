// Save As, offscreen: the name it proposes from the game and the day, in the folder last used
// (Documents the first time), never over an existing file; and the dialog really proposes it.
#include "play/gamesession.h"
#include "controls/gamefiles.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFileDialog>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

class tst_GameFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void proposedNames();
    void takenNameGetsANumber();
    void saveDialogProposesTheName();
};

void tst_GameFiles::proposedNames()
{
    const QDate day(2026, 11, 23);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QTemporaryDir dir;
    QCOMPARE(ui::GameFiles::proposedSavePath(core::PuzzleKind::Sliding, {4, 4}, day, dir.path()),
             QDir(dir.path()).filePath("puzzle-4x4-2026-11-23.puzzlescope"));
    QCOMPARE(ui::GameFiles::proposedSavePath(core::PuzzleKind::Sliding, {3, 5}, day, dir.path()),
             QDir(dir.path()).filePath("puzzle-3x5-2026-11-23.puzzlescope"));
    QCOMPARE(ui::GameFiles::proposedSavePath(core::PuzzleKind::Rotation, {4, 4}, day, dir.path()),
             QDir(dir.path()).filePath("rotation-2026-11-23.puzzlescope"));
    // The first time, and when the last folder is gone: Documents.
    QCOMPARE(ui::GameFiles::proposedSavePath(core::PuzzleKind::Sliding, {4, 4}, day, QString()),
             QDir(documents).filePath("puzzle-4x4-2026-11-23.puzzlescope"));
    QCOMPARE(ui::GameFiles::proposedSavePath(core::PuzzleKind::Sliding, {4, 4}, day, dir.filePath("gone")),
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
    QCOMPARE(ui::GameFiles::proposedSavePath(core::PuzzleKind::Rotation, {}, day, dir.path()),
             QDir(dir.path()).filePath("rotation-2026-11-23-3.puzzlescope"));
}

// Save As opens on the proposed name in the folder of the last save.
void tst_GameFiles::saveDialogProposesTheName()
{
    QTemporaryDir dir;
    ui::MainWindow w;
    w.newSliding(4, 4);
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

QTEST_MAIN(tst_GameFiles)
#include "tst_gamefiles.moc"
