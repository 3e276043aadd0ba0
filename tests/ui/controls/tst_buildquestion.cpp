// Before a search whose tables take minutes to build (the 7-8 pattern databases), the window
// asks, saying how long, how much memory and how much they keep; "no" starts nothing, "yes"
// starts the search, in Solve and in Compare. Quick tables (5-5-5, 6-6-3, ones already held)
// are not asked about.
#include "freshstate.h"
#include "compare/comparepanel.h"
#include "compare/comparerunner.h"
#include "controls/solvecontrol.h"
#include "play/gamesession.h"
#include "sliding/pdb/additivepdb.h"
#include "sliding/board/slidingtext.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "window/mainwindow.h"
#include "work/tablebuild.h"
#include "sliding/board/slidingposition.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

class tst_BuildQuestion : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void questionSaysWhatItCosts();
    void noStartsNothingYesStarts();
    void compareAsksToo();
};

void tst_BuildQuestion::questionSaysWhatItCosts()
{
    const core::Position goal = core::SlidingPosition{core::SlidingBoard::standardGoal({4, 4}), core::SlidingBoard::standardGoal({4, 4})};
    const QString q = ui::TableBuild::question(goal, core::HeuristicId::Pdb78);
    QVERIFY2(q.contains("7-8"), qPrintable(q));
    QVERIFY2(q.contains(QRegularExpression("about (a|\\d+) minutes?")), qPrintable(q));
    QVERIFY2(q.contains("901.53 MiB"), qPrintable(q)); // while building (with 8 MiB for the build itself)
    QVERIFY2(q.contains("274.93 MiB"), qPrintable(q)); // kept
    // Seconds and under a gigabyte: no question.
    QCOMPARE(ui::TableBuild::question(goal, core::HeuristicId::Pdb663), QString());
    QCOMPARE(ui::TableBuild::question(goal, core::HeuristicId::Pdb555), QString());
    QCOMPARE(ui::TableBuild::question(goal, core::HeuristicId::LinearConflict), QString());
    // Another size has no such tables.
    QCOMPARE(ui::TableBuild::question(core::SlidingPosition{core::SlidingBoard::standardGoal({5, 5}), core::SlidingBoard::standardGoal({5, 5})}, core::HeuristicId::Pdb78),
             QString());
    // The 24-puzzle's 6-6-6-6 tables: minutes, 760 MiB while building, 243 MiB kept.
    const QString q5 = ui::TableBuild::question(core::SlidingPosition{core::SlidingBoard::standardGoal({5, 5}), core::SlidingBoard::standardGoal({5, 5})}, core::HeuristicId::Pdb6666);
    QVERIFY2(q5.contains("6-6-6-6"), qPrintable(q5));
    QVERIFY2(q5.contains(QRegularExpression("about (a|\\d+) minutes?")), qPrintable(q5));
    QVERIFY2(q5.contains("768.03 MiB"), qPrintable(q5));
    QVERIFY2(q5.contains("243.21 MiB"), qPrintable(q5));
}

void tst_BuildQuestion::noStartsNothingYesStarts()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(w.pasteBoard("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15"));
    w.solverPanel()->setChoice(core::AlgorithmId::IdaStar, core::HeuristicId::Pdb78);
    QStringList asked;
    w.solving()->setConfirmBuild([&](const QString &q) {
        asked << q;
        return false;
    });
    w.solve();
    QCOMPARE(asked.size(), 1);
    QVERIFY(!w.solver()->isBusy());
    QVERIFY(!w.session()->hasSolution());
    // With 5-5-5 nothing is asked and the search runs.
    w.solverPanel()->setChoice(core::AlgorithmId::IdaStar, core::HeuristicId::Pdb555);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 20000);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(QString::fromStdString(w.session()->solutionText()), QString("r"));
}

// Compare asks once for a set of pairs that needs the 7-8 tables; "no" runs nothing.
void tst_BuildQuestion::compareAsksToo()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 4});
    QVERIFY(w.pasteBoard("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15"));
    auto *panel = w.comparePanel();
    panel->setChoices({{core::AlgorithmId::IdaStar, core::HeuristicId::Pdb78},
                       {core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan}});
    QCOMPARE(panel->choices().size(), 2);
    QStringList asked;
    panel->setConfirmBuild([&](const QString &q) {
        asked << q;
        return false;
    });
    panel->run();
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked[0].contains("7-8"));
    QVERIFY(!panel->runner()->isBusy());
    // Without the large tables nothing is asked and the runs go.
    panel->setChoices({{core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan}});
    panel->run();
    QCOMPARE(asked.size(), 1);
    QVERIFY(panel->runner()->isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->isBusy(), 20000);
}

QTEST_MAIN(tst_BuildQuestion)
#include "tst_buildquestion.moc"
