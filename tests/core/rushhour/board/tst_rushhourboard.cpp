// The Rush Hour lot: its text forms (rows with '/', lines or none; 'o' for empty), every error
// naming its row and column, moves ("A+3") played and refused, and the domain's view of a lot
// (its moves, their inverses and the cells a watched search reports).
#include "common/reason.h"
#include "rushhour/board/rushhourboard.h"
#include "rushhour/board/rushhourdomain.h"

#include <QtTest>

#include <set>

using namespace core;

class tst_RushHourBoard : public QObject {
    Q_OBJECT

private slots:
    void readsEveryForm();
    void errorsNameTheirPlace_data();
    void errorsNameTheirPlace();
    void movesSlideAlongTheirLine();
    void domainMovesMatchTheBoard();
    void cellsRoundTrip();
};

void tst_RushHourBoard::readsEveryForm()
{
    const RushHourParse compact = parseRushHourBoard("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
    QVERIFY(compact.board);
    QCOMPARE(compact.board->width(), 6);
    QCOMPARE(compact.board->height(), 6);
    QCOMPARE(compact.board->text(), std::string("IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM"));
    const RushHourParse rows = parseRushHourBoard(" IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM ");
    const RushHourParse lines = parseRushHourBoard("IBBxoo\nIooLDD\nJAALoo\nJoKEEM\nFFKooM\nGGHHHM\n");
    QVERIFY(rows.board && lines.board);
    QCOMPARE(*rows.board, *compact.board);
    QCOMPARE(*lines.board, *compact.board);
    const std::vector<RushHourVehicle> v = compact.board->vehicles();
    QCOMPARE(v.size(), std::size_t(12));
    QCOMPARE(v.front(), (RushHourVehicle{'A', 1, 2, 2, true}));
    QCOMPARE(*compact.board->vehicle('H'), (RushHourVehicle{'H', 2, 5, 3, true}));
    QCOMPARE(*compact.board->vehicle('M'), (RushHourVehicle{'M', 5, 3, 3, false}));
    QVERIFY(!compact.board->solved());
    // A rectangular lot, its exit row the upper middle one.
    const RushHourParse wide = parseRushHourBoard("......./.AA..../......./.......");
    QVERIFY(wide.board);
    QCOMPARE(wide.board->exitRow(), 1);
}

void tst_RushHourBoard::errorsNameTheirPlace_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("words");
    QTest::newRow("empty") << "" << 0 << 0 << "the lot is empty";
    QTest::newRow("not a cell") << "....../....../.AA.../...?../....../......" << 4 << 4 << "'?' is not a cell";
    QTest::newRow("ragged") << "....../....../.AA.../...../....../......" << 4 << 6 << "row 4 has 5 cells and row 1 has 6";
    QTest::newRow("too small") << ".../AA./..." << 0 << 0 << "the lot is 3x3";
    QTest::newRow("too large") << ".........\n.........\n.........\n.........\nAA......." << 0 << 0 << "the lot is 9x5";
    QTest::newRow("bent") << "....../..B.../.AAB../...B../....../......" << 3 << 4 << "vehicle B is not one straight line";
    QTest::newRow("two places") << "....../.B..../.AA.../....../....B./....B." << 5 << 5 << "vehicle B is not one straight line";
    QTest::newRow("one cell") << "....../...C../.AA.../....../....../......" << 2 << 4 << "vehicle C is 1 cell long";
    QTest::newRow("four cells") << "....../CCCC../.AA.../....../....../......" << 2 << 1 << "vehicle C is 4 cells long";
    QTest::newRow("no red car") << "....../.BB.../....../....../....../......" << 0 << 0 << "there is no red car";
    QTest::newRow("red car off the exit row") << "....../.AA.../....../....../....../......" << 2 << 2 << "must lie across row 3";
    QTest::newRow("red car upright") << "....../....../.A..../.A..../....../......" << 3 << 2 << "must lie across row 3";
}

void tst_RushHourBoard::errorsNameTheirPlace()
{
    QFETCH(QString, text);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, words);
    const RushHourParse p = parseRushHourBoard(text.toStdString());
    QVERIFY(!p.board);
    QCOMPARE(p.error.line, row);
    QCOMPARE(p.error.column, column);
    const QString said = QString::fromStdString(p.error.describe());
    QVERIFY2(said.contains(words), qPrintable(said));
    if (row > 0)
        QVERIFY2(said.startsWith(QString("row %1").arg(row)), qPrintable(said));
}

void tst_RushHourBoard::movesSlideAlongTheirLine()
{
    RushHourBoard b = *parseRushHourBoard("IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM").board;
    const RushHourBoard start = b;
    QVERIFY(!playRushHourMove(b, "A+1")); // L is in the way
    QVERIFY(!playRushHourMove(b, "A-2")); // J is in the way
    QVERIFY(!playRushHourMove(b, "B+1")); // the wall
    QVERIFY(!playRushHourMove(b, "Q+1")); // no such vehicle
    QVERIFY(!playRushHourMove(b, "A+0"));
    QVERIFY(!playRushHourMove(b, "A3"));
    QCOMPARE(b, start);
    QVERIFY(!playRushHourMove(b, "L-1")); // the wall
    QVERIFY(!playRushHourMove(b, "M-2")); // D is in the way
    QVERIFY(playRushHourMove(b, "M-1"));
    QCOMPARE(*b.vehicle('M'), (RushHourVehicle{'M', 5, 2, 3, false}));
    QCOMPARE(b.at(5, 5), '.');
    QVERIFY(playRushHourMove(b, "G+1") == false); // H
    QVERIFY(playRushHourMove(b, "M+1"));
    QCOMPARE(b, start);
    QCOMPARE(rushHourMoveText('A', -3), std::string("A-3"));
    const auto m = parseRushHourMove("Z+12");
    QVERIFY(m);
    QCOMPARE(m->letter, 'Z');
    QCOMPARE(m->distance, 12);
}

void tst_RushHourBoard::domainMovesMatchTheBoard()
{
    const RushHourBoard b = *parseRushHourBoard("BB.C.x/D..C../DAAC../EEF.../..F.GG/HHH...").board;
    const RushHourDomain d(b);
    const RushHourState s = d.stateOf(b);
    QCOMPARE(d.boardOf(s), b);
    RushHourDomain::Move moves[RushHourDomain::MaxMoves];
    const int n = d.legalMoves(s, moves);
    // The moves the board allows, each found by sliding every vehicle every distance.
    std::set<std::string> expected;
    for (const RushHourVehicle &v : b.vehicles())
        for (int dist = -7; dist <= 7; ++dist) {
            RushHourBoard t = b;
            if (dist != 0 && t.slide(v.letter, dist))
                expected.insert(rushHourMoveText(v.letter, dist));
        }
    std::set<std::string> found;
    for (int i = 0; i < n; ++i) {
        const std::string text = d.moveText(moves[i]);
        QVERIFY(found.insert(text).second);
        QCOMPARE(d.moveOf(text), moves[i]);
        RushHourState t = s;
        d.apply(t, moves[i]);
        RushHourBoard played = b;
        QVERIFY(playRushHourMove(played, text));
        QCOMPARE(d.boardOf(t), played);
        d.apply(t, d.inverse(moves[i]));
        QCOMPARE(t, s);
    }
    QCOMPARE(found, expected);
    QVERIFY(!d.isGoal(s));
}

void tst_RushHourBoard::cellsRoundTrip()
{
    const RushHourBoard b = *parseRushHourBoard("IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM").board;
    const RushHourDomain d(b);
    std::string cells;
    d.cellsOf(d.stateOf(b), cells);
    QCOMPARE(cells, b.cells());
    RushHourState s;
    QVERIFY(d.stateOfCells(cells, s));
    QCOMPARE(s, d.stateOf(b));
    std::string moved = cells;
    std::swap(moved[0], moved[4]); // a vehicle off its line
    QVERIFY(!d.stateOfCells(moved, s));
    QVERIFY(!d.stateOfCells(cells.substr(1), s));
}

QTEST_APPLESS_MAIN(tst_RushHourBoard)
#include "tst_rushhourboard.moc"
