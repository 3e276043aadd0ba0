// compressPlan: shortened plans still lead from the start to the same end and are never
// longer; a plan that stays inside one 3x3 corner shrinks to the exact distance an exhaustive
// search gives; the row-by-row solver's 24-puzzle plans get shorter; a cancel keeps a valid plan.
#include "sliding/staged/plancompression.h"

#include "convert.h"
#include "reference.h"
#include "sliding/board/slidingtext.h"
#include "search/searchcontext.h"
#include "sliding/staged/structuredsolver.h"

#include <QtTest>

#include <random>

namespace {

// A random walk as moves, never stepping straight back; only cells with x < maxX and y < maxY.
std::vector<core::Dir> walk(core::SlidingBoard board, int moves, int maxX, int maxY, std::mt19937_64 &rng)
{
    std::vector<core::Dir> plan;
    int last = -1;
    while (int(plan.size()) < moves) {
        const int d = int(rng() % 4);
        const int to = core::blankTarget(board.size, board.blankIndex(), core::Dir(d));
        if (to < 0 || d == 3 - last || to % board.width() >= maxX || to / board.width() >= maxY)
            continue;
        core::applyDir(board, core::Dir(d));
        plan.push_back(core::Dir(d));
        last = d;
    }
    return plan;
}

core::SlidingBoard after(core::SlidingBoard board, const std::vector<core::Dir> &plan)
{
    for (core::Dir d : plan)
        if (!core::applyDir(board, d))
            return {};
    return board;
}

} // namespace

class tst_PlanCompression : public QObject {
    Q_OBJECT
private slots:
    void sameEndNeverLonger_data();
    void sameEndNeverLonger();
    void cornerWalkShrinksToTheDistance();
    void rowByRowPlansGetShorter();
    void cancelKeepsAValidPlan();
};

void tst_PlanCompression::sameEndNeverLonger_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("moves");
    QTest::newRow("4x4") << 4 << 4 << 200;
    QTest::newRow("5x5") << 5 << 5 << 300;
    QTest::newRow("7x4") << 7 << 4 << 300;
    QTest::newRow("10x10") << 10 << 10 << 400;
}

void tst_PlanCompression::sameEndNeverLonger()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, moves);
    std::mt19937_64 rng(std::uint64_t(width * 100 + height));
    core::TableCache cache;
    int saved = 0;
    for (int k = 0; k < 8; ++k) {
        const auto start = core::SlidingBoard::standardGoal({width, height});
        const auto plan = walk(start, moves, width, height, rng);
        const auto c = core::compressPlan(start, plan, cache);
        QVERIFY(!c.cancelled);
        QVERIFY(c.plan.size() <= plan.size());
        QCOMPARE(after(start, c.plan), after(start, plan));
        saved += int(plan.size() - c.plan.size());
        QCOMPARE(c.stretchesReplaced > 0, c.plan.size() < plan.size());
    }
    QVERIFY(saved > 0); // random walks wander back on themselves
}

// Every move of the plan stays in the top-left 3x3 of a larger board: the whole plan is one
// stretch, and the result is as short as the exhaustive search over that corner says.
void tst_PlanCompression::cornerWalkShrinksToTheDistance()
{
    std::mt19937_64 rng(12);
    core::TableCache cache;
    for (int k = 0; k < 30; ++k) {
        core::SlidingBoard start = core::SlidingBoard::standardGoal({5, 4});
        // Put the blank in the corner first (out of the plan under test).
        start.tiles[std::size_t(start.blankIndex())] = start.tiles[0];
        start.tiles[0] = 0;
        const auto plan = walk(start, 10 + k, 3, 3, rng);
        const auto c = core::compressPlan(start, plan, cache, 64);
        const auto end = after(start, plan);
        QCOMPARE(after(start, c.plan), end);
        // The corner's own distance, from an independent exhaustive search.
        auto corner = [](const core::SlidingBoard &b) {
            ref::Board cells;
            for (int y = 0; y < 3; ++y)
                for (int x = 0; x < 3; ++x)
                    cells.push_back(b.tiles[std::size_t(y * b.width() + x)]);
            ref::Board sorted = cells;
            std::sort(sorted.begin(), sorted.end());
            for (int &t : cells)
                t = int(std::find(sorted.begin(), sorted.end(), t) - sorted.begin());
            return cells;
        };
        const ref::ExhaustiveBfs bfs(3, 3, corner(end));
        QCOMPARE(int(c.plan.size()), bfs.distance(corner(start)));
    }
}

void tst_PlanCompression::rowByRowPlansGetShorter()
{
    // The first five of Korf and Felner's 24-puzzles (tests/data/korf50_24puzzle_blank_last.txt).
    const char *const boards[] = {
        "12 3 9 22 1 18 24 4 14 19 21 5 15 0 10 8 13 6 2 17 7 23 16 20 11",
        "11 22 17 14 10 4 18 2 0 5 6 7 12 15 21 3 23 16 8 1 19 13 24 20 9",
        "13 7 21 2 18 22 24 3 14 10 23 12 15 5 9 8 16 6 4 20 17 11 1 0 19",
        "8 19 14 3 9 5 15 4 21 2 1 12 24 13 20 10 23 6 18 22 17 16 0 11 7",
        "14 21 19 17 15 18 13 12 7 2 1 22 0 4 10 20 11 6 3 23 9 16 5 24 8",
    };
    core::TableCache cache;
    std::size_t before = 0, afterwards = 0;
    for (const char *text : boards) {
        const auto start = *core::parseSlidingBoard(text).board;
        const auto goal = core::SlidingBoard::standardGoal(start.size);
        core::SearchContext ctx;
        const auto r = core::solveStructured(start, goal, ctx);
        QCOMPARE(r.status, core::SearchStatus::Solved);
        const auto c = core::compressPlan(start, r.plan, cache);
        QCOMPARE(after(start, c.plan), goal);
        QVERIFY(c.plan.size() <= r.plan.size());
        before += r.plan.size();
        afterwards += c.plan.size();
    }
    QVERIFY2(afterwards < before, qPrintable(QString("%1 -> %2").arg(before).arg(afterwards)));
}

void tst_PlanCompression::cancelKeepsAValidPlan()
{
    std::mt19937_64 rng(5);
    const auto start = core::SlidingBoard::standardGoal({6, 6});
    const auto plan = walk(start, 500, 6, 6, rng);
    std::stop_source stop;
    stop.request_stop();
    core::TableCache cache;
    const auto c = core::compressPlan(start, plan, cache, 48, stop.get_token());
    QVERIFY(c.cancelled);
    QCOMPARE(after(start, c.plan), after(start, plan));
}

QTEST_APPLESS_MAIN(tst_PlanCompression)
#include "tst_plancompression.moc"
