// Scrambles: reproducible from a seed, solvable, and at the distance asked for (checked by an
// independent BFS, or by the optimal solver on the 4x4).

#include "storage/tablecache.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/game/slidingplay.h"
#include "solvers/solverregistry.h"
#include "rotation/board/rotationboard.h"

#include "convert.h"
#include "reference.h"
#include "rotation/game/rotationplay.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

#include <map>
#include <memory>
#include <random>
#include <set>

namespace {

// The goals the sliding cases use: the standard one or one with the blank first.
core::SlidingBoard goalFor(int w, int h, bool blankFirst)
{
    if (!blankFirst)
        return core::SlidingBoard::standardGoal({w, h});
    ref::Board b(static_cast<std::size_t>(w * h));
    for (int i = 0; i < w * h; ++i)
        b[std::size_t(i)] = i;
    return toCore(w, h, b);
}

void addSizeRows()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("blankFirst");
    QTest::newRow("3x3") << 3 << 3 << false;
    QTest::newRow("3x3 blank first") << 3 << 3 << true;
    QTest::newRow("4x4") << 4 << 4 << false;
    QTest::newRow("3x5") << 3 << 5 << false;
    QTest::newRow("2x3 blank first") << 2 << 3 << true;
    QTest::newRow("10x10") << 10 << 10 << false;
}

int count(const core::RotationBoard &b, int digit)
{
    int n = 0;
    for (auto c : b.cells)
        n += c == digit ? 1 : 0;
    return n;
}

} // namespace

class tst_Scramble : public QObject {
    Q_OBJECT

private slots:
    void seedsAreReproducible_data();
    void seedsAreReproducible();
    void randomSolvableIsSolvable_data();
    void randomSolvableIsSolvable();
    void randomSolvableCoversSmallBoard();
    void randomWalkDistance_data();
    void randomWalkDistance();
    void atDistanceSmallBoards_data();
    void atDistanceSmallBoards();
    void atDistanceImpossible_data();
    void atDistanceImpossible();
    void atDistanceFifteenPuzzle_data();
    void atDistanceFifteenPuzzle();
    void rotationScrambles();
    void atDistanceCancelled();
};

void tst_Scramble::seedsAreReproducible_data()
{
    addSizeRows();
}

// The same seed gives the same board; different seeds give different boards.
void tst_Scramble::seedsAreReproducible()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, blankFirst);
    const auto goal = goalFor(width, height, blankFirst);
    for (std::uint64_t seed : {1ull, 2ull, 12345ull}) {
        std::mt19937_64 a(seed), b(seed), c(seed + 1000);
        QVERIFY(core::scrambleRandomSolvable(goal, a) == core::scrambleRandomSolvable(goal, b));
        QVERIFY(core::scrambleRandomWalk(goal, 40, a) == core::scrambleRandomWalk(goal, 40, b));
        // Different seeds: with at least 6!/2 = 360 boards, two draws rarely agree; three
        // draws in a row agreeing would be a failure of the seeding.
        int same = 0;
        std::mt19937_64 d(seed);
        for (int k = 0; k < 3; ++k)
            same += core::scrambleRandomSolvable(goal, d) == core::scrambleRandomSolvable(goal, c) ? 1 : 0;
        QVERIFY(same < 3);
        if (width * height <= 9) {
            std::mt19937_64 e(seed), f(seed);
            const auto x = core::scrambleAtDistance(goal, 5, e, core::defaultTableCache());
            const auto y = core::scrambleAtDistance(goal, 5, f, core::defaultTableCache());
            QVERIFY(x.board && y.board && *x.board == *y.board);
        }
    }
    std::mt19937_64 r1(77), r2(77), r3(78);
    QVERIFY(core::scrambleRotationRandom(r1) == core::scrambleRotationRandom(r2));
    QVERIFY(core::scrambleRotationWalk(12, r1) == core::scrambleRotationWalk(12, r2));
    QVERIFY(core::scrambleRotationRandom(r1) != core::scrambleRotationRandom(r3));
}

void tst_Scramble::randomSolvableIsSolvable_data()
{
    addSizeRows();
}

// Every draw can reach the goal (by the hand inversion rule, or by BFS where the board is
// small), is a permutation of the goal's tiles, and the draws vary.
void tst_Scramble::randomSolvableIsSolvable()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, blankFirst);
    const auto goal = goalFor(width, height, blankFirst);
    std::mt19937_64 rng(2024);
    std::set<std::string> distinct; // tiles as bytes
    for (int k = 0; k < 500; ++k) {
        const auto b = core::scrambleRandomSolvable(goal, rng);
        QVERIFY(b.isWellFormed());
        QVERIFY(b.size == goal.size);
        QVERIFY(ref::solvableByInversions(toRef(b), toRef(goal), width));
        if (width * height <= 9)
            QVERIFY(ref::referenceFor(width, height, toRef(goal)).distance(toRef(b)) >= 0);
        distinct.insert(std::string(b.tiles.begin(), b.tiles.end()));
    }
    QVERIFY(distinct.size() > 100);
}

// On the 2x2 every one of the 12 solvable boards turns up, and none of the 12 others.
void tst_Scramble::randomSolvableCoversSmallBoard()
{
    const auto goal = core::SlidingBoard::standardGoal({2, 2});
    const auto &bfs = ref::referenceFor(2, 2, toRef(goal));
    std::mt19937_64 rng(4);
    std::map<std::string, int> seen; // tiles as bytes
    for (int k = 0; k < 2400; ++k) {
        const auto tiles = core::scrambleRandomSolvable(goal, rng).tiles;
        ++seen[std::string(tiles.begin(), tiles.end())];
    }
    QCOMPARE(seen.size(), std::size_t(12));
    for (const auto &[tiles, n] : seen) {
        QVERIFY(bfs.distance(ref::Board(tiles.begin(), tiles.end())) >= 0);
        QVERIFY2(n > 100, qPrintable(QString::number(n))); // about 200 each when uniform
    }
}

void tst_Scramble::randomWalkDistance_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("blankFirst");
    QTest::newRow("3x3") << 3 << 3 << false;
    QTest::newRow("3x3 blank first") << 3 << 3 << true;
    QTest::newRow("2x3") << 2 << 3 << false;
    QTest::newRow("4x2") << 4 << 2 << false;
}

// A walk of k moves ends within k of the goal, at a distance with the parity of k (the state
// graph is bipartite), and is exact for k = 0 and 1.
void tst_Scramble::randomWalkDistance()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, blankFirst);
    const auto goal = goalFor(width, height, blankFirst);
    const auto &bfs = ref::referenceFor(width, height, toRef(goal));
    std::mt19937_64 rng(1234);
    for (int k = 0; k <= 60; ++k) {
        for (int rep = 0; rep < 10; ++rep) {
            const auto b = core::scrambleRandomWalk(goal, k, rng);
            QVERIFY(b.isWellFormed());
            const int d = bfs.distance(toRef(b));
            QVERIFY2(d >= 0 && d <= k, qPrintable(QStringLiteral("walk of %1 ended %2 away").arg(k).arg(d)));
            QCOMPARE(d % 2, k % 2);
            if (k <= 2) // no step undoes the previous one, so two moves cannot cancel
                QCOMPARE(d, k);
        }
    }
    // Also on the 4x4: parity of the blank's taxicab distance follows k.
    const auto g4 = core::SlidingBoard::standardGoal({4, 4});
    for (int k = 0; k < 30; ++k) {
        const auto b = core::scrambleRandomWalk(g4, k, rng);
        const int blank = b.blankIndex();
        QCOMPARE((std::abs(blank / 4 - 3) + std::abs(blank % 4 - 3)) % 2, k % 2);
        QVERIFY(ref::solvableByInversions(toRef(b), toRef(g4), 4));
    }
}

void tst_Scramble::atDistanceSmallBoards_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("blankFirst");
    QTest::addColumn<int>("distance");
    for (int d : {0, 1, 2, 7, 15, 20, 21})
        QTest::addRow("2x3 d=%d", d) << 2 << 3 << false << d;
    for (int d : {0, 1, 5, 12, 20, 25, 30, 31})
        QTest::addRow("3x3 d=%d", d) << 3 << 3 << false << d;
    for (int d : {3, 17, 30})
        QTest::addRow("3x3 blank first d=%d", d) << 3 << 3 << true << d;
    QTest::addRow("3x2 blank first d=9") << 3 << 2 << true << 9;
}

// The board's independent BFS distance is exactly d, for several seeds.
void tst_Scramble::atDistanceSmallBoards()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, blankFirst);
    QFETCH(int, distance);
    const auto goal = goalFor(width, height, blankFirst);
    const auto &bfs = ref::referenceFor(width, height, toRef(goal));
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        std::mt19937_64 rng(seed);
        const auto r = core::scrambleAtDistance(goal, distance, rng, core::defaultTableCache());
        QVERIFY2(r.board.has_value(), core::describe(r.error).c_str());
        QVERIFY(!r.error);
        QVERIFY(r.board->isWellFormed());
        QCOMPARE(bfs.distance(toRef(*r.board)), distance);
    }
}

void tst_Scramble::atDistanceImpossible_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("distance");
    QTest::newRow("3x3 d=32") << 3 << 3 << 32;
    QTest::newRow("3x3 d=100") << 3 << 3 << 100;
    QTest::newRow("3x3 d=-1") << 3 << 3 << -1;
    QTest::newRow("2x2 d=-5") << 2 << 2 << -5;
    // The largest distance on the 2x3 and 2x2, plus one, from the independent BFS.
    const int far23 = int(ref::referenceFor(2, 3, ref::standardGoal(6)).counts().size()) - 1;
    QTest::addRow("2x3 d=%d", far23 + 1) << 2 << 3 << far23 + 1;
    const int far22 = int(ref::referenceFor(2, 2, ref::standardGoal(4)).counts().size()) - 1;
    QTest::addRow("2x2 d=%d", far22 + 1) << 2 << 2 << far22 + 1;
}

// No board lies that far: an error message and no board.
void tst_Scramble::atDistanceImpossible()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, distance);
    std::mt19937_64 rng(9);
    const auto r = core::scrambleAtDistance(core::SlidingBoard::standardGoal({width, height}), distance, rng, core::defaultTableCache());
    QVERIFY(!r.board.has_value());
    QVERIFY(r.error);
}

void tst_Scramble::atDistanceFifteenPuzzle_data()
{
    QTest::addColumn<int>("distance");
    for (int d : {0, 1, 5, 10, 14})
        QTest::addRow("d=%d", d) << d;
}

// On the 4x4 the walk is certified by IDA*; check with solveSliding (IDA*) and, for short
// distances, an independent bounded BFS.
void tst_Scramble::atDistanceFifteenPuzzle()
{
    QFETCH(int, distance);
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        std::mt19937_64 rng(seed);
        const auto r = core::scrambleAtDistance(goal, distance, rng, core::defaultTableCache());
        QVERIFY2(r.board.has_value(), core::describe(r.error).c_str());
        core::SearchContext ctx;
        const auto o = core::solveSliding(*r.board, goal, core::AlgorithmId::IdaStar,
                                          core::HeuristicId::LinearConflict, ctx);
        QCOMPARE(o.status, core::SearchStatus::Solved);
        QCOMPARE(int(o.moves.size()), distance);
        ref::Board b = toRef(*r.board);
        QVERIFY(ref::replay(b, 4, 4, o.moves));
        QVERIFY(b == toRef(goal));
        if (distance <= 10)
            QCOMPARE(ref::boundedDistance(toRef(*r.board), toRef(goal), 4, 4, distance), distance);
    }
}

// Rotation scrambles hold eight of each digit; a walk of 0 moves is solved; walks keep the
// counts; different seeds give different boards.
void tst_Scramble::rotationScrambles()
{
    std::mt19937_64 rng(5);
    std::set<std::array<std::uint8_t, 24>> distinct;
    for (int k = 0; k < 300; ++k) {
        const auto r = core::scrambleRotationRandom(rng);
        for (int digit = 1; digit <= 3; ++digit)
            QCOMPARE(count(r, digit), 8);
        distinct.insert(r.cells);
        const auto w = core::scrambleRotationWalk(k % 20, rng);
        for (int digit = 1; digit <= 3; ++digit)
            QCOMPARE(count(w, digit), 8);
        if (k % 20 == 0)
            QVERIFY(w.solvedDigit() != 0);
        if (k % 20 == 1)
            QVERIFY(w.solvedDigit() == 0); // all eight copies sit in the centre, so one move lets another digit in
    }
    QVERIFY(distinct.size() > 290);
    // All three digits show up as the walk's centre digit.
    std::set<int> centres;
    for (int k = 0; k < 60; ++k)
        centres.insert(core::scrambleRotationWalk(0, rng).solvedDigit());
    QVERIFY(centres == (std::set<int>{1, 2, 3}));
}

void tst_Scramble::atDistanceCancelled()
{
    // A 5x5 walk to distance 50 certifies every step with IDA*; a cancel (here once the first
    // step is certified) ends it with an error that says so, long before it could finish.
    std::mt19937_64 rng(5);
    std::stop_source cancel;
    int certified = 0;
    const auto r = core::scrambleAtDistance(core::SlidingBoard::standardGoal({5, 5}), 50, rng, core::defaultTableCache(), 2'000'000'000,
                                            cancel.get_token(), [&](int d) {
                                                certified = d;
                                                cancel.request_stop();
                                            });
    QCOMPARE(certified, 1);
    QVERIFY(!r.board);
    QCOMPARE(int(r.error.code), int(core::ReasonCode::ScrambleCancelled));
    // Set before the call: nothing is certified at all.
    const auto again = core::scrambleAtDistance(core::SlidingBoard::standardGoal({4, 4}), 20, rng, core::defaultTableCache(), 2'000'000, cancel.get_token());
    QVERIFY(!again.board);
    QCOMPARE(int(again.error.code), int(core::ReasonCode::ScrambleCancelled));
}

QTEST_APPLESS_MAIN(tst_Scramble)
#include "tst_scramble.moc"
