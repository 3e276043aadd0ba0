// Pattern databases: on boards small enough to know every distance (3x3, 2x4), additive
// databases never exceed the true distance and dominate Manhattan distance; on the 15-puzzle they stay below optimal lengths found independently,
// and solve Korf's quick instances to their published lengths.
#include "pdb/additivepdb.h"
#include "convert.h"
#include "reference.h"
#include "heuristics/slidingheuristics.h"
#include "puzzles/sliding/slidingtext.h"
#include "solvers/solverregistry.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <sstream>

class tst_PatternDatabase : public QObject {
    Q_OBJECT
private slots:
    void additiveBoundsExhaustively_data();
    void additiveBoundsExhaustively();
    void fifteenPuzzleSamples();
    void korfQuickInstances_data();
    void korfQuickInstances();
    void partitionsFollowTheGoal();
    void cancelledBuildKeepsNothing();
    void buildersAgree_data();
    void buildersAgree();
    void cancelMidBuild();
    void cacheRoundTripAndDamage();
    void cacheFolder();
    void layeredCancelMidBuild();
    void layeredCacheRoundTrip();
    void sixSixThree(); // slow: builds the two 6-tile databases
    void sevenEight();  // slow: builds the 7-8 databases (minutes, 1.6 GB)
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
    QVERIFY(pdb.build(nullptr, {}));
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
    const auto pdb = core::AdditivePdb::forGoal(goal, "555");
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

void tst_PatternDatabase::cancelledBuildKeepsNothing()
{
    const auto goal = *core::parseSlidingBoard("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0").board;
    std::atomic<bool> cancel{true};
    QVERIFY(!core::AdditivePdb::forGoal(goal, "555", &cancel));
    cancel = false;
    QVERIFY(core::AdditivePdb::forGoal(goal, "555", &cancel)); // built now, not the stopped one
}

void tst_PatternDatabase::buildersAgree_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QList<int>>("tiles");
    QTest::newRow("3x3 4 tiles") << 3 << 3 << "1 2 3 4 5 6 7 8 0" << QList<int>{1, 2, 3, 4};
    QTest::newRow("3x3 blank centre") << 3 << 3 << "1 2 3 4 0 5 6 7 8" << QList<int>{8, 2, 6, 5};
    QTest::newRow("2x4") << 4 << 2 << "1 2 3 4 5 6 7 0" << QList<int>{5, 6, 7};
    QTest::newRow("4x2") << 2 << 4 << "0 1 2 3 4 5 6 7" << QList<int>{1, 2, 3, 4, 5};
    QTest::newRow("3x4 6 tiles") << 3 << 4 << "1 2 3 4 5 6 7 8 9 10 11 0" << QList<int>{1, 4, 5, 7, 8, 11};
    QTest::newRow("4x4 3 tiles") << 4 << 4 << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0" << QList<int>{10, 14, 15};
    QTest::newRow("4x4 4 tiles, blank inside")
        << 4 << 4 << "1 2 3 4 5 0 7 8 9 10 11 12 13 14 15 6" << QList<int>{6, 1, 2, 15};
    QTest::newRow("4x4 1 tile") << 4 << 4 << "15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0" << QList<int>{7};
}

// The three builders give the same tables: SmallPdbBuilder (build() for these), the general
// queue-driven one, and LayeredPdbBuilder on one thread and on two.
void tst_PatternDatabase::buildersAgree()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QString, goal);
    QFETCH(QList<int>, tiles);
    const auto goalBoard = *core::parseSlidingBoard(goal.toStdString(), core::BoardSize{w, h}).board;
    const std::vector<int> pattern(tiles.begin(), tiles.end());
    core::PatternDatabase fast(goalBoard, pattern), general(goalBoard, pattern);
    QVERIFY(fast.build());
    QVERIFY(general.buildWithQueue());
    QVERIFY(fast.isBuilt());
    QCOMPARE(fast.entries(), general.entries());
    std::size_t differ = 0;
    for (std::size_t i = 0; i < fast.entries(); ++i)
        differ += fast.table()[i] != general.table()[i];
    QCOMPARE(differ, std::size_t(0));
    QVERIFY(*std::max_element(general.table().begin(), general.table().end()) > 2);
    for (int threads : {1, 2}) {
        core::PatternDatabase layered(goalBoard, pattern);
        QVERIFY(layered.buildLayered(nullptr, {}, threads));
        QVERIFY(layered.isBuilt());
        QVERIFY2(layered.table() == fast.table(), qPrintable(QStringLiteral("%1 threads").arg(threads)));
    }
}

// A cancel that comes while the table is being built stops it; the database stays unbuilt.
void tst_PatternDatabase::cancelMidBuild()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    core::PatternDatabase db(goal, {1, 2, 3, 4, 5});
    std::atomic<bool> cancel{false};
    int reports = 0;
    const bool built = db.build(&cancel, [&](double f) {
        QVERIFY(f >= 0 && f <= 1);
        if (++reports == 3)
            cancel = true;
    });
    QVERIFY(!built);
    QVERIFY(!db.isBuilt());
    QCOMPARE(reports, 3);
    cancel = false;
    QVERIFY(db.build(&cancel));
    QVERIFY(db.isBuilt());
}

void tst_PatternDatabase::cacheRoundTripAndDamage()
{
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    core::PatternDatabase db(goal, {1, 2, 3, 4});
    QVERIFY(db.build());
    std::ostringstream out;
    db.write(out);
    const std::string bytes = out.str();
    core::PatternDatabase back(goal, {1, 2, 3, 4});
    std::string error;
    std::istringstream in(bytes);
    QVERIFY2(back.read(in, error), error.c_str());
    QVERIFY(back.table() == db.table());
    // Every single-bit flip and every truncation is refused.
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        for (int bit = 0; bit < 8; ++bit) {
            std::string damaged = bytes;
            damaged[i] = char(damaged[i] ^ (1 << bit));
            core::PatternDatabase d(goal, {1, 2, 3, 4});
            std::istringstream din(damaged);
            QVERIFY2(!d.read(din, error), qPrintable(QStringLiteral("byte %1 bit %2").arg(i).arg(bit)));
            QVERIFY(!d.isBuilt());
        }
    }
    for (std::size_t n = 0; n < bytes.size(); n += 7) {
        core::PatternDatabase d(goal, {1, 2, 3, 4});
        std::istringstream din(bytes.substr(0, n));
        QVERIFY(!d.read(din, error));
    }
    // A file forged to match its checksum (what the fuzzer did first) is refused when its table
    // could not have been built: the goal not at 0, or an unreached entry.
    auto forge = [&](std::size_t entry, char value) {
        std::string f = bytes;
        const std::size_t headerEnd = bytes.size() - db.table().size() - 8;
        f[headerEnd + 8 + entry] = value;
        std::uint64_t h = 14695981039346656037ull;
        for (std::size_t i = 18; i < headerEnd; ++i) // after the text line "puzzlescope-pdb 1"
            h = (h ^ static_cast<unsigned char>(f[i])) * 1099511628211ull;
        for (std::size_t i = headerEnd + 8; i < f.size(); ++i)
            h = (h ^ static_cast<unsigned char>(f[i])) * 1099511628211ull;
        for (int i = 0; i < 8; ++i)
            f[headerEnd + std::size_t(i)] = char(h >> (8 * i));
        core::PatternDatabase d(goal, {1, 2, 3, 4});
        std::istringstream fin(f);
        std::string why;
        return d.read(fin, why);
    };
    QVERIFY(forge(5, 7));                // plausible: accepted, as the checksum cannot tell
    QVERIFY(!forge(5, char(0xFF)));      // an unreached entry
    std::size_t goalEntry = 0;
    while (db.table()[goalEntry] != 0)
        ++goalEntry;
    QVERIFY(!forge(goalEntry, 3));       // the goal not at 0
    // A file for another pattern or goal is not trusted either.
    core::PatternDatabase other(goal, {5, 6, 7, 8});
    std::istringstream oin(bytes);
    QVERIFY(!other.read(oin, error));
    QVERIFY(QString::fromStdString(error).contains("another board, goal or pattern"));
}

void tst_PatternDatabase::cacheFolder()
{
    QTemporaryDir dir;
    core::AdditivePdb::setCacheDirectory(dir.path().toStdString());
    core::AdditivePdb::takeCacheNotes();
    const auto goal = *core::parseSlidingBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0").board; // a goal of its own
    const auto built = core::AdditivePdb::forGoal(goal, "555");
    QVERIFY(built);
    const auto notes = core::AdditivePdb::takeCacheNotes();
    QCOMPARE(notes.size(), std::size_t(3));
    for (const auto &n : notes)
        QVERIFY2(n.rfind("wrote ", 0) == 0, n.c_str());
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), 3);
    // Another process would read them back: the same tables from the files.
    for (std::size_t i = 0; i < built->databases().size(); ++i) {
        const auto &db = built->databases()[i];
        core::PatternDatabase fresh(goal, db.tiles());
        bool read = false;
        for (const QString &f : files) {
            std::ifstream in(QDir(dir.path()).filePath(f).toStdString(), std::ios::binary);
            std::string error;
            read = read || fresh.read(in, error);
        }
        QVERIFY(read);
        QVERIFY(fresh.table() == db.table());
    }
    core::AdditivePdb::setCacheDirectory({});
}

// LayeredPdbBuilder hears a cancel between its layers' chunks; the database stays unbuilt and
// builds again afterwards, to the same table as SmallPdbBuilder.
void tst_PatternDatabase::layeredCancelMidBuild()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    core::PatternDatabase db(goal, {1, 2, 5, 6, 9});
    std::atomic<bool> cancel{false};
    int reports = 0;
    double last = 0;
    const bool built = db.buildLayered(&cancel, [&](double f) {
        QVERIFY(f >= last && f <= 1);
        last = f;
        if (++reports == 5)
            cancel = true;
    });
    QVERIFY(!built);
    QVERIFY(!db.isBuilt());
    QCOMPARE(reports, 5);
    QVERIFY(last < 1);
    cancel = false;
    QVERIFY(db.buildLayered(&cancel));
    core::PatternDatabase small(goal, {1, 2, 5, 6, 9});
    QVERIFY(small.build());
    QVERIFY(db.table() == small.table());
}

// A table from LayeredPdbBuilder goes through the cache format like any other: read back
// equal, refused when damaged.
void tst_PatternDatabase::layeredCacheRoundTrip()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    core::PatternDatabase db(goal, {13, 14, 15, 12});
    QVERIFY(db.buildLayered());
    std::ostringstream out;
    db.write(out);
    const std::string bytes = out.str();
    core::PatternDatabase back(goal, {13, 14, 15, 12});
    std::string error;
    std::istringstream in(bytes);
    QVERIFY2(back.read(in, error), error.c_str());
    QVERIFY(back.table() == db.table());
    for (std::size_t i : {std::size_t(3), std::size_t(40), bytes.size() / 2, bytes.size() - 1}) {
        std::string damaged = bytes;
        damaged[i] = char(damaged[i] ^ 0x10);
        core::PatternDatabase d(goal, {13, 14, 15, 12});
        std::istringstream din(damaged);
        QVERIFY(!d.read(din, error));
        QVERIFY(!d.isBuilt());
    }
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

void tst_PatternDatabase::sevenEight()
{
    if (!qEnvironmentVariableIsSet("PUZZLESCOPE_SLOW_TESTS"))
        QSKIP("builds the 7-8 databases (minutes, about 1.6 GB); runs in the slow suite");
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const auto pdb = core::AdditivePdb::forGoal(goal, "78");
    QVERIFY(pdb);
    QVERIFY(pdb->reflects());
    QCOMPARE(pdb->databases().size(), std::size_t(2));
    QCOMPARE(pdb->databases()[0].entries(), std::size_t(57657600));
    QCOMPARE(pdb->databases()[1].entries(), std::size_t(518918400));
    for (const auto &db : pdb->databases())
        QVERIFY(*std::max_element(db.table().begin(), db.table().end()) < 0xFF);
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
