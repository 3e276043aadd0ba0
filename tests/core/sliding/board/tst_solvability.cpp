// Solvability: checkSolvable agrees with reachability found by an independent BFS over every
// arrangement of small boards, for several goals; reasons are single sentences.

#include "sliding/board/solvability.h"

#include "convert.h"
#include "reference.h"

#include <QtTest>

#include <random>

namespace {

// Parity of the cell permutation start -> goal (blank included), by counting inversions.
bool oddByInversions(const ref::Board &start, const ref::Board &goal)
{
    std::vector<int> goalPos(goal.size());
    for (std::size_t i = 0; i < goal.size(); ++i)
        goalPos[std::size_t(goal[i])] = int(i);
    int inversions = 0;
    for (std::size_t i = 0; i < start.size(); ++i)
        for (std::size_t j = i + 1; j < start.size(); ++j)
            inversions += goalPos[std::size_t(start[i])] > goalPos[std::size_t(start[j])] ? 1 : 0;
    return inversions % 2 != 0;
}

// One sentence: capital first, a full stop last, no line break, no sentence break inside.
bool isOneSentence(const std::string &s)
{
    if (s.size() < 10 || !std::isupper(static_cast<unsigned char>(s.front())) || s.back() != '.')
        return false;
    if (s.find('\n') != std::string::npos)
        return false;
    const std::string body = s.substr(0, s.size() - 1);
    for (const char *end : {". ", "? ", "! "})
        if (body.find(end) != std::string::npos)
            return false;
    return body.find('.') == std::string::npos;
}

} // namespace

class tst_Solvability : public QObject {
    Q_OBJECT

private slots:
    void matchesReachability_data();
    void matchesReachability();
    void fifteenPuzzleKnownCases();
    void largerBoardsMatchInversionRule();
};

void tst_Solvability::matchesReachability_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<int>>("goal");
    std::mt19937_64 rng(7);
    const int sizes[][2] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}};
    for (const auto &s : sizes) {
        const int n = s[0] * s[1];
        const ref::Board standard = ref::standardGoal(n);
        ref::Board blankFirst(std::size_t(n), 0);
        for (int i = 1; i < n; ++i)
            blankFirst[std::size_t(i)] = i;
        const ref::Board random = ref::randomPermutation(n, rng);
        const std::pair<const char *, ref::Board> goals[] = {
            {"default", standard}, {"blank first", blankFirst}, {"random", random}};
        for (const auto &[name, g] : goals)
            QTest::addRow("%dx%d %s", s[0], s[1], name) << s[0] << s[1] << QList<int>(g.begin(), g.end());
    }
}

// For every one of the n! arrangements: solvable exactly when the BFS from the goal reaches it;
// reasons are empty for solvable boards and one sentence otherwise; permutationIsOdd agrees
// with an inversion count.
void tst_Solvability::matchesReachability()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, goal);
    const ref::Board refGoal(goal.begin(), goal.end());
    const int n = width * height;
    const ref::ExhaustiveBfs bfs(width, height, refGoal);
    // Published fact: exactly half of the arrangements are reachable on any board of sides >= 2.
    QCOMPARE(std::uint64_t(bfs.reachable()), ref::factorial(n) / 2);

    const core::SlidingBoard coreGoal = toCore(width, height, refGoal);
    std::uint64_t solvable = 0;
    for (std::uint32_t i = 0; i < ref::factorial(n); ++i) {
        const ref::Board b = ref::permFromIndex(i, n);
        const core::SlidingBoard start = toCore(width, height, b);
        const bool reachable = bfs.distanceAt(i) >= 0;
        const core::Solvability s = core::checkSolvable(start, coreGoal);
        if (s.solvable != reachable)
            QFAIL(qPrintable(QStringLiteral("%1: checkSolvable says %2, BFS says %3")
                                 .arg(QString::fromStdString(ref::toText(b)))
                                 .arg(s.solvable)
                                 .arg(reachable)));
        if (s.solvable && s.reason)
            QFAIL("a solvable board came with a reason");
        if (!s.solvable && !isOneSentence(core::describe(s.reason)))
            QFAIL(qPrintable(QStringLiteral("reason is not one sentence: \"%1\"")
                                 .arg(QString::fromStdString(core::describe(s.reason)))));
        if (core::permutationIsOdd(start, coreGoal) != oddByInversions(b, refGoal))
            QFAIL(qPrintable(QStringLiteral("permutationIsOdd wrong for index %1").arg(i)));
        solvable += s.solvable ? 1 : 0;
    }
    QCOMPARE(solvable, std::uint64_t(bfs.reachable()));
}

// Published cases on the 4x4: Sam Loyd's 14-15 puzzle cannot be solved; Korf's first instance
// can (towards Korf's goal); a board with the blank moved one row up and the tiles in order can.
void tst_Solvability::fifteenPuzzleKnownCases()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const ref::Board loyd{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0};
    const auto s = core::checkSolvable(toCore(4, 4, loyd), goal);
    QVERIFY(!s.solvable);
    QVERIFY2(isOneSentence(core::describe(s.reason)), core::describe(s.reason).c_str());
    // Korf (1985) instance 1, solvable towards Korf's goal (blank first, then 1..15). Towards
    // the blank-last goal the parity flips (a 16-cycle plus an even blank distance).
    const ref::Board korf1{14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3};
    const ref::Board korfGoal{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    QVERIFY(core::checkSolvable(toCore(4, 4, korf1), toCore(4, 4, korfGoal)).solvable);
    QVERIFY(core::checkSolvable(toCore(4, 4, korf1), toCore(4, 4, korfGoal)).reason == core::Reason{});
    QVERIFY(!core::checkSolvable(toCore(4, 4, korf1), goal).solvable);
    const ref::Board up{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12};
    QVERIFY(core::checkSolvable(toCore(4, 4, up), goal).solvable);
    QVERIFY(core::checkSolvable(goal, goal).solvable);
}

// Random boards of every size from 2x2 to 10x10 against the hand rule (tile inversions, plus the
// blank's row distance on even widths), with random goals.
void tst_Solvability::largerBoardsMatchInversionRule()
{
    std::mt19937_64 rng(99);
    int solvable = 0, total = 0;
    for (int w = core::MinSide; w <= core::MaxSide; ++w) {
        for (int h = core::MinSide; h <= core::MaxSide; ++h) {
            for (int k = 0; k < 20; ++k) {
                const ref::Board start = ref::randomPermutation(w * h, rng);
                const ref::Board goal = ref::randomPermutation(w * h, rng);
                const bool expected = ref::solvableByInversions(start, goal, w);
                const auto s = core::checkSolvable(toCore(w, h, start), toCore(w, h, goal));
                QCOMPARE(s.solvable, expected);
                QCOMPARE(s.reason == core::Reason{}, expected);
                if (!expected)
                    QVERIFY2(isOneSentence(core::describe(s.reason)), core::describe(s.reason).c_str());
                solvable += expected ? 1 : 0;
                ++total;
            }
        }
    }
    // Both outcomes occurred (about half each).
    QVERIFY(solvable > total / 4 && solvable < 3 * total / 4);
}

QTEST_APPLESS_MAIN(tst_Solvability)
#include "tst_solvability.moc"
