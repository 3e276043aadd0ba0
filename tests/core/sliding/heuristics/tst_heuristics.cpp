// Heuristics: exhaustive checks on every reachable 3x3 board (true distances from an independent
// BFS) and on every rotation-game mask with eight copies (independent BFS in mask space).

#include "rotation/board/rotationdomain.h"
#include "sliding/heuristics/slidingheuristics.h"

#include "convert.h"
#include "reference.h"

#include <QtTest>

#include <bit>
#include <cstdlib>
#include <random>

namespace {

// Independent Manhattan distance and misplaced count.
int manhattanOf(const ref::Board &b, const ref::Board &goal, int w)
{
    int sum = 0;
    for (std::size_t i = 0; i < b.size(); ++i) {
        if (b[i] == 0)
            continue;
        const int g = int(std::find(goal.begin(), goal.end(), b[i]) - goal.begin());
        sum += std::abs(g / w - int(i) / w) + std::abs(g % w - int(i) % w);
    }
    return sum;
}

int misplacedOf(const ref::Board &b, const ref::Board &goal)
{
    int n = 0;
    for (std::size_t i = 0; i < b.size(); ++i)
        n += b[i] != 0 && b[i] != goal[i] ? 1 : 0;
    return n;
}

struct Violations {
    QString first;
    int count = 0;
    void note(const QString &what)
    {
        if (count++ == 0)
            first = what;
    }
};

// Checks one heuristic on a state and all its successors: admissible against `dist`, and, when
// it declares itself consistent, changes by at most one per move; afterMove, when offered,
// equals recomputation.
template <class H>
void checkState(const char *name, const H &h, const core::SlidingDomain &d, const core::SlidingState &s, int trueDist,
                Violations &v)
{
    const int hs = h(s);
    if (hs > trueDist)
        v.note(QStringLiteral("%1 = %2 exceeds the distance %3").arg(QLatin1String(name)).arg(hs).arg(trueDist));
    if (hs < 0)
        v.note(QStringLiteral("%1 is negative").arg(QLatin1String(name)));
    core::Dir moves[core::SlidingDomain::MaxMoves];
    const int n = d.legalMoves(s, moves);
    for (int k = 0; k < n; ++k) {
        core::SlidingState child = s;
        d.apply(child, moves[k]);
        const int hc = h(child);
        if constexpr (H::Consistent) {
            if (std::abs(hc - hs) > 1)
                v.note(QStringLiteral("%1 changed by %2 in one move").arg(QLatin1String(name)).arg(hc - hs));
        }
        if constexpr (requires { h.afterMove(child, moves[k], hs); }) {
            const int inc = h.afterMove(child, moves[k], hs);
            if (inc != hc)
                v.note(QStringLiteral("%1 afterMove gave %2, recomputing gives %3").arg(QLatin1String(name)).arg(inc).arg(hc));
        }
    }
}

} // namespace

class tst_Heuristics : public QObject {
    Q_OBJECT

private slots:
    void slidingExhaustive_data();
    void slidingExhaustive();
    void linearConflictOnLargerBoards();
    void rotationGoalStates_data();
    void rotationGoalStates();
    void rotationCentreCountExhaustive();
    void rotationCentreCountTenCopies();
};

void tst_Heuristics::slidingExhaustive_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<int>>("goal");
    QTest::newRow("3x3 default") << 3 << 3 << QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 0};
    QTest::newRow("3x3 spiral, blank centre") << 3 << 3 << QList<int>{1, 2, 3, 8, 0, 4, 7, 6, 5};
    QTest::newRow("2x3 default") << 2 << 3 << QList<int>{1, 2, 3, 4, 5, 0};
    QTest::newRow("4x2 blank first") << 4 << 2 << QList<int>{0, 1, 2, 3, 4, 5, 6, 7};
}

// Every reachable board: MisplacedTiles, Manhattan and LinearConflict are admissible, the
// consistent ones move by at most one per move, afterMove agrees with recomputation, the values
// match an independent count, LinearConflict >= Manhattan >= 0, and all are 0 on the goal.
void tst_Heuristics::slidingExhaustive()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, goal);
    const ref::Board refGoal(goal.begin(), goal.end());
    const int n = width * height;
    const ref::ExhaustiveBfs bfs(width, height, refGoal);
    const core::SlidingDomain domain(toCore(width, height, refGoal));
    const core::MisplacedTiles misplaced(domain);
    const core::Manhattan manhattan(domain);
    const core::LinearConflict conflict(domain);
    Violations v;
    std::size_t checked = 0;
    int strictlyAboveManhattan = 0;
    for (std::uint32_t i = 0; i < bfs.spaceSize(); ++i) {
        const int dist = bfs.distanceAt(i);
        if (dist < 0)
            continue;
        ++checked;
        const ref::Board b = ref::permFromIndex(i, n);
        const core::SlidingState s = domain.stateOf(toCore(width, height, b));
        checkState("MisplacedTiles", misplaced, domain, s, dist, v);
        checkState("Manhattan", manhattan, domain, s, dist, v);
        checkState("LinearConflict", conflict, domain, s, dist, v);
        const int man = manhattan(s), lc = conflict(s), mis = misplaced(s);
        if (man != manhattanOf(b, refGoal, width))
            v.note(QStringLiteral("Manhattan %1 differs from the independent sum at %2").arg(man).arg(QString::fromStdString(ref::toText(b))));
        if (mis != misplacedOf(b, refGoal))
            v.note(QStringLiteral("MisplacedTiles %1 differs from the count at %2").arg(mis).arg(QString::fromStdString(ref::toText(b))));
        const int extra = conflict.conflictMoves(s);
        if (lc < man || extra < 0 || extra % 2 != 0 || lc != man + extra)
            v.note(QStringLiteral("LinearConflict %1, Manhattan %2, conflicts %3").arg(lc).arg(man).arg(extra));
        if (mis > man)
            v.note(QStringLiteral("misplaced %1 above Manhattan %2").arg(mis).arg(man));
        if (dist == 0 && (mis != 0 || man != 0 || lc != 0))
            v.note(QStringLiteral("a heuristic is not 0 on the goal"));
        strictlyAboveManhattan += lc > man ? 1 : 0;
    }
    QVERIFY2(v.count == 0, qPrintable(QStringLiteral("%1 violations, first: %2").arg(v.count).arg(v.first)));
    QCOMPARE(std::uint64_t(checked), ref::factorial(n) / 2);
    // Linear conflicts do occur, or the LinearConflict checks above would prove little.
    QVERIFY(strictlyAboveManhattan > 0);
    QCOMPARE(misplaced(domain.stateOf(domain.goal())), 0);
    QCOMPARE(conflict(domain.stateOf(domain.goal())), 0);
}

// On boards too large for exhaustive BFS: LinearConflict is Manhattan plus an even number, and
// never exceeds an independently computed distance on short random walks (distance <= walk).
void tst_Heuristics::linearConflictOnLargerBoards()
{
    std::mt19937_64 rng(5);
    for (int w = 3; w <= 6; ++w) {
        for (int h = 3; h <= 5; ++h) {
            const auto goal = core::SlidingBoard::standardGoal({w, h});
            const core::SlidingDomain domain(goal);
            const core::Manhattan manhattan(domain);
            const core::LinearConflict conflict(domain);
            for (int k = 0; k < 30; ++k) {
                // A random walk of up to 10 moves: its true distance is at most its length, and
                // an independent BFS gives it exactly.
                ref::Board b(goal.tiles.begin(), goal.tiles.end());
                const int len = int(rng() % 11);
                for (int m = 0; m < len; ++m) {
                    const int blank = ref::blankOf(b);
                    int to = -1;
                    while (to < 0)
                        to = ref::step(w, h, blank, int(rng() % 4));
                    std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
                }
                const ref::Board refGoal(goal.tiles.begin(), goal.tiles.end());
                const int dist = ref::boundedDistance(b, refGoal, w, h, len);
                QVERIFY(dist >= 0 && dist <= len);
                const auto s = domain.stateOf(toCore(w, h, b));
                QVERIFY(conflict(s) <= dist);
                QCOMPARE(manhattan(s), manhattanOf(b, refGoal, w));
                QVERIFY(conflict(s) >= manhattan(s));
                QCOMPARE((conflict(s) - manhattan(s)) % 2, 0);
            }
        }
    }
}

void tst_Heuristics::rotationGoalStates_data()
{
    QTest::addColumn<int>("copies");
    for (int c : {8, 9, 10, 12})
        QTest::addRow("%d copies", c) << c;
}

// goalStates(): every mask with the centre full and the remaining copies anywhere outside it,
// each exactly once: C(16, copies - 8) of them.
void tst_Heuristics::rotationGoalStates()
{
    QFETCH(int, copies);
    const core::RotationDomain d(copies);
    auto goals = d.goalStates();
    std::sort(goals.begin(), goals.end());
    QVERIFY(std::adjacent_find(goals.begin(), goals.end()) == goals.end());
    std::uint64_t binomial = 1;
    for (int i = 0; i < copies - 8; ++i)
        binomial = binomial * std::uint64_t(16 - i) / std::uint64_t(i + 1);
    QCOMPARE(std::uint64_t(goals.size()), binomial);
    for (auto g : goals) {
        QCOMPARE(std::popcount(g), copies);
        QCOMPARE(g & ref::centreMask(), ref::centreMask());
        QVERIFY(g < (1u << 24));
        QVERIFY(d.isGoal(g));
        QCOMPARE(core::RotationCentreCount{}(g), 0);
    }
}

// Every mask with eight copies (C(24, 8) = 735471): RotationCentreCount never exceeds the true
// distance, changes by at most one per move (it declares itself consistent), and is 0 exactly
// on the goal. Distances come from an independent BFS, seeded with core's goalStates().
void tst_Heuristics::rotationCentreCountExhaustive()
{
    const ref::RotationDistances dist(8);
    const core::RotationDomain domain(8);
    auto goals = domain.goalStates();
    std::sort(goals.begin(), goals.end());
    QVERIFY(goals == dist.goals());
    QCOMPARE(dist.reached(), std::size_t(735471));
    const core::RotationCentreCount h;
    static_assert(core::RotationCentreCount::Admissible && core::RotationCentreCount::Consistent);
    Violations v;
    std::size_t checked = 0;
    int maxDist = 0;
    for (std::uint32_t m = 0; m < (1u << 24); ++m) {
        if (std::popcount(m) != 8)
            continue;
        ++checked;
        const int d = dist.distance(m);
        maxDist = std::max(maxDist, d);
        const int hm = h(m);
        if (d < 0)
            v.note(QStringLiteral("mask %1 unreachable").arg(m));
        if (hm > d)
            v.note(QStringLiteral("h = %1 exceeds the distance %2 for mask %3").arg(hm).arg(d).arg(m));
        if ((hm == 0) != (d == 0) || (d == 0) != domain.isGoal(m))
            v.note(QStringLiteral("goal test and h disagree for mask %1").arg(m));
        for (int mv = 0; mv < 8; ++mv) {
            const std::uint32_t c = ref::rotationMaskMove(m, mv);
            if (std::abs(h(c) - hm) > 1)
                v.note(QStringLiteral("h changed by more than one in a move from mask %1").arg(m));
        }
    }
    QVERIFY2(v.count == 0, qPrintable(QStringLiteral("%1 violations, first: %2").arg(v.count).arg(v.first)));
    QCOMPARE(checked, std::size_t(735471));
    QVERIFY(maxDist > 8); // the heuristic (at most 8) is not trivially exact
}

// Ten copies (120 goal masks): a seeded sample of masks.
void tst_Heuristics::rotationCentreCountTenCopies()
{
    const ref::RotationDistances dist(10);
    auto goals = core::RotationDomain(10).goalStates();
    std::sort(goals.begin(), goals.end());
    QVERIFY(goals == dist.goals());
    std::mt19937_64 rng(11);
    const core::RotationCentreCount h;
    for (int k = 0; k < 20000; ++k) {
        std::uint32_t m = 0;
        while (std::popcount(m) < 10)
            m |= 1u << (rng() % 24);
        const int d = dist.distance(m);
        QVERIFY(d >= 0);
        if (h(m) > d)
            QFAIL(qPrintable(QStringLiteral("h = %1 exceeds the distance %2 for mask %3").arg(h(m)).arg(d).arg(m)));
    }
}

QTEST_APPLESS_MAIN(tst_Heuristics)
#include "tst_heuristics.moc"
