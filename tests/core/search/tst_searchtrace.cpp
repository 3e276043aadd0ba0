// Search traces (SearchContext::setTracing): samples of a search's growth for the replay chart.

#include "search/searchcontext.h"
#include "sliding/game/slidingsolve.h"
#include "solvers/solverregistry.h"

#include "convert.h"
#include "reference.h"

#include <QtTest>

using core::AlgorithmId;
using core::HeuristicId;
using core::SearchStatus;

namespace {

// A 3x3 board far enough from the goal that BFS expands well over TraceCapacity nodes, so the
// trace has to thin itself out.
core::SlidingBoard farBoard()
{
    ref::Board b{8, 6, 7, 2, 5, 4, 3, 0, 1}; // 31 moves, the farthest 3x3 distance
    return toCore(3, 3, b);
}

} // namespace

class tst_SearchTrace : public QObject {
    Q_OBJECT

private slots:
    void traceGrows_data();
    void traceGrows();
    void noTraceWhenOff_data();
    void noTraceWhenOff();
};

void tst_SearchTrace::traceGrows_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("bfs") << int(AlgorithmId::Bfs) << int(HeuristicId::None);
    QTest::newRow("astar/manhattan") << int(AlgorithmId::AStar) << int(HeuristicId::Manhattan);
    QTest::newRow("idastar/manhattan") << int(AlgorithmId::IdaStar) << int(HeuristicId::Manhattan);
    QTest::newRow("idastar/misplaced") << int(AlgorithmId::IdaStar) << int(HeuristicId::Misplaced);
}

void tst_SearchTrace::traceGrows()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const auto start = farBoard();
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    core::SearchContext ctx;
    ctx.setTracing(true);
    const auto o = core::solveSliding(start, goal, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
    QCOMPARE(o.status, SearchStatus::Solved);
    QCOMPARE(int(o.moves.size()), 31);
    const auto &t = o.stats.trace;
    QVERIFY2(o.stats.expanded > core::SearchContext::TraceCapacity, "the board should need a thinned trace");
    QVERIFY(t.size() >= 2);
    QVERIFY2(t.size() <= core::SearchContext::TraceCapacity + 1, qPrintable(QString::number(t.size())));
    // Thinning keeps the trace spread over the whole search, not just its start.
    QVERIFY(t.size() > core::SearchContext::TraceCapacity / 4);
    for (std::size_t i = 1; i < t.size(); ++i) {
        QVERIFY2(t[i].expanded >= t[i - 1].expanded, qPrintable(QStringLiteral("point %1").arg(i)));
        QVERIFY(t[i].generated >= t[i - 1].generated);
        QVERIFY(t[i].nanoseconds >= t[i - 1].nanoseconds);
    }
    QCOMPARE(t.back().expanded, o.stats.expanded);
    QCOMPARE(t.back().generated, o.stats.generated);
    QVERIFY(t.front().expanded < o.stats.expanded / 4);
}

void tst_SearchTrace::noTraceWhenOff_data()
{
    traceGrows_data();
}

void tst_SearchTrace::noTraceWhenOff()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    core::SearchContext ctx;
    auto o = core::solveSliding(farBoard(), goal, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
    QCOMPARE(o.status, SearchStatus::Solved);
    QVERIFY(o.stats.expanded > 0);
    QVERIFY(o.stats.trace.empty());
    // Switching tracing off again after a traced search leaves the next search untraced.
    ctx.setTracing(true);
    o = core::solveSliding(farBoard(), goal, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
    QVERIFY(!o.stats.trace.empty());
    ctx.setTracing(false);
    o = core::solveSliding(farBoard(), goal, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
    QVERIFY(o.stats.trace.empty());
}

QTEST_APPLESS_MAIN(tst_SearchTrace)
#include "tst_searchtrace.moc"
