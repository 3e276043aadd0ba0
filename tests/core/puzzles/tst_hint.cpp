// Hints and the distance gauge: the distance must be the true optimal distance and the move
// must bring the board one step closer, checked against the independent reference searches.

#include "puzzles/hint.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/game/slidingplay.h"
#include "solvers/solverregistry.h"
#include "rotation/board/rotationboard.h"

#include "convert.h"
#include "reference.h"
#include "rotation/game/rotationplay.h"

#include <QtTest>

#include <random>

using core::AlgorithmId;
using core::Hint;
using core::HeuristicId;
using core::SearchStatus;

namespace {

// Checks the hint for every solvable board drawn, against the exhaustive reference distances.
void checkRandomBoards(int w, int h, int count, std::uint64_t seed)
{
    const ref::Board goal = ref::standardGoal(w * h);
    const auto &reference = ref::referenceFor(w, h, goal);
    std::mt19937_64 rng(seed);
    int checked = 0;
    while (checked < count) {
        ref::Board b = ref::randomPermutation(w * h, rng);
        if (!ref::solvableByInversions(b, goal, w))
            continue;
        ++checked;
        core::SearchContext ctx;
        const Hint hint = core::slidingHint(toCore(w, h, b), toCore(w, h, goal), ctx);
        const int d = reference.distance(b);
        QCOMPARE(hint.kind, Hint::Kind::Exact);
        QCOMPARE(hint.distance, d);
        if (d == 0) {
            QCOMPARE(hint.next, std::string());
            continue;
        }
        QVERIFY2(ref::replay(b, w, h, hint.next), hint.next.c_str());
        QCOMPARE(reference.distance(b), d - 1);
    }
}

} // namespace

class tst_Hint : public QObject {
    Q_OBJECT

private slots:
    void cancelWhileTablesBuild();
    void instantSizes();
    void eightPuzzle();
    void smallBoards();
    void atTheGoal();
    void unsolvable();
    void fourByFour();
    void twoByFive();
    void hintsWalkToTheGoal();
    void tooLarge();
    void rotation();
    void rotationAtGoal();
    void rotationUnevenCounts();
    void trend();
};

void tst_Hint::cancelWhileTablesBuild()
{
    // Nothing in this process has asked for the 4x2 tables yet, so the hint has to build one,
    // and a cancel that is already set stops that build.
    const auto goal = core::SlidingBoard::standardGoal({4, 2});
    ref::Board b = toRef(goal);
    std::mt19937_64 rng(3);
    ref::randomWalk(b, 4, 2, 9, rng);
    std::stop_source stop;
    stop.request_stop();
    core::SearchContext ctx(stop.get_token());
    const Hint hint = core::slidingHint(toCore(4, 2, b), goal, ctx);
    QCOMPARE(hint.kind, Hint::Kind::Stopped);
    QVERIFY(bool(hint.reason));
    core::SearchContext fresh;
    const Hint again = core::slidingHint(toCore(4, 2, b), goal, fresh);
    QCOMPARE(again.kind, Hint::Kind::Exact);
    QCOMPARE(again.distance, ref::referenceFor(4, 2, toRef(goal)).distance(b));
}

void tst_Hint::instantSizes()
{
    QVERIFY(core::hintIsInstant({3, 3}));
    QVERIFY(core::hintIsInstant({2, 3}));
    QVERIFY(core::hintIsInstant({2, 4}));
    QVERIFY(!core::hintIsInstant({4, 4}));
    QVERIFY(!core::hintIsInstant({2, 5}));
    QVERIFY(!core::hintIsInstant({5, 5}));
}

void tst_Hint::eightPuzzle()
{
    checkRandomBoards(3, 3, 300, 11);
}

void tst_Hint::smallBoards()
{
    checkRandomBoards(2, 3, 60, 12);
    checkRandomBoards(3, 2, 60, 13);
    checkRandomBoards(2, 2, 10, 14);
}

void tst_Hint::atTheGoal()
{
    for (core::BoardSize size : {core::BoardSize{3, 3}, core::BoardSize{4, 4}, core::BoardSize{2, 5}}) {
        const auto goal = core::SlidingBoard::standardGoal(size);
        core::SearchContext ctx;
        const Hint hint = core::slidingHint(goal, goal, ctx);
        QCOMPARE(hint.kind, Hint::Kind::Exact);
        QCOMPARE(hint.distance, 0);
        QCOMPARE(hint.next, std::string());
    }
}

void tst_Hint::unsolvable()
{
    for (core::BoardSize size : {core::BoardSize{3, 3}, core::BoardSize{4, 4}, core::BoardSize{5, 5}}) {
        const auto goal = core::SlidingBoard::standardGoal(size);
        auto board = goal;
        std::swap(board.tiles[0], board.tiles[1]); // one swap of two tiles: the wrong parity
        QVERIFY(!ref::solvableByInversions(toRef(board), toRef(goal), size.width));
        core::SearchContext ctx;
        const Hint hint = core::slidingHint(board, goal, ctx);
        QCOMPARE(hint.kind, Hint::Kind::Unsolvable);
        QVERIFY(bool(hint.reason));
        QCOMPARE(hint.distance, -1);
    }
}

void tst_Hint::fourByFour()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    std::mt19937_64 rng(21);
    for (int i = 0; i < 3; ++i) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 20, rng);
        const auto board = toCore(4, 4, b);
        core::SearchContext ctx;
        const Hint hint = core::slidingHint(board, goal, ctx);
        QCOMPARE(hint.kind, Hint::Kind::Exact);
        core::SearchContext check;
        const auto o = core::solveSliding(board, goal, AlgorithmId::IdaStar, HeuristicId::Manhattan, check);
        QCOMPARE(o.status, SearchStatus::Solved);
        QCOMPARE(hint.distance, int(o.moves.size()));
        QVERIFY(hint.distance <= 20);
        QVERIFY(ref::replay(b, 4, 4, hint.next));
        core::SearchContext after;
        const auto closer = core::solveSliding(toCore(4, 4, b), goal, AlgorithmId::IdaStar, HeuristicId::Manhattan, after);
        QCOMPARE(closer.status, SearchStatus::Solved);
        QCOMPARE(int(closer.moves.size()), hint.distance - 1);
    }
}

void tst_Hint::twoByFive()
{
    // Ten cells: past the tables, so an optimal search answers.
    const auto goal = core::SlidingBoard::standardGoal({2, 5});
    std::mt19937_64 rng(8);
    ref::Board b = toRef(goal);
    ref::randomWalk(b, 2, 5, 12, rng);
    core::SearchContext ctx;
    const Hint hint = core::slidingHint(toCore(2, 5, b), goal, ctx);
    QCOMPARE(hint.kind, Hint::Kind::Exact);
    QCOMPARE(hint.distance, ref::boundedDistance(b, toRef(goal), 2, 5, 12));
}

void tst_Hint::hintsWalkToTheGoal()
{
    struct Case {
        int w, h, walk;
    };
    std::mt19937_64 rng(5);
    for (const Case c : {Case{3, 3, 40}, Case{4, 4, 18}}) {
        const auto goal = core::SlidingBoard::standardGoal({c.w, c.h});
        ref::Board b = toRef(goal);
        ref::randomWalk(b, c.w, c.h, c.walk, rng);
        core::SearchContext ctx;
        Hint hint = core::slidingHint(toCore(c.w, c.h, b), goal, ctx);
        QCOMPARE(hint.kind, Hint::Kind::Exact);
        const int start = hint.distance;
        QVERIFY(start > 0);
        for (int step = 1; step <= start; ++step) {
            QVERIFY(ref::replay(b, c.w, c.h, hint.next));
            hint = core::slidingHint(toCore(c.w, c.h, b), goal, ctx);
            QCOMPARE(hint.kind, Hint::Kind::Exact);
            QCOMPARE(hint.distance, start - step);
        }
        QCOMPARE(b, toRef(goal));
        QCOMPARE(hint.next, std::string());
    }
}

void tst_Hint::tooLarge()
{
    const auto goal = core::SlidingBoard::standardGoal({5, 5});
    ref::Board b = toRef(goal);
    std::mt19937_64 rng(1);
    ref::randomWalk(b, 5, 5, 4, rng);
    core::SearchContext ctx;
    const Hint hint = core::slidingHint(toCore(5, 5, b), goal, ctx);
    QCOMPARE(hint.kind, Hint::Kind::Unknown);
    QVERIFY(bool(hint.reason));
    QCOMPARE(hint.distance, -1);
}

void tst_Hint::rotation()
{
    std::mt19937_64 rng(17);
    for (int i = 0; i < 6; ++i) {
        core::RotationBoard board = i % 2 ? core::scrambleRotationRandom(rng) : core::scrambleRotationWalk(7, rng);
        core::SearchContext ctx;
        const Hint hint = core::rotationHint(board, ctx);
        QCOMPARE(hint.kind, Hint::Kind::Exact);
        core::SearchContext check;
        const auto o = core::solveRotation(board, AlgorithmId::AStar, HeuristicId::CentreCount, check);
        QCOMPARE(o.status, SearchStatus::Solved);
        QCOMPARE(hint.distance, int(o.moves.size()));
        if (hint.distance == 0)
            continue;
        const int move = hint.next.size() == 1 ? core::rotationFromLetter(hint.next[0]) : -1;
        QVERIFY(move >= 0);
        board.apply(move);
        core::SearchContext after;
        const auto next = core::solveRotation(board, AlgorithmId::AStar, HeuristicId::CentreCount, after);
        QCOMPARE(int(next.moves.size()), hint.distance - 1);
    }
}

void tst_Hint::rotationAtGoal()
{
    core::RotationBoard board;
    for (int i = 0; i < core::RotationCells; ++i)
        board.cells[std::size_t(i)] = std::uint8_t(1 + i % 3);
    for (int c : core::RotationCentre)
        board.cells[std::size_t(c)] = 2;
    core::SearchContext ctx;
    const Hint solved = core::rotationHint(board, ctx);
    QCOMPARE(solved.kind, Hint::Kind::Exact);
    QCOMPARE(solved.distance, 0);
    QCOMPARE(solved.next, std::string());
}

void tst_Hint::rotationUnevenCounts()
{
    // 7 ones, 7 twos, 10 threes: only the threes can fill the centre.
    core::RotationBoard board;
    board.cells.fill(3);
    for (int i = 0; i < 7; ++i) {
        board.cells[std::size_t(i)] = 1;
        board.cells[std::size_t(23 - i)] = 2;
    }
    QCOMPARE(board.candidateDigits(), std::string("3"));
    core::SearchContext ctx;
    const Hint hint = core::rotationHint(board, ctx);
    QCOMPARE(hint.kind, Hint::Kind::Exact);
    core::SearchContext check;
    const auto o = core::solveRotation(board, AlgorithmId::Bfs, HeuristicId::None, check);
    QCOMPARE(o.status, SearchStatus::Solved);
    QCOMPARE(hint.distance, int(o.moves.size()));
}

void tst_Hint::trend()
{
    QCOMPARE(core::distanceTrend(10, 9), -1);
    QCOMPARE(core::distanceTrend(10, 11), 1);
    QCOMPARE(core::distanceTrend(4, 4), 0);
    QCOMPARE(core::distanceTrend(1, 0), -1);
    QCOMPARE(core::distanceTrend(-1, 3), 0); // unknown before
    QCOMPARE(core::distanceTrend(3, -1), 0); // unknown after
}

QTEST_APPLESS_MAIN(tst_Hint)
#include "tst_hint.moc"
