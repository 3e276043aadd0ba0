// The window as a person uses it, offscreen: clicks and keys move tiles, undo and redo,
// solving and playing a solution to the goal, cancelling a hopeless search promptly,
// closing mid-search, unsolvable boards, the rotation game, saved games and bad input.
#include "freshstate.h"
#include "sliding/board/slidingtext.h"
#include "sliding/game/slidingsolve.h"
#include "sessionboards.h"
#include "editor/boardeditdialog.h"
#include "rotation/rotationeditmodel.h"
#include "sliding/slidingeditmodel.h"
#include "play/gamesession.h"
#include "controls/boardwiring.h"
#include "controls/hintgauge.h"
#include "window/mainwindow.h"
#include "theme/presentation.h"
#include "lab/labtree.h"
#include "lab/searchlab.h"
#include "controls/scramblecontrol.h"
#include "controls/solvecontrol.h"
#include "play/playbackbar.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAction>
#include <QActionGroup>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableWidget>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class tst_MainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void clickSlidesARun();
    void keysMoveTiles();
    void keysCanMoveTheBlank();
    void undoRedo();
    void solveAndPlayToTheGoal();
    void distanceScrambleOnALargeBoard();
    void distanceScrambleCancels();
    void handMoveLeavesPlayback();
    void patternDatabasesBuildWithProgress();
    void cancelLongSearchPromptly();
    void closingMidSearchIsClean();
    void largeBoardsSolveRowByRow();
    void unsolvableBoardDisablesSolve();
    void editDialogRefusesBadBoard();
    void rotationGame();
    void remembersTheGame();
    void saveAndOpen();
    void damagedFileIsRefused();
    void presentationSwitchFromASearchView();
    void modesAreRadioItems();

private:
    // Runs a distance scramble to its end, in the background or at once; true when it made a board.
    static bool scrambleDistance(ui::MainWindow &w, int d)
    {
        QSignalSpy done(w.scrambling(), &ui::ScrambleControl::distanceScrambleDone);
        w.scrambleDistance(d);
        if (done.isEmpty() && !done.wait(60000))
            return false;
        return done.first().first().toBool();
    }
    static void useAlgorithm(ui::MainWindow &w, core::AlgorithmId a, core::HeuristicId h)
    {
        w.solverPanel()->setChoice(a, h);
        QCOMPARE(w.solverPanel()->algorithm(), a);
    }
};

void tst_MainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_MainWindow::init()
{
    forgetSettingsAndState();
}

void tst_MainWindow::clickSlidesARun()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::SlidingKind, {3, 3}); // the goal: blank bottom right
    auto *view = w.slidingView();
    // Clicking the top-right tile slides the two tiles above the blank down, as in SGT Fifteen.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentre(2).toPoint());
    const auto &b = slidingBoard(w.session());
    QCOMPARE(b.blankIndex(), 2);
    QCOMPARE(int(b.tiles[5]), 3);
    QCOMPARE(int(b.tiles[8]), 6);
    QCOMPARE(w.session()->moveCount(), std::size_t(2));
    // A click off the blank's row and column does nothing.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentre(4).toPoint());
    QCOMPARE(w.session()->moveCount(), std::size_t(2));
    QCOMPARE(view->board(), slidingBoard(w.session()));
}

void tst_MainWindow::keysMoveTiles()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::SlidingKind, {3, 3});
    // Right slides the tile left of the blank to the right: the blank goes left.
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(slidingBoard(w.session()).blankIndex(), 7);
    QTest::keyClick(&w, Qt::Key_Down);
    QCOMPARE(slidingBoard(w.session()).blankIndex(), 4);
    QTest::keyClick(&w, Qt::Key_W); // WASD too: W slides the tile below the blank up
    QCOMPARE(slidingBoard(w.session()).blankIndex(), 7);
    QTest::keyClick(&w, Qt::Key_Up); // no tile below the bottom row: nothing moves
    QCOMPARE(slidingBoard(w.session()).blankIndex(), 7);
    QCOMPARE(w.session()->moveCount(), std::size_t(3));
}

void tst_MainWindow::keysCanMoveTheBlank()
{
    ui::MainWindow w;
    ui::Preferences p = w.preferences();
    p.keysMoveBlank = true;
    w.setPreferences(p);
    w.newPuzzle(core::SlidingKind, {4, 4});
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(slidingBoard(w.session()).blankIndex(), 11);
    QTest::keyClick(&w, Qt::Key_Left);
    QCOMPARE(slidingBoard(w.session()).blankIndex(), 10);
}

void tst_MainWindow::undoRedo()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::SlidingKind, {4, 4});
    const auto start = slidingBoard(w.session());
    QVERIFY(w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))));
    QVERIFY(w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Left))));
    const auto after = slidingBoard(w.session());
    QVERIFY(!w.board()->actions().redo->isEnabled());
    QTest::keySequence(&w, QKeySequence(QKeySequence::Undo));
    QTest::keySequence(&w, QKeySequence(QKeySequence::Undo));
    QCOMPARE(slidingBoard(w.session()), start);
    QVERIFY(!w.board()->actions().undo->isEnabled());
    QTest::keySequence(&w, QKeySequence(QKeySequence::Redo));
    QTest::keySequence(&w, QKeySequence(QKeySequence::Redo));
    QCOMPARE(slidingBoard(w.session()), after);
    // A new move after an undo drops the redo tail.
    w.session()->undo();
    QVERIFY(w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))));
    QVERIFY(!w.session()->canRedo());
    w.board()->actions().restart->trigger();
    QCOMPARE(slidingBoard(w.session()), start);
    QCOMPARE(w.slidingView()->board(), start);
}

void tst_MainWindow::solveAndPlayToTheGoal()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::SlidingKind, {3, 3});
    QVERIFY(scrambleDistance(w, 14));
    const auto start = slidingBoard(w.session());
    useAlgorithm(w, core::AlgorithmId::AStar, core::HeuristicId::Manhattan);
    w.solverPanel()->playback()->setSpeed(8.0);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 10000);
    QCOMPARE(w.session()->solution().size(), std::size_t(14));
    // Solving starts playback; it ends on the goal.
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->isSolved(), 10000);
    QCOMPARE(w.session()->solutionStep(), 14);
    QTRY_VERIFY(!w.solverPanel()->playback()->isPlaying());
    QCOMPARE(w.solverPanel()->runsTable()->rowCount(), 1);
    // Back to the start and step by step.
    w.solving()->actions().toStart->trigger();
    QCOMPARE(slidingBoard(w.session()), start);
    w.solving()->actions().stepForward->trigger();
    QCOMPARE(w.session()->solutionStep(), 1);
    // Clicking a move in the list jumps there.
    auto *list = w.solverPanel()->moveList();
    QCOMPARE(list->count(), 15);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(10)).center());
    QCOMPARE(w.session()->solutionStep(), 10);
}

void tst_MainWindow::distanceScrambleOnALargeBoard()
{
    // A 4x4 at distance 18: the walk is certified in the background while the window goes on;
    // the board it brings back is exactly that far.
    ui::MainWindow w;
    w.hintGauge()->actions().gauge->setChecked(false);
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(scrambleDistance(w, 18));
    core::SearchContext ctx;
    const auto o = core::solveSliding(slidingBoard(w.session()), slidingGoal(w.session()), core::AlgorithmId::IdaStar,
                                      core::HeuristicId::Manhattan, ctx);
    QCOMPARE(o.status, core::SearchStatus::Solved);
    QCOMPARE(o.moves.size(), std::size_t(18));
}

void tst_MainWindow::distanceScrambleCancels()
{
    // A 5x5 at 36 moves from the goal: Cancel on the progress dialog ends it with no board, and the
    // background walk hears the stop and returns.
    ui::MainWindow w;
    w.hintGauge()->actions().gauge->setChecked(false);
    w.newPuzzle(core::SlidingKind, {5, 5});
    const auto goal = slidingBoard(w.session());
    QSignalSpy done(w.scrambling(), &ui::ScrambleControl::distanceScrambleDone);
    w.scrambleDistance(36);
    QVERIFY(done.isEmpty());
    QVERIFY(w.scrambling()->isScrambling());
    auto *progress = w.findChild<QProgressDialog *>();
    QVERIFY(progress);
    emit progress->canceled(); // what its Cancel button does
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.first().first().toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(!w.scrambling()->isScrambling(), 30000);
    QCOMPARE(slidingBoard(w.session()), goal);
}

void tst_MainWindow::handMoveLeavesPlayback()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    QVERIFY(scrambleDistance(w, 10));
    useAlgorithm(w, core::AlgorithmId::Table, core::HeuristicId::None);
    w.solve();
    QTRY_VERIFY(w.session()->hasSolution());
    w.solverPanel()->playback()->pause();
    w.solving()->actions().toStart->trigger();
    w.solving()->actions().stepForward->trigger();
    // A hand move that differs from the solution's next move leaves playback; the solution stays.
    const std::string next = w.session()->solution()[1];
    for (core::Dir d : {core::Dir::Down, core::Dir::Left, core::Dir::Right, core::Dir::Up})
        if (std::string(1, core::dirLetter(d)) != next && w.session()->playMove(std::string(1, core::dirLetter(d))))
            break;
    QCOMPARE(w.session()->solutionStep(), -1);
    QVERIFY(w.session()->hasSolution());
    QVERIFY(!w.solverPanel()->playback()->isPlaying());
    w.session()->jumpToStep(3); // the solution can be entered again
    QCOMPARE(w.session()->solutionStep(), 3);
}

void tst_MainWindow::patternDatabasesBuildWithProgress()
{
    ui::MainWindow w;
    w.hintGauge()->actions().gauge->setChecked(false); // its background search would build the tables first
    w.newPuzzle(core::SlidingKind, {4, 4});
    // A goal of its own, so its tables are not built yet in this process.
    const auto goal = *core::parseSlidingBoard("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15").board;
    setSlidingGoal(w.session(), goal);
    QVERIFY(w.pasteBoard("4x4:1,2,3,4,5,6,7,8,9,10,11,0,13,14,15,12"));
    useAlgorithm(w, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb555);
    QCOMPARE(w.solverPanel()->heuristic(), core::HeuristicId::Pdb555);
    QSignalSpy preparing(w.solver(), &ui::SolverController::preparing);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 20000);
    QVERIFY(preparing.count() > 3);
    QVERIFY(preparing.last().at(0).toDouble() <= 1.0);
    QCOMPARE(QString::fromStdString(w.session()->solutionText()), QString("dl"));
}

void tst_MainWindow::cancelLongSearchPromptly()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ui::Preferences p = w.preferences();
    p.maxNodes = 2'000'000'000;
    p.maxMemoryMiB = 4096;
    w.setPreferences(p);
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(w.pasteBoard("4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2"));
    useAlgorithm(w, core::AlgorithmId::Bfs, core::HeuristicId::None);
    w.solve();
    QVERIFY(w.solver()->isWorkerRunning());
    // The window stays responsive: progress reaches it while the search runs.
    QTRY_VERIFY_WITH_TIMEOUT(w.solverPanel()->progressText().contains("expanded"), 3000);
    QTest::qWait(200);
    QVERIFY(w.solver()->isWorkerRunning());
    w.solving()->actions().cancel->trigger();
    // The window forgets the search at once; the worker leaves it at its next tick.
    QVERIFY(!w.solver()->isBusy());
    QVERIFY(!w.solving()->actions().cancel->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!w.solver()->isWorkerRunning(), 30000);
    QVERIFY(w.solverPanel()->progressText().contains("Cancelled"));
    QVERIFY(!w.session()->hasSolution());
    // Still usable: a hand move works and a new search runs.
    QVERIFY(w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Down))) || w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))));
}

void tst_MainWindow::closingMidSearchIsClean()
{
    auto *w = new ui::MainWindow;
    w->show();
    w->newPuzzle(core::SlidingKind, {5, 5});
    w->scrambleRandom();
    useAlgorithm(*w, core::AlgorithmId::Bfs, core::HeuristicId::None);
    w->solve();
    QTRY_VERIFY_WITH_TIMEOUT(w->solver()->isWorkerRunning(), 10000);
    // The controller cancels, quits and joins the solver thread; the search sees the cancel
    // and ends, so the window's destruction returns.
    QPointer<ui::SolverController> solver = w->solver();
    w->close();
    delete w;
    QVERIFY(solver.isNull());
}

void tst_MainWindow::largeBoardsSolveRowByRow()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {8, 6});
    w.scrambleRandom();
    QCOMPARE(w.solverPanel()->algorithm(), core::AlgorithmId::Structured);
    const auto goal = slidingGoal(w.session());
    w.solverPanel()->playback()->setSpeed(8.0);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 10000);
    w.solving()->actions().toEnd->trigger();
    QCOMPARE(slidingBoard(w.session()), goal);
    w.newPuzzle(core::SlidingKind, {4, 4}); // back to a size where optimal search is the default
    QCOMPARE(w.solverPanel()->algorithm(), core::AlgorithmId::IdaStar);
}

void tst_MainWindow::unsolvableBoardDisablesSolve()
{
    ui::MainWindow w;
    QVERIFY(w.pasteBoard("1 2 3 4 5 6 8 7 x"));
    QVERIFY(!w.solving()->actions().solve->isEnabled());
    QVERIFY(bool(w.session()->unsolvableReason()));
    QVERIFY(QString::fromStdString(core::describe(w.session()->unsolvableReason())).contains("inversions"));
    QVERIFY(w.pasteBoard("1 2 3 4 5 6 7 x 8"));
    QVERIFY(w.solving()->actions().solve->isEnabled());
    // A malformed paste changes nothing.
    const auto before = slidingBoard(w.session());
    QVERIFY(!w.pasteBoard("1 2 3 4 5 6 7 7 x"));
    QCOMPARE(slidingBoard(w.session()), before);
}

void tst_MainWindow::editDialogRefusesBadBoard()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "1 2 3 4 5 6 7 8 x");
    auto *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    d.editor()->setText("1 2 3 4 5 6 7 7 x");
    QVERIFY(!ok->isEnabled());
    QVERIFY2(d.message().contains("tile 7 appears twice"), qPrintable(d.message()));
    QVERIFY(d.message().contains("column 15"));
    QVERIFY(!d.position());
    d.editor()->setText("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15");
    QVERIFY(ok->isEnabled());
    QCOMPARE(d.position()->as<core::SlidingPosition>().board.size, (core::BoardSize{4, 4}));
    ui::BoardEditDialog r("Edit", ui::rotationEditModel(), "1 2 3");
    QVERIFY(r.message().contains("24 cells"));
}

void tst_MainWindow::rotationGame()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::RotationKind);
    QVERIFY(w.pasteBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"));
    auto *view = w.rotationView();
    QVERIFY(view->isVisible());
    QTest::mouseClick(view, Qt::LeftButton, {}, view->arrowCentre(0).toPoint()); // A
    core::RotationBoard expected = *core::parseRotationBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3").board;
    expected.apply(0);
    QCOMPARE(rotationBoard(w.session()), expected);
    QTest::keyClick(&w, Qt::Key_C);
    QVERIFY(w.session()->isSolved());
    QCOMPARE(rotationBoard(w.session()).solvedDigit(), 2);
    w.session()->undo();
    w.session()->undo();
    useAlgorithm(w, core::AlgorithmId::IdaStar, core::HeuristicId::CentreCount);
    w.solve();
    QTRY_VERIFY(w.session()->hasSolution());
    QCOMPARE(QString::fromStdString(w.session()->solutionText()), QString("AC"));
}

void tst_MainWindow::remembersTheGame()
{
    core::SlidingBoard board;
    {
        ui::MainWindow w;
        w.newPuzzle(core::SlidingKind, {5, 3});
        w.scrambleMoves(25);
        w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))) || w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Down)));
        board = slidingBoard(w.session());
        w.solverPanel()->setChoice(core::AlgorithmId::AStar, core::HeuristicId::Manhattan);
        w.close();
    }
    ui::MainWindow again;
    QCOMPARE(slidingBoard(again.session()), board);
    QCOMPARE(again.session()->moveCount(), std::size_t(1));
    QCOMPARE(again.solverPanel()->algorithm(), core::AlgorithmId::AStar);
    QCOMPARE(again.solverPanel()->heuristic(), core::HeuristicId::Manhattan);
}

void tst_MainWindow::saveAndOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("game.puzzlescope");
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 3});
    w.scrambleMoves(30);
    w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))) || w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Down)));
    w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Left))) || w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Right)));
    w.session()->undo();
    const auto board = slidingBoard(w.session());
    const auto moves = w.session()->moveCount();
    QCOMPARE(w.saveFile(path), QString());
    ui::MainWindow other;
    QCOMPARE(other.openFile(path), QString());
    QCOMPARE(slidingBoard(other.session()), board);
    QCOMPARE(other.session()->moveCount(), moves);
    QVERIFY(other.session()->canRedo());
    QCOMPARE(other.session()->size(), (core::BoardSize{4, 3}));
    // Saving over it replaces the whole file; a save that cannot be written leaves the old one.
    other.newPuzzle(core::RotationKind);
    QCOMPARE(other.saveFile(path), QString());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray rotationText = saved.readAll();
    saved.close();
    QVERIFY(rotationText.contains("puzzle rotation") && !rotationText.contains("size 4x3"));
    QVERIFY(!other.saveFile(dir.filePath("no/such/folder/game.puzzlescope")).isEmpty());
    QVERIFY(!other.saveFile(dir.path()).isEmpty()); // a folder, not a file
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), rotationText);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"game.puzzlescope"}); // no temporary left
}

void tst_MainWindow::damagedFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.puzzlescope");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("puzzlescope-game 1\npuzzle sliding\nsize 3x3\ngoal 1,2,3,4,5,6,7,8,0\nstart 1,2,3,4,5,6,7,7,0\n"
            "moves \nposition 0\n");
    f.close();
    ui::MainWindow w;
    const auto before = slidingBoard(w.session());
    const QString error = w.openFile(path);
    QVERIFY2(error.contains("line 5") && error.contains("appears twice"), qPrintable(error));
    QCOMPARE(slidingBoard(w.session()), before);
    QVERIFY(!w.openFile(dir.filePath("missing.puzzlescope")).isEmpty());
}

// The View menu's modes are one choice: an exclusive group, so the menu draws radio marks, and
// the tab on show is the one checked.
void tst_MainWindow::modesAreRadioItems()
{
    ui::MainWindow w;
    const auto &a = w.actions();
    for (QAction *mode : {a.playMode, a.solveMode, a.compareMode}) {
        QVERIFY(mode->actionGroup() && mode->actionGroup()->isExclusive());
        QCOMPARE(mode->actionGroup(), a.playMode->actionGroup());
    }
    a.compareMode->trigger();
    QVERIFY(a.compareMode->isChecked() && !a.playMode->isChecked() && !a.solveMode->isChecked());
    QCOMPARE(w.mode(), ui::MainWindow::Mode::Compare);
    w.setMode(ui::MainWindow::Mode::Solve);
    QVERIFY(a.solveMode->isChecked() && !a.compareMode->isChecked());
}

QTEST_MAIN(tst_MainWindow)
// The presentation switch is in the View menu and answers Ctrl+Shift+P from a search view too
// (the step-through has the focus while a class watches it).
void tst_MainWindow::presentationSwitchFromASearchView()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *presentation = w.findChild<QAction *>("presentation");
    QVERIFY(presentation && presentation->isCheckable());
    QVERIFY(!ui::Presentation::instance()->isOn());
    w.findChild<QAction *>("stepThrough")->trigger();
    auto *steps = qobject_cast<ui::SearchLab *>(QApplication::activeWindow());
    QTRY_VERIFY(steps != nullptr || (steps = w.findChild<ui::SearchLab *>()) != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(steps->replay() && !steps->isSearching(), 30000);
    // From the Search Lab's tree.
    steps->showView(ui::SearchLab::Tree);
    QApplication::setActiveWindow(steps);
    QVERIFY(QTest::qWaitForWindowActive(steps));
    QWidget *tree = steps->tree();
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(ui::Presentation::instance()->isOn());
    QVERIFY(presentation->isChecked());
    QVERIFY(QSettings().value("view/presentation").toBool());
    QTest::keyClick(tree, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!ui::Presentation::instance()->isOn());
    steps->close();
}

#include "tst_mainwindow.moc"
