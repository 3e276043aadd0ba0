// FastIda5 against the generic IdaStar on 5x5 boards: the same plans and the same statistics
// with additive pattern databases read through their compact tables (small groups here, so
// the tables build in a second; the 6-6-6-6 ones are the slow test in tst_patterndatabase), on
// random-walk boards for goals with and without the reflection; on two threads, the same plans
// and the same nodes in every iteration but the last; plans checked against IDA* with
// Manhattan distance for their length; budgets and cancels stop it.
#include "position/position.h"
#include "sliding/pdb/additivepdb.h"
#include "convert.h"
#include "sliding/fastida/sameresult.h"
#include "sliding/fastida/smallpdb5.h"
#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/fastida5.h"
#include "sliding/pdb/sparsepdb5.h"
#include "search/idastar.h"
#include "reference.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/board/slidingtext.h"
#include "solvers/descriptors.h"
#include "solvers/solverregistry.h"
#include "sliding/board/slidingposition.h"

#include <QtTest>

#include <limits>
#include <set>
#include <thread>

using core::SearchStatus;
using fixtures5::Goals;
using fixtures5::smallPdb;


class tst_FastIda5 : public QObject {
    Q_OBJECT
private slots:
    void sameAsIdaStar_data();
    void sameAsIdaStar();
    void twoThreads();
    void weightedSameAsIdaStar();
    void nodeBudget();
    void cancelFromAnotherThread();
    void partition6666();
    void registryRefusesOtherSizes();
};

void tst_FastIda5::sameAsIdaStar_data()
{
    QTest::addColumn<int>("goal");
    for (int g = 0; g < 3; ++g)
        QTest::addRow("goal %d", g) << g;
}

void tst_FastIda5::sameAsIdaStar()
{
    QFETCH(int, goal);
    const auto goalBoard = *core::parseSlidingBoard(Goals[goal]).board;
    const core::SlidingDomain d(goalBoard);
    const auto pdb = smallPdb(goalBoard);
    QVERIFY(pdb);
    QCOMPARE(pdb->reflects(), goal != 2);
    QVERIFY(core::FastIda5::fits(d, *pdb));
    QVERIFY(core::SparsePdb5::fits(*pdb));
    core::TableCache cache;
    const auto sparse = core::SparsePdb5::forPdb(cache, pdb);
    QVERIFY(sparse);
    std::mt19937_64 rng(std::uint64_t(500 + goal));
    int nonTrivial = 0;
    constexpr int Boards = 40;
    for (int i = 0; i < Boards; ++i) {
        ref::Board b = toRef(goalBoard);
        ref::randomWalk(b, 5, 5, 10 + i % 24, rng);
        const auto board = toCore(5, 5, b);
        const auto s = d.stateOf(board);
        core::SearchContext c1, c2;
        c1.setPruneDuplicatePaths(false); // node for node the generic IDA*'s counts
        const auto fast = core::FastIda5::run(d, s, *pdb, c1);
        const auto slow = core::idaStarSearch(d, *pdb, s, c2);
        QCOMPARE(slow.status, SearchStatus::Solved);
        QVERIFY2(sameResult(fast, slow), qPrintable(describe(board, fast, slow)));
        core::SearchContext c4; // duplicate-path pruning: the same plan from never more nodes
        const auto pruned = core::FastIda5::run(d, s, *pdb, c4);
        QCOMPARE(core::planToString(pruned.plan), core::planToString(fast.plan));
        QVERIFY(pruned.stats.expanded <= fast.stats.expanded && pruned.stats.generated <= fast.stats.generated);
        core::SearchContext c6; // through the sparse tables (sliding/pdb/sparsepdb5.h): the same, node for node
        const auto sparseRun = core::FastIda5::run(d, s, *pdb, c6, {}, sparse.get());
        QVERIFY2(sameResult(sparseRun, pruned), qPrintable(describe(board, sparseRun, pruned)));
        core::SearchContext c5; // the portable copy of the search (fastida/geometry.h): the same, node for node
        core::FastIda4::usePortableCopyOnly(true);
        const auto portable = core::FastIda5::run(d, s, *pdb, c5);
        core::FastIda4::usePortableCopyOnly(false);
        QVERIFY2(sameResult(portable, pruned), qPrintable(describe(board, portable, pruned)));
        ref::Board replayed = b;
        QVERIFY(ref::replay(replayed, 5, 5, core::planToString(fast.plan)));
        QCOMPARE(replayed, toRef(goalBoard));
        if (i % 8 == 0) { // the length, by another admissible heuristic
            core::SearchContext c3;
            const auto manhattan = core::idaStarSearch(d, core::Manhattan(d), s, c3);
            QCOMPARE(manhattan.plan.size(), fast.plan.size());
        }
        nonTrivial += fast.stats.thresholds.size() > 1;
    }
    QVERIFY(nonTrivial > Boards / 4);
}

// On two threads: the same plan, the same bounds, the same nodes in every iteration but the
// last (parallelida4.h).
void tst_FastIda5::twoThreads()
{
    const auto goalBoard = *core::parseSlidingBoard(Goals[0]).board;
    const core::SlidingDomain d(goalBoard);
    const auto pdb = smallPdb(goalBoard);
    QVERIFY(pdb);
    std::mt19937_64 rng(9);
    int parallel = 0;
    for (int i = 0; i < 8; ++i) {
        ref::Board b = toRef(goalBoard);
        ref::randomWalk(b, 5, 5, 24 + 2 * i, rng);
        const auto s = d.stateOf(toCore(5, 5, b));
        core::SearchContext c1, c2;
        c1.setMaxExpanded(std::uint64_t(1) << 40);
        c2.setMaxExpanded(std::uint64_t(1) << 40);
        c2.setThreads(2);
        const auto one = core::FastIda5::run(d, s, *pdb, c1);
        const auto two = core::FastIda5::run(d, s, *pdb, c2);
        QCOMPARE(two.status, SearchStatus::Solved);
        QCOMPARE(two.plan, one.plan);
        QCOMPARE(two.stats.thresholds, one.stats.thresholds);
        const auto &a = one.stats.expandedPerDepth, &b2 = two.stats.expandedPerDepth;
        QCOMPARE(a.size(), b2.size());
        for (std::size_t k = 0; k + 1 < a.size(); ++k)
            QCOMPARE(b2[k], a[k]);
        parallel += a.size() > 2 && a[a.size() - 2] >= 2000;
    }
    QVERIFY(parallel > 0); // some iterations were large enough to run on both threads
}

// Weighted IDA* (weight 27/20, the wida row's): the generic search's plan and statistics, on
// one thread and on two (the same plan); plans at most 1.35 times the shortest.
void tst_FastIda5::weightedSameAsIdaStar()
{
    const core::Weight w{27, 20};
    int longer = 0;
    for (int goal : {0, 2}) {
        const auto goalBoard = *core::parseSlidingBoard(Goals[goal]).board;
        const core::SlidingDomain d(goalBoard);
        const auto pdb = smallPdb(goalBoard);
        QVERIFY(pdb);
        std::mt19937_64 rng(std::uint64_t(700 + goal));
        for (int i = 0; i < 16; ++i) {
            ref::Board b = toRef(goalBoard);
            ref::randomWalk(b, 5, 5, 16 + i, rng);
            const auto board = toCore(5, 5, b);
            const auto s = d.stateOf(board);
            core::SearchContext c1, c2, c3, c4;
            c3.setThreads(2);
            for (core::SearchContext *c : {&c1, &c2, &c3, &c4})
                c->setMaxExpanded(std::uint64_t(1) << 40);
            const auto fast = core::FastIda5::run(d, s, *pdb, c1, w);
            const auto slow = core::idaStarSearch(d, *pdb, s, c2, std::numeric_limits<int>::max(), w);
            QCOMPARE(slow.status, SearchStatus::Solved);
            QVERIFY2(sameResult(fast, slow), qPrintable(describe(board, fast, slow)));
            QCOMPARE(core::FastIda5::run(d, s, *pdb, c3, w).plan, fast.plan);
            ref::Board replayed = b;
            QVERIFY(ref::replay(replayed, 5, 5, core::planToString(fast.plan)));
            QCOMPARE(replayed, toRef(goalBoard));
            const auto shortest = core::FastIda5::run(d, s, *pdb, c4);
            QCOMPARE(shortest.status, SearchStatus::Solved);
            QVERIFY2(20 * fast.plan.size() <= 27 * shortest.plan.size(),
                     qPrintable(QStringLiteral("%1 moves, shortest %2").arg(fast.plan.size()).arg(shortest.plan.size())));
            longer += fast.plan.size() > shortest.plan.size();
        }
    }
    QVERIFY(longer > 0);
}

void tst_FastIda5::nodeBudget()
{
    const auto goalBoard = *core::parseSlidingBoard(Goals[0]).board;
    const core::SlidingDomain d(goalBoard);
    const auto pdb = smallPdb(goalBoard);
    QVERIFY(pdb);
    // Korf and Felner's first 24-puzzle (95 moves): far beyond these budgets.
    const auto board = *core::parseSlidingBoard("24 13 11 2 20 7 17 9 16 6 10 22 5 4 3 12 8 23 14 21 15 19 18 1 0").board;
    for (std::uint64_t budget : {0ull, 1ull, 257ull, 100000ull}) {
        core::SearchContext c1, c2;
        c1.setMaxExpanded(budget);
        c2.setMaxExpanded(budget);
        c1.setPruneDuplicatePaths(false); // node for node the generic IDA*'s counts
        const auto fast = core::FastIda5::run(d, d.stateOf(board), *pdb, c1);
        const auto slow = core::idaStarSearch(d, *pdb, d.stateOf(board), c2);
        QCOMPARE(fast.status, SearchStatus::LimitReached);
        QCOMPARE(c1.stopReason(), core::StopReason::NodeLimit);
        QCOMPARE(fast.stats.expanded, budget);
        QVERIFY2(sameResult(fast, slow), qPrintable(describe(board, fast, slow)));
    }
}

void tst_FastIda5::cancelFromAnotherThread()
{
    const auto goalBoard = *core::parseSlidingBoard(Goals[0]).board;
    const core::SlidingDomain d(goalBoard);
    const auto pdb = smallPdb(goalBoard);
    QVERIFY(pdb);
    const auto board = *core::parseSlidingBoard("24 13 11 2 20 7 17 9 16 6 10 22 5 4 3 12 8 23 14 21 15 19 18 1 0").board;
    for (int threads : {1, 2}) {
        std::stop_source stop;
        core::SearchContext ctx(stop.get_token());
        ctx.setMaxExpanded(std::uint64_t(1) << 62);
        ctx.setThreads(threads);
        std::thread canceller([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            stop.request_stop();
        });
        const auto r = core::FastIda5::run(d, d.stateOf(board), *pdb, ctx);
        canceller.join();
        QCOMPARE(r.status, SearchStatus::Cancelled);
        QVERIFY(r.plan.empty());
        QVERIFY(r.stats.expanded > 0);
    }
}

// The 6-6-6-6 split: four groups of six that cover every tile once, for any goal of a 5x5.
void tst_FastIda5::partition6666()
{
    for (const char *text : Goals) {
        const auto goal = *core::parseSlidingBoard(text).board;
        const auto groups = core::AdditivePdb::partitionCells("6666", goal);
        QVERIFY(groups);
        QCOMPARE(groups->size(), std::size_t(4));
        std::set<int> tiles;
        for (const auto &g : *groups) {
            QCOMPARE(g.size(), std::size_t(6));
            for (int c : g)
                tiles.insert(goal.tiles[std::size_t(c)]);
        }
        QCOMPARE(tiles.size(), std::size_t(24));
        QVERIFY(!tiles.count(0));
    }
    QVERIFY(!core::AdditivePdb::partitionCells("6666", core::SlidingBoard::standardGoal({4, 4})));
    QVERIFY(!core::AdditivePdb::partitionCells("78", core::SlidingBoard::standardGoal({5, 5})));
    // Packed, the four tables keep 4 x 63.8 MB; building one at a time peaks at one's work.
    core::TableCache cache;
    const auto c = core::AdditivePdb::cost(cache, core::SlidingBoard::standardGoal({5, 5}), "6666");
    QCOMPARE(c.keptBytes, std::uint64_t(4 * 63'756'000));
    QVERIFY(c.peakBytes > c.keptBytes + 500'000'000 && c.peakBytes < 900'000'000);
}

void tst_FastIda5::registryRefusesOtherSizes()
{
    using core::PuzzleKind;
    QCOMPARE(core::checkCombination(core::SlidingKind, {4, 4}, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb6666).code,
             core::ReasonCode::PdbNeeds5x5);
    QCOMPARE(core::checkCombination(core::SlidingKind, {5, 4}, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb6666).code,
             core::ReasonCode::PdbNeeds5x5);
    QVERIFY(!core::checkCombination(core::SlidingKind, {5, 5}, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb6666));
    QVERIFY(core::heuristicRow(core::HeuristicId::Pdb6666).mayTakeLong);
    // The window runs IDA* with it until it ends or is cancelled; no other pair.
    QVERIFY(core::runsWithoutNodeBudget(core::AlgorithmId::IdaStar, core::HeuristicId::Pdb6666));
    QVERIFY(!core::runsWithoutNodeBudget(core::AlgorithmId::AStar, core::HeuristicId::Pdb6666));
    QVERIFY(!core::runsWithoutNodeBudget(core::AlgorithmId::IdaStar, core::HeuristicId::Pdb78));
    QVERIFY(!core::runsWithoutNodeBudget(core::AlgorithmId::IdaStar, core::HeuristicId::LinearConflict));
    QCOMPARE(std::string(core::pdbPartition(core::HeuristicId::Pdb6666)), std::string("6666"));
}

QTEST_APPLESS_MAIN(tst_FastIda5)
#include "tst_fastida5.moc"
