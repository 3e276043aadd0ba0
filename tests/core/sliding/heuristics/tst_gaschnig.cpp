// Gaschnig's heuristic. On every arrangement of the 3x3 board (blank-last and blank-centre
// goals) and of the 2x3 board it equals the swaps that an independent breadth-first search finds
// when the blank may swap with any tile; on every reachable arrangement it never exceeds the true
// distance, is never below the misplaced-tile count, is 0 only at the goal and changes by at most
// one per move. On larger and rectangular boards with random goals it equals the greedy sort it
// is defined by. A* and IDA* with it find shortest plans.
#include "solvers/solvercheck.h"
#include "sliding/board/slidingposition.h"

#include "sliding/heuristics/gaschnig.h"
#include "sliding/board/slidingtext.h"

#include <algorithm>
#include <cstdlib>

namespace {

int misplacedOf(const ref::Board &b, const ref::Board &goal)
{
    int n = 0;
    for (std::size_t i = 0; i < b.size(); ++i)
        n += b[i] != 0 && b[i] != goal[i] ? 1 : 0;
    return n;
}

// The definition, step by step: while the blank is off its goal cell, swap it with the tile
// that belongs there; when it is home, swap it with the first misplaced tile; count the swaps.
int greedySwaps(ref::Board b, const ref::Board &goal)
{
    const int home = ref::blankOf(goal);
    int swaps = 0;
    for (;; ++swaps) {
        const int blank = ref::blankOf(b);
        int other = -1;
        if (blank != home) {
            other = int(std::find(b.begin(), b.end(), goal[std::size_t(blank)]) - b.begin());
        } else {
            const auto wrong = std::mismatch(b.begin(), b.end(), goal.begin());
            if (wrong.first == b.end())
                return swaps;
            other = int(wrong.first - b.begin());
        }
        std::swap(b[std::size_t(blank)], b[std::size_t(other)]);
    }
}

// Breadth-first search from the goal over every arrangement of at most 9 cells, a move being a
// swap of the blank with any other cell (its own inverse, so distances to and from the goal agree).
std::vector<std::int8_t> swapDistances(const ref::Board &goal)
{
    const int n = int(goal.size());
    std::vector<std::int8_t> dist(ref::factorial(n), -1);
    std::vector<std::uint32_t> queue{ref::permIndex(goal)};
    dist[queue[0]] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        ref::Board b = ref::permFromIndex(queue[head], n);
        const int blank = ref::blankOf(b);
        for (int c = 0; c < n; ++c) {
            if (c == blank)
                continue;
            std::swap(b[std::size_t(blank)], b[std::size_t(c)]);
            const std::uint32_t next = ref::permIndex(b);
            if (dist[next] < 0) {
                dist[next] = std::int8_t(dist[queue[head]] + 1);
                queue.push_back(next);
            }
            std::swap(b[std::size_t(blank)], b[std::size_t(c)]);
        }
    }
    return dist;
}

ref::Board boardOf(const QString &text, int w, int h)
{
    const auto parsed = core::parseSlidingBoard(text.toStdString(), core::BoardSize{w, h});
    return parsed.board ? toRef(*parsed.board) : ref::Board{};
}

} // namespace

class tst_Gaschnig : public QObject {
    Q_OBJECT
private slots:
    void exhaustive_data();
    void exhaustive();
    void handValues_data();
    void handValues();
    void greedySortOnLargerBoards_data();
    void greedySortOnLargerBoards();
    void shortestPlans_data();
    void shortestPlans();
};

void tst_Gaschnig::exhaustive_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QString>("goal");
    QTest::newRow("3x3") << 3 << 3 << "1 2 3 4 5 6 7 8 0";
    QTest::newRow("3x3 blank centre") << 3 << 3 << "1 2 3 4 0 5 6 7 8";
    QTest::newRow("2x3") << 2 << 3 << "1 2 3 4 5 0";
}

void tst_Gaschnig::exhaustive()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QString, goal);
    const ref::Board refGoal = boardOf(goal, w, h);
    QVERIFY(!refGoal.empty());
    const core::SlidingDomain domain(toCore(w, h, refGoal));
    const core::Gaschnig gaschnig(domain);
    const ref::ExhaustiveBfs &truth = ref::referenceFor(w, h, refGoal);
    const std::vector<std::int8_t> swaps = swapDistances(refGoal);
    const auto valueOf = [&](const ref::Board &b) { return gaschnig(domain.stateOf(toCore(w, h, b))); };
    std::size_t reachable = 0, exact = 0, aboveMisplaced = 0;
    for (std::uint32_t i = 0; i < truth.spaceSize(); ++i) {
        ref::Board b = ref::permFromIndex(i, w * h);
        const QString where = QString::fromStdString(ref::toText(b));
        const int value = valueOf(b);
        if (value != swaps[i])
            QFAIL(qPrintable(QStringLiteral("%1 at %2, the swap search says %3").arg(value).arg(where).arg(swaps[i])));
        const int d = truth.distanceAt(i);
        if (d < 0)
            continue;
        ++reachable;
        if (value > d)
            QFAIL(qPrintable(QStringLiteral("%1 over the distance %2 at %3").arg(value).arg(d).arg(where)));
        if (value < misplacedOf(b, refGoal))
            QFAIL(qPrintable(QStringLiteral("%1 below the misplaced count at %2").arg(value).arg(where)));
        if ((value == 0) != (b == refGoal))
            QFAIL(qPrintable(QStringLiteral("%1 at %2, the goal is the only 0").arg(value).arg(where)));
        exact += value == d;
        aboveMisplaced += value > misplacedOf(b, refGoal);
        const int blank = ref::blankOf(b);
        for (int dir = 0; dir < 4; ++dir) {
            const int to = ref::step(w, h, blank, dir);
            if (to < 0)
                continue;
            std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
            const int next = valueOf(b);
            std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
            if (std::abs(next - value) > 1)
                QFAIL(qPrintable(QStringLiteral("%1 to %2 in one move from %3").arg(value).arg(next).arg(where)));
        }
    }
    QCOMPARE(reachable, truth.reachable());
    // Not a relabelled distance nor a relabelled misplaced count.
    QVERIFY(exact < reachable);
    QVERIFY(aboveMisplaced > 0);
}

void tst_Gaschnig::handValues_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("expected");
    const QString last = "1 2 3 4 5 6 7 8 0", centre = "1 2 3 4 0 5 6 7 8";
    QTest::newRow("goal") << 3 << 3 << last << last << 0;
    // The blank's cycle: cell 7 holds the blank, whose home is cell 8, which holds 8, whose home
    // is cell 7. Length 2, so 2 - 1 = 1 swap (the real move).
    QTest::newRow("one move") << 3 << 3 << last << "1 2 3 4 5 6 7 0 8" << 1;
    // Tiles 2, 3, 1 in cells 0, 1, 2: the cycle 0 -> 1 -> 2 -> 0 without the blank, 3 + 1 = 4
    // swaps: the blank swaps with 2, then with 1, 3 and 2 again, and is home.
    QTest::newRow("3-cycle") << 3 << 3 << last << "2 3 1 4 5 6 7 8 0" << 4;
    // Two 2-cycles without the blank, (1 2) and (3 4): 3 + 3 = 6 (misplaced tiles say 4).
    QTest::newRow("two 2-cycles") << 3 << 3 << last << "2 1 4 3 5 6 7 8 0" << 6;
    // A 2-cycle without the blank (1 2) costs 3, the blank's 2-cycle (cells 7, 8) costs 1.
    QTest::newRow("2-cycle and blank") << 3 << 3 << last << "2 1 3 4 5 6 7 0 8" << 4;
    // Every tile one cell late: one 9-cycle through the blank, 9 - 1 = 8.
    QTest::newRow("9-cycle") << 3 << 3 << last << "0 1 2 3 4 5 6 7 8" << 8;
    // Blank-centre goal: the blank in cell 3 and 4 in cell 4 swap places, 1 swap.
    QTest::newRow("centre, one move") << 3 << 3 << centre << "1 2 3 0 4 5 6 7 8" << 1;
    // Blank home in the centre, 7 and 8 exchanged: 2 + 1 = 3.
    QTest::newRow("centre, blank home") << 3 << 3 << centre << "1 2 3 4 0 5 6 8 7" << 3;
    // 2 wide, 3 high, goal 1 2 / 3 4 / 5 _: cells 0 -> 2 -> 4 -> 5 -> 3 -> 1 -> 0, one 6-cycle
    // through the blank, 6 - 1 = 5.
    QTest::newRow("2x3 6-cycle") << 2 << 3 << "1 2 3 4 5 0" << "3 1 5 2 0 4" << 5;
    // 3 wide, 2 high, blank home in the top-left corner, tiles 1 and 5 exchanged: 3.
    QTest::newRow("3x2 blank first") << 3 << 2 << "0 1 2 3 4 5" << "0 5 2 3 4 1" << 3;
}

void tst_Gaschnig::handValues()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QString, goal);
    QFETCH(QString, board);
    QFETCH(int, expected);
    const ref::Board g = boardOf(goal, w, h), b = boardOf(board, w, h);
    QVERIFY(!g.empty() && !b.empty());
    const core::SlidingDomain domain(toCore(w, h, g));
    QCOMPARE(core::Gaschnig(domain)(domain.stateOf(toCore(w, h, b))), expected);
    QCOMPARE(greedySwaps(b, g), expected);
}

void tst_Gaschnig::greedySortOnLargerBoards_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::newRow("4x4") << 4 << 4;
    QTest::newRow("5x3") << 5 << 3;
    QTest::newRow("2x7") << 2 << 7;
    QTest::newRow("10x10") << 10 << 10;
}

// Random goals (the blank anywhere) and random arrangements, solvable or not: the cycle count
// equals the greedy sort, and is 0 exactly on the goal.
void tst_Gaschnig::greedySortOnLargerBoards()
{
    QFETCH(int, w);
    QFETCH(int, h);
    std::mt19937_64 rng(std::uint64_t(w * 100 + h));
    int blankHomes = 0;
    for (int sample = 0; sample < 60; ++sample) {
        const ref::Board goal = ref::randomPermutation(w * h, rng);
        const core::SlidingDomain domain(toCore(w, h, goal));
        const core::Gaschnig gaschnig(domain);
        ref::Board b = ref::randomPermutation(w * h, rng);
        if (sample % 3 == 0) { // blank home, so the greedy sort must swap it away first
            std::swap(b[std::size_t(ref::blankOf(b))], b[std::size_t(ref::blankOf(goal))]);
            ++blankHomes;
        }
        QCOMPARE(gaschnig(domain.stateOf(toCore(w, h, b))), greedySwaps(b, goal));
        QVERIFY(gaschnig(domain.stateOf(toCore(w, h, b))) >= misplacedOf(b, goal));
        QCOMPARE(gaschnig(domain.stateOf(toCore(w, h, goal))), 0);
    }
    QVERIFY(blankHomes > 0);
}

void tst_Gaschnig::shortestPlans_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::newRow("astar") << int(AlgorithmId::AStar);
    QTest::newRow("idastar") << int(AlgorithmId::IdaStar);
}

// Through the registry by its id, as the CLI and the window run it: the plan replays to the goal
// with the length of the independent BFS (checkSliding), on the two hardest 8-puzzles, seeded
// random ones and boards towards the blank-centre goal.
void tst_Gaschnig::shortestPlans()
{
    QFETCH(int, algorithm);
    const auto a = AlgorithmId(algorithm);
    QVERIFY(!core::checkCombination(core::SlidingKind, {3, 3}, a, HeuristicId::Gaschnig));
    const ref::Board last = ref::standardGoal(9), centre{1, 2, 3, 4, 0, 5, 6, 7, 8};
    std::vector<ref::Board> boards{{8, 6, 7, 2, 5, 4, 3, 0, 1}, {6, 4, 7, 8, 5, 0, 3, 2, 1}};
    for (const ref::Board &b : randomEightBoards(12, 29))
        boards.push_back(b);
    for (const ref::Board &b : boards) {
        const QString problem = checkSliding(b, last, 3, 3, a, HeuristicId::Gaschnig);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    std::mt19937_64 rng(7);
    for (int k = 0; k < 8; ++k) {
        ref::Board b = centre;
        ref::randomWalk(b, 3, 3, 10 + 3 * k, rng);
        const QString problem = checkSliding(b, centre, 3, 3, a, HeuristicId::Gaschnig);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

QTEST_APPLESS_MAIN(tst_Gaschnig)
#include "tst_gaschnig.moc"
