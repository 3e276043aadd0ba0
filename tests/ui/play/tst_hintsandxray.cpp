// Hints and the X-ray in the window, offscreen: hints are optimal on 3x3 against an
// independent BFS, and the X-ray shows on the board with the reference distance.
#include "solvecheck.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "window/hintgauge.h"
#include "window/mainwindow.h"
#include "board/slidingboardview.h"

#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <random>

using core::AlgorithmId;
using core::HeuristicId;

class tst_HintsAndXray : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void hintsAreOptimalOn3x3();
    void xrayShowsOnTheBoard();
};

void tst_HintsAndXray::hintsAreOptimalOn3x3()
{
    ui::MainWindow w;
    std::mt19937_64 rng(11);
    for (int k = 0; k < 40; ++k) {
        ref::Board b = ref::standardGoal(9);
        ref::randomWalk(b, 3, 3, 40 + k, rng);
        QVERIFY(w.pasteBoard(QString::fromStdString(core::formatId(toCore(3, 3, b)))));
        const int before = reference3x3().distance(b);
        QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hasAnswer(), 10000);
        QCOMPARE(w.hints()->answer().kind, core::Hint::Kind::Exact);
        QCOMPARE(w.hints()->answer().distance, before);
        QVERIFY(w.distanceGauge()->text().contains(QString::number(before)));
        if (before == 0)
            continue;
        w.showHint();
        const int cell = w.slidingView()->nextMoveCell();
        QVERIFY(cell >= 0);
        // Sliding the hinted tile brings the board one move closer, and the gauge says so.
        QVERIFY(w.session()->slideTo(cell));
        QCOMPARE(reference3x3().distance(toRef(w.session()->sliding())), before - 1);
        QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hasAnswer(), 10000);
        QCOMPARE(w.hints()->answer().distance, before - 1);
        QVERIFY(w.distanceGauge()->text().contains(ui::HintGauge::tr(" (closer)")));
    }
}

void tst_HintsAndXray::xrayShowsOnTheBoard()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
    QVERIFY(!w.slidingView()->showsXray());
    w.hintGauge()->actions().xray->setChecked(true);
    QVERIFY(w.slidingView()->showsXray());
    QVERIFY(w.xrayLabel()->isVisible());
    const core::SlidingXray x = core::slidingXray(w.session()->sliding(), w.session()->goal(), HeuristicId::Manhattan);
    QVERIFY(w.xrayLabel()->text().contains(QString::number(x.manhattanSum)));
    QVERIFY(w.xrayLabel()->text().contains(QString::number(referenceDistance(w.session()->sliding()))));
    w.hintGauge()->actions().xray->setChecked(false);
    QVERIFY(!w.slidingView()->showsXray());
    QVERIFY(!w.xrayLabel()->isVisible());
}

QTEST_MAIN(tst_HintsAndXray)
#include "tst_hintsandxray.moc"
