// Huarong Dao text: boards, goals and moves, and the errors that name the row and column.
#include "klotski/board/klotskiboard.h"

#include <QtTest>

using namespace core;

class tst_KlotskiBoard : public QObject {
    Q_OBJECT

private slots:
    void classicBoard();
    void badBoards_data();
    void badBoards();
    void goals_data();
    void goals();
    void defaultGoal();
    void moves_data();
    void moves();
};

void tst_KlotskiBoard::classicBoard()
{
    const auto p = parseKlotskiBoard("ABBC/ABBC/DEEF/DGHF/I..J");
    QVERIFY2(p.board, p.error.describe().c_str());
    QCOMPARE(p.board->width(), 4);
    QCOMPARE(p.board->height(), 5);
    QCOMPARE(p.board->text(), std::string("ABBC/ABBC/DEEF/DGHF/I..J"));
    const auto pieces = p.board->pieces();
    QCOMPARE(int(pieces.size()), 10);
    QCOMPARE(pieces[1], (KlotskiPiece{'B', 1, 0, 2, 2}));
    QCOMPARE(*p.board->piece('E'), (KlotskiPiece{'E', 1, 2, 2, 1}));
    QCOMPARE(*p.board->piece('J'), (KlotskiPiece{'J', 3, 4, 1, 1}));
    // Newlines work as row breaks, and spaces around the text are ignored.
    const auto lines = parseKlotskiBoard("  ABBC\nABBC\nDEEF\nDGHF\nI..J\n");
    QVERIFY(lines.board);
    QCOMPARE(*lines.board, *p.board);
}

void tst_KlotskiBoard::badBoards_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("says");
    QTest::newRow("unequal rows") << "ABBC/ABBC/DEEF/DGHF/I..JK" << 5 << 5 << "row 5 has 5 cells and row 1 has 4";
    QTest::newRow("short row") << "ABBC/ABB/DEEF" << 2 << 4 << "row 2 has 3 cells";
    QTest::newRow("box too small") << "AB/AB/.." << 0 << 0 << "the box is 2x3";
    QTest::newRow("box too large") << "........./........./........./........." << 0 << 0 << "the box is 9x4";
    QTest::newRow("letter twice") << "ABBC/ABBC/DEEF/DGHF/I..A" << 5 << 4 << "letter 'A' is in two places";
    QTest::newRow("not a rectangle") << "AA../A.../..../...." << 2 << 2 << "piece 'A' is not a rectangle";
    QTest::newRow("too large a piece") << "AAAA/AAAA/..../...." << 1 << 1 << "piece 'A' is 4x2";
    QTest::newRow("no empty cell") << "ABC/DEF/GHI" << 0 << 0 << "no empty cell";
    QTest::newRow("bad character") << "AB#C/..../...." << 1 << 3 << "'#' is not a cell";
    QTest::newRow("empty") << "   " << 0 << 0 << "the board is empty";
    QTest::newRow("empty row") << "ABC//..." << 2 << 1 << "row 2 has 0 cells";
}

void tst_KlotskiBoard::badBoards()
{
    QFETCH(QString, text);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, says);
    const auto p = parseKlotskiBoard(text.toStdString());
    QVERIFY(!p.board);
    QVERIFY2(QString::fromStdString(core::describe(p.error.reason)).contains(says), p.error.describe().c_str());
    QCOMPARE(p.error.line, row);
    QCOMPARE(p.error.column, column);
    if (row > 0)
        QVERIFY(p.error.describe().starts_with("row " + std::to_string(row) + ", column " + std::to_string(column)));
}

void tst_KlotskiBoard::goals_data()
{
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QString>("says"); // empty: accepted
    QTest::newRow("bottom middle") << "..../..../..../.BB./.BB." << "";
    QTest::newRow("a soldier") << "..../..../..../..../...J" << "";
    QTest::newRow("two pieces") << "..../..../..../.BB./.BBJ" << "the goal places 2 pieces";
    QTest::newRow("no piece") << "..../..../..../..../...." << "the goal places 0 pieces";
    QTest::newRow("not on the board") << "..../..../..../..../...Z" << "'Z' is not on the board";
    QTest::newRow("other shape") << "..../..../..../..../.BB." << "is 2x1 and on the board it is 2x2";
    QTest::newRow("other box") << "..../..../..../.BB./.BB./...." << "the goal's box is 4x6";
}

void tst_KlotskiBoard::goals()
{
    QFETCH(QString, goal);
    QFETCH(QString, says);
    const KlotskiBoard start = *parseKlotskiBoard("ABBC/ABBC/DEEF/DGHF/I..J").board;
    const auto g = parseKlotskiGoal(goal.toStdString(), start);
    QCOMPARE(bool(g.goal), says.isEmpty());
    if (g.goal)
        QCOMPARE(klotskiGoalText(start, *g.goal), goal.toStdString());
    else
        QVERIFY2(QString::fromStdString(core::describe(g.error.reason)).contains(says), g.error.describe().c_str());
}

void tst_KlotskiBoard::defaultGoal()
{
    const KlotskiBoard start = *parseKlotskiBoard("ABBC/ABBC/DEEF/DGHF/I..J").board;
    const auto g = defaultKlotskiGoal(start);
    QVERIFY(g.goal);
    QCOMPARE(*g.goal, (KlotskiGoal{'B', 1, 3}));
    QVERIFY(!klotskiGoalReached(start, *g.goal));
    QVERIFY(klotskiGoalReached(*parseKlotskiBoard("ACDE/FCDG/HIIJ/KBBL/.BB.").board, *g.goal));
    const auto none = defaultKlotskiGoal(*parseKlotskiBoard("AB../AB../CC../....").board);
    QVERIFY(!none.goal);
    QVERIFY(core::describe(none.error.reason).find("0 pieces of 2x2") != std::string::npos);
}

void tst_KlotskiBoard::moves_data()
{
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("after"); // empty: refused
    QTest::addColumn<QString>("says");
    QTest::newRow("one step") << "Gd" << "ABBC/ABBC/DEEF/D.HF/IG.J" << "";
    QTest::newRow("round a corner") << "Gdr" << "ABBC/ABBC/DEEF/D.HF/I.GJ" << "";
    QTest::newRow("two cells") << "Ir" << "ABBC/ABBC/DEEF/DGHF/.I.J" << "";
    QTest::newRow("blocked") << "Bd" << "" << "piece 'B' is blocked";
    QTest::newRow("off the box") << "Jr" << "" << "piece 'J' is blocked";
    QTest::newRow("no such piece") << "Zd" << "" << "there is no piece 'Z'";
    QTest::newRow("bad step") << "Gx" << "" << "steps are u, d, l and r";
    QTest::newRow("no step") << "G" << "" << "a move is a piece's letter";
    QTest::newRow("back again") << "Gdu" << "" << "ends where it started";
}

void tst_KlotskiBoard::moves()
{
    QFETCH(QString, move);
    QFETCH(QString, after);
    QFETCH(QString, says);
    const KlotskiBoard start = *parseKlotskiBoard("ABBC/ABBC/DEEF/DGHF/I..J").board;
    KlotskiBoard b = start;
    const auto error = playKlotskiMove(b, move.toStdString());
    QCOMPARE(!error, says.isEmpty());
    if (error) {
        QVERIFY2(QString::fromStdString(*error).contains(says), error->c_str());
        QCOMPARE(b, start);
    } else {
        QCOMPARE(b.text(), after.toStdString());
    }
}

QTEST_APPLESS_MAIN(tst_KlotskiBoard)
#include "tst_klotskiboard.moc"
