// The step-through dialog: a search run in the background, then walked one expansion at a time.

#include "watching/boardstrip.h"
#include "watching/miniboard.h"
#include "watching/stepreplay.h"
#include "watching/stepthrough.h"

#include <QtTest>

#include <algorithm>

using core::AlgorithmId;
using core::HeuristicId;

namespace {

core::Position position(const char *digits)
{
    core::SlidingBoard b;
    b.size = {3, 3};
    for (const char *c = digits; *c; ++c)
        b.tiles.push_back(std::uint8_t(*c - '0'));
    return core::SlidingPosition{b, core::SlidingBoard::standardGoal({3, 3})};
}

std::string cells(const char *digits)
{
    std::string out;
    for (const char *c = digits; *c; ++c)
        out.push_back(char(*c - '0'));
    return out;
}

bool waitForSearch(ui::StepThrough &d)
{
    return QTest::qWaitFor([&d] { return d.replay() != nullptr && !d.isSearching(); }, 30'000);
}

} // namespace

class tst_StepThrough : public QObject {
    Q_OBJECT

private slots:
    void fiveStepsOfAStar();
    void capIsSaid();
    void keysStepAndRun();
    void bidirectionalShowsBothFrontiers();
    void backToStartClearsTheNode();
    void rotationShowsTheDigitProjection();
};

void tst_StepThrough::fiveStepsOfAStar()
{
    ui::StepThrough d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    QCOMPARE(d.choice(), (core::RunChoice{AlgorithmId::AStar, HeuristicId::Manhattan}));
    QVERIFY(waitForSearch(d));
    QVERIFY(d.replay()->size() >= 5);
    QVERIFY(d.expanding()->cells().empty());
    for (int i = 0; i < 5; ++i)
        d.step();
    QCOMPARE(d.replay()->position(), std::size_t(5));
    QCOMPARE(d.expanding()->cells(), d.replay()->events()[4].cells);
    QCOMPARE(d.expanding()->cells(), cells("102453786"));
    QVERIFY2(d.nodeText().contains(QStringLiteral("g 3  h 3  f 6")), qPrintable(d.nodeText()));
    // Its children: d back to 152 403 786 (a duplicate), l and r queued.
    const auto &children = d.childStrip()->entries();
    QCOMPARE(children.size(), 3);
    QCOMPARE(children[0].cells, cells("152403786"));
    QVERIFY(children[0].caption.contains(QStringLiteral("duplicate")));
    QVERIFY(children[2].caption.contains(QStringLiteral("queued")));
    // The open list, in the order A* takes it: f never falls.
    const auto &open = d.waitingStrip()->entries();
    QVERIFY(open.size() >= 2);
    QCOMPARE(open.front().cells, cells("120453786"));
    for (int i = 1; i < open.size(); ++i)
        QVERIFY2(open[i].g + open[i].h >= open[i - 1].g + open[i - 1].h, qPrintable(QString::number(i)));
    QVERIFY(!d.statusText().contains(QLocale().toString(qulonglong(ui::StepThrough::Cap))));
}

void tst_StepThrough::capIsSaid()
{
    // 31 moves from the goal: BFS meets every 3x3 state on the way, far more than the cap.
    ui::StepThrough d(position("867254301"), {AlgorithmId::Bfs, HeuristicId::None});
    QVERIFY(waitForSearch(d));
    QCOMPARE(d.replay()->size(), std::size_t(ui::StepThrough::Cap));
    const QString cap = QLocale().toString(qulonglong(ui::StepThrough::Cap));
    QVERIFY2(d.statusText().contains(cap), qPrintable(d.statusText()));
    QVERIFY(d.statusText().contains(QStringLiteral("first")));
}

void tst_StepThrough::keysStepAndRun()
{
    ui::StepThrough d(position("412530786"), {AlgorithmId::Bfs, HeuristicId::None});
    d.show();
    QVERIFY(QTest::qWaitForWindowActive(&d));
    QVERIFY(waitForSearch(d));
    QTest::keyClick(&d, Qt::Key_Space);
    QTest::keyClick(&d, Qt::Key_Space);
    QCOMPARE(d.replay()->position(), std::size_t(2));
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isRunning());
    QVERIFY(QTest::qWaitFor([&d] { return d.replay()->position() > 2; }, 5000));
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(!d.isRunning());
    const std::size_t paused = d.replay()->position();
    QTest::qWait(100);
    QCOMPARE(d.replay()->position(), paused);
    QVERIFY(d.isVisible());
}

void tst_StepThrough::bidirectionalShowsBothFrontiers()
{
    ui::StepThrough d(position("412530786"), {AlgorithmId::BidirectionalBfs, HeuristicId::None});
    QVERIFY(waitForSearch(d));
    QVERIFY(!d.waitingStrip(1)->isHidden());
    // Before the first step: the start waits on one side, the goal on the other.
    QCOMPARE(d.waitingStrip(0)->entries().size(), 1);
    QCOMPARE(d.waitingStrip(0)->entries().front().cells, cells("412530786"));
    QCOMPARE(d.waitingStrip(1)->entries().size(), 1);
    QCOMPARE(d.waitingStrip(1)->entries().front().cells, cells("123456780"));
    QVERIFY(d.meeting()->isHidden());
    while (!d.replay()->atEnd())
        d.step();
    QVERIFY(d.replay()->meeting());
    QVERIFY(!d.meeting()->isHidden());
    QCOMPARE(d.meeting()->cells(), *d.replay()->meeting());
    QVERIFY2(d.statusText().contains(QStringLiteral("met")), qPrintable(d.statusText()));
}

void tst_StepThrough::backToStartClearsTheNode()
{
    ui::StepThrough d(position("152436780"), {AlgorithmId::IdaStar, HeuristicId::Manhattan});
    QVERIFY(waitForSearch(d));
    // The bound 4 (the start's h) prunes both children; the second iteration, under 6, starts
    // over from the start and goes down to its first child.
    for (int i = 0; i < 3; ++i)
        d.step();
    QCOMPARE(d.expanding()->cells(), cells("152436708"));
    QCOMPARE(d.waitingStrip()->entries().size(), 2); // IDA*'s path: the start and its child
    QVERIFY2(d.nodeText().contains(QStringLiteral("bound 6")), qPrintable(d.nodeText()));
    d.backToStart();
    QCOMPARE(d.replay()->position(), std::size_t(0));
    QVERIFY(d.expanding()->cells().empty());
    QVERIFY(d.waitingStrip()->entries().isEmpty());
}

// The rotation game is searched once per digit; each search's states are its digit's projection.
void tst_StepThrough::rotationShowsTheDigitProjection()
{
    const core::RotationBoard board = *core::parseRotationBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3").board;
    ui::StepThrough d(board, {AlgorithmId::AStar, HeuristicId::CentreCount});
    QVERIFY(!d.choices().isEmpty());
    QCOMPARE(d.choice().algorithm, AlgorithmId::AStar);
    QVERIFY(waitForSearch(d));
    QVERIFY(d.replay()->size() > 0);
    d.step();
    const std::string &shown = d.expanding()->cells();
    QCOMPARE(shown.size(), std::size_t(core::RotationCells));
    const auto digit = *std::max_element(shown.begin(), shown.end());
    QVERIFY(digit >= 1 && digit <= 3);
    QCOMPARE(int(std::count(shown.begin(), shown.end(), digit)), board.count(digit));
    QCOMPARE(int(std::count(shown.begin(), shown.end(), char(0))), core::RotationCells - board.count(digit));
    QCOMPARE(d.childStrip()->entries().size(), core::RotationMoves);
    while (!d.replay()->atEnd()) {
        const auto head = d.replay()->waiting(1);
        const auto &next = d.replay()->events()[d.replay()->position()];
        QVERIFY(!head.empty());
        QVERIFY(head.front().cells == next.cells);
        d.step();
    }
}

QTEST_MAIN(tst_StepThrough)
#include "tst_stepthrough.moc"
