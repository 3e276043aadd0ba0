// Sliding-board solvers through the registry: every algorithm with every heuristic it accepts,
// on every 2x3 and 3x2 board, random and hardest 8-puzzles, published samples, other goals,
// solved and unsolvable boards and short 15-puzzle walks. Each outcome is checked by
// checkSliding (solvercheck.h) against the independent BFS.
//
// Set PUZZLESCOPE_SLOW_TESTS=1 for the larger random samples (ctest label "slow").
#include "solvercheck.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/board/slidingposition.h"

#include "sliding/game/slidingplay.h"

class tst_SlidingSolvers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void allTwoByThreeBoards_data();
    void allTwoByThreeBoards();
    void allThreeByTwoBoardsOtherGoal_data();
    void allThreeByTwoBoardsOtherGoal();
    void randomEightPuzzles_data();
    void randomEightPuzzles();
    void hardestEightPuzzles_data();
    void hardestEightPuzzles();
    void eightTwoPublishedSamples_data();
    void eightTwoPublishedSamples();
    void nonDefaultGoals_data();
    void nonDefaultGoals();
    void alreadySolved_data();
    void alreadySolved();
    void unsolvableLargeBoard_data();
    void unsolvableLargeBoard();
    void fifteenPuzzleShortWalks_data();
    void fifteenPuzzleShortWalks();
};

void tst_SlidingSolvers::initTestCase()
{
    // Build the shared reference up front so that each case's time is its own.
    ref::referenceFor(3, 3, ref::standardGoal(9));
}

void tst_SlidingSolvers::allTwoByThreeBoards_data()
{
    addComboRows(core::SlidingKind, {2, 3});
}

// All 720 arrangements of the 2x3 board towards the default goal: the 360 unsolvable ones are
// answered Unsolvable without search, the others with a checked optimal plan.
void tst_SlidingSolvers::allTwoByThreeBoards()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board goal = ref::standardGoal(6);
    int unsolvable = 0;
    for (std::uint32_t i = 0; i < 720; ++i) {
        const ref::Board b = ref::permFromIndex(i, 6);
        const QString problem = checkSliding(b, goal, 2, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
        unsolvable += ref::referenceFor(2, 3, goal).distance(b) < 0 ? 1 : 0;
    }
    QCOMPARE(unsolvable, 360);
}

void tst_SlidingSolvers::allThreeByTwoBoardsOtherGoal_data()
{
    addComboRows(core::SlidingKind, {3, 2});
}

void tst_SlidingSolvers::allThreeByTwoBoardsOtherGoal()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board goal{5, 0, 3, 1, 4, 2};
    for (std::uint32_t i = 0; i < 720; ++i) {
        const QString problem = checkSliding(ref::permFromIndex(i, 6), goal, 3, 2, AlgorithmId(algorithm),
                                             HeuristicId(heuristic));
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
    }
}

void tst_SlidingSolvers::randomEightPuzzles_data()
{
    addComboRows(core::SlidingKind, {3, 3});
}

// Seeded random 3x3 boards towards the default goal.
void tst_SlidingSolvers::randomEightPuzzles()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const auto boards = randomEightBoards(slowMode() ? 2000 : 200, 1077);
    for (const ref::Board &b : boards) {
        const QString problem = checkSliding(b, ref::standardGoal(9), 3, 3, AlgorithmId(algorithm),
                                             HeuristicId(heuristic));
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
    }
}

void tst_SlidingSolvers::hardestEightPuzzles_data()
{
    addComboRows(core::SlidingKind, {3, 3});
}

// The two 8-puzzle boards 31 moves from the goal (published: the diameter of the 8-puzzle with
// the blank-last goal is 31, reached by exactly these two boards).
void tst_SlidingSolvers::hardestEightPuzzles()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board goal = ref::standardGoal(9);
    for (const ref::Board &b : {ref::Board{8, 6, 7, 2, 5, 4, 3, 0, 1}, ref::Board{6, 4, 7, 8, 5, 0, 3, 2, 1}}) {
        QCOMPARE(ref::referenceFor(3, 3, goal).distance(b), 31);
        const QString problem = checkSliding(b, goal, 3, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void tst_SlidingSolvers::eightTwoPublishedSamples_data()
{
    addComboRows(core::SlidingKind, {3, 3});
}

// HDU 3567 "Eight II" (any start, any goal, smallest plan in d, l, r, u order), published sample:
// 12X453786 -> 12345678X is "dd"; 564178X23 -> 7568X4123 is "urrulldr".
void tst_SlidingSolvers::eightTwoPublishedSamples()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const struct {
        const char *start, *goal, *answer;
    } samples[] = {{"12X453786", "12345678X", "dd"}, {"564178X23", "7568X4123", "urrulldr"}};
    for (const auto &s : samples) {
        const auto start = core::parseSlidingBoard(s.start);
        const auto goal = core::parseSlidingBoard(s.goal);
        QVERIFY(start.ok() && goal.ok());
        const ref::Board rs(start.board->tiles.begin(), start.board->tiles.end());
        const ref::Board rg(goal.board->tiles.begin(), goal.board->tiles.end());
        QCOMPARE(ref::referenceFor(3, 3, rg).smallestPlan(rs), std::string(s.answer));
        const QString problem = checkSliding(rs, rg, 3, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        core::SearchContext ctx;
        const auto o = core::solveSliding(*start.board, *goal.board, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
        QCOMPARE(int(o.moves.size()), int(std::strlen(s.answer)));
        if (core::givesSmallestPlan(AlgorithmId(algorithm)))
            QCOMPARE(qs(o.moves), QString::fromLatin1(s.answer));
    }
}

void tst_SlidingSolvers::nonDefaultGoals_data()
{
    addComboRows(core::SlidingKind, {3, 3});
}

// Eight II style: random goals, random starts (solvable and not) towards each.
void tst_SlidingSolvers::nonDefaultGoals()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    std::mt19937_64 rng(3567);
    const int goals = slowMode() ? 12 : 4, starts = slowMode() ? 60 : 12;
    for (int g = 0; g < goals; ++g) {
        const ref::Board goal = ref::randomPermutation(9, rng);
        for (int k = 0; k < starts; ++k) {
            const ref::Board start = ref::randomPermutation(9, rng);
            const QString problem = checkSliding(start, goal, 3, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
            if (!problem.isEmpty())
                QFAIL(qPrintable(problem));
        }
    }
}

void tst_SlidingSolvers::alreadySolved_data()
{
    addComboRows(core::SlidingKind, {3, 3});
}

void tst_SlidingSolvers::alreadySolved()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const int sizes[][2] = {{2, 2}, {3, 3}, {4, 4}, {5, 3}};
    for (const auto &s : sizes) {
        if (core::checkCombination(core::SlidingKind, {s[0], s[1]}, AlgorithmId(algorithm),
                                   HeuristicId(heuristic)))
            continue;
        const auto goal = core::SlidingBoard::standardGoal({s[0], s[1]});
        core::SearchContext ctx;
        const auto o = core::solveSliding(goal, goal, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QVERIFY(o.moves.empty());
        QVERIFY(o.optimal);
    }
}

void tst_SlidingSolvers::unsolvableLargeBoard_data()
{
    addComboRows(core::SlidingKind, {4, 4});
}

// Sam Loyd's 14-15 board is answered at once with a reason, never searched.
void tst_SlidingSolvers::unsolvableLargeBoard()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board loyd{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0};
    QVERIFY(!ref::solvableByInversions(loyd, ref::standardGoal(16), 4));
    core::SearchContext ctx;
    const auto o = core::solveSliding(toCore(4, 4, loyd), core::SlidingBoard::standardGoal({4, 4}),
                                      AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
    QCOMPARE(o.status, SearchStatus::Unsolvable);
    QVERIFY(bool(o.reason));
    QVERIFY(o.moves.empty());
    QCOMPARE(o.stats.expanded, std::uint64_t(0));
}

void tst_SlidingSolvers::fifteenPuzzleShortWalks_data()
{
    addComboRows(core::SlidingKind, {4, 4});
}

// 4x4 boards a few random moves from the goal: plan replayed, length equal to an independent
// bounded BFS distance.
void tst_SlidingSolvers::fifteenPuzzleShortWalks()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    std::mt19937_64 rng(15);
    const ref::Board goal = ref::standardGoal(16);
    for (int k = 0; k < 8; ++k) {
        ref::Board b = goal;
        const int len = 4 + k;
        for (int m = 0; m < len; ++m) {
            const int blank = ref::blankOf(b);
            int to = -1;
            while (to < 0)
                to = ref::step(4, 4, blank, int(rng() % 4));
            std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
        }
        const int dist = ref::boundedDistance(b, goal, 4, 4, len);
        QVERIFY(dist >= 0);
        core::SearchContext ctx;
        const auto o = core::solveSliding(toCore(4, 4, b), toCore(4, 4, goal), AlgorithmId(algorithm),
                                          HeuristicId(heuristic), ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        ref::Board r = b;
        QVERIFY(ref::replay(r, 4, 4, o.moves));
        QVERIFY(r == goal);
        QCOMPARE(int(o.moves.size()), dist);
    }
}

QTEST_APPLESS_MAIN(tst_SlidingSolvers)
#include "tst_slidingsolvers.moc"
