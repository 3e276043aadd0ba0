// The structured solver answers any solvable board from 2x2 to 10x10, square or rectangular,
// towards any goal: every plan replays to the goal (checked with the reference's own moves),
// and carries a lower bound that holds.
#include "convert.h"
#include "sliding/game/slidingsolve.h"
#include "reference.h"
#include "sliding/board/solvability.h"
#include "solvers/solverregistry.h"

#include <QtTest>

#include <algorithm>
#include <cstdlib>

class tst_StructuredSolver : public QObject {
    Q_OBJECT
private slots:
    void randomBoards_data();
    void randomBoards();
    void lowerBoundIsProven();
    void cancelled();
    void unsolvableIsExplained();
};

void tst_StructuredSolver::randomBoards_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("randomGoal");
    for (int w = 2; w <= 10; ++w)
        for (int h = 2; h <= 10; ++h)
            if (w == h || w + h == 12 || w == 2 || h == 2) {
                QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(w).arg(h))) << w << h << false;
                QTest::newRow(qPrintable(QStringLiteral("%1x%2 any goal").arg(w).arg(h))) << w << h << true;
            }
}

void tst_StructuredSolver::randomBoards()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, randomGoal);
    std::mt19937_64 rng(std::uint64_t(w * 100 + h * 10 + (randomGoal ? 1 : 0)));
    const int n = w * h;
    for (int sample = 0; sample < 4; ++sample) {
        const ref::Board goal = randomGoal ? ref::randomPermutation(n, rng) : ref::standardGoal(n);
        ref::Board start = ref::randomPermutation(n, rng);
        if (!ref::solvableByInversions(start, goal, w)) {
            // Swap two tiles (not the blank) to land on the solvable half.
            int a = start[0] == 0 ? 1 : 0, b = start[2] == 0 ? 1 : 2;
            std::swap(start[std::size_t(a)], start[std::size_t(b)]);
        }
        QVERIFY(ref::solvableByInversions(start, goal, w));
        core::SearchContext ctx;
        const auto o = core::solveSliding(toCore(w, h, start), toCore(w, h, goal), core::AlgorithmId::Structured,
                                          core::HeuristicId::None, ctx);
        QCOMPARE(o.status, core::SearchStatus::Solved);
        ref::Board b = start;
        QVERIFY(ref::replay(b, w, h, o.moves));
        QCOMPARE(b, goal);
        // Called shortest exactly when it is: on boards of at most 9 cells the plan is checked
        // against breadth-first distances (a 2x4's first row is placed by hand, so its plan need
        // not be shortest); beyond them only a lower bound as long as the plan proves it.
        if (n <= 9)
            QCOMPARE(o.optimal, int(o.moves.size()) == ref::referenceFor(w, h, goal).distance(start));
        else
            QCOMPARE(o.optimal, int(o.moves.size()) == o.lowerBound);
    }
}

// A plan not proven shortest carries a lower bound: never above the optimal length (from IDA*
// with linear conflict on 3x4 and 4x3 boards), at least Manhattan distance, and a plan as long
// as it is marked optimal.
void tst_StructuredSolver::lowerBoundIsProven()
{
    std::mt19937_64 rng(31);
    for (const auto &[w, h] : {std::pair{3, 4}, std::pair{4, 3}}) {
        const int n = w * h;
        const ref::Board goal = ref::standardGoal(n);
        for (int sample = 0; sample < 6; ++sample) {
            ref::Board start = goal;
            ref::randomWalk(start, w, h, 60, rng);
            core::SearchContext c1, c2;
            const auto rough = core::solveSliding(toCore(w, h, start), toCore(w, h, goal), core::AlgorithmId::Structured,
                                                  core::HeuristicId::None, c1);
            const auto best = core::solveSliding(toCore(w, h, start), toCore(w, h, goal), core::AlgorithmId::IdaStar,
                                                 core::HeuristicId::LinearConflict, c2);
            QCOMPARE(rough.status, core::SearchStatus::Solved);
            QCOMPARE(best.status, core::SearchStatus::Solved);
            QVERIFY(best.optimal);
            QCOMPARE(best.lowerBound, -1); // a proven plan needs no bound
            QVERIFY(rough.lowerBound >= 0);
            QVERIFY(rough.lowerBound <= int(best.moves.size()));
            int manhattan = 0; // the tiles' own distances, worked out here
            for (int c = 0; c < n; ++c)
                if (const int t = start[std::size_t(c)]; t != 0) {
                    const int g = int(std::find(goal.begin(), goal.end(), t) - goal.begin());
                    manhattan += std::abs(c % w - g % w) + std::abs(c / w - g / w);
                }
            QVERIFY(rough.lowerBound >= manhattan);
            QCOMPARE(rough.optimal, rough.lowerBound == int(rough.moves.size()));
        }
    }
}

void tst_StructuredSolver::cancelled()
{
    std::mt19937_64 rng(3);
    const auto start = toCore(10, 10, ref::randomPermutation(100, rng));
    auto goal = toCore(10, 10, ref::standardGoal(100));
    if (!core::checkSolvable(start, goal).solvable)
        std::swap(goal.tiles[0], goal.tiles[1]);
    std::stop_source stop;
    stop.request_stop();
    core::SearchContext ctx(stop.get_token());
    const auto o = core::solveSliding(start, goal, core::AlgorithmId::Structured, core::HeuristicId::None, ctx);
    QCOMPARE(o.status, core::SearchStatus::Cancelled);
}

void tst_StructuredSolver::unsolvableIsExplained()
{
    auto start = toCore(6, 5, ref::standardGoal(30));
    std::swap(start.tiles[0], start.tiles[1]);
    core::SearchContext ctx;
    const auto o = core::solveSliding(start, toCore(6, 5, ref::standardGoal(30)), core::AlgorithmId::Structured,
                                      core::HeuristicId::None, ctx);
    QCOMPARE(o.status, core::SearchStatus::Unsolvable);
    QVERIFY(bool(o.reason));
}

QTEST_APPLESS_MAIN(tst_StructuredSolver)
#include "tst_structuredsolver.moc"
