// Pattern-database values: on boards small enough to know every distance (3x3, 2x4), additive
// databases never exceed the true distance and dominate Manhattan distance; on the 15-puzzle
// they stay below optimal lengths found independently and solve Korf's quick instances to
// their published lengths; partitions follow the goal. The 6-6-3 and 7-8 databases are slow
// cases (ctest label "slow").
#include "sliding/pdb/additivepdb.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/pdb/layered/layeredpdbbuilder.h"
#include "convert.h"
#include "reference.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/board/slidingtext.h"
#include "solvers/solverregistry.h"

#include <QtTest>

#include <algorithm>

class tst_PatternDatabase : public QObject {
    Q_OBJECT
private slots:
    void additiveBoundsExhaustively_data();
    void additiveBoundsExhaustively();
    void fifteenPuzzleSamples();
    void korfQuickInstances_data();
    void korfQuickInstances();
    void partitionsFollowTheGoal();
    void sevenEightCost();
    void sixSixThree(); // slow: builds the two 6-tile databases
    void sevenEight();  // slow: builds the 7-8 databases (about 90 s, 0.9 GB)
};

void tst_PatternDatabase::additiveBoundsExhaustively_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QString>("goal");
    QTest::newRow("3x3") << 3 << 3 << "1 2 3 4 5 6 7 8 0";
    QTest::newRow("3x3 blank first") << 3 << 3 << "0 1 2 3 4 5 6 7 8";
    QTest::newRow("3x3 blank centre") << 3 << 3 << "1 2 3 4 0 5 6 7 8";
    QTest::newRow("2x4") << 4 << 2 << "1 2 3 4 5 6 7 0";
}

void tst_PatternDatabase::additiveBoundsExhaustively()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QString, goal);
    const auto goalBoard = *core::parseSlidingBoard(goal.toStdString(), core::BoardSize{w, h}).board;
    const int n = w * h;
    // Two disjoint patterns covering all tiles: the first half and the rest.
    std::vector<std::vector<int>> groups(2);
    for (int t = 1; t < n; ++t)
        groups[t <= (n - 1) / 2 ? 0 : 1].push_back(t);
    core::AdditivePdb pdb(goalBoard, groups);
    QVERIFY(pdb.build({}, {}));
    QCOMPARE(pdb.reflects(), w == h && goalBoard.blankIndex() % (w + 1) == 0);
    const core::SlidingDomain domain(goalBoard);
    const core::Manhattan manhattan(domain);
    const ref::ExhaustiveBfs truth(w, h, toRef(goalBoard));
    QCOMPARE(pdb(domain.stateOf(goalBoard)), 0);
    std::size_t checked = 0, aboveManhattan = 0;
    for (std::uint32_t i = 0; i < truth.spaceSize(); ++i) {
        const int d = truth.distanceAt(i);
        if (d < 0)
            continue;
        const auto board = toCore(w, h, ref::permFromIndex(i, n));
        auto s = domain.stateOf(board);
        const int value = pdb(s);
        QVERIFY2(value <= d, qPrintable(QString::fromStdString(core::formatId(board))));
        const int m = manhattan(s);
        QVERIFY(value >= m);
        aboveManhattan += value > m;
        ++checked;
    }
    QCOMPARE(checked, truth.reachable());
    QVERIFY(aboveManhattan > checked / 10); // it is really stronger than Manhattan
}

void tst_PatternDatabase::fifteenPuzzleSamples()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const auto pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goal, "555");
    QVERIFY(pdb);
    QVERIFY(pdb->reflects());
    const core::SlidingDomain domain(goal);
    const core::Manhattan manhattan(domain);
    std::mt19937_64 rng(11);
    for (int sample = 0; sample < 60; ++sample) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 8 + int(rng() % 22), rng);
        const auto board = toCore(4, 4, b);
        const int value = (*pdb)(domain.stateOf(board));
        QVERIFY(value >= manhattan(domain.stateOf(board)));
        // The optimal length from a different heuristic (Manhattan) bounds it from above.
        core::SearchContext ctx;
        const auto r = core::solveSliding(board, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Manhattan, ctx);
        QCOMPARE(r.status, core::SearchStatus::Solved);
        QVERIFY2(value <= int(r.moves.size()), qPrintable(QString::fromStdString(core::formatId(board))));
        core::SearchContext ctx2;
        const auto p = core::solveSliding(board, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb555, ctx2);
        QCOMPARE(p.moves.size(), r.moves.size());
        QCOMPARE(p.moves, r.moves); // both IDA*: the same smallest plan
    }
}

void tst_PatternDatabase::korfQuickInstances_data()
{
    // Korf's 15-puzzle instances 2 and 4 (published optimal lengths 55 and 56), in the form
    // for the goal 1..15 then the blank (tests/data/korf100_blank_last.txt).
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("optimal");
    QTest::newRow("korf 2") << "10 5 1 0 15 9 13 14 2 8 4 7 6 12 11 3" << 55;
    QTest::newRow("korf 4") << "10 7 12 13 3 15 14 8 0 2 5 1 9 6 4 11" << 56;
}

void tst_PatternDatabase::korfQuickInstances()
{
    QFETCH(QString, board);
    QFETCH(int, optimal);
    const auto start = *core::parseSlidingBoard(board.toStdString()).board;
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    core::SearchContext ctx;
    const auto r = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb555, ctx);
    QCOMPARE(r.status, core::SearchStatus::Solved);
    QCOMPARE(int(r.moves.size()), optimal);
    ref::Board b = toRef(start);
    QVERIFY(ref::replay(b, 4, 4, r.moves));
    QCOMPARE(b, toRef(goal));
}

void tst_PatternDatabase::partitionsFollowTheGoal()
{
    // Whatever the goal, the groups cover every tile once and keep their sizes.
    std::mt19937_64 rng(5);
    for (int i = 0; i < 20; ++i) {
        const auto goal = toCore(4, 4, ref::randomPermutation(16, rng));
        for (const char *name : {"555", "663", "78"}) {
            const auto groups = core::AdditivePdb::partitionCells(name, goal);
            QVERIFY(groups);
            std::vector<int> seen(16, 0);
            for (const auto &g : *groups)
                for (int c : g)
                    ++seen[std::size_t(c)];
            for (int c = 0; c < 16; ++c)
                QCOMPARE(seen[std::size_t(c)], c == goal.blankIndex() ? 0 : 1);
        }
    }
    QVERIFY(!core::AdditivePdb::partitionCells("555", core::SlidingBoard::standardGoal({3, 3})));
    QVERIFY(!core::AdditivePdb::partitionCells("78", core::SlidingBoard::standardGoal({3, 3})));
    QVERIFY(!core::AdditivePdb::partitionCells("87", core::SlidingBoard::standardGoal({4, 4})));
}

void tst_PatternDatabase::sixSixThree()
{
    if (!qEnvironmentVariableIsSet("PUZZLESCOPE_SLOW_TESTS"))
        QSKIP("builds two 6-tile databases; runs in the slow suite");
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const auto start = *core::parseSlidingBoard("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2").board; // Korf 1, 57
    core::SearchContext ctx;
    const auto r = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb663, ctx);
    QCOMPARE(int(r.moves.size()), 57);
}

// What the window and the CLI say a 7-8 build costs, from an empty cache: the packed tables'
// bytes, and a CPU time that follows the 317 million placements searched (all 57.7 million of
// the 7-tile table, half the 518.9 million of the 8-tile one, which its mirror takes onto
// itself; measured: 112 s of CPU on the development machine), not the bytes they pack into.
void tst_PatternDatabase::sevenEightCost()
{
    core::TableCache cache;
    const auto c = core::AdditivePdb::cost(cache, core::SlidingBoard::standardGoal({4, 4}), "78");
    QVERIFY(!c.held && !c.onDisk);
    QCOMPARE(c.keptBytes, std::uint64_t((57657600 + 518918400) / 2));
    QVERIFY2(c.buildCpuSeconds > 80 && c.buildCpuSeconds < 140, qPrintable(QString::number(c.buildCpuSeconds)));
    QVERIFY(c.peakBytes > c.keptBytes && c.peakBytes < std::uint64_t(1000) * 1000 * 1000);
}

void tst_PatternDatabase::sevenEight()
{
    if (!qEnvironmentVariableIsSet("PUZZLESCOPE_SLOW_TESTS"))
        QSKIP("builds the 7-8 databases (about a minute, under 1 GB); runs in the slow suite");
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const auto pdb = core::AdditivePdb::forGoal(core::defaultTableCache(), goal, "78");
    QVERIFY(pdb);
    QVERIFY(pdb->reflects());
    QCOMPARE(pdb->databases().size(), std::size_t(2));
    QCOMPARE(pdb->databases()[0].entries(), std::size_t(57657600));
    QCOMPARE(pdb->databases()[1].entries(), std::size_t(518918400));
    // Packed: 275 MiB in all, and every nibble below the builder's largest mark, where it
    // would keep a lower bound for a value the four bits could not hold.
    QCOMPARE(pdb->bytes(), std::size_t((57657600 + 518918400) / 2));
    for (const auto &db : pdb->databases()) {
        QVERIFY(db.packed());
        const auto bytes = db.storage();
        constexpr int Mark = core::LayeredPdbBuilder::MaxBuiltDelta;
        QVERIFY(std::none_of(bytes.begin(), bytes.end(), [](std::uint8_t b) { return (b & 15) >= Mark || b >> 4 >= Mark; }));
    }
    // Korf's instances 1-5, to their published lengths.
    const char *const instances[][2] = {
        {"13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2", "57"}, {"10 5 1 0 15 9 13 14 2 8 4 7 6 12 11 3", "55"},
        {"1 15 10 13 0 11 4 7 12 6 5 3 14 8 9 2", "59"}, {"10 7 12 13 3 15 14 8 0 2 5 1 9 6 4 11", "56"},
        {"0 8 14 15 1 10 11 5 4 7 13 6 3 2 9 12", "56"},
    };
    for (const auto &inst : instances) {
        const auto start = *core::parseSlidingBoard(inst[0]).board;
        core::SearchContext ctx;
        const auto r = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb78, ctx);
        QCOMPARE(r.status, core::SearchStatus::Solved);
        QCOMPARE(int(r.moves.size()), std::atoi(inst[1]));
        QVERIFY(pdb->operator()(core::SlidingDomain(goal).stateOf(start)) <= std::atoi(inst[1]));
    }
}

QTEST_APPLESS_MAIN(tst_PatternDatabase)
#include "tst_patterndatabase.moc"
