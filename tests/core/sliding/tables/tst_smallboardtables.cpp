// SmallBoardTables: distance distributions, distances, plans and boards at a distance, all
// against an independent BFS over every arrangement.

#include "sliding/tables/smallboardtables.h"

#include "convert.h"
#include "reference.h"

#include <QtTest>

#include <map>
#include <memory>
#include <numeric>
#include <random>
#include <stdexcept>
#include <thread>

namespace {

void addBoardRows()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<int>>("goal");
    std::mt19937_64 rng(6);
    const int sizes[][2] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}};
    for (const auto &s : sizes) {
        const int n = s[0] * s[1];
        const ref::Board standard = ref::standardGoal(n);
        QTest::addRow("%dx%d default", s[0], s[1]) << s[0] << s[1] << QList<int>(standard.begin(), standard.end());
        const ref::Board random = ref::randomPermutation(n, rng);
        QTest::addRow("%dx%d random goal", s[0], s[1]) << s[0] << s[1] << QList<int>(random.begin(), random.end());
    }
}

} // namespace

class tst_SmallBoardTables : public QObject {
    Q_OBJECT

private slots:
    void eightPuzzlePublishedFacts();
    void distanceCounts_data();
    void distanceCounts();
    void distanceAndSolveEveryBoard_data();
    void distanceAndSolveEveryBoard();
    void distanceIsSymmetric();
    void boardAtDistance_data();
    void boardAtDistance();
    void sharedAndSized();
    void concurrentUse();
    void buildAllOnTwoThreads();
};

// Published: the 8-puzzle has 9!/2 = 181440 reachable boards, the farthest 31 moves from the
// blank-last goal, and exactly two boards at 31.
void tst_SmallBoardTables::eightPuzzlePublishedFacts()
{
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    const auto counts = core::SmallBoardTables::forSize(core::defaultTableCache(), {3, 3})->distanceCounts(goal);
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), std::uint64_t(0)), std::uint64_t(181440));
    QCOMPARE(int(counts.size()) - 1, 31);
    QCOMPARE(counts.back(), std::uint64_t(2));
    QCOMPARE(counts.front(), std::uint64_t(1));
    auto &t = *core::SmallBoardTables::forSize(core::defaultTableCache(), {3, 3});
    QCOMPARE(t.distance(toCore(3, 3, {8, 6, 7, 2, 5, 4, 3, 0, 1}), goal), 31);
    QCOMPARE(t.distance(toCore(3, 3, {6, 4, 7, 8, 5, 0, 3, 2, 1}), goal), 31);
}

void tst_SmallBoardTables::distanceCounts_data()
{
    addBoardRows();
}

// The whole distribution equals the independent BFS's (so does the largest distance, e.g. 21
// on the 2x3 as computed there).
void tst_SmallBoardTables::distanceCounts()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, goal);
    const ref::Board g(goal.begin(), goal.end());
    const auto &bfs = ref::referenceFor(width, height, g);
    const auto counts = core::SmallBoardTables::forSize(core::defaultTableCache(), {width, height})->distanceCounts(toCore(width, height, g));
    QCOMPARE(counts.size(), bfs.counts().size());
    QVERIFY(counts == bfs.counts());
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), std::uint64_t(0)), ref::factorial(width * height) / 2);
}

void tst_SmallBoardTables::distanceAndSolveEveryBoard_data()
{
    addBoardRows();
}

// Every arrangement (a sample of one in seven on the 3x3): distance() equals the BFS distance
// (-1 when unreachable), solve() gives the lexicographically smallest shortest plan, which
// replays to the goal.
void tst_SmallBoardTables::distanceAndSolveEveryBoard()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, goal);
    const ref::Board g(goal.begin(), goal.end());
    const int n = width * height;
    const auto &bfs = ref::referenceFor(width, height, g);
    auto &tables = *core::SmallBoardTables::forSize(core::defaultTableCache(), {width, height});
    const auto coreGoal = toCore(width, height, g);
    const std::uint32_t stride = n == 9 ? 7 : 1;
    for (std::uint32_t i = 0; i < ref::factorial(n); i += stride) {
        const ref::Board b = ref::permFromIndex(i, n);
        const auto start = toCore(width, height, b);
        const int expected = bfs.distanceAt(i);
        const int d = tables.distance(start, coreGoal);
        if (d != expected)
            QFAIL(qPrintable(QStringLiteral("distance of %1 is %2, BFS says %3")
                                 .arg(QString::fromStdString(ref::toText(b))).arg(d).arg(expected)));
        const auto answer = tables.solve(start, coreGoal);
        if (answer.reachable != (expected >= 0))
            QFAIL("solve() disagrees on reachability");
        if (!answer.reachable) {
            if (!answer.plan.empty())
                QFAIL("an unreachable board came with a plan");
            continue;
        }
        const std::string plan = core::planToString(answer.plan);
        ref::Board r = b;
        if (!ref::replay(r, width, height, plan) || r != g)
            QFAIL(qPrintable(QStringLiteral("plan %1 does not lead from %2 to the goal")
                                 .arg(QString::fromStdString(plan), QString::fromStdString(ref::toText(b)))));
        if (plan != bfs.smallestPlan(b))
            QFAIL(qPrintable(QStringLiteral("plan %1 for %2, the smallest is %3")
                                 .arg(QString::fromStdString(plan), QString::fromStdString(ref::toText(b)),
                                      QString::fromStdString(bfs.smallestPlan(b)))));
    }
}

// distance(a, b) == distance(b, a) on random pairs, reachable or not, and matches a BFS from b.
void tst_SmallBoardTables::distanceIsSymmetric()
{
    std::mt19937_64 rng(21);
    const int sizes[][2] = {{3, 3}, {2, 3}, {4, 2}};
    for (const auto &s : sizes) {
        const int n = s[0] * s[1];
        auto &tables = *core::SmallBoardTables::forSize(core::defaultTableCache(), {s[0], s[1]});
        for (int k = 0; k < 2000; ++k) {
            const auto a = ref::randomPermutation(n, rng), b = ref::randomPermutation(n, rng);
            const int ab = tables.distance(toCore(s[0], s[1], a), toCore(s[0], s[1], b));
            const int ba = tables.distance(toCore(s[0], s[1], b), toCore(s[0], s[1], a));
            QCOMPARE(ab, ba);
            QCOMPARE(ab >= 0, ref::solvableByInversions(a, b, s[0]));
        }
        for (int k = 0; k < 3; ++k) {
            const auto b = ref::randomPermutation(n, rng);
            const ref::ExhaustiveBfs bfs(s[0], s[1], b);
            for (int j = 0; j < 200; ++j) {
                const auto a = ref::randomPermutation(n, rng);
                QCOMPARE(tables.distance(toCore(s[0], s[1], a), toCore(s[0], s[1], b)), bfs.distance(a));
                QCOMPARE(tables.distance(toCore(s[0], s[1], b), toCore(s[0], s[1], a)), bfs.distance(a));
            }
        }
    }
}

void tst_SmallBoardTables::boardAtDistance_data()
{
    addBoardRows();
}

// Every distance the BFS finds can be drawn, the board is at exactly that distance, and the
// distances past the farthest (or negative) cannot.
void tst_SmallBoardTables::boardAtDistance()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, goal);
    const ref::Board g(goal.begin(), goal.end());
    const auto &bfs = ref::referenceFor(width, height, g);
    auto &tables = *core::SmallBoardTables::forSize(core::defaultTableCache(), {width, height});
    const auto coreGoal = toCore(width, height, g);
    std::mt19937_64 rng(8);
    const int far = int(bfs.counts().size()) - 1;
    for (int d = 0; d <= far; ++d) {
        core::SlidingBoard out;
        QVERIFY(tables.boardAtDistance(coreGoal, d, rng, out));
        QVERIFY(out.isWellFormed());
        QCOMPARE(bfs.distance(toRef(out)), d);
    }
    core::SlidingBoard out;
    QVERIFY(!tables.boardAtDistance(coreGoal, far + 1, rng, out));
    QVERIFY(!tables.boardAtDistance(coreGoal, -1, rng, out));
}

void tst_SmallBoardTables::sharedAndSized()
{
    core::TableCache cache;
    const auto a = core::SmallBoardTables::forSize(cache, {3, 3});
    const auto b = core::SmallBoardTables::forSize(cache, {3, 3});
    const auto c = core::SmallBoardTables::forSize(cache, {2, 3});
    const auto d = core::SmallBoardTables::forSize(cache, {3, 2});
    QVERIFY(a == b);
    QVERIFY(a != c);
    QVERIFY(c != d);
    QCOMPARE(a->bytes(), std::size_t(2 * 362880));
    QCOMPARE(c->bytes(), std::size_t(2 * 720));
    // The cache counts the tables built so far: none yet, then the one for the blank's cell.
    QCOMPARE(cache.bytes(), std::size_t(0));
    QCOMPARE(c->distance(core::SlidingBoard::standardGoal({2, 3}), core::SlidingBoard::standardGoal({2, 3})), 0);
    QCOMPARE(cache.bytes(), std::size_t(2 * 720));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::SmallBoardTables::forSize(cache, {4, 4}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::SmallBoardTables::forSize(cache, {2, 5}));
}

// Tables are built on first use and shared between threads: four threads solving on a fresh
// instance at once get the same answers as the BFS.
void tst_SmallBoardTables::concurrentUse()
{
    core::SmallBoardTables tables({3, 3});
    const auto &bfs = ref::referenceFor(3, 3, ref::standardGoal(9));
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    std::vector<ref::Board> boards;
    std::mt19937_64 rng(44);
    while (boards.size() < 400) {
        const auto b = ref::randomPermutation(9, rng);
        if (bfs.distance(b) >= 0)
            boards.push_back(b);
    }
    std::vector<int> wrong(4, 0);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (std::size_t i = std::size_t(t); i < boards.size(); i += 4) {
                const auto answer = tables.solve(toCore(3, 3, boards[i]), goal);
                if (core::planToString(answer.plan) != bfs.smallestPlan(boards[i]))
                    ++wrong[std::size_t(t)];
            }
        });
    }
    for (auto &th : threads)
        th.join();
    QCOMPARE(std::accumulate(wrong.begin(), wrong.end(), 0), 0);
}

// Every table built at once on two threads gives the plans an exhaustive search gives, for
// starts with the blank on every cell.
void tst_SmallBoardTables::buildAllOnTwoThreads()
{
    std::mt19937_64 rng(45);
    const int sizes[][2] = {{3, 3}, {2, 4}, {3, 2}};
    for (const auto &s : sizes) {
        const int n = s[0] * s[1];
        core::SmallBoardTables tables({s[0], s[1]});
        QCOMPARE(tables.heldBytes(), std::size_t(0));
        tables.buildAll(2);
        QCOMPARE(tables.heldBytes(), std::size_t(n) * tables.bytes());
        const auto goalBoard = ref::randomPermutation(n, rng);
        const ref::ExhaustiveBfs bfs(s[0], s[1], goalBoard);
        const auto goal = toCore(s[0], s[1], goalBoard);
        std::vector<int> blanks(std::size_t(n), 0);
        for (int k = 0; k < 600; ++k) {
            const auto start = ref::randomPermutation(n, rng);
            if (bfs.distance(start) < 0)
                continue;
            const auto answer = tables.solve(toCore(s[0], s[1], start), goal);
            QVERIFY(answer.reachable);
            QCOMPARE(QString::fromStdString(core::planToString(answer.plan)),
                     QString::fromStdString(bfs.smallestPlan(start)));
            ++blanks[std::size_t(std::find(start.begin(), start.end(), 0) - start.begin())];
        }
        QVERIFY(std::find(blanks.begin(), blanks.end(), 0) == blanks.end());
    }
}

QTEST_APPLESS_MAIN(tst_SmallBoardTables)
#include "tst_smallboardtables.moc"
