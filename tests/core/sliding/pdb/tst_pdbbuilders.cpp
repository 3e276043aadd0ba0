// Pattern-database builders: the small and layered builders give the same tables, a table
// copied through a mirror or turn of the board is the one its own search gives, and a build
// cancelled before or during its work keeps nothing.
#include "sliding/pdb/additivepdb.h"
#include "sliding/pdb/patterndatabase.h"
#include "sliding/board/slidingtext.h"

#include <QtTest>

#include <algorithm>

class tst_PdbBuilders : public QObject {
    Q_OBJECT
private slots:
    void cancelledBuildKeepsNothing();
    void buildersAgree_data();
    void buildersAgree();
    void cancelMidBuild();
    void layeredCancelMidBuild();
    void selfImages();
    void copiesThroughSymmetry_data();
    void copiesThroughSymmetry();
    void copyRefusedWhenTheBlankRegionDiffers();
    void sixSixSixSixBuildsTwoTables();
};

void tst_PdbBuilders::cancelledBuildKeepsNothing()
{
    const auto goal = *core::parseSlidingBoard("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0").board;
    core::TableCache cache;
    std::stop_source cancel;
    cancel.request_stop();
    QVERIFY(!core::AdditivePdb::forGoal(cache, goal, "555", cancel.get_token()));
    QCOMPARE(cache.size(), std::size_t(0));
    cancel = std::stop_source();
    QVERIFY(core::AdditivePdb::forGoal(cache, goal, "555", cancel.get_token())); // built now, not the stopped one
    QCOMPARE(cache.size(), std::size_t(1));
}

void tst_PdbBuilders::buildersAgree_data()
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
    // Patterns that a symmetry takes onto themselves, which LayeredPdbBuilder searches up to it
    // (selfImages checks that these have one): the left-right mirror, and the 5x5 row's
    // transposition below.
    QTest::newRow("3x3 corners, mirrored") << 3 << 3 << "1 2 3 4 5 6 7 8 0" << QList<int>{1, 3};
    QTest::newRow("4x4 top row, mirrored") << 4 << 4 << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"
                                           << QList<int>{1, 2, 3, 4};
    QTest::newRow("4x4 ends of two rows, mirrored")
        << 4 << 4 << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0" << QList<int>{8, 5, 4, 1};
    QTest::newRow("4x4 1 tile") << 4 << 4 << "15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0" << QList<int>{7};
    // Over 16 cells build() uses LayeredPdbBuilder, with 16 and with 22 empty cells' masks.
    QTest::newRow("5x4 4 tiles") << 5 << 4 << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0"
                                 << QList<int>{14, 15, 19, 18};
    QTest::newRow("5x5 3 tiles") << 5 << 5 << "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24"
                                 << QList<int>{1, 5, 6};
    QTest::newRow("5x5 4 tiles, blank inside")
        << 5 << 5 << "1 2 3 4 5 6 7 8 9 10 11 12 0 14 15 16 17 18 19 20 21 22 23 24 13" << QList<int>{13, 7, 8, 24};
    QTest::newRow("6x5 2 tiles") << 6 << 5
                                 << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 0"
                                 << QList<int>{29, 1};
}

// The three builders give the same tables: SmallPdbBuilder (build() for boards of up to 16
// cells), the general queue-driven one, and LayeredPdbBuilder on one thread and on two, in
// both its copies.
void tst_PdbBuilders::buildersAgree()
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
    const auto values = fast.values();
    QVERIFY(values == general.values());
    QVERIFY(*std::max_element(values.begin(), values.end()) > 2);
    // Every entry is its pattern's Manhattan distance plus an even number (what packing
    // relies on), and these small patterns are all packed.
    QVERIFY(fast.packed());
    QVERIFY(general.packed());
    QCOMPARE(fast.bytes(), (fast.entries() + 1) / 2);
    // Both copies of LayeredPdbBuilder: the portable one, and the one with the bit instructions
    // where this processor has them.
    for (bool portable : {true, false})
        for (int threads : {1, 2}) {
            core::LayeredPdbBuilder::usePortableCopyOnly(portable);
            core::PatternDatabase layered(goalBoard, pattern);
            QVERIFY(layered.buildLayered({}, {}, threads));
            core::LayeredPdbBuilder::usePortableCopyOnly(false);
            QVERIFY(layered.isBuilt());
            const auto what = QStringLiteral("%1 threads, %2 copy").arg(threads).arg(portable ? "portable" : "default");
            QVERIFY2(layered.values() == values, qPrintable(what));
            QVERIFY(std::ranges::equal(layered.storage(), fast.storage()));
        }
}

// Which patterns a symmetry takes onto themselves, blank region included: those of the mirrored
// rows above, the 7-8 split's top two rows (not its other seven tiles, whose blank is shut in
// a corner the mirror moves) and the 5x5 pattern that the transposition keeps.
void tst_PdbBuilders::selfImages()
{
    const auto goal4 = core::SlidingBoard::standardGoal({4, 4});
    const auto goal3 = core::SlidingBoard::standardGoal({3, 3});
    QVERIFY(core::PatternDatabase(goal3, {1, 3}).selfImage());
    QVERIFY(!core::PatternDatabase(goal3, {1, 2}).selfImage());
    QVERIFY(core::PatternDatabase(goal4, {1, 2, 3, 4}).selfImage());
    QVERIFY(core::PatternDatabase(goal4, {8, 5, 4, 1}).selfImage());
    QVERIFY(!core::PatternDatabase(goal4, {10, 14, 15}).selfImage());
    const auto eight = core::PatternDatabase(goal4, {1, 2, 3, 4, 5, 6, 7, 8}).selfImage();
    QVERIFY(eight);
    for (int c = 0; c < 8; ++c) { // left to right: cell c and tile c + 1 (index c) go to 4 * row + 3 - column
        const int image = 4 * (c / 4) + 3 - c % 4;
        QCOMPARE(int(eight->cell[std::size_t(c)]), image);
        QCOMPARE(int(eight->tile[std::size_t(c)]), image);
    }
    QVERIFY(!core::PatternDatabase(goal4, {9, 10, 11, 12, 13, 14, 15}).selfImage());
    const auto goal5 = *core::parseSlidingBoard("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24",
                                                core::BoardSize{5, 5})
                            .board;
    const auto transposed = core::PatternDatabase(goal5, {1, 5, 6}).selfImage();
    QVERIFY(transposed);
    QCOMPARE(int(transposed->tile[0]), 1);
    QCOMPARE(int(transposed->tile[2]), 2);
    QVERIFY(!core::PatternDatabase(goal5, {1, 6}).selfImage());
}

// A cancel that comes while the table is being built stops it; the database stays unbuilt.
void tst_PdbBuilders::cancelMidBuild()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    core::PatternDatabase db(goal, {1, 2, 3, 4, 5});
    std::stop_source cancel;
    int reports = 0;
    const bool built = db.build(cancel.get_token(), [&](double f) {
        QVERIFY(f >= 0 && f <= 1);
        if (++reports == 3)
            cancel.request_stop();
    });
    QVERIFY(!built);
    QVERIFY(!db.isBuilt());
    QCOMPARE(reports, 3);
    cancel = std::stop_source();
    QVERIFY(db.build(cancel.get_token()));
    QVERIFY(db.isBuilt());
}

// LayeredPdbBuilder hears a cancel between its layers' chunks; the database stays unbuilt and
// builds again afterwards, to the same table as SmallPdbBuilder.
void tst_PdbBuilders::layeredCancelMidBuild()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    core::PatternDatabase db(goal, {1, 2, 5, 6, 9});
    std::stop_source cancel;
    int reports = 0;
    double last = 0;
    const bool built = db.buildLayered(cancel.get_token(), [&](double f) {
        QVERIFY(f >= last && f <= 1);
        last = f;
        if (++reports == 5)
            cancel.request_stop();
    });
    QVERIFY(!built);
    QVERIFY(!db.isBuilt());
    QCOMPARE(reports, 5);
    QVERIFY(last < 1);
    cancel = std::stop_source();
    QVERIFY(db.buildLayered(cancel.get_token()));
    core::PatternDatabase small(goal, {1, 2, 5, 6, 9});
    QVERIFY(small.build());
    QVERIFY(db.values() == small.values());
}

namespace {

// The cell that (row, column) goes to when the board is turned a quarter clockwise `turns`
// times and then, when `mirror`, flipped right to left (a square board of width w).
int turned(int w, int cell, int turns, bool mirror)
{
    int r = cell / w, c = cell % w;
    for (int t = 0; t < turns; ++t) {
        const int r2 = c, c2 = w - 1 - r;
        r = r2;
        c = c2;
    }
    return r * w + (mirror ? w - 1 - c : c);
}

// The unbuilt tables of a named partition.
std::vector<core::PatternDatabase> unbuiltTables(const char *partition, const core::SlidingBoard &goal)
{
    std::vector<core::PatternDatabase> dbs;
    const auto groups = core::AdditivePdb::partitionCells(partition, goal);
    for (const auto &cells : *groups) {
        std::vector<int> tiles;
        for (int c : cells)
            tiles.push_back(goal.tiles[std::size_t(c)]);
        dbs.emplace_back(goal, tiles);
    }
    return dbs;
}

} // namespace

void tst_PdbBuilders::copiesThroughSymmetry_data()
{
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QList<int>>("tiles");
    QTest::newRow("4x4 corner") << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0" << QList<int>{1, 2, 5, 9};
    QTest::newRow("4x4 blank inside") << "1 2 3 4 5 0 7 8 9 10 11 12 13 14 15 6" << QList<int>{3, 4, 8};
    QTest::newRow("5x5 block") << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0"
                               << QList<int>{3, 4, 8, 9};
}

// For each of the board's eight symmetries that takes the pattern onto tiles (not onto the
// blank), the image pattern's table copied from the pattern's equals the one its own search
// builds, whatever order its tiles are listed in.
void tst_PdbBuilders::copiesThroughSymmetry()
{
    QFETCH(QString, goal);
    QFETCH(QList<int>, tiles);
    const auto goalBoard = *core::parseSlidingBoard(goal.toStdString()).board;
    const int w = goalBoard.width();
    const auto at = goalBoard.positions();
    core::PatternDatabase source(goalBoard, std::vector<int>(tiles.begin(), tiles.end()));
    QVERIFY(source.build());
    int copies = 0;
    for (int turns = 0; turns < 4; ++turns)
        for (bool mirror : {false, true}) {
            std::vector<int> image;
            for (int t : tiles)
                image.push_back(goalBoard.tiles[std::size_t(turned(w, at[std::size_t(t)], turns, mirror))]);
            if (std::find(image.begin(), image.end(), 0) != image.end())
                continue; // onto the blank's goal cell: no pattern of tiles
            std::reverse(image.begin(), image.end());
            core::PatternDatabase copied(goalBoard, image), searched(goalBoard, image);
            QVERIFY(copied.isImageOf(source));
            QVERIFY(copied.copyFrom(source));
            QVERIFY(searched.build());
            QVERIFY2(std::ranges::equal(copied.storage(), searched.storage()),
                     qPrintable(QStringLiteral("%1 turns, mirrored: %2").arg(turns).arg(mirror)));
            ++copies;
        }
    QVERIFY(copies >= 3);
}

// The tiles beside the blank's goal corner shut it in: a mirror takes them onto cells that
// leave the blank's goal cell joined to the rest, a different search, so no copy is made. The
// diagonal's copy is made, unless cancelled.
void tst_PdbBuilders::copyRefusedWhenTheBlankRegionDiffers()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4}); // blank on cell 15
    core::PatternDatabase source(goal, {12, 15}), mirrored(goal, {9, 14}), transposed(goal, {15, 12});
    QVERIFY(source.build());
    QVERIFY(!mirrored.isImageOf(source));
    QVERIFY(!mirrored.copyFrom(source));
    QVERIFY(!mirrored.isBuilt());
    QVERIFY(mirrored.build());
    QVERIFY(mirrored.values() != source.values()); // the searches differ indeed
    QVERIFY(transposed.isImageOf(source));         // the diagonal keeps the corner shut
    std::stop_source cancel;
    cancel.request_stop();
    QVERIFY(!transposed.copyFrom(source, cancel.get_token())); // a cancelled copy keeps nothing
    QVERIFY(!transposed.isBuilt());
    QVERIFY(transposed.copyFrom(source));
    core::PatternDatabase searched(goal, {15, 12});
    QVERIFY(searched.build());
    QVERIFY(std::ranges::equal(transposed.storage(), searched.storage()));
}

// Of the 6-6-6-6 split's four tables, the three corner blocks are turns of one another: two
// searches, two copies. The 4x4 splits as well, where a block is another's image.
void tst_PdbBuilders::sixSixSixSixBuildsTwoTables()
{
    const auto from = core::PatternDatabase::copySources(unbuiltTables("6666", core::SlidingBoard::standardGoal({5, 5})));
    const auto dbs = unbuiltTables("6666", core::SlidingBoard::standardGoal({5, 5}));
    QCOMPARE(std::count(from.begin(), from.end(), -1), 2);
    for (std::size_t i = 0; i < from.size(); ++i)
        if (from[i] >= 0)
            QVERIFY(from[std::size_t(from[i])] < 0 && dbs[i].isImageOf(dbs[std::size_t(from[i])]));
    // The 4x4 splits have no two blocks alike.
    for (const auto &[name, searches] : {std::pair{"78", 2}, std::pair{"663", 3}, std::pair{"555", 3}}) {
        const auto some = core::PatternDatabase::copySources(unbuiltTables(name, core::SlidingBoard::standardGoal({4, 4})));
        QVERIFY2(std::count(some.begin(), some.end(), -1) == searches, name);
    }
}

QTEST_APPLESS_MAIN(tst_PdbBuilders)
#include "tst_pdbbuilders.moc"
