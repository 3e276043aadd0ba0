// Weighted A* (weight 3/2): every plan replays to the goal and is at most 1.5 times the
// shortest, checked against exhaustive distances on 3x3 and against IDA* on the 15-puzzle; its
// results say they are not proven optimal.
#include "convert.h"
#include "reference.h"
#include "solvers/solverregistry.h"

#include <QtTest>

class tst_WeightedAStar : public QObject {
    Q_OBJECT
private slots:
    void boundedOnEightPuzzles();
    void boundedOnFifteenPuzzles();
};

void tst_WeightedAStar::boundedOnEightPuzzles()
{
    const ref::Board goal = ref::standardGoal(9);
    const auto &truth = ref::referenceFor(3, 3, goal);
    std::mt19937_64 rng(17);
    int longer = 0;
    for (int sample = 0; sample < 300; ++sample) {
        ref::Board start = ref::randomPermutation(9, rng);
        if (truth.distance(start) < 0)
            continue;
        for (auto h : {core::HeuristicId::Manhattan, core::HeuristicId::LinearConflict}) {
            core::SearchContext ctx;
            const auto o = core::solveSliding(toCore(3, 3, start), toCore(3, 3, goal), core::AlgorithmId::WeightedAStar, h, ctx);
            QCOMPARE(o.status, core::SearchStatus::Solved);
            // Proven shortest only when the plan is as long as the bound linear conflict proves.
            QVERIFY(o.lowerBound >= 0 && o.lowerBound <= truth.distance(start));
            QCOMPARE(o.optimal, int(o.moves.size()) == o.lowerBound);
            ref::Board b = start;
            QVERIFY(ref::replay(b, 3, 3, o.moves));
            QCOMPARE(b, goal);
            const int d = truth.distance(start);
            QVERIFY2(2 * int(o.moves.size()) <= 3 * d, qPrintable(QStringLiteral("%1 vs %2").arg(o.moves.size()).arg(d)));
            longer += int(o.moves.size()) > d;
        }
    }
    QVERIFY(longer > 0); // it really trades length for speed
}

void tst_WeightedAStar::boundedOnFifteenPuzzles()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    std::mt19937_64 rng(29);
    for (int sample = 0; sample < 20; ++sample) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 40, rng);
        const auto start = toCore(4, 4, b);
        core::SearchContext c1, c2;
        const auto opt = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb555, c1);
        const auto w = core::solveSliding(start, goal, core::AlgorithmId::WeightedAStar, core::HeuristicId::Pdb555, c2);
        QCOMPARE(w.status, core::SearchStatus::Solved);
        QVERIFY(2 * w.moves.size() <= 3 * opt.moves.size());
        ref::Board r = b;
        QVERIFY(ref::replay(r, 4, 4, w.moves));
        QCOMPARE(r, toRef(goal));
    }
}

QTEST_APPLESS_MAIN(tst_WeightedAStar)
#include "tst_weightedastar.moc"
