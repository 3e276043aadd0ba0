// Walking distance: exhaustively on boards whose every distance is known it never exceeds the
// true distance, changes by at most one per move and is never below Manhattan distance; on the
// 15-puzzle it bounds optimal lengths found with another heuristic.
#include "convert.h"
#include "sliding/game/slidingsolve.h"
#include "reference.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/board/slidingtext.h"
#include "solvers/solverregistry.h"
#include "sliding/heuristics/walkingdistance.h"
#include "sliding/board/slidingposition.h"

#include <QtTest>

class tst_WalkingDistance : public QObject {
    Q_OBJECT
private slots:
    void exhaustive_data();
    void exhaustive();
    void fifteenPuzzle();
    void onlySmallBoards();
};

void tst_WalkingDistance::exhaustive_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QString>("goal");
    QTest::newRow("3x3") << 3 << 3 << "1 2 3 4 5 6 7 8 0";
    QTest::newRow("3x3 blank centre") << 3 << 3 << "1 2 3 4 0 5 6 7 8";
    QTest::newRow("3x3 shuffled goal") << 3 << 3 << "8 1 6 3 5 7 4 0 2";
    QTest::newRow("4x2") << 4 << 2 << "1 2 3 4 5 6 7 0";
    QTest::newRow("2x4") << 2 << 4 << "0 1 2 3 4 5 6 7";
}

void tst_WalkingDistance::exhaustive()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QString, goal);
    const auto goalBoard = *core::parseSlidingBoard(goal.toStdString(), core::BoardSize{w, h}).board;
    const core::SlidingDomain domain(goalBoard);
    core::TableCache cache;
    const core::WalkingDistance wd(cache, domain);
    const core::Manhattan manhattan(domain);
    const auto &truth = ref::referenceFor(w, h, toRef(goalBoard));
    QCOMPARE(wd(domain.stateOf(goalBoard)), 0);
    std::size_t checked = 0, above = 0;
    for (std::uint32_t i = 0; i < truth.spaceSize(); ++i) {
        const int d = truth.distanceAt(i);
        if (d < 0)
            continue;
        auto s = domain.stateOf(toCore(w, h, ref::permFromIndex(i, w * h)));
        const int value = wd(s);
        QVERIFY(value <= d);
        QVERIFY(value >= manhattan(s));
        above += value > manhattan(s);
        core::Dir moves[4];
        const int n = domain.legalMoves(s, moves);
        for (int k = 0; k < n; ++k) {
            auto t = s;
            domain.apply(t, moves[k]);
            QVERIFY(std::abs(wd(t) - value) <= 1);
        }
        ++checked;
    }
    QCOMPARE(checked, truth.reachable());
    QVERIFY(above > 0);
}

void tst_WalkingDistance::fifteenPuzzle()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain domain(goal);
    core::TableCache cache;
    const core::WalkingDistance wd(cache, domain);
    std::mt19937_64 rng(21);
    for (int sample = 0; sample < 40; ++sample) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 26, rng);
        const auto board = toCore(4, 4, b);
        core::SearchContext ctx;
        const auto r = core::solveSliding(board, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan, ctx);
        QVERIFY(wd(domain.stateOf(board)) <= int(r.moves.size()));
        core::SearchContext ctx2;
        const auto o = core::solveSliding(board, goal, core::AlgorithmId::IdaStar, core::HeuristicId::WalkingDistance, ctx2);
        QCOMPARE(o.moves, r.moves);
    }
}

void tst_WalkingDistance::onlySmallBoards()
{
    QVERIFY(!core::checkCombination(core::SlidingKind, {4, 4}, core::AlgorithmId::IdaStar,
                                   core::HeuristicId::WalkingDistance));
    QVERIFY(static_cast<bool>(core::checkCombination(core::SlidingKind, {5, 4}, core::AlgorithmId::IdaStar,
                                    core::HeuristicId::WalkingDistance)));
}

QTEST_APPLESS_MAIN(tst_WalkingDistance)
#include "tst_walkingdistance.moc"
