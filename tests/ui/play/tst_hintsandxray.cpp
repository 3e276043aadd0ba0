// Hints and the X-ray in the window, offscreen: hints are optimal on 3x3 against an
// independent BFS, and the X-ray shows on the board with the reference distance.
#include "freshstate.h"
#include "sliding/board/slidingtext.h"
#include "storage/tablecache.h"
#include "sessionboards.h"
#include "solvecheck.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "controls/hintgauge.h"
#include "window/mainwindow.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"
#include "sliding/game/slidingplay.h"
#include "rotation/game/rotationplay.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAction>
#include <QFontMetricsF>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
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
    void init() {
        forgetSettingsAndState();
    }
    void hintsAreOptimalOn3x3();
    void xrayShowsOnTheBoard();
    void rotationXrayIsReadable();
    void xrayLineScrollsIntoView();
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
        QVERIFY(w.session()->playMoves(core::slideMoves(w.session()->position().as<core::SlidingPosition>().board, cell)));
        QCOMPARE(reference3x3().distance(toRef(slidingBoard(w.session()))), before - 1);
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
    const core::SlidingXray x = core::slidingXray(slidingBoard(w.session()), slidingGoal(w.session()), HeuristicId::Manhattan, core::defaultTableCache());
    QVERIFY2(w.xrayLabel()->text().contains(QStringLiteral("Manhattan %1").arg(x.manhattanSum)),
             qPrintable(w.xrayLabel()->text())); // in the sliding puzzle's own words
    QVERIFY(w.xrayLabel()->text().contains(QString::number(referenceDistance(slidingBoard(w.session())))));
    w.hintGauge()->actions().xray->setChecked(false);
    QVERIFY(!w.slidingView()->showsXray());
    QVERIFY(!w.xrayLabel()->isVisible());
}

// At 1280x800 every value of the rotation X-ray is painted in a readable font inside its empty
// corner of the board, and the line under the board wraps rather than being cut.
void tst_HintsAndXray::rotationXrayIsReadable()
{
    ui::MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::RotationKind);
    w.scrambleRandom();
    w.hintGauge()->actions().xray->setChecked(true);
    QVERIFY(w.rotationView()->showsXray());
    const auto texts = w.rotationView()->xrayTexts();
    QCOMPARE(texts.size(), 2);
    const core::RotationXray x = core::rotationXray(rotationBoard(w.session()), core::defaultTableCache());
    QString all;
    for (const auto &t : texts) {
        const QRectF need = QFontMetricsF(t.font).boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop, t.text);
        QVERIFY2(need.width() <= t.box.width() && need.height() <= t.box.height(), qPrintable(t.text));
        QVERIFY2(t.font.pixelSize() >= 8, qPrintable(QString::number(t.font.pixelSize())));
        // Inside the board view and clear of the cells.
        QVERIFY(w.rotationView()->rect().contains(t.box.toAlignedRect()));
        for (int c = 0; c < core::RotationCells; ++c)
            QVERIFY(!t.box.contains(w.rotationView()->cellCentre(c)));
        all += t.text + QLatin1Char('\n');
    }
    for (int d = 0; d < 3; ++d)
        QVERIFY2(all.contains(QStringLiteral("%1 moves").arg(x.tableDistance[std::size_t(d)])), qPrintable(all));
    QVERIFY(all.contains(QString::number(x.centreBound)));
    QVERIFY(all.contains(QString::number(x.tableBound)));
    QLabel *label = w.xrayLabel();
    QVERIFY(label->isVisible());
    QVERIFY(label->wordWrap());
    QVERIFY(label->height() >= label->heightForWidth(label->width()));
}

// The Play column scrolls when the window is short; the X-ray's line, under the column's
// buttons, is scrolled into view when the X-ray is switched on.
void tst_HintsAndXray::xrayLineScrollsIntoView()
{
    ui::MainWindow w;
    w.resize(1100, 560);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QLabel *label = w.xrayLabel();
    QScrollArea *column = nullptr;
    for (QWidget *p = label->parentWidget(); p && !column; p = p->parentWidget())
        column = qobject_cast<QScrollArea *>(p);
    QVERIFY(column);
    QVERIFY(column->verticalScrollBar()->maximum() > 0); // the column does not fit: it scrolls
    QCOMPARE(column->verticalScrollBar()->value(), 0);
    w.hintGauge()->actions().xray->setChecked(true);
    QVERIFY(label->isVisible());
    const auto shown = [&] {
        const QRect inViewport(label->mapTo(column->viewport(), QPoint(0, 0)), label->size());
        return column->viewport()->rect().contains(inViewport);
    };
    QTRY_VERIFY(shown());
    QVERIFY(column->verticalScrollBar()->value() > 0);
}

QTEST_MAIN(tst_HintsAndXray)
#include "tst_hintsandxray.moc"
