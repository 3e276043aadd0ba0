// Before a search whose tables take minutes to build (the 7-8 pattern databases), the window
// asks, saying how long, how much memory and how much they keep; "no" starts nothing, "yes"
// starts the search. Quick tables (5-5-5, 6-6-3, ones already held) are not asked about.
#include "controls/solvecontrol.h"
#include "play/gamesession.h"
#include "pdb/additivepdb.h"
#include "puzzles/sliding/slidingtext.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "window/mainwindow.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

class tst_BuildQuestion : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void questionSaysWhatItCosts();
    void noStartsNothingYesStarts();
};

void tst_BuildQuestion::questionSaysWhatItCosts()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const QString q = ui::SolveControl::buildQuestion(goal, core::HeuristicId::Pdb78);
    QVERIFY2(q.contains("7-8"), qPrintable(q));
    QVERIFY2(q.contains(QRegularExpression("about (a|\\d+) minutes?")), qPrintable(q));
    QVERIFY2(q.contains("1.50 GiB"), qPrintable(q)); // while building
    QVERIFY2(q.contains("549.87 MiB"), qPrintable(q)); // kept
    // Seconds and under a gigabyte: no question.
    QCOMPARE(ui::SolveControl::buildQuestion(goal, core::HeuristicId::Pdb663), QString());
    QCOMPARE(ui::SolveControl::buildQuestion(goal, core::HeuristicId::Pdb555), QString());
    QCOMPARE(ui::SolveControl::buildQuestion(goal, core::HeuristicId::LinearConflict), QString());
    // Another size has no such tables.
    QCOMPARE(ui::SolveControl::buildQuestion(core::SlidingBoard::standardGoal({5, 5}), core::HeuristicId::Pdb78),
             QString());
}

void tst_BuildQuestion::noStartsNothingYesStarts()
{
    ui::MainWindow w;
    w.newSliding(4, 4);
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
    QCOMPARE(QString::fromStdString(w.session()->solution()), QString("r"));
}

QTEST_MAIN(tst_BuildQuestion)
#include "tst_buildquestion.moc"
