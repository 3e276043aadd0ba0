// SearchContext: cancelling from another thread, node and memory budgets, the progress
// observer, and the statistics every algorithm reports.

#include "sliding/game/slidingplay.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/board/slidingtext.h"
#include "search/searchcontext.h"
#include "storage/memoryaccount.h"
#include "solvers/solverregistry.h"

#include "convert.h"
#include "reference.h"
#include "rotation/game/rotationplay.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <numeric>
#include <random>
#include <thread>

using core::AlgorithmId;
using core::HeuristicId;
using core::SearchStatus;
using namespace std::chrono_literals;

namespace {

using Clock = std::chrono::steady_clock;

// Korf (1985) instance 1, 57 moves from Korf's goal (blank first, then 1..15). Note that it
// cannot reach the blank-last goal at all.
const ref::Board Korf1{14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3};
const ref::Board KorfGoal{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

// Asks for stop from another thread and waits until it has, as the window's Cancel button does.
void requestStopFromAnotherThread(std::stop_source &stop)
{
    std::thread([&stop] { stop.request_stop(); }).join();
}

// A clock that moves one millisecond each time the context reads it, so that what depends on
// time is checked without waiting for it.
Clock::time_point steppingClock()
{
    static std::int64_t ms = 0;
    return Clock::time_point(std::chrono::milliseconds(++ms));
}

void addAlgorithmRows()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("bfs") << int(AlgorithmId::Bfs) << int(HeuristicId::None);
    QTest::newRow("bibfs") << int(AlgorithmId::BidirectionalBfs) << int(HeuristicId::None);
    QTest::newRow("astar/misplaced") << int(AlgorithmId::AStar) << int(HeuristicId::Misplaced);
    QTest::newRow("idastar/misplaced") << int(AlgorithmId::IdaStar) << int(HeuristicId::Misplaced);
    QTest::newRow("idastar/linear-conflict") << int(AlgorithmId::IdaStar) << int(HeuristicId::LinearConflict);
}

std::uint64_t sum(const std::vector<std::uint64_t> &v)
{
    return std::accumulate(v.begin(), v.end(), std::uint64_t(0));
}

} // namespace

class tst_SearchContext : public QObject {
    Q_OBJECT

private slots:
    void cancelFromAnotherThread_data();
    void cancelFromAnotherThread();
    void cancelledBeforeStart();
    void nodeBudget_data();
    void nodeBudget();
    void nodeBudgetRotation();
    void memoryBudget_data();
    void memoryBudget();
    void oneAccountForTheProcess();
    void observerInterval();
    void statistics_data();
    void statistics();
    void rotationStatistics();
    void tickDirectly();
    void timeBudget();
};

void tst_SearchContext::cancelFromAnotherThread_data()
{
    addAlgorithmRows();
}

// A search on Korf's first 4x4 instance runs far longer than its first progress report; a stop
// requested from another thread at that report ends it with Cancelled.
void tst_SearchContext::cancelFromAnotherThread()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    std::stop_source stop;
    core::SearchContext ctx(stop.get_token());
    int reports = 0;
    ctx.setObserver(
        [&](const core::SearchStats &) {
            if (++reports == 1)
                requestStopFromAnotherThread(stop);
        },
        0ms);
    const core::SolveOutcome o = core::solveSliding(toCore(4, 4, Korf1), toCore(4, 4, KorfGoal), AlgorithmId(algorithm),
                                                    HeuristicId(heuristic), ctx);
    QCOMPARE(o.status, SearchStatus::Cancelled);
    QCOMPARE(ctx.stopReason(), core::StopReason::Cancelled);
    QVERIFY(ctx.isCancelled());
    QVERIFY(bool(o.reason));
    QVERIFY(o.moves.empty());
    QVERIFY(o.stats.expanded > 0);
    // The report that asked for the stop, then the final one from finish(): nothing in between.
    QCOMPARE(reports, 2);
}

// A context whose stop was requested before the search starts stops at once; a new context on
// a new token solves the same board.
void tst_SearchContext::cancelledBeforeStart()
{
    std::stop_source stop;
    requestStopFromAnotherThread(stop);
    core::SearchContext ctx(stop.get_token());
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    const ref::Board start{8, 6, 7, 2, 5, 4, 3, 0, 1};
    const auto o = core::solveSliding(toCore(3, 3, start), goal, AlgorithmId::IdaStar, HeuristicId::Manhattan, ctx);
    QCOMPARE(o.status, SearchStatus::Cancelled);
    QVERIFY(o.stats.expanded <= 1);
    QVERIFY(ctx.isCancelled());
    core::SearchContext fresh;
    QVERIFY(!fresh.isCancelled());
    const auto again = core::solveSliding(toCore(3, 3, start), goal, AlgorithmId::IdaStar, HeuristicId::Manhattan, fresh);
    QCOMPARE(again.status, SearchStatus::Solved);
    QCOMPARE(int(again.moves.size()), 31);
}

void tst_SearchContext::nodeBudget_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::addColumn<int>("budget");
    for (int budget : {1, 1000, 100000}) {
        QTest::addRow("bfs %d", budget) << int(AlgorithmId::Bfs) << int(HeuristicId::None) << budget;
        QTest::addRow("bibfs %d", budget) << int(AlgorithmId::BidirectionalBfs) << int(HeuristicId::None) << budget;
        QTest::addRow("astar/manhattan %d", budget) << int(AlgorithmId::AStar) << int(HeuristicId::Manhattan) << budget;
        QTest::addRow("idastar/linear-conflict %d", budget)
            << int(AlgorithmId::IdaStar) << int(HeuristicId::LinearConflict) << budget;
    }
}

// A node budget ends the search with LimitReached having expanded no more than the budget, and
// the message names it.
void tst_SearchContext::nodeBudget()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    QFETCH(int, budget);
    core::SearchContext ctx;
    ctx.setMaxExpanded(std::uint64_t(budget));
    const auto o = core::solveSliding(toCore(4, 4, Korf1), toCore(4, 4, KorfGoal), AlgorithmId(algorithm),
                                      HeuristicId(heuristic), ctx);
    QCOMPARE(o.status, SearchStatus::LimitReached);
    QCOMPARE(ctx.stopReason(), core::StopReason::NodeLimit);
    QVERIFY2(o.stats.expanded <= std::uint64_t(budget) + 1,
             qPrintable(QStringLiteral("%1 expanded for a budget of %2").arg(o.stats.expanded).arg(budget)));
    QVERIFY(o.stats.expanded + 1 >= std::uint64_t(budget)); // it did use the budget
    QVERIFY2(QString::fromStdString(core::describe(o.reason)).contains(QString::number(budget)), core::describe(o.reason).c_str());
    QVERIFY(o.moves.empty());
}

// The rotation solver shares one budget over its per-digit searches and restores the setting.
void tst_SearchContext::nodeBudgetRotation()
{
    std::mt19937_64 rng(8);
    const auto board = core::scrambleRotationRandom(rng);
    for (AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar, AlgorithmId::IdaStar}) {
        const HeuristicId h = core::usesHeuristic(a) ? HeuristicId::CentreCount : HeuristicId::None;
        core::SearchContext ctx;
        ctx.setMaxExpanded(50);
        const auto o = core::solveRotation(board, a, h, ctx);
        QCOMPARE(o.status, SearchStatus::LimitReached);
        QVERIFY(o.stats.expanded <= 51);
        QCOMPARE(ctx.maxExpanded(), std::uint64_t(50));
        QVERIFY(bool(o.reason));
    }
}

void tst_SearchContext::memoryBudget_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("bfs") << int(AlgorithmId::Bfs) << int(HeuristicId::None);
    QTest::newRow("bibfs") << int(AlgorithmId::BidirectionalBfs) << int(HeuristicId::None);
    QTest::newRow("astar/misplaced") << int(AlgorithmId::AStar) << int(HeuristicId::Misplaced);
}

// A 64 MiB memory budget on a hard 4x4 board: LimitReached, and the peak never passed the budget
// (a growth that would have passed it stopped the search before it happened) but came near it.
void tst_SearchContext::memoryBudget()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    constexpr std::size_t budget = std::size_t(64) << 20;
    core::SearchContext ctx;
    ctx.setMaxBytes(budget);
    const auto o = core::solveSliding(toCore(4, 4, Korf1), toCore(4, 4, KorfGoal), AlgorithmId(algorithm),
                                      HeuristicId(heuristic), ctx);
    QCOMPARE(o.status, SearchStatus::LimitReached);
    QCOMPARE(ctx.stopReason(), core::StopReason::MemoryLimit);
    QVERIFY2(o.stats.peakBytes <= budget, qPrintable(QString::number(o.stats.peakBytes)));
    QVERIFY2(o.stats.peakBytes > budget / 2, qPrintable(QString::number(o.stats.peakBytes)));
    QVERIFY2(QString::fromStdString(core::describe(o.reason)).contains(QLatin1String("64 MiB")), core::describe(o.reason).c_str());
    QVERIFY(o.stats.expanded > 1000);
}

// Two searches charging one account share its budget: each under its own maxBytes, the second
// is refused what the first holds, and says so with the account's budget; what a search held is
// given back when it ends, and the account counts what the process held uncharged (base).
void tst_SearchContext::oneAccountForTheProcess()
{
    core::MemoryAccount account;
    account.setBudget(std::size_t(1) << 40); // with no budget the account does not look
    account.refreshBase(true);
    const std::size_t base = account.base();
    QVERIFY(base > 0); // the test's own libraries
    account.setBudget(base + (std::size_t(100) << 20));
    core::SearchContext a, b;
    a.setMemoryAccount(account);
    b.setMemoryAccount(account);
    a.begin();
    b.begin();
    core::SearchStats sa, sb;
    QVERIFY(a.tick(sa, std::size_t(60) << 20));
    QVERIFY(account.held() >= std::size_t(60) << 20);
    QVERIFY(!b.tick(sb, std::size_t(50) << 20));
    QCOMPARE(b.stopReason(), core::StopReason::MemoryLimit);
    QCOMPARE(b.memoryLimitMiB(), account.budget() >> 20);
    QVERIFY(core::describe(core::limitReason(b, sb)).find(std::to_string(account.budget() >> 20) + " MiB")
            != std::string::npos);
    QCOMPARE(sb.peakBytes, std::size_t(0));
    a.finish(sa);
    QCOMPARE(account.held(), std::size_t(0));
    b.begin();
    QVERIFY(b.tick(sb, std::size_t(50) << 20));
    // A budget of its own below the account's stops a search first, and says its own.
    b.setMaxBytes(std::size_t(40) << 20);
    b.begin();
    QVERIFY(!b.tick(sb, std::size_t(50) << 20));
    QCOMPARE(b.memoryLimitMiB(), std::size_t(40));
}

// On a clock that moves 1 ms per reading (the context reads it every 256 ticks), the observer
// is called during the search at least an interval apart, with figures that only grow, and the
// last report (from finish()) equals the result's statistics.
void tst_SearchContext::observerInterval()
{
    std::stop_source stop;
    core::SearchContext ctx(stop.get_token());
    ctx.setClock(&steppingClock);
    std::vector<core::SearchStats> seen;
    ctx.setObserver(
        [&](const core::SearchStats &s) {
            seen.push_back(s);
            if (seen.size() == 6)
                stop.request_stop();
        },
        50ms);
    const core::SolveOutcome o = core::solveSliding(toCore(4, 4, Korf1), toCore(4, 4, KorfGoal), AlgorithmId::IdaStar,
                                                    HeuristicId::Misplaced, ctx);
    QCOMPARE(o.status, SearchStatus::Cancelled);
    QCOMPARE(int(seen.size()), 7); // six during the search, one from finish()
    QVERIFY(seen.front().elapsed >= 50ms);
    for (std::size_t i = 1; i < seen.size(); ++i) {
        QVERIFY(seen[i].expanded >= seen[i - 1].expanded);
        QVERIFY(seen[i].elapsed >= seen[i - 1].elapsed);
        // 50 readings of the clock, 256 ticks apart.
        if (i + 1 < seen.size()) {
            QVERIFY(seen[i].elapsed - seen[i - 1].elapsed >= 50ms);
            QVERIFY(seen[i].expanded - seen[i - 1].expanded >= 49 * 256);
        }
    }
    QCOMPARE(seen.back().expanded, o.stats.expanded);
    QCOMPARE(seen.back().generated, o.stats.generated);
    QVERIFY(seen.back().elapsed == o.stats.elapsed);
}

void tst_SearchContext::statistics_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("bfs") << int(AlgorithmId::Bfs) << int(HeuristicId::None);
    QTest::newRow("bibfs") << int(AlgorithmId::BidirectionalBfs) << int(HeuristicId::None);
    QTest::newRow("astar/misplaced") << int(AlgorithmId::AStar) << int(HeuristicId::Misplaced);
    QTest::newRow("astar/linear-conflict") << int(AlgorithmId::AStar) << int(HeuristicId::LinearConflict);
    QTest::newRow("idastar/misplaced") << int(AlgorithmId::IdaStar) << int(HeuristicId::Misplaced);
    QTest::newRow("idastar/manhattan") << int(AlgorithmId::IdaStar) << int(HeuristicId::Manhattan);
    QTest::newRow("idastar/linear-conflict") << int(AlgorithmId::IdaStar) << int(HeuristicId::LinearConflict);
}

// On seeded 3x3 boards: the per-depth counts add up to the expansions, BFS generates at least as
// many nodes as it expands, duplicates never exceed generated nodes, IDA*'s thresholds rise
// strictly with one count per iteration and end at the optimal length.
void tst_SearchContext::statistics()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const auto a = AlgorithmId(algorithm);
    const ref::ExhaustiveBfs bfs(3, 3, ref::standardGoal(9));
    std::mt19937_64 rng(31);
    int checked = 0;
    while (checked < 25) {
        const ref::Board b = ref::randomPermutation(9, rng);
        const int dist = bfs.distance(b);
        if (dist <= 0)
            continue;
        ++checked;
        core::SearchContext ctx;
        const auto o = core::solveSliding(toCore(3, 3, b), toCore(3, 3, bfs.goal()), a, HeuristicId(heuristic), ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QCOMPARE(int(o.moves.size()), dist);
        const core::SearchStats &s = o.stats;
        QVERIFY(s.expanded > 0);
        QVERIFY(s.duplicates <= s.generated);
        QVERIFY(s.peakFrontier > 0);
        QVERIFY(s.peakBytes > 0);
        QVERIFY(s.elapsed > 0ns);
        QCOMPARE(sum(s.expandedPerDepth), s.expanded);
        if (a == AlgorithmId::Bfs) {
            QVERIFY(s.generated >= s.expanded);
            // The goal is found when generated from a node at depth dist - 1.
            QCOMPARE(int(s.expandedPerDepth.size()), dist);
            QVERIFY(s.expandedPerDepth.back() > 0);
            QCOMPARE(s.expandedPerDepth.front(), std::uint64_t(1));
        }
        if (a == AlgorithmId::IdaStar) {
            QCOMPARE(s.duplicates, std::uint64_t(0));
            QCOMPARE(s.thresholds.size(), s.expandedPerDepth.size());
            QVERIFY(!s.thresholds.empty());
            for (std::size_t i = 1; i < s.thresholds.size(); ++i)
                QVERIFY(s.thresholds[i] > s.thresholds[i - 1]);
            QCOMPARE(s.thresholds.back(), dist);
            QVERIFY(s.thresholds.front() <= dist);
            // Every expanded node but each iteration's root was generated first.
            QVERIFY(s.generated + s.thresholds.size() >= s.expanded);
        } else {
            QVERIFY(s.thresholds.empty());
        }
        if (a == AlgorithmId::AStar) {
            // Per f value: none above the optimal length (the heuristic is admissible).
            QVERIFY(int(s.expandedPerDepth.size()) <= dist + 1);
        }
    }
}

void tst_SearchContext::rotationStatistics()
{
    std::mt19937_64 rng(12);
    const auto board = core::scrambleRotationWalk(6, rng);
    for (AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar, AlgorithmId::IdaStar}) {
        const HeuristicId h = core::usesHeuristic(a) ? HeuristicId::CentreCount : HeuristicId::None;
        core::SearchContext ctx;
        const auto o = core::solveRotation(board, a, h, ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QCOMPARE(sum(o.stats.expandedPerDepth), o.stats.expanded);
        QVERIFY(o.stats.generated >= o.stats.expanded);
        if (a == AlgorithmId::IdaStar) {
            QVERIFY(!o.stats.thresholds.empty());
        }
    }
}

// tick() itself: budgets stop it with the right reason and status.
// The time budget is read with the clock, on every 256th tick: a search stops at the first poll
// past it, with LimitReached, and a search without one runs on. Through the registry, the
// outcome says which budget ran out.
void tst_SearchContext::timeBudget()
{
    core::SearchContext ctx;
    ctx.setClock(&steppingClock); // one millisecond a read
    ctx.setMaxExpanded(std::uint64_t(1) << 62);
    ctx.setMaxSeconds(0.5);
    QCOMPARE(ctx.maxSeconds(), 0.5);
    ctx.begin();
    core::SearchStats st;
    int ticks = 0;
    while (ctx.tick(st, 0) && ticks < 1'000'000)
        ++ticks;
    QCOMPARE(ctx.stopReason(), core::StopReason::TimeLimit);
    QCOMPARE(ctx.stoppedStatus(), SearchStatus::LimitReached);
    QVERIFY2(ticks >= 499 * 256 && ticks < 501 * 256, qPrintable(QString::number(ticks))); // 500 polls
    core::SearchContext unlimited;
    unlimited.setClock(&steppingClock);
    unlimited.setMaxExpanded(std::uint64_t(1) << 62);
    unlimited.begin();
    for (int i = 0; i < 300'000; ++i)
        QVERIFY(unlimited.tick(st, 0));

    // Korf's first 15-puzzle with Manhattan distance takes far longer than a second.
    const auto board = *core::parseSlidingBoard("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2").board;
    core::SearchContext real;
    real.setMaxExpanded(std::uint64_t(1) << 62);
    real.setMaxSeconds(1);
    const auto o = core::solveSliding(board, core::SlidingBoard::standardGoal({4, 4}), core::AlgorithmId::IdaStar,
                                      core::HeuristicId::Manhattan, real);
    QCOMPARE(o.status, SearchStatus::LimitReached);
    QCOMPARE(o.reason.code, core::ReasonCode::TimeBudgetReached);
    QCOMPARE(o.reason.numbers.at(0), std::int64_t(1));
    QVERIFY(o.stats.seconds() >= 1.0);
}

void tst_SearchContext::tickDirectly()
{
    std::stop_source stop;
    core::SearchContext ctx(stop.get_token());
    QCOMPARE(ctx.maxExpanded(), core::SearchContext::DefaultMaxExpanded);
    QCOMPARE(ctx.maxBytes(), core::SearchContext::DefaultMaxBytes);
    ctx.setMaxExpanded(10);
    ctx.setMaxBytes(1000);
    ctx.begin();
    core::SearchStats st;
    QVERIFY(ctx.tick(st, 10));
    QCOMPARE(ctx.stopReason(), core::StopReason::None);
    st.expanded = 10;
    QVERIFY(!ctx.tick(st, 10));
    QCOMPARE(ctx.stopReason(), core::StopReason::NodeLimit);
    QCOMPARE(ctx.stoppedStatus(), SearchStatus::LimitReached);
    ctx.begin();
    QCOMPARE(ctx.stopReason(), core::StopReason::None);
    st.expanded = 0;
    QVERIFY(!ctx.tick(st, 1001));
    QCOMPARE(ctx.stopReason(), core::StopReason::MemoryLimit);
    QCOMPARE(st.peakBytes, std::size_t(10)); // the refused bytes were never held
    ctx.begin();
    stop.request_stop();
    QVERIFY(!ctx.tick(st, 0));
    QCOMPARE(ctx.stopReason(), core::StopReason::Cancelled);
    QCOMPARE(ctx.stoppedStatus(), SearchStatus::Cancelled);
    ctx.finish(st);
    QVERIFY(st.elapsed >= 0ns);
    QCOMPARE(QString::fromLatin1(core::statusName(SearchStatus::Solved)), QStringLiteral("solved"));
    QCOMPARE(QString::fromLatin1(core::statusName(SearchStatus::Cancelled)), QStringLiteral("cancelled"));
}

QTEST_APPLESS_MAIN(tst_SearchContext)
#include "tst_searchcontext.moc"
