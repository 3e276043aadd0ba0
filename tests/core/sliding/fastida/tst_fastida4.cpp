// FastIda4 against the generic IdaStar: the same plans and the same statistics (expanded,
// generated, thresholds, per-iteration counts, peak depth) for Manhattan distance, linear
// conflict and the additive pattern databases, on random-walk boards for several goals; the
// sparse tables agree with the compact ones; budgets stop it where they stop IdaStar, and a
// cancel from another thread ends it.
#include "sliding/pdb/additivepdb.h"
#include "sliding/game/slidingsolve.h"
#include "convert.h"
#include "sliding/fastida/sameresult.h"
#include "sliding/fastida/fastida4.h"
#include "search/idastar.h"
#include "reference.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/board/slidingtext.h"
#include "solvers/solverregistry.h"
#include "sliding/pdb/sparsepdb4.h"

#include <QtTest>

#include <thread>

using core::FastHeuristic4;
using core::SearchStatus;

namespace {

const char *const Goals[] = {
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", // standard: the PDBs reflect
    "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", // blank first: still on the diagonal
    "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15", // blank off the diagonal: no reflection
    "15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0",
};

core::SearchResult<core::SlidingDomain> generic(const core::SlidingDomain &d, FastHeuristic4 h,
                                                const core::AdditivePdb *pdb, const core::SlidingState &s,
                                                core::SearchContext &ctx)
{
    switch (h) {
    case FastHeuristic4::Manhattan: return core::idaStarSearch(d, core::Manhattan(d), s, ctx);
    case FastHeuristic4::LinearConflict: return core::idaStarSearch(d, core::LinearConflict(d), s, ctx);
    case FastHeuristic4::AdditivePdb:
    case FastHeuristic4::CompactPdb: break;
    }
    return core::idaStarSearch(d, *pdb, s, ctx);
}

} // namespace

class tst_FastIda4 : public QObject {
    Q_OBJECT
private slots:
    void sameAsIdaStar_data();
    void sameAsIdaStar();
    void sparseTablesMatchCompact();
    void korfQuickInstances();
    void nodeBudget_data();
    void nodeBudget();
    void cancelFromAnotherThread();
    void registryUsesIt();
};

void tst_FastIda4::sameAsIdaStar_data()
{
    QTest::addColumn<int>("heuristic");
    QTest::addColumn<int>("goal");
    QTest::addColumn<int>("boards");
    QTest::addColumn<int>("maxWalk");
    for (int g = 0; g < 4; ++g) {
        QTest::addRow("manhattan goal %d", g) << int(FastHeuristic4::Manhattan) << g << 100 << 40;
        QTest::addRow("linear-conflict goal %d", g) << int(FastHeuristic4::LinearConflict) << g << 60 << 45;
        QTest::addRow("pdb-555 goal %d", g) << int(FastHeuristic4::AdditivePdb) << g << 40 << 50;
        // The compact tables (as pdb-78 reads them), here those of 5-5-5 and 6-6-3.
        QTest::addRow("compact goal %d", g) << int(FastHeuristic4::CompactPdb) << g << 30 << 60;
    }
}

void tst_FastIda4::sameAsIdaStar()
{
    QFETCH(int, heuristic);
    QFETCH(int, goal);
    QFETCH(int, boards);
    QFETCH(int, maxWalk);
    const auto h = FastHeuristic4(heuristic);
    const auto goalBoard = *core::parseSlidingBoard(Goals[goal]).board;
    const core::SlidingDomain d(goalBoard);
    QVERIFY(core::FastIda4::fits(d));
    std::shared_ptr<const core::AdditivePdb> pdb;
    std::shared_ptr<const core::SparsePdb4> sparse;
    if (h == FastHeuristic4::CompactPdb) {
        pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goalBoard, goal % 2 ? "663" : "555");
        QVERIFY(pdb);
        QCOMPARE(pdb->reflects(), goal != 2);
        QVERIFY(core::FastIda4::fitsCompact(*pdb));
    }
    if (h == FastHeuristic4::AdditivePdb) {
        pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goalBoard, "555");
        QVERIFY(pdb);
        QCOMPARE(pdb->reflects(), goal != 2);
        sparse = core::SparsePdb4::forPdb(core::defaultTableCache(), pdb);
        QVERIFY(sparse);
        QCOMPARE(sparse->reflects(), pdb->reflects());
    }
    std::mt19937_64 rng(std::uint64_t(1000 + 10 * goal + heuristic));
    std::uint64_t nonTrivial = 0, prunedGenerated = 0, unprunedGenerated = 0;
    for (int i = 0; i < boards; ++i) {
        ref::Board b = toRef(goalBoard);
        ref::randomWalk(b, 4, 4, i * (maxWalk + 1) / boards, rng); // walks of 0 to maxWalk moves
        const auto board = toCore(4, 4, b);
        const auto s = d.stateOf(board);
        core::SearchContext c1, c2;
        c1.setPruneDuplicatePaths(false); // node for node the generic IDA*'s counts
        const auto fast = core::FastIda4::run(d, s, h, c1, sparse.get(), pdb.get());
        const auto slow = generic(d, h, pdb.get(), s, c2);
        QCOMPARE(slow.status, SearchStatus::Solved);
        QVERIFY2(sameResult(fast, slow), qPrintable(describe(board, fast, slow)));
        // Duplicate-path pruning: the same plan from never more nodes.
        core::SearchContext c3;
        const auto pruned = core::FastIda4::run(d, s, h, c3, sparse.get(), pdb.get());
        // The portable copy of the search (fastida/geometry.h) finds the same, node for node.
        core::SearchContext c4;
        core::FastIda4::usePortableCopyOnly(true);
        QVERIFY(!core::FastIda4::countsCellsInOneInstruction());
        const auto portable = core::FastIda4::run(d, s, h, c4, sparse.get(), pdb.get());
        core::FastIda4::usePortableCopyOnly(false);
        QVERIFY2(sameResult(portable, pruned), qPrintable(describe(board, portable, pruned)));
        QCOMPARE(core::planToString(pruned.plan), core::planToString(fast.plan));
        QVERIFY(pruned.stats.expanded <= fast.stats.expanded && pruned.stats.generated <= fast.stats.generated);
        prunedGenerated += pruned.stats.generated;
        unprunedGenerated += fast.stats.generated;
        ref::Board replayed = b;
        QVERIFY(ref::replay(replayed, 4, 4, core::planToString(fast.plan)));
        QCOMPARE(replayed, toRef(goalBoard));
        nonTrivial += fast.stats.thresholds.size() > 1;
    }
    QVERIFY(nonTrivial > std::uint64_t(boards / 4)); // the boards did need several iterations
    QVERIFY(prunedGenerated < unprunedGenerated);
}

void tst_FastIda4::sparseTablesMatchCompact()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const auto pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goal, "555");
    QVERIFY(pdb);
    const auto sparse = core::SparsePdb4::forPdb(core::defaultTableCache(), pdb);
    QVERIFY(sparse);
    QCOMPARE(sparse->groups(), 3);
    QCOMPARE(core::SparsePdb4::forPdb(core::defaultTableCache(), pdb), sparse); // shared
    std::mt19937_64 rng(3);
    for (int i = 0; i < 20000; ++i) {
        const ref::Board b = ref::randomPermutation(16, rng);
        std::uint8_t where[16];
        for (int c = 0; c < 16; ++c)
            where[b[std::size_t(c)]] = std::uint8_t(c);
        for (int g = 0; g < 3; ++g) {
            const auto &db = pdb->databases()[std::size_t(g)];
            std::uint8_t p[6];
            for (std::size_t t = 0; t < db.tiles().size(); ++t)
                p[t] = where[db.tiles()[t]];
            QCOMPARE(int(sparse->table(g)[sparse->index(g, where)]), db.lookup(p));
        }
    }
}

void tst_FastIda4::korfQuickInstances()
{
    // Korf's instances 2 and 4 (55 and 56 moves) with the 5-5-5 databases: identical results.
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goal, "555");
    const auto sparse = core::SparsePdb4::forPdb(core::defaultTableCache(), pdb);
    QVERIFY(sparse);
    for (const char *text : {"10 5 1 0 15 9 13 14 2 8 4 7 6 12 11 3", "10 7 12 13 3 15 14 8 0 2 5 1 9 6 4 11"}) {
        const auto board = *core::parseSlidingBoard(text).board;
        core::SearchContext c1, c2;
        c1.setPruneDuplicatePaths(false); // node for node the generic IDA*'s counts
        const auto fast = core::FastIda4::run(d, d.stateOf(board), FastHeuristic4::AdditivePdb, c1, sparse.get());
        const auto slow = core::idaStarSearch(d, *pdb, d.stateOf(board), c2);
        QCOMPARE(fast.status, SearchStatus::Solved);
        QVERIFY(fast.plan.size() == 55 || fast.plan.size() == 56);
        QVERIFY2(sameResult(fast, slow), qPrintable(describe(board, fast, slow)));
        core::SearchContext c3; // pruning duplicate paths: the same plan, fewer nodes
        const auto pruned = core::FastIda4::run(d, d.stateOf(board), FastHeuristic4::AdditivePdb, c3, sparse.get());
        QCOMPARE(core::planToString(pruned.plan), core::planToString(fast.plan));
        QVERIFY(pruned.stats.generated < fast.stats.generated);
        qInfo("%s: generated %llu pruned, %llu not", text, (unsigned long long)pruned.stats.generated,
              (unsigned long long)fast.stats.generated);
    }
}

void tst_FastIda4::nodeBudget_data()
{
    QTest::addColumn<int>("budget");
    QTest::newRow("0") << 0;
    QTest::newRow("1") << 1;
    QTest::newRow("255") << 255;
    QTest::newRow("256") << 256;
    QTest::newRow("257") << 257;
    QTest::newRow("100000") << 100000;
}

// A budget stops it exactly where it stops IdaStar, with the same figures so far.
void tst_FastIda4::nodeBudget()
{
    QFETCH(int, budget);
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto board = *core::parseSlidingBoard("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2").board; // Korf 1
    for (auto h : {FastHeuristic4::Manhattan, FastHeuristic4::LinearConflict}) {
        core::SearchContext c1, c2;
        c1.setPruneDuplicatePaths(false); // node for node the generic IDA*'s counts
        c1.setMaxExpanded(std::uint64_t(budget));
        c2.setMaxExpanded(std::uint64_t(budget));
        const auto fast = core::FastIda4::run(d, d.stateOf(board), h, c1);
        const auto slow = generic(d, h, nullptr, d.stateOf(board), c2);
        QCOMPARE(fast.status, SearchStatus::LimitReached);
        QCOMPARE(c1.stopReason(), core::StopReason::NodeLimit);
        QCOMPARE(fast.stats.expanded, std::uint64_t(budget));
        QVERIFY2(sameResult(fast, slow), qPrintable(describe(board, fast, slow)));
    }
}

void tst_FastIda4::cancelFromAnotherThread()
{
    // Korf 1 with Manhattan distance takes far longer than the cancel's delay.
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto board = *core::parseSlidingBoard("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2").board;
    std::stop_source stop;
    core::SearchContext ctx(stop.get_token());
    ctx.setMaxExpanded(std::uint64_t(1) << 62);
    int reports = 0;
    ctx.setObserver([&reports](const core::SearchStats &) { ++reports; }, std::chrono::milliseconds(20));
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
    QCOMPARE(r.stats.thresholds.size(), r.stats.expandedPerDepth.size());
    std::uint64_t sum = 0;
    for (auto n : r.stats.expandedPerDepth)
        sum += n;
    QCOMPARE(sum, r.stats.expanded);
    QVERIFY(reports >= 2); // progress during the search, and the final one
}

void tst_FastIda4::registryUsesIt()
{
    // Through the registry, IDA* on 4x4 gives the same answer as the generic search.
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    std::mt19937_64 rng(77);
    ref::Board b = toRef(goal);
    ref::randomWalk(b, 4, 4, 36, rng);
    const auto board = toCore(4, 4, b);
    core::SearchContext c1, c2;
    c1.setPruneDuplicatePaths(false); // node for node the generic IDA*'s counts
    const auto o = core::solveSliding(board, goal, core::AlgorithmId::IdaStar, core::HeuristicId::LinearConflict, c1);
    const auto r = core::idaStarSearch(d, core::LinearConflict(d), d.stateOf(board), c2);
    QCOMPARE(o.status, SearchStatus::Solved);
    QCOMPARE(o.moves, core::planToString(r.plan));
    QCOMPARE(o.stats.expanded, r.stats.expanded);
    QCOMPARE(o.stats.generated, r.stats.generated);
    QVERIFY(o.optimal);
}

QTEST_APPLESS_MAIN(tst_FastIda4)
#include "tst_fastida4.moc"
