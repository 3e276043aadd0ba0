// StateSpaceAxes: the exact (distance from the start, distance to the goal) of the states a
// search expands, checked against the reference breadth-first searches.

#include "storage/tablecache.h"
#include "sliding/game/slidingsolve.h"
#include "solvers/solverregistry.h"
#include "watching/expansionlog.h"
#include "watching/statespaceaxes.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include "convert.h"
#include "reference.h"
#include "rotationreference.h"
#include "rotation/game/rotationplay.h"

#include <QtTest>

#include <stop_token>

using core::AlgorithmId;
using core::HeuristicId;

namespace {

std::vector<core::ExpansionEvent> watchedEvents(const core::Position &position, AlgorithmId a, HeuristicId h,
                                                core::TableCache &cache)
{
    core::ExpansionLog log(1'000'000);
    core::SearchContext ctx;
    ctx.setTables(cache);
    ctx.watch(&log);
    const auto outcome = position.holds<core::RotationBoard>()
        ? core::solveRotation(position.as<core::RotationBoard>(), a, h, ctx)
        : core::solveSliding(position.as<core::SlidingPosition>().board,
                             position.as<core::SlidingPosition>().goal, a, h, ctx);
    if (outcome.status != core::SearchStatus::Solved)
        return {};
    return log.events();
}

std::string cellsOf(const ref::Board &b)
{
    std::string s;
    for (int t : b)
        s += char(t);
    return s;
}

ref::Board boardOf(const std::string &cells)
{
    ref::Board b;
    for (char c : cells)
        b.push_back(static_cast<unsigned char>(c));
    return b;
}

// Reference distances between rotation masks: a plain breadth-first search over all 2^24 masks.
std::vector<std::int8_t> maskDistancesFrom(std::uint32_t start)
{
    std::vector<std::int8_t> d(std::size_t(1) << 24, -1);
    std::vector<std::uint32_t> queue{start};
    d[start] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (int m = 0; m < 8; ++m) {
            const std::uint32_t c = ref::rotationMaskMove(queue[head], m);
            if (d[c] < 0) {
                d[c] = std::int8_t(d[queue[head]] + 1);
                queue.push_back(c);
            }
        }
    return d;
}

} // namespace

class tst_StateSpaceAxes : public QObject {
    Q_OBJECT

private slots:
    void slidingMatchesReference_data();
    void slidingMatchesReference();
    void rotationMatchesReference();
    void largeBoardsAreNotExact();
    void stoppedIsNotExact();
};

void tst_StateSpaceAxes::slidingMatchesReference_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<int>>("start");
    QTest::addColumn<int>("algorithm");
    QTest::newRow("2x3 bfs") << 3 << 2 << QList<int>{4, 1, 2, 5, 0, 3} << int(AlgorithmId::Bfs);
    QTest::newRow("3x3 bfs") << 3 << 3 << QList<int>{8, 1, 3, 4, 0, 2, 7, 6, 5} << int(AlgorithmId::Bfs);
    QTest::newRow("3x3 astar") << 3 << 3 << QList<int>{8, 6, 7, 2, 5, 4, 3, 0, 1} << int(AlgorithmId::AStar);
}

// Every state the search expands sits at its reference distances; the start at (0, d) and the
// goal at (d, 0).
void tst_StateSpaceAxes::slidingMatchesReference()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, start);
    QFETCH(int, algorithm);
    const ref::Board startRef(start.begin(), start.end());
    const ref::Board goalRef = ref::standardGoal(width * height);
    const core::SlidingPosition position{toCore(width, height, startRef), toCore(width, height, goalRef)};
    core::TableCache cache;
    const core::StateSpaceAxes axes(position, cache);
    QVERIFY(core::StateSpaceAxes::tabulable(position));
    QVERIFY(axes.exact());

    const ref::ExhaustiveBfs fromStart(width, height, startRef);
    const ref::ExhaustiveBfs toGoal(width, height, goalRef);
    const int d = toGoal.distance(startRef);
    QVERIFY(d > 0);
    const auto s = axes.at(cellsOf(startRef));
    QCOMPARE(s.fromStart, 0);
    QCOMPARE(s.toGoal, d);
    const auto g = axes.at(cellsOf(goalRef));
    QCOMPARE(g.fromStart, d);
    QCOMPARE(g.toGoal, 0);
    const int farthest = std::max(int(fromStart.counts().size()), int(toGoal.counts().size())) - 1;
    QCOMPARE(axes.extent(), farthest);

    const auto events = watchedEvents(position, AlgorithmId(algorithm),
                                      algorithm == int(AlgorithmId::Bfs) ? HeuristicId::None : HeuristicId::Manhattan,
                                      cache);
    QVERIFY(events.size() > 10);
    for (const auto &e : events) {
        const ref::Board b = boardOf(e.cells);
        const auto p = axes.at(e.cells);
        QCOMPARE(p.fromStart, fromStart.distance(b));
        QCOMPARE(p.toGoal, toGoal.distance(b));
        if (algorithm == int(AlgorithmId::Bfs))
            QCOMPARE(p.fromStart, e.g); // BFS expands each state at its exact depth
    }
}

void tst_StateSpaceAxes::rotationMatchesReference()
{
    // Ten 1s, seven 2s, seven 3s: the 1s are the only digit that can fill the centre.
    const ref::RotationCells cells{1, 2, 3, 1, 1, 2, 2, 1, 3, 3, 1, 2, 1, 3, 1, 3, 2, 1, 2, 3, 1, 3, 2, 1};
    const core::RotationBoard board = toCore(cells);
    QCOMPARE(board.candidateDigits(), std::string("1"));
    core::TableCache cache;
    const core::StateSpaceAxes axes(board, cache);
    QVERIFY(axes.exact());

    const std::uint32_t startMask = ref::rotationMaskOf(cells, 1);
    const auto fromStart = maskDistancesFrom(startMask);
    const ref::RotationDistances toGoal(10);
    const int d = toGoal.distance(startMask);
    QVERIFY(d > 0);
    std::string startCells(24, '\0');
    for (int i = 0; i < 24; ++i)
        if (cells[std::size_t(i)] == 1)
            startCells[std::size_t(i)] = char(1);
    QCOMPARE(axes.at(startCells).fromStart, 0);
    QCOMPARE(axes.at(startCells).toGoal, d);

    const auto events = watchedEvents(board, AlgorithmId::Bfs, HeuristicId::None, cache);
    QVERIFY(events.size() > 10);
    for (const auto &e : events) {
        std::uint32_t mask = 0;
        for (int i = 0; i < 24; ++i)
            if (e.cells[std::size_t(i)] != 0)
                mask |= 1u << i;
        const auto p = axes.at(e.cells);
        QCOMPARE(p.fromStart, int(fromStart[mask]));
        QCOMPARE(p.toGoal, toGoal.distance(mask));
        QCOMPARE(p.fromStart, e.g);
    }
}

void tst_StateSpaceAxes::largeBoardsAreNotExact()
{
    const core::SlidingPosition four{core::SlidingBoard::standardGoal({4, 4}), core::SlidingBoard::standardGoal({4, 4})};
    QVERIFY(!core::StateSpaceAxes::tabulable(four));
    core::TableCache cache;
    const core::StateSpaceAxes axes(four, cache);
    QVERIFY(!axes.exact());
    QVERIFY(!axes.at(std::string(16, '\0')).valid());
    QCOMPARE(axes.extent(), 0);
}

void tst_StateSpaceAxes::stoppedIsNotExact()
{
    std::stop_source stop;
    stop.request_stop();
    core::TableCache cache;
    const core::SlidingPosition three{core::SlidingBoard::standardGoal({3, 3}), core::SlidingBoard::standardGoal({3, 3})};
    QVERIFY(!core::StateSpaceAxes(three, cache, stop.get_token()).exact());
    const ref::RotationCells cells{1, 2, 3, 1, 1, 2, 2, 1, 3, 3, 1, 2, 1, 3, 1, 3, 2, 1, 2, 3, 1, 3, 2, 1};
    QVERIFY(!core::StateSpaceAxes(toCore(cells), cache, stop.get_token()).exact());
}

QTEST_APPLESS_MAIN(tst_StateSpaceAxes)
#include "tst_statespaceaxes.moc"
