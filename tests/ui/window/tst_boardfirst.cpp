// The window is the board's: it fits the screen with the board taking most of it, the keys
// reach the board after a click anywhere beside it, Solve becomes Cancel during a search and a
// cancelled run says so, and no panel shows figures of another board as if they were current.
#include "freshstate.h"
#include "sessionboards.h"
#include "compare/comparepanel.h"
#include "compare/comparerunner.h"
#include "compare/comparisonmodel.h"
#include "modes/boardpane.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "controls/comparewiring.h"
#include "window/mainwindow.h"
#include "controls/scramblecontrol.h"
#include "controls/solvecontrol.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

class tst_BoardFirst : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void boardIsTheHero_data();
    void boardIsTheHero();
    void firstWindowFitsTheScreen();
    void modesHaveTheirOwnKeys();
    void keysReachTheBoardAfterAnyClick();
    void solveBecomesCancel();
    void cancelledRunReadsCancelled();
    void solverResultsFollowTheBoard();
    void compareResultsFollowTheBoard();
    void oldRunAsksAndIsUndoable();
    void goalOfAnotherSizeIsRefused();

private:
    static bool blankMoves(ui::MainWindow &w, QWidget *target, Qt::Key key)
    {
        const int before = slidingBoard(w.session()).blankIndex();
        QTest::keyClick(target, key);
        return slidingBoard(w.session()).blankIndex() != before;
    }
};

void tst_BoardFirst::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_BoardFirst::init()
{
    forgetSettingsAndState();
}

void tst_BoardFirst::boardIsTheHero_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addRow("1280x800") << QSize(1280, 800);
    QTest::addRow("1920x1080") << QSize(1920, 1080);
}

void tst_BoardFirst::boardIsTheHero()
{
    // The window as it opens on such a screen (90% of it at most), in every mode.
    QFETCH(QSize, screen);
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.resize(std::min(1480, screen.width() * 9 / 10), std::min(960, screen.height() * 9 / 10));
    for (int mode = 0; mode < 3; ++mode) {
        w.setMode(ui::MainWindow::Mode(mode));
        QApplication::processEvents();
        const QSize pane = w.boardPane()->size();
        const double share = double(pane.width() * pane.height()) / double(w.width() * w.height());
        QVERIFY2(share >= 0.5, qPrintable(QString("mode %1: the board gets %2 of the window").arg(mode).arg(share)));
    }
    // The solve mode fits without scrolling.
    w.setMode(ui::MainWindow::Mode::Solve);
    QApplication::processEvents();
    auto *scroll = qobject_cast<QScrollArea *>(w.modes()->currentWidget());
    QVERIFY(scroll);
    QVERIFY(scroll->widget()->minimumSizeHint().width() <= scroll->viewport()->width());
    QVERIFY2(scroll->widget()->minimumSizeHint().height() <= scroll->viewport()->height(),
             qPrintable(QString("%1 > %2").arg(scroll->widget()->minimumSizeHint().height()).arg(scroll->viewport()->height())));
}

void tst_BoardFirst::firstWindowFitsTheScreen()
{
    ui::MainWindow w;
    const QRect avail = w.screen()->availableGeometry();
    QVERIFY(w.width() <= avail.width() * 9 / 10 + 1);
    QVERIFY(w.height() <= avail.height() * 9 / 10 + 1);
}

void tst_BoardFirst::modesHaveTheirOwnKeys()
{
    // No two actions share a shortcut (one would silently shadow the other).
    ui::MainWindow w;
    QHash<QString, QString> owner;
    for (QAction *a : static_cast<QWidget &>(w).actions())
        for (const QKeySequence &k : a->shortcuts()) {
            const QString key = k.toString();
            QVERIFY2(!owner.contains(key), qPrintable(key + ": " + owner.value(key) + " and " + a->objectName()));
            owner.insert(key, a->objectName());
        }
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    QTest::keyClick(&w, Qt::Key_3, Qt::AltModifier);
    QCOMPARE(w.mode(), ui::MainWindow::Mode::Compare);
    QTest::keyClick(&w, Qt::Key_2, Qt::AltModifier);
    QCOMPARE(w.mode(), ui::MainWindow::Mode::Solve);
    QTest::keyClick(&w, Qt::Key_1, Qt::AltModifier);
    QCOMPARE(w.mode(), ui::MainWindow::Mode::Play);
}

void tst_BoardFirst::keysReachTheBoardAfterAnyClick()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    w.newPuzzle(core::SlidingKind, {4, 4});
    w.scrambleMoves(30);
    for (int mode = 0; mode < 3; ++mode) {
        w.setMode(ui::MainWindow::Mode(mode));
        QApplication::processEvents();
        const auto widgets = w.modes()->currentWidget()->findChildren<QWidget *>();
        int clicked = 0;
        for (QWidget *x : widgets) {
            const bool clickable = qobject_cast<QComboBox *>(x) || qobject_cast<QListWidget *>(x)
                || qobject_cast<QTableView *>(x) || (qobject_cast<QAbstractButton *>(x) && !x->isEnabled());
            if (!clickable || !x->isVisible())
                continue;
            // A click that would start something (an enabled button) is left out; what matters is
            // where the focus goes.
            x->setFocus(Qt::MouseFocusReason);
            QTest::mouseClick(x, Qt::LeftButton, {}, QPoint(2, 2));
            // A combo box's list pops up and keeps its keys until it closes, as everywhere.
            if (QWidget *popup = QApplication::activePopupWidget())
                popup->close();
            QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : &w;
            QVERIFY2(blankMoves(w, focus, Qt::Key_Left) || blankMoves(w, focus, Qt::Key_Right),
                     qPrintable(QString("after a click on %1").arg(x->metaObject()->className())));
            QVERIFY2(blankMoves(w, focus, Qt::Key_Up) || blankMoves(w, focus, Qt::Key_Down),
                     qPrintable(QString("after a click on %1").arg(x->metaObject()->className())));
            ++clicked;
        }
        QVERIFY(clicked > 0);
    }
}

void tst_BoardFirst::solveBecomesCancel()
{
    ui::MainWindow w;
    ui::Preferences p = w.preferences();
    p.maxNodes = 2'000'000'000;
    p.maxMemoryMiB = 4096;
    w.setPreferences(p);
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(w.pasteBoard("4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2"));
    w.solverPanel()->setChoice(core::AlgorithmId::Bfs, core::HeuristicId::None);
    QSignalSpy started(w.solver(), &ui::SolverController::progressed);
    w.solving()->actions().solve->trigger();
    QVERIFY(w.solver()->isBusy());
    QCOMPARE(w.mode(), ui::MainWindow::Mode::Solve);
    QVERIFY(!w.solving()->actions().solve->isEnabled());
    QVERIFY(w.solving()->actions().cancel->isEnabled());
    QVERIFY(w.solverPanel()->solveButton()->text().remove('&').contains("Cancel"));
    // F5 again does not restart the search.
    w.solving()->actions().solve->trigger();
    QVERIFY(w.solver()->isBusy());
    w.solverPanel()->solveButton()->click();
    QVERIFY(!w.solver()->isBusy());
    QVERIFY(w.solving()->actions().solve->isEnabled());
    QVERIFY(w.solverPanel()->solveButton()->text().remove('&').contains("Solve"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.solver()->isWorkerRunning(), 30000);
}

void tst_BoardFirst::cancelledRunReadsCancelled()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    w.scrambleMoves(20);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 20000);
    QCOMPARE(w.solverPanel()->lastStatus(), QString("Solved"));
    ui::Preferences p = w.preferences();
    p.maxNodes = 2'000'000'000;
    w.setPreferences(p);
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(w.pasteBoard("4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2"));
    w.solverPanel()->setChoice(core::AlgorithmId::Bfs, core::HeuristicId::None);
    w.solve();
    QTest::qWait(100);
    QTRY_VERIFY_WITH_TIMEOUT(w.solverPanel()->progressText().contains("expanded"), 10000);
    QTest::keyClick(&w, Qt::Key_Escape);
    QVERIFY(!w.solver()->isBusy());
    QCOMPARE(w.solverPanel()->lastStatus(), QString("Cancelled"));
    // The cancelled run keeps the figures it had reached, and is listed among the runs as Cancelled.
    const QString expanded = w.solverPanel()->lastFigure(ui::SolverPanel::Expanded);
    QVERIFY2(QString(expanded).remove(',').toULongLong() > 0, qPrintable(expanded));
    QTableWidget *runs = w.solverPanel()->runsTable();
    QVERIFY(runs->rowCount() >= 1);
    QCOMPARE(runs->item(runs->rowCount() - 1, 2)->text(), QString("Cancelled"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.solver()->isWorkerRunning(), 30000);
}

void tst_BoardFirst::solverResultsFollowTheBoard()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    w.scrambleMoves(15);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 20000);
    w.playback()->pause();
    QVERIFY(!w.solverPanel()->lastRunIsStale());
    // Stepping along the solution keeps the figures current; a hand move off it marks them.
    w.session()->jumpToStep(2);
    QVERIFY(!w.solverPanel()->lastRunIsStale());
    // From step 2, away from the start, so that only the plan can say the board is on it.
    std::string off; // a legal move that is not the plan's third
    for (const std::string &m : w.session()->backend().legalMoves(w.session()->position()))
        if (off.empty() && m != w.session()->solution()[2])
            off = m;
    QVERIFY(w.session()->playMove(off));
    QVERIFY(w.session()->solutionStep() < 0);
    QVERIFY(w.solverPanel()->lastRunIsStale());
    // Undo puts the board back on the solution: the figures are current again.
    QVERIFY(w.session()->undo());
    QCOMPARE(w.session()->solutionStep(), 2);
    QVERIFY(!w.solverPanel()->lastRunIsStale());
    // Another puzzle never shows this one's figures.
    w.newPuzzle(core::RotationKind);
    QCOMPARE(w.solverPanel()->lastStatus(), QString("-"));
    QCOMPARE(w.solverPanel()->runsTable()->rowCount(), 0);
}

void tst_BoardFirst::compareResultsFollowTheBoard()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    w.scrambleMoves(10);
    ui::ComparePanel *panel = w.comparePanel();
    panel->setChoices({{core::AlgorithmId::AStar, core::HeuristicId::Manhattan}});
    w.compare()->actions().compare->trigger();
    QCOMPARE(w.mode(), ui::MainWindow::Mode::Compare);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->isBusy(), 20000);
    QVERIFY(!panel->model()->isStale());
    w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))) || w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Down)));
    QVERIFY(panel->model()->isStale());
    QVERIFY(panel->summary().contains("earlier board"));
    QCOMPARE(panel->model()->data(panel->model()->index(0, 0), Qt::ForegroundRole).isValid(), true);
    // Back on the board they ran on, they are current again.
    w.session()->undo();
    QVERIFY(!panel->model()->isStale());
    // Another size: the old runs go.
    w.newPuzzle(core::SlidingKind, {4, 4});
    QCOMPARE(panel->runner()->count(), 0);
}

void tst_BoardFirst::oldRunAsksAndIsUndoable()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    w.scrambleMoves(10);
    const core::Position runBoard = w.session()->position();
    ui::ComparePanel *panel = w.comparePanel();
    panel->setChoices({{core::AlgorithmId::AStar, core::HeuristicId::Manhattan}});
    panel->run();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->isBusy(), 20000);
    w.scrambleMoves(12);
    const core::SavedGame game = w.session()->saved();
    int asked = 0;
    bool answer = false;
    w.compare()->setConfirm([&] {
        ++asked;
        return answer;
    });
    panel->playRow(panel->proxy()->index(0, 0));
    QCOMPARE(asked, 1);
    QCOMPARE(w.session()->saved().moves, game.moves); // "no" keeps the game
    QVERIFY(w.session()->saved().start == game.start);
    answer = true;
    panel->playRow(panel->proxy()->index(0, 0));
    QCOMPARE(asked, 2);
    w.playback()->pause();
    w.session()->jumpToStep(0);
    QVERIFY(w.session()->position() == runBoard);
    // Undo at the run's first position brings the replaced game back.
    QVERIFY(w.session()->canUndo());
    QVERIFY(w.session()->undo());
    QVERIFY(w.session()->saved().start == game.start);
    QCOMPARE(w.session()->saved().moves, game.moves);
}

void tst_BoardFirst::goalOfAnotherSizeIsRefused()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    const core::SlidingBoard goal = slidingGoal(w.session());
    QSignalSpy changed(w.session(), &ui::GameSession::puzzleChanged);
    setSlidingGoal(w.session(), core::SlidingBoard::standardGoal({4, 4}));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(slidingGoal(w.session()), goal);
    QVERIFY(!w.session()->unsolvableReason());
}

QTEST_MAIN(tst_BoardFirst)
#include "tst_boardfirst.moc"
