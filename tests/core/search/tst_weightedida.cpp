// Weighted IDA* (weight 27/20): every plan replays to the goal and is at most 1.35 times the
// shortest, checked against exhaustive distances on 3x3 and against IDA* on the 15-puzzle; the
// lower bound it reports never passes the shortest length, keeps the plan's parity and proves
// at most the weight; the budget on plan length (maxBound) never hides a plan within it.
#include "convert.h"
#include "reference.h"
#include "heuristics/slidingheuristics.h"
#include "search/idastar.h"
#include "solvers/solverregistry.h"

#include <QtTest>

namespace {

constexpr core::Weight W{27, 20};

// What a weighted plan of `length` moves with lower bound `lower` must satisfy against the
// shortest length `shortest`.
QString boundProblem(std::size_t length, int lower, int shortest)
{
    const int len = int(length);
    if (W.den * len > W.num * shortest)
        return QStringLiteral("%1 moves, more than 1.35 x %2").arg(len).arg(shortest);
    if (lower > shortest)
        return QStringLiteral("lower bound %1 above the shortest %2").arg(lower).arg(shortest);
    if (W.num * lower < W.den * len)
        return QStringLiteral("lower bound %1 proves less than the weight for %2 moves").arg(lower).arg(len);
    if ((len - lower) % 2 != 0)
        return QStringLiteral("lower bound %1 of the other parity than %2 moves").arg(lower).arg(len);
    return {};
}

} // namespace

class tst_WeightedIda : public QObject {
    Q_OBJECT
private slots:
    void weightArithmetic();
    void boundedOnEightPuzzles();
    void boundedOnFifteenPuzzles();
    void maxBoundKeepsPlansWithin();
};

void tst_WeightedIda::weightArithmetic()
{
    QCOMPARE(W.times(0), 0);
    QCOMPARE(W.times(1), 1);
    QCOMPARE(W.times(20), 27);
    QCOMPARE(W.times(87), 117); // 117.45
    // The first bound, floor(1.35 h), proves h again.
    for (int h = 0; h < 300; ++h)
        QCOMPARE(W.shortestAtLeast(W.times(h)), h);
    QCOMPARE(W.shortestAtLeast(110), 82); // 81.48
    QCOMPARE(core::Weight{}.shortestAtLeast(95), 95);
    QVERIFY(core::Weight{}.isOne() && !W.isOne());
}

void tst_WeightedIda::boundedOnEightPuzzles()
{
    const ref::Board goal = ref::standardGoal(9);
    const auto &truth = ref::referenceFor(3, 3, goal);
    std::mt19937_64 rng(23);
    int longer = 0, provenShortest = 0;
    for (int sample = 0; sample < 200; ++sample) {
        ref::Board start = ref::randomPermutation(9, rng);
        const int d = truth.distance(start);
        if (d < 0)
            continue;
        for (auto h : {core::HeuristicId::Misplaced, core::HeuristicId::Manhattan, core::HeuristicId::LinearConflict}) {
            core::SearchContext ctx;
            const auto o = core::solveSliding(toCore(3, 3, start), toCore(3, 3, goal), core::AlgorithmId::WeightedIdaStar,
                                              h, ctx);
            QCOMPARE(o.status, core::SearchStatus::Solved);
            ref::Board b = start;
            QVERIFY(ref::replay(b, 3, 3, o.moves));
            QCOMPARE(b, goal);
            const QString problem = boundProblem(o.moves.size(), o.lowerBound, d);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QCOMPARE(o.optimal, int(o.moves.size()) == o.lowerBound);
            longer += int(o.moves.size()) > d;
            provenShortest += o.optimal;
        }
    }
    QVERIFY(longer > 0);         // it really trades length for speed
    QVERIFY(provenShortest > 0); // and proves some plans shortest all the same
}

void tst_WeightedIda::boundedOnFifteenPuzzles()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    std::mt19937_64 rng(31);
    std::uint64_t weightedNodes = 0, optimalNodes = 0;
    for (int sample = 0; sample < 12; ++sample) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 80, rng);
        const auto start = toCore(4, 4, b);
        core::SearchContext c1, c2;
        const auto opt = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::LinearConflict, c1);
        const auto w =
            core::solveSliding(start, goal, core::AlgorithmId::WeightedIdaStar, core::HeuristicId::LinearConflict, c2);
        QCOMPARE(opt.status, core::SearchStatus::Solved);
        QCOMPARE(w.status, core::SearchStatus::Solved);
        ref::Board r = b;
        QVERIFY(ref::replay(r, 4, 4, w.moves));
        QCOMPARE(r, toRef(goal));
        const QString problem = boundProblem(w.moves.size(), w.lowerBound, int(opt.moves.size()));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        weightedNodes += w.stats.expanded;
        optimalNodes += opt.stats.expanded;
    }
    QVERIFY2(weightedNodes * 4 < optimalNodes,
             qPrintable(QStringLiteral("%1 expanded, against %2").arg(weightedNodes).arg(optimalNodes)));
}

// Given a budget of exactly the shortest length, the weighted search still finds a plan: it
// gives up only once its bound proves every plan longer than the budget.
void tst_WeightedIda::maxBoundKeepsPlansWithin()
{
    const auto goalBoard = core::SlidingBoard::standardGoal({3, 3});
    const ref::Board goal = toRef(goalBoard);
    const auto &truth = ref::referenceFor(3, 3, goal);
    const core::SlidingDomain d(goalBoard);
    const core::Manhattan manhattan(d);
    std::mt19937_64 rng(41);
    int tested = 0;
    for (int sample = 0; sample < 200; ++sample) {
        const ref::Board start = ref::randomPermutation(9, rng);
        const int shortest = truth.distance(start);
        if (shortest < 4)
            continue;
        ++tested;
        const auto s = d.stateOf(toCore(3, 3, start));
        core::SearchContext c1, c2;
        const auto within = core::idaStarSearch(d, manhattan, s, c1, shortest, W);
        QCOMPARE(within.status, core::SearchStatus::Solved);
        const auto below = core::idaStarSearch(d, manhattan, s, c2, shortest / 2, W);
        // Below the shortest there is no plan: it ends, and any plan it met is over the budget.
        QVERIFY(below.status == core::SearchStatus::Unsolvable || int(below.plan.size()) > shortest / 2);
    }
    QVERIFY(tested > 60);
}

QTEST_APPLESS_MAIN(tst_WeightedIda)
#include "tst_weightedida.moc"
