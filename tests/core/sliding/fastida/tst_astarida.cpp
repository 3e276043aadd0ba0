// A*+IDA* (SearchContext::setAstarBoards, sliding/fastida/astarida.h): on random-walk 4x4
// boards of three goals its plans are as long as those of the generic IDA* (an independent
// search) and replay to the goal, with one thread and two, whether A* ends the search alone or
// leaves IDA* below its open boards; when A* ends it alone the plan is plain IDA*'s own (the
// first shortest in d, l, r, u order, which the pruning keeps). Ten of Korf's boards come out
// at their published lengths; 5x5 boards match pdb-6666-max's plain search. The node budget
// holds, and a memory budget without room leaves IDA* alone, node for node.
#include "convert.h"
#include "reference.h"
#include "sliding/board/slidingtext.h"
#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/fastida5.h"
#include "sliding/fastida/smallpdb5.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/pdb/additivepdb.h"
#include "sliding/pdb/sparsepdb4.h"
#include "sliding/pdb/sparsepdb5.h"
#include "search/idastar.h"

#include <QFile>
#include <QtTest>

#include <random>

using core::FastHeuristic4;
using core::SearchStatus;

namespace {

const char *const Goals4[] = {
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
    "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
    "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
};

bool replaysToGoal(const ref::Board &start, int w, const std::vector<core::Dir> &plan, const core::SlidingBoard &goal)
{
    ref::Board b = start;
    return ref::replay(b, w, w, core::planToString(plan)) && b == toRef(goal);
}

} // namespace

class tst_AstarIda : public QObject {
    Q_OBJECT
private slots:
    void shortestOnWalks_data();
    void shortestOnWalks();
    void korfBoards();
    void fiveByFive();
    void budgets();
};

void tst_AstarIda::shortestOnWalks_data()
{
    QTest::addColumn<int>("goal");
    QTest::addColumn<int>("boards");
    for (int g = 0; g < 3; ++g)
        for (int n : {40, 2000, 200000})
            QTest::addRow("goal %d, A* over %d boards", g, n) << g << n;
}

void tst_AstarIda::shortestOnWalks()
{
    QFETCH(int, goal);
    QFETCH(int, boards);
    const auto goalBoard = *core::parseSlidingBoard(Goals4[goal]).board;
    const core::SlidingDomain d(goalBoard);
    std::mt19937_64 rng(std::uint64_t(500 + goal + boards));
    int aloneSame = 0, below = 0;
    for (int i = 0; i < 24; ++i) {
        ref::Board rb = toRef(goalBoard);
        ref::randomWalk(rb, 4, 4, i < 2 ? i : 20 + i, rng);
        const auto s = d.stateOf(toCore(4, 4, rb));
        core::SearchContext plain, generic;
        const auto ida = core::FastIda4::run(d, s, FastHeuristic4::LinearConflict, plain);
        QCOMPARE(ida.status, SearchStatus::Solved);
        if (i % 4 == 0) // the length, by another search
            QCOMPARE(core::idaStarSearch(d, core::Manhattan(d), s, generic).plan.size(), ida.plan.size());
        for (unsigned threads : {1u, 2u}) {
            for (auto h : {FastHeuristic4::Manhattan, FastHeuristic4::LinearConflict}) {
                core::SearchContext ctx;
                ctx.setAstarBoards(std::size_t(boards));
                ctx.setThreads(threads);
                const auto r = core::FastIda4::run(d, s, h, ctx);
                QCOMPARE(r.status, SearchStatus::Solved);
                QCOMPARE(r.plan.size(), ida.plan.size());
                QVERIFY(replaysToGoal(rb, 4, r.plan, goalBoard));
                // A* alone: one threshold, its plan's length; IDA* below it: the bounds rise to it.
                QCOMPARE(r.stats.thresholds.back(), int(ida.plan.size()));
                if (r.stats.generated + 5 < std::uint64_t(boards)) { // A* never held its boards
                    QVERIFY(r.plan == ida.plan); // the first shortest, as IDA* returns it
                    ++aloneSame;
                } else {
                    ++below;
                }
            }
        }
    }
    // Each size takes each way on some boards (40 boards: always below; 200,000: mostly alone).
    QVERIFY(below > 0 || boards == 200000);
    QVERIFY(aloneSame > 0);
}

void tst_AstarIda::korfBoards()
{
    // The first ten of Korf's 100 with the 5-5-5 databases, two threads, at their published lengths.
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goal, "555");
    const auto sparse = core::SparsePdb4::forPdb(core::defaultTableCache(), pdb);
    QVERIFY(sparse);
    QFile file(QStringLiteral(PUZZLESCOPE_TEST_DATA "/korf100_blank_last.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    int below = 0;
    for (int i = 0; i < 10; ++i) {
        const QStringList fields = QString::fromUtf8(file.readLine()).simplified().split(' ');
        QCOMPARE(fields.size(), 17);
        const auto board = *core::parseSlidingBoard(fields.mid(0, 16).join(' ').toStdString()).board;
        core::SearchContext ctx;
        ctx.setThreads(2);
        ctx.setAstarBoards(100000);
        ctx.setMaxExpanded(std::uint64_t(1) << 40);
        const auto r = core::FastIda4::run(d, d.stateOf(board), FastHeuristic4::AdditivePdb, ctx, sparse.get());
        QCOMPARE(r.status, SearchStatus::Solved);
        QCOMPARE(int(r.plan.size()), fields[16].toInt());
        QVERIFY(replaysToGoal(toRef(board), 4, r.plan, goal));
        below += r.stats.generated + 5 >= 100000; // A* held its boards: IDA* ran below the open ones
    }
    QVERIFY(below > 0);
}

void tst_AstarIda::fiveByFive()
{
    const auto goal = *core::parseSlidingBoard(fixtures5::Goals[0]).board;
    const core::SlidingDomain d(goal);
    core::TableCache cache;
    const auto sparse = core::SparsePdb5::forPdb(cache, fixtures5::smallPdb(goal));
    QVERIFY(sparse);
    const std::vector<core::FastIda5::SparseSplit> split{core::FastIda5::wholeSplit(*sparse)};
    std::mt19937_64 rng(88);
    for (int i = 0; i < 12; ++i) {
        ref::Board rb = toRef(goal);
        ref::randomWalk(rb, 5, 5, 30 + 3 * i, rng);
        const auto s = d.stateOf(toCore(5, 5, rb));
        core::SearchContext plain, hybrid;
        hybrid.setAstarBoards(std::size_t(500) << (i % 4));
        hybrid.setThreads(1 + unsigned(i % 2));
        const auto a = core::FastIda5::runMax(d, s, split, plain), b = core::FastIda5::runMax(d, s, split, hybrid);
        QCOMPARE(a.status, SearchStatus::Solved);
        QCOMPARE(b.status, SearchStatus::Solved);
        QCOMPARE(b.plan.size(), a.plan.size());
        QVERIFY(replaysToGoal(rb, 5, b.plan, goal));
    }
}

void tst_AstarIda::budgets()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const core::SlidingDomain d(goal);
    const auto s = d.stateOf(*core::parseSlidingBoard("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2").board); // 57 moves
    for (unsigned threads : {1u, 2u}) {
        core::SearchContext ctx;
        ctx.setThreads(threads);
        ctx.setAstarBoards(20000);
        ctx.setMaxExpanded(200000);
        const auto r = core::FastIda4::run(d, s, FastHeuristic4::Manhattan, ctx);
        QCOMPARE(r.status, SearchStatus::LimitReached);
        QVERIFY(r.stats.expanded >= 200000 && r.stats.expanded < 200000 + 2 * threads * core::FastIda4::TickInterval);
    }
    // A budget with no room for A*'s boards beside the process: IDA* alone, node for node.
    const auto walked = d.stateOf(*core::parseSlidingBoard("1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15").board);
    core::SearchContext none, plain;
    none.setAstarBoards(100000);
    none.setMaxBytes(std::size_t(1) << 20);
    const auto a = core::FastIda4::run(d, walked, FastHeuristic4::Manhattan, none),
               b = core::FastIda4::run(d, walked, FastHeuristic4::Manhattan, plain);
    QCOMPARE(a.status, SearchStatus::Solved);
    QVERIFY(a.plan == b.plan);
    QCOMPARE(a.stats.expanded, b.stats.expanded);
    QCOMPARE(a.stats.duplicates, std::uint64_t(0));
}

QTEST_APPLESS_MAIN(tst_AstarIda)
#include "tst_astarida.moc"
