// A Solve search the window was running when it closed leaves its checkpoint; at the next start
// the window offers to continue it, saying which search, its bound, nodes and time so far. Yes
// makes its board the game on show and resumes it to the plan the search would have found
// without stopping (then the file is gone); no removes the file and leaves the game alone; a
// damaged file is removed and the status bar says why; a Cancel the user asks for leaves no file,
// closing the window does.
#include "freshstate.h"
#include "puzzles/solve.h"
#include "controls/solvecontrol.h"
#include "play/gamesession.h"
#include "puzzles/puzzlebackend.h"
#include "puzzles/searchcheckpoint.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

namespace {

// A 55-move board of Korf's 100: about 5 million nodes with Manhattan distance.
const char *const Board = "4x4:10,5,1,0,15,9,13,14,2,8,4,7,6,12,11,3";

core::Position board()
{
    const core::PuzzleBackend &b = core::backendFor(core::SlidingKind);
    return *b.parse(Board, *b.parse("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0", {}).position).position;
}

// The window's checkpoint file, as a search stopped by its node budget after `nodes` leaves it.
core::IdaProgress leaveCheckpoint(std::uint64_t nodes)
{
    const core::Position start = board();
    const QString file = ui::SolveControl::interruptedSearchFile();
    QDir().mkpath(QFileInfo(file).path());
    core::IdaProgress last;
    core::Checkpoints ck;
    ck.save = [&](const core::IdaProgress &p) { last = p; };
    core::SearchContext ctx;
    ctx.setMaxExpanded(nodes);
    ctx.setThreads(1);
    ctx.setCheckpoints(&ck);
    const auto o = core::solve(start, core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan, ctx);
    if (o.status != core::SearchStatus::LimitReached)
        return {};
    const auto id = core::checkpointIdentityOf(start, core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan);
    core::saveCheckpoint(file.toStdString(), id, last);
    return last;
}

std::string uninterruptedPlan()
{
    const core::Position start = board();
    core::SearchContext ctx;
    ctx.setMaxExpanded(std::uint64_t(1) << 40);
    return core::solve(start, core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan, ctx).moves;
}

// A window started with the file left by leaveCheckpoint: the file is not offered but
// removed, and the status bar's message says why; returns that message.
QString refusedOffer(int &asked)
{
    ui::MainWindow w;
    w.solving()->setConfirmContinue([&](const QString &) { return ++asked, true; });
    w.solving()->offerToContinue();
    return w.statusBar()->currentMessage();
}

} // namespace

class tst_ContinueSearch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        forgetSettingsAndState();
        QFile::remove(ui::SolveControl::interruptedSearchFile());
    }
    void continueResumesToTheSamePlan();
    void discardRemovesTheFile();
    void damagedFileIsRemovedAndSaid();
    void otherPruningMachineIsSaid_data();
    void otherPruningMachineIsSaid();
    void cancelLeavesNoFile();
    void resumedTimeCountsOn();
};

// A resumed search's clock counts on from the time the checkpoint had, as its nodes do.
void tst_ContinueSearch::resumedTimeCountsOn()
{
    ui::MainWindow w;
    core::SearchStats s;
    s.expanded = 10;
    s.elapsed = std::chrono::seconds(2);
    w.solverPanel()->searchStarted(500);
    w.solverPanel()->showProgress(s);
    QVERIFY2(w.solverPanel()->progressText().contains("502.0 s"), qPrintable(w.solverPanel()->progressText()));
    w.solverPanel()->searchStarted();
    w.solverPanel()->showProgress(s);
    QVERIFY2(w.solverPanel()->progressText().contains(" 2.0 s"), qPrintable(w.solverPanel()->progressText()));
}

void tst_ContinueSearch::continueResumesToTheSamePlan()
{
    const core::IdaProgress left = leaveCheckpoint(3'000'000);
    QVERIFY(left.subtreesDone() > 0 && left.subtreesDone() < left.subtrees); // mid-iteration
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    QString asked;
    w.solving()->setConfirmContinue([&](const QString &q) {
        asked = q;
        return true;
    });
    w.offerToContinueSearch();
    QCOMPARE(w.mode(), ui::MainWindow::Mode::Solve); // where the progress shows
    QVERIFY2(asked.contains("4x4") && asked.contains("IDA*") && asked.contains(QString("Bound %1").arg(left.bound)),
             qPrintable(asked));
    QVERIFY2(asked.contains(QLocale(QLocale::English).toString(qulonglong(left.expanded))), qPrintable(asked));
    QCOMPARE(w.session()->position(), board());
    QCOMPARE(w.solverPanel()->heuristic(), core::HeuristicId::Manhattan);
    QVERIFY(w.findChild<QAction *>("undo")->isEnabled()); // the game before is one Undo away
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 30000);
    QCOMPARE(w.session()->solutionText(), uninterruptedPlan());
    QTRY_VERIFY(!QFileInfo::exists(ui::SolveControl::interruptedSearchFile()));
    // The game before it comes back with Undo.
    QVERIFY(w.session()->undo());
    QCOMPARE(w.session()->size().width, 3);
}

void tst_ContinueSearch::discardRemovesTheFile()
{
    leaveCheckpoint(1'000'000);
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    const core::Position before = w.session()->position();
    int asked = 0;
    w.solving()->setConfirmContinue([&](const QString &) { return ++asked, false; });
    w.solving()->offerToContinue();
    QCOMPARE(asked, 1);
    QVERIFY(!QFileInfo::exists(ui::SolveControl::interruptedSearchFile()));
    QCOMPARE(w.session()->position(), before);
    QVERIFY(!w.solver()->isBusy());
    w.solving()->offerToContinue(); // nothing left to offer
    QCOMPARE(asked, 1);
}

void tst_ContinueSearch::damagedFileIsRemovedAndSaid()
{
    leaveCheckpoint(1'000'000);
    QFile f(ui::SolveControl::interruptedSearchFile());
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray text = f.readAll();
    text.replace("bound: ", "bound: 1");
    f.resize(0);
    f.write(text);
    f.close();
    int asked = 0;
    const QString said = refusedOffer(asked);
    QCOMPARE(asked, 0);
    QVERIFY(!QFileInfo::exists(ui::SolveControl::interruptedSearchFile()));
    QVERIFY2(said.contains("cannot be continued: it is damaged"), qPrintable(said));
}

// A 4x4 search prunes with the 10-move machine: progress made with another, or without one,
// splits its iterations into other subtrees, so it is not offered.
void tst_ContinueSearch::otherPruningMachineIsSaid_data()
{
    QTest::addColumn<QString>("pruning");
    QTest::addColumn<QString>("reason");
    QTest::newRow("another machine") << "14/12"
                                     << "another duplicate-path pruning machine (14/12, this search's is 10/11)";
    QTest::newRow("no pruning") << "" << "written without duplicate-path pruning";
}

void tst_ContinueSearch::otherPruningMachineIsSaid()
{
    QFETCH(QString, pruning);
    QFETCH(QString, reason);
    core::IdaProgress p = leaveCheckpoint(1'000'000);
    QCOMPARE(QString::fromStdString(p.pruning), QString("10/11"));
    p.pruning = pruning.toStdString();
    const auto id = core::checkpointIdentityOf(board(), core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan);
    QVERIFY(core::saveCheckpoint(ui::SolveControl::interruptedSearchFile().toStdString(), id, p).empty());
    int asked = 0;
    const QString said = refusedOffer(asked);
    QCOMPARE(asked, 0);
    QVERIFY(!QFileInfo::exists(ui::SolveControl::interruptedSearchFile()));
    QVERIFY2(said.contains(reason), qPrintable(said));
}

void tst_ContinueSearch::cancelLeavesNoFile()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(w.pasteBoard("4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2")); // Korf's first: minutes with Manhattan
    w.solverPanel()->setChoice(core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan);
    w.solve();
    QVERIFY(w.solver()->isBusy());
    QTest::qWait(200);
    w.solving()->cancelSolve();
    QTest::qWait(300); // the worker hears the stop and ends
    QVERIFY(!QFileInfo::exists(ui::SolveControl::interruptedSearchFile()));
    // Closing the window during the search leaves it, to be offered at the next start.
    w.solve();
    QVERIFY(w.solver()->isBusy());
    QTest::qWait(200);
    w.close();
    QTRY_VERIFY(QFileInfo::exists(ui::SolveControl::interruptedSearchFile()));
    ui::MainWindow next;
    QString asked;
    next.solving()->setConfirmContinue([&](const QString &q) { return asked = q, false; });
    next.solving()->offerToContinue();
    QVERIFY2(asked.contains("Manhattan"), qPrintable(asked));
}

QTEST_MAIN(tst_ContinueSearch)
#include "tst_continuesearch.moc"
