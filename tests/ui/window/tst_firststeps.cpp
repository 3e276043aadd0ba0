// A first start that explains itself: the line on how to play over the board until the first
// move in each puzzle, the goal beside a fresh board, the move list's letters explained for the
// puzzle on show, and the shortcut page's mouse rows.

#include "freshstate.h"
#include "help/shortcutoverlay.h"
#include "play/gamesession.h"
#include "solve/solverpanel.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QLabel>
#include <QStandardPaths>
#include <QtTest>

class tst_FirstSteps : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { forgetSettingsAndState(); }
    void howToPlayUntilTheFirstMove();
    void moveListSaysWhatALetterMeans();
    void shortcutPageHasTheMouse();
};

void tst_FirstSteps::howToPlayUntilTheFirstMove()
{
    {
        ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *line = w.findChild<QLabel *>("howToPlay");
        QVERIFY(line);
        QVERIFY(line->isVisible());
        QVERIFY2(line->text().contains("arrow keys"), qPrintable(line->text()));
        QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
        QVERIFY(line->isVisible()); // not moved yet
        QVERIFY(w.session()->playMove("u"));
        QVERIFY(!line->isVisible());
        w.newPuzzle(core::SlidingKind, {4, 4});
        QVERIFY(!line->isVisible()); // taught: another game of tiles needs no telling
        // Another puzzle is new to the player: its own line, until a move in it.
        w.newPuzzle(core::RotationKind);
        QVERIFY(line->isVisible());
        QVERIFY2(line->text().contains("A-H"), qPrintable(line->text()));
        QVERIFY(w.session()->playMove("A"));
        QVERIFY(!line->isVisible());
    }
    // The next start remembers what was taught.
    ui::MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    again.newPuzzle(core::SlidingKind, {3, 3});
    QVERIFY(!again.findChild<QLabel *>("howToPlay")->isVisible());
}

void tst_FirstSteps::moveListSaysWhatALetterMeans()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    const QString sliding = w.solverPanel()->moveWords();
    QVERIFY2(sliding.contains("d down") && sliding.contains("gap"), qPrintable(sliding));
    w.newPuzzle(core::RotationKind);
    QVERIFY2(w.solverPanel()->moveWords().contains("A to H"), qPrintable(w.solverPanel()->moveWords()));
}

void tst_FirstSteps::shortcutPageHasTheMouse()
{
    ui::MainWindow w;
    auto *overlay = w.findChild<ui::ShortcutOverlay *>();
    QVERIFY(overlay);
    const QString page = overlay->listing();
    QVERIFY(page.contains("With the mouse"));
    QVERIFY(page.contains("Drag a piece"));
}

QTEST_MAIN(tst_FirstSteps)
#include "tst_firststeps.moc"
