// FastIda5::runMax, the largest of several splits' values (pdb-6666-max): on random-walk
// boards of two goals its plans are as short as the single split's search and Manhattan
// IDA*'s, and replay to the goal; its first bound lies between each split's value and the
// plan's length (stronger, still admissible), and two splits expand fewer nodes in all than
// one; two threads find the same plans. It refuses splits for another goal or board, and the
// 6-6-6-6 splits each cover every tile once. Small groups here, so the tables build in a second.
#include "convert.h"
#include "position/position.h"
#include "reference.h"
#include "sliding/board/slidingtext.h"
#include "sliding/fastida/fastida5.h"
#include "sliding/fastida/smallpdb5.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/pdb/additivepdb.h"
#include "sliding/pdb/sparsepdb5.h"
#include "search/idastar.h"
#include "solvers/descriptors.h"
#include "solvers/solverregistry.h"
#include "sliding/board/slidingposition.h"

#include <QtTest>

#include <random>
#include <set>
#include <vector>

using core::SearchStatus;
using fixtures5::Goals;
using fixtures5::smallPdb;

namespace {

// A second split of small groups (by goal cell: the middle of each side and the centre), which
// leaves other tiles than smallPdb's out; the goal's blank is in no group.
std::shared_ptr<core::AdditivePdb> crossPdb(const core::SlidingBoard &goal)
{
    return fixtures5::blocksPdb(goal, {{1, 2, 6, 7}, {10, 11, 15, 16}, {13, 14, 17, 18}, {12, 22, 23, 24}});
}

} // namespace

class tst_MaxSplits : public QObject {
    Q_OBJECT
private slots:
    void shortestAndStronger_data();
    void shortestAndStronger();
    void refusesWhatDoesNotFit();
    void splits6666();
};

void tst_MaxSplits::shortestAndStronger_data()
{
    QTest::addColumn<int>("goal");
    QTest::addRow("blank last") << 0;
    QTest::addRow("blank first") << 1;
}

void tst_MaxSplits::shortestAndStronger()
{
    QFETCH(int, goal);
    const auto goalBoard = *core::parseSlidingBoard(Goals[goal]).board;
    const core::SlidingDomain d(goalBoard);
    const auto corners = smallPdb(goalBoard), cross = crossPdb(goalBoard);
    QVERIFY(corners && cross);
    core::TableCache cache;
    const auto a = core::SparsePdb5::forPdb(cache, corners), b = core::SparsePdb5::forPdb(cache, cross);
    QVERIFY(a && b);
    using core::FastIda5;
    // Two splits, and a third of groups from both (corners' top right, cross's two left).
    const std::vector<FastIda5::SparseSplit> one{FastIda5::wholeSplit(*a)},
        two{FastIda5::wholeSplit(*a), FastIda5::wholeSplit(*b)},
        three{FastIda5::wholeSplit(*a), FastIda5::wholeSplit(*b), {{a.get(), 1}, {b.get(), 0}, {b.get(), 1}}};
    QVERIFY(FastIda5::fitsMax(d, one) && FastIda5::fitsMax(d, two) && FastIda5::fitsMax(d, three));
    std::mt19937_64 rng(std::uint64_t(71 + goal));
    std::uint64_t expandedOne = 0, expandedTwo = 0;
    int stronger = 0;
    constexpr int Boards = 30;
    for (int i = 0; i < Boards; ++i) {
        ref::Board rb = toRef(goalBoard);
        ref::randomWalk(rb, 5, 5, 12 + i, rng);
        const auto board = toCore(5, 5, rb);
        const auto s = d.stateOf(board);
        core::SearchContext c1, c2, c3, c4, c6;
        const auto single = core::FastIda5::run(d, s, *corners, c1, {}, a.get()); // shortest (tst_fastida5)
        const auto maxOne = core::FastIda5::runMax(d, s, one, c2);
        const auto maxTwo = core::FastIda5::runMax(d, s, two, c3);
        c4.setThreads(2);
        const auto parallel = core::FastIda5::runMax(d, s, two, c4);
        const auto maxThree = core::FastIda5::runMax(d, s, three, c6);
        QCOMPARE(single.status, SearchStatus::Solved);
        for (const auto *r : {&maxOne, &maxTwo, &parallel, &maxThree}) {
            QCOMPARE(r->status, SearchStatus::Solved);
            QCOMPARE(r->plan.size(), single.plan.size());
            ref::Board replayed = rb;
            QVERIFY(ref::replay(replayed, 5, 5, core::planToString(r->plan)));
            QCOMPARE(replayed, toRef(goalBoard));
        }
        // The start's values: each split's at most the maximum's, which is at most the length.
        const int h = maxTwo.stats.thresholds.front();
        QVERIFY(h <= int(single.plan.size()));
        QVERIFY(h >= maxOne.stats.thresholds.front() && maxOne.stats.thresholds.front() >= single.stats.thresholds.front());
        QVERIFY(h >= core::Manhattan(d)(s));
        QVERIFY(maxThree.stats.thresholds.front() >= h && maxThree.stats.thresholds.front() <= int(single.plan.size()));
        stronger += h > maxOne.stats.thresholds.front();
        expandedOne += maxOne.stats.expanded;
        expandedTwo += maxTwo.stats.expanded;
        if (i % 6 == 0) { // the length, by another admissible heuristic
            core::SearchContext c5;
            QCOMPARE(core::idaStarSearch(d, core::Manhattan(d), s, c5).plan.size(), single.plan.size());
        }
    }
    QVERIFY(stronger > 0);
    QVERIFY2(expandedTwo < expandedOne, qPrintable(QString("%1 against %2").arg(expandedTwo).arg(expandedOne)));
}

void tst_MaxSplits::refusesWhatDoesNotFit()
{
    const auto g0 = *core::parseSlidingBoard(Goals[0]).board, g1 = *core::parseSlidingBoard(Goals[1]).board,
               g2 = *core::parseSlidingBoard(Goals[2]).board;
    core::TableCache cache;
    const auto p0 = core::SparsePdb5::forPdb(cache, smallPdb(g0)), p1 = core::SparsePdb5::forPdb(cache, smallPdb(g1)),
               p2 = core::SparsePdb5::forPdb(cache, smallPdb(g2));
    QVERIFY(p0 && p1 && p2);
    const core::SlidingDomain d0(g0), d1(g1), d2(g2), four(core::SlidingBoard::standardGoal({4, 4}));
    using core::FastIda5;
    using Parts = std::vector<FastIda5::SparseSplit>;
    const auto w0 = FastIda5::wholeSplit(*p0), w1 = FastIda5::wholeSplit(*p1), w2 = FastIda5::wholeSplit(*p2);
    QVERIFY(FastIda5::fitsMax(d0, Parts{w0}));
    QVERIFY(!FastIda5::fitsMax(d1, Parts{w0}));     // built for another goal
    QVERIFY(!FastIda5::fitsMax(d0, Parts{w0, w1})); // two goals
    QVERIFY(!FastIda5::fitsMax(d2, Parts{w2}));     // no mirror for this goal
    QVERIFY(!FastIda5::fitsMax(four, Parts{w0}));
    QVERIFY(!FastIda5::fitsMax(d0, Parts{}));
    QVERIFY(!FastIda5::fitsMax(d0, Parts{{}}));
    QVERIFY(!FastIda5::fitsMax(d0, Parts(std::size_t(FastIda5::MaxSplits + 1), w0)));
    // A group twice in one split would count its tiles twice; a group it does not have.
    QVERIFY(!FastIda5::fitsMax(d0, Parts{{{p0.get(), 0}, {p0.get(), 0}}}));
    QVERIFY(!FastIda5::fitsMax(d0, Parts{{{p0.get(), 4}}}));
    const auto cross = core::SparsePdb5::forPdb(cache, crossPdb(g0)); // its first group meets corners' first
    QVERIFY(cross);
    QVERIFY(FastIda5::fitsMax(d0, Parts{{{p0.get(), 1}, {cross.get(), 0}}}));
    QVERIFY(!FastIda5::fitsMax(d0, Parts{{{p0.get(), 0}, {cross.get(), 0}}}));
}

// The splits pdb-6666-max takes: each covers every tile once, for any goal, and no two are alike.
void tst_MaxSplits::splits6666()
{
    for (const char *goal : Goals) {
        const auto goalBoard = *core::parseSlidingBoard(goal).board;
        std::set<std::set<std::set<int>>> seen;
        for (const char *name : {"6666", "6666-4", "6666-5"}) {
            const auto groups = core::AdditivePdb::partitionCells(name, goalBoard);
            QVERIFY(groups);
            std::set<int> cells;
            std::set<std::set<int>> split;
            for (const auto &g : *groups) {
                QCOMPARE(g.size(), std::size_t(6));
                cells.insert(g.begin(), g.end());
                split.insert(std::set<int>(g.begin(), g.end()));
                QVERIFY(std::find(g.begin(), g.end(), goalBoard.blankIndex()) == g.end());
            }
            QCOMPARE(cells.size(), std::size_t(24));
            QVERIFY(seen.insert(split).second);
        }
        QVERIFY(!core::AdditivePdb::partitionCells("6666-4", core::SlidingBoard::standardGoal({4, 4})));
    }
    // What the window asks before building them: nine tables, not twelve (the splits share
    // three groups), and their sparse copies, one split's build at a time on top of those held.
    core::TableCache cache;
    const auto goal = core::SlidingBoard::standardGoal({5, 5});
    const auto one = core::AdditivePdb::cost(cache, goal, "6666");
    const auto all = core::tablesToBuild(goal, core::HeuristicId::Pdb6666Max, cache);
    QVERIFY(all && !all->held && !all->onDisk);
    QCOMPARE(all->keptBytes, one.keptBytes / 4 * 9);
    const std::uint64_t sparse = 9 * core::SparsePdb5::groupBytes(6);
    QVERIFY(all->peakBytes > all->keptBytes + sparse && all->peakBytes < all->keptBytes + sparse + one.peakBytes);
    QVERIFY(all->buildCpuSeconds > one.buildCpuSeconds);
    const auto &row = core::heuristicRow(core::HeuristicId::Pdb6666Max);
    QVERIFY(row.mayTakeLong);
    QVERIFY(!core::checkCombination(core::SlidingKind, {5, 5}, core::AlgorithmId::IdaStar, row.id));
    QCOMPARE(core::checkCombination(core::SlidingKind, {4, 4}, core::AlgorithmId::IdaStar, row.id).code,
             core::ReasonCode::PdbNeeds5x5);
}

QTEST_APPLESS_MAIN(tst_MaxSplits)
#include "tst_maxsplits.moc"
