// FastIda4 on several threads against FastIda4 on one: the same plans (the lexicographically
// smallest shortest ones), the same thresholds and the same counts in every iteration but the
// last, for each heuristic, goal and thread count, on random-walk boards from the goal itself
// to 80 random moves away (and random boards for the databases); budgets and cancels stop all the threads.
#include "sliding/pdb/additivepdb.h"
#include "convert.h"
#include "sliding/fastida/fastida4.h"
#include "reference.h"
#include "sliding/board/slidingtext.h"
#include "sliding/pdb/sparsepdb4.h"

#include <QtTest>

#include <numeric>
#include <thread>

using core::FastHeuristic4;
using core::SearchStatus;

namespace {

const char *const Goals[] = {
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
    "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
    "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
};
const char *const Korf1 = "13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2";

std::uint64_t sum(const std::vector<std::uint64_t> &v)
{
    return std::accumulate(v.begin(), v.end(), std::uint64_t(0));
}

} // namespace

class tst_ParallelIda4 : public QObject {
    Q_OBJECT
private slots:
    void sameAsOneThread_data();
    void sameAsOneThread();
    void korfQuickInstances();
    void nodeBudget_data();
    void nodeBudget();
    void cancelFromAnotherThread();
};

void tst_ParallelIda4::sameAsOneThread_data()
{
    QTest::addColumn<int>("heuristic");
    QTest::addColumn<int>("goal");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("boards");
    for (int g = 0; g < 3; ++g)
        for (int t : {2, 3}) {
            QTest::addRow("manhattan goal %d, %d threads", g, t) << int(FastHeuristic4::Manhattan) << g << t << 60;
            QTest::addRow("linear-conflict goal %d, %d threads", g, t) << int(FastHeuristic4::LinearConflict) << g << t << 50;
            QTest::addRow("pdb-555 goal %d, %d threads", g, t) << int(FastHeuristic4::AdditivePdb) << g << t << 24;
            QTest::addRow("pdb-555 compact goal %d, %d threads", g, t) << int(FastHeuristic4::CompactPdb) << g << t << 16;
        }
}

void tst_ParallelIda4::sameAsOneThread()
{
    QFETCH(int, heuristic);
    QFETCH(int, goal);
    QFETCH(int, threads);
    QFETCH(int, boards);
    const auto h = FastHeuristic4(heuristic);
    const auto goalBoard = *core::parseSlidingBoard(Goals[goal]).board;
    const core::SlidingDomain d(goalBoard);
    std::shared_ptr<const core::AdditivePdb> pdb;
    std::shared_ptr<const core::SparsePdb4> sparse;
    if (h == FastHeuristic4::AdditivePdb || h == FastHeuristic4::CompactPdb) {
        pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goalBoard, "555");
        QVERIFY(pdb);
        if (h == FastHeuristic4::AdditivePdb)
            sparse = core::SparsePdb4::forPdb(core::defaultTableCache(), pdb);
    }
    std::mt19937_64 rng(std::uint64_t(2000 + 10 * goal + heuristic + 100 * threads));
    int split = 0;
    for (int i = 0; i < boards; ++i) {
        ref::Board b = toRef(goalBoard);
        if (pdb && i % 2 == 0) { // random boards: walks are mostly easy for the databases
            do
                b = ref::randomPermutation(16, rng);
            while (!ref::solvableByInversions(b, toRef(goalBoard), 4));
        } else {
            ref::randomWalk(b, 4, 4, i % 81, rng);
        }
        const auto board = toCore(4, 4, b);
        const auto s = d.stateOf(board);
        core::SearchContext one, many;
        one.setMaxExpanded(5'000'000); // a few random boards need more with 5-5-5: not these tests' matter
        many.setThreads(unsigned(threads));
        const auto serial = core::FastIda4::run(d, s, h, one, sparse.get(), pdb.get());
        if (serial.status != SearchStatus::Solved)
            continue;
        const auto parallel = core::FastIda4::run(d, s, h, many, sparse.get(), pdb.get());
        const QString what = QString::fromStdString(core::formatId(board));
        QCOMPARE(parallel.status, SearchStatus::Solved);
        QVERIFY2(parallel.plan == serial.plan, qPrintable(what));
        QCOMPARE(parallel.stats.thresholds, serial.stats.thresholds);
        const auto &a = parallel.stats.expandedPerDepth, &e = serial.stats.expandedPerDepth;
        QCOMPARE(a.size(), e.size());
        QVERIFY2(std::equal(a.begin(), a.end() - 1, e.begin()), qPrintable(what)); // all but the last
        QCOMPARE(sum(a), parallel.stats.expanded);
        QVERIFY(parallel.stats.generated >= parallel.stats.expanded);
        QVERIFY(parallel.plan.empty() || parallel.stats.peakBytes > 0);
        ref::Board replayed = b;
        QVERIFY(ref::replay(replayed, 4, 4, core::planToString(parallel.plan)));
        QCOMPARE(replayed, toRef(goalBoard));
        split += serial.stats.expanded > 300;
    }
    QVERIFY2(split > boards / 5, qPrintable(QString::number(split))); // enough boards had trees worth splitting
}

void tst_ParallelIda4::korfQuickInstances()
{
    // Korf's instances 2 and 4 (55 and 56 moves), 5-5-5 databases, two threads.
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goal, "555");
    const auto sparse = core::SparsePdb4::forPdb(core::defaultTableCache(), pdb);
    QVERIFY(sparse);
    for (const char *text : {"10 5 1 0 15 9 13 14 2 8 4 7 6 12 11 3", "10 7 12 13 3 15 14 8 0 2 5 1 9 6 4 11"}) {
        const auto board = *core::parseSlidingBoard(text).board;
        core::SearchContext one, two;
        two.setThreads(2);
        const auto serial = core::FastIda4::run(d, d.stateOf(board), FastHeuristic4::AdditivePdb, one, sparse.get());
        const auto parallel = core::FastIda4::run(d, d.stateOf(board), FastHeuristic4::AdditivePdb, two, sparse.get());
        QCOMPARE(parallel.status, SearchStatus::Solved);
        QVERIFY(parallel.plan.size() == 55 || parallel.plan.size() == 56);
        QVERIFY(parallel.plan == serial.plan);
        QCOMPARE(parallel.stats.thresholds, serial.stats.thresholds);
    }
}

void tst_ParallelIda4::nodeBudget_data()
{
    QTest::addColumn<int>("budget");
    QTest::newRow("1") << 1;
    QTest::newRow("5000") << 5000;
    QTest::newRow("300000") << 300000;
}

// The threads share one budget: together they stop within a tick interval each of it (the walk
// to the split depth, a few hundred nodes, comes first).
void tst_ParallelIda4::nodeBudget()
{
    QFETCH(int, budget);
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto board = *core::parseSlidingBoard(Korf1).board;
    for (auto h : {FastHeuristic4::Manhattan, FastHeuristic4::LinearConflict}) {
        core::SearchContext ctx;
        ctx.setThreads(2);
        ctx.setMaxExpanded(std::uint64_t(budget));
        const auto r = core::FastIda4::run(d, d.stateOf(board), h, ctx);
        QCOMPARE(r.status, SearchStatus::LimitReached);
        QCOMPARE(ctx.stopReason(), core::StopReason::NodeLimit);
        QVERIFY(r.stats.expanded >= std::uint64_t(budget));
        QVERIFY2(r.stats.expanded <= std::uint64_t(budget) + 2 * core::FastIda4::TickInterval + 2000,
                 qPrintable(QString::number(r.stats.expanded)));
        QCOMPARE(sum(r.stats.expandedPerDepth), r.stats.expanded);
        QVERIFY(r.plan.empty());
    }
}

void tst_ParallelIda4::cancelFromAnotherThread()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto board = *core::parseSlidingBoard(Korf1).board;
    std::stop_source stop;
    core::SearchContext ctx(stop.get_token());
    ctx.setThreads(2);
    ctx.setMaxExpanded(std::uint64_t(1) << 62);
    int reports = 0;
    std::uint64_t lastReported = 0;
    ctx.setObserver(
        [&](const core::SearchStats &s) {
            ++reports;
            lastReported = s.expanded;
        },
        std::chrono::milliseconds(20));
    std::thread canceller([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        stop.request_stop();
    });
    const auto r = core::FastIda4::run(d, d.stateOf(board), FastHeuristic4::Manhattan, ctx);
    canceller.join();
    QCOMPARE(r.status, SearchStatus::Cancelled);
    QCOMPARE(ctx.stopReason(), core::StopReason::Cancelled);
    QVERIFY(r.plan.empty());
    QVERIFY(r.stats.expanded > 0);
    QCOMPARE(sum(r.stats.expandedPerDepth), r.stats.expanded);
    QVERIFY(reports >= 2);
    QCOMPARE(lastReported, r.stats.expanded); // the last report has the totals of all threads
}

QTEST_APPLESS_MAIN(tst_ParallelIda4)
#include "tst_parallelida4.moc"
