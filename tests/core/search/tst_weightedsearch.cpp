// The weighted searches, one data row per bounded algorithm row (weighted A*, weight 3/2, and
// weighted IDA*, weight 27/20): every plan replays to the goal and is at most the row's weight
// times the shortest, checked against exhaustive distances on 3x3 and against IDA* on the
// 15-puzzle; the lower bound a result reports never passes the shortest length and keeps the
// plan's parity, and weighted IDA*'s proves at most its weight. Then weighted IDA* alone: the
// weight's arithmetic, and a budget on plan length (maxBound) that never hides a plan within it.
#include "convert.h"
#include "sliding/game/slidingsolve.h"
#include "reference.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "search/idastar.h"
#include "solvers/descriptors.h"
#include "solvers/solverregistry.h"

#include <QtTest>

using core::AlgorithmId;
using core::HeuristicId;

namespace {

// What a plan of `length` moves with lower bound `lower` must satisfy against the shortest
// length `shortest`, for algorithm a.
QString boundProblem(AlgorithmId a, std::size_t length, int lower, int shortest)
{
    const core::Weight w = core::algorithmRow(a).weight;
    const int len = int(length);
    if (w.den * len > w.num * shortest)
        return QStringLiteral("%1 moves, more than %2/%3 x %4").arg(len).arg(w.num).arg(w.den).arg(shortest);
    if (lower < 0 || lower > shortest)
        return QStringLiteral("lower bound %1 against the shortest %2").arg(lower).arg(shortest);
    if ((len - lower) % 2 != 0)
        return QStringLiteral("lower bound %1 of the other parity than %2 moves").arg(lower).arg(len);
    // Weighted IDA*'s last bound proves the weight (search/weight.h); weighted A* reports the
    // bound linear conflict proves, which can be weaker.
    if (a == AlgorithmId::WeightedIdaStar && w.num * lower < w.den * len)
        return QStringLiteral("lower bound %1 proves less than the weight for %2 moves").arg(lower).arg(len);
    return {};
}

void addBoundedRows()
{
    QTest::addColumn<int>("algorithm");
    for (const core::AlgorithmRow &r : core::algorithmRows())
        if (r.optimality == core::Optimality::Bounded)
            QTest::newRow(r.key) << int(r.id);
}

} // namespace

class tst_WeightedSearch : public QObject {
    Q_OBJECT
private slots:
    void boundedOnEightPuzzles_data() { addBoundedRows(); }
    void boundedOnEightPuzzles();
    void boundedOnFifteenPuzzles_data() { addBoundedRows(); }
    void boundedOnFifteenPuzzles();
    void weightArithmetic();
    void idaFewerNodesThanOptimal();
    void idaMaxBoundKeepsPlansWithin();
};

void tst_WeightedSearch::boundedOnEightPuzzles()
{
    QFETCH(int, algorithm);
    const auto a = AlgorithmId(algorithm);
    const ref::Board goal = ref::standardGoal(9);
    const auto &truth = ref::referenceFor(3, 3, goal);
    std::mt19937_64 rng(17);
    int longer = 0, provenShortest = 0;
    for (int sample = 0; sample < 200; ++sample) {
        ref::Board start = ref::randomPermutation(9, rng);
        const int d = truth.distance(start);
        if (d < 0)
            continue;
        for (auto h : {HeuristicId::Misplaced, HeuristicId::Manhattan, HeuristicId::LinearConflict}) {
            core::SearchContext ctx;
            const auto o = core::solveSliding(toCore(3, 3, start), toCore(3, 3, goal), a, h, ctx);
            QCOMPARE(o.status, core::SearchStatus::Solved);
            ref::Board b = start;
            QVERIFY(ref::replay(b, 3, 3, o.moves));
            QCOMPARE(b, goal);
            const QString problem = boundProblem(a, o.moves.size(), o.lowerBound, d);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            // Proven shortest only when the plan is as long as its lower bound.
            QCOMPARE(o.optimal, int(o.moves.size()) == o.lowerBound);
            longer += int(o.moves.size()) > d;
            provenShortest += o.optimal;
        }
    }
    QVERIFY(longer > 0);         // it really trades length for speed
    QVERIFY(provenShortest > 0); // and proves some plans shortest all the same
}

void tst_WeightedSearch::boundedOnFifteenPuzzles()
{
    QFETCH(int, algorithm);
    const auto a = AlgorithmId(algorithm);
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    std::mt19937_64 rng(29);
    for (int sample = 0; sample < 12; ++sample) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 60, rng);
        const auto start = toCore(4, 4, b);
        core::SearchContext c1, c2;
        const auto opt = core::solveSliding(start, goal, AlgorithmId::IdaStar, HeuristicId::Pdb555, c1);
        const auto w = core::solveSliding(start, goal, a, HeuristicId::Pdb555, c2);
        QCOMPARE(opt.status, core::SearchStatus::Solved);
        QCOMPARE(w.status, core::SearchStatus::Solved);
        ref::Board r = b;
        QVERIFY(ref::replay(r, 4, 4, w.moves));
        QCOMPARE(r, toRef(goal));
        const QString problem = boundProblem(a, w.moves.size(), w.lowerBound, int(opt.moves.size()));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void tst_WeightedSearch::weightArithmetic()
{
    const core::Weight w{27, 20};
    QCOMPARE(w.times(0), 0);
    QCOMPARE(w.times(1), 1);
    QCOMPARE(w.times(20), 27);
    QCOMPARE(w.times(87), 117); // 117.45
    // The first bound, floor(1.35 h), proves h again.
    for (int h = 0; h < 300; ++h)
        QCOMPARE(w.shortestAtLeast(w.times(h)), h);
    QCOMPARE(w.shortestAtLeast(110), 82); // 81.48
    QCOMPARE(core::Weight{}.shortestAtLeast(95), 95);
    QVERIFY(core::Weight{}.isOne() && !w.isOne());
    QCOMPARE(core::algorithmRow(AlgorithmId::WeightedIdaStar).weight.num, 27);
    QCOMPARE(core::algorithmRow(AlgorithmId::WeightedIdaStar).weight.den, 20);
}

// Weighted IDA* against IDA* with the same heuristic: far fewer nodes.
void tst_WeightedSearch::idaFewerNodesThanOptimal()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    std::mt19937_64 rng(31);
    std::uint64_t weightedNodes = 0, optimalNodes = 0;
    for (int sample = 0; sample < 12; ++sample) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 80, rng);
        core::SearchContext c1, c2;
        const auto start = toCore(4, 4, b);
        optimalNodes +=
            core::solveSliding(start, goal, AlgorithmId::IdaStar, HeuristicId::LinearConflict, c1).stats.expanded;
        weightedNodes +=
            core::solveSliding(start, goal, AlgorithmId::WeightedIdaStar, HeuristicId::LinearConflict, c2).stats.expanded;
    }
    QVERIFY2(weightedNodes * 4 < optimalNodes,
             qPrintable(QStringLiteral("%1 expanded, against %2").arg(weightedNodes).arg(optimalNodes)));
}

// Given a budget of exactly the shortest length, weighted IDA* still finds a plan: it gives up
// only once its bound proves every plan longer than the budget.
void tst_WeightedSearch::idaMaxBoundKeepsPlansWithin()
{
    const core::Weight w{27, 20};
    const auto goalBoard = core::SlidingBoard::standardGoal({3, 3});
    const auto &truth = ref::referenceFor(3, 3, toRef(goalBoard));
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
        QCOMPARE(core::idaStarSearch(d, manhattan, s, c1, shortest, w).status, core::SearchStatus::Solved);
        const auto below = core::idaStarSearch(d, manhattan, s, c2, shortest / 2, w);
        // Below the shortest there is no plan: it ends, and any plan it met is over the budget.
        QVERIFY(below.status == core::SearchStatus::Unsolvable || int(below.plan.size()) > shortest / 2);
    }
    QVERIFY(tested > 60);
}

QTEST_APPLESS_MAIN(tst_WeightedSearch)
#include "tst_weightedsearch.moc"
