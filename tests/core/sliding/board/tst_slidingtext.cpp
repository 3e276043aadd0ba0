// Text forms of sliding boards: parsing the three forms, sizes, errors with positions, round
// trips through the formatters.

#include "sliding/board/slidingtext.h"

#include "reference.h"

#include <QtTest>

#include <optional>
#include <random>

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

core::SlidingBoard makeBoard(int w, int h, const std::vector<int> &tiles)
{
    core::SlidingBoard b;
    b.size = {w, h};
    for (int t : tiles)
        b.tiles.push_back(std::uint8_t(t));
    return b;
}

// "" means no explicit size; otherwise "WxH".
std::optional<core::BoardSize> sizeArg(const QString &s)
{
    if (s.isEmpty())
        return std::nullopt;
    const auto parts = s.split(QLatin1Char('x'));
    return core::BoardSize{parts.at(0).toInt(), parts.at(1).toInt()};
}

} // namespace

class tst_SlidingText : public QObject {
    Q_OBJECT

private slots:
    void parsesValidText_data();
    void parsesValidText();
    void reportsErrors_data();
    void reportsErrors();
    void duplicateNamesFirstOccurrence();
    void describeIncludesPosition();
    void roundTrips_data();
    void roundTrips();
    void randomRoundTrips();
    void formatsExactly();
    void parseBoardSize_data();
    void parseBoardSize();
    void oversizedTextIsRefusedShortly();
};

void tst_SlidingText::parsesValidText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("size"); // explicit size, "" for none
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<int>>("tiles");

    const QList<int> eight{2, 3, 4, 1, 5, 0, 7, 6, 8};
    QTest::newRow("tokens spaces x") << "2 3 4 1 5 x 7 6 8" << "" << 3 << 3 << eight;
    QTest::newRow("tokens commas 0") << "2,3,4,1,5,0,7,6,8" << "" << 3 << 3 << eight;
    QTest::newRow("tokens newlines X") << "2 3 4\n1 5 X\n7 6 8\n" << "" << 3 << 3 << eight;
    QTest::newRow("tokens mixed separators") << "  2, 3 ,4\r\n1\t5 x\n\n7,,6 8 " << "" << 3 << 3 << eight;
    QTest::newRow("compact X") << "23415X768" << "" << 3 << 3 << eight;
    QTest::newRow("compact 0") << "234150768" << "" << 3 << 3 << eight;
    QTest::newRow("compact sample") << "12X453786" << "" << 3 << 3 << QList<int>{1, 2, 0, 4, 5, 3, 7, 8, 6};
    QTest::newRow("id") << "3x3:2,3,4,1,5,0,7,6,8" << "" << 3 << 3 << eight;
    QTest::newRow("id with matching size") << "3x3:2,3,4,1,5,0,7,6,8" << "3x3" << 3 << 3 << eight;
    QTest::newRow("id after a blank line") << "\n  3x3:2,3,4,1,5,0,7,6,8\n" << "" << 3 << 3 << eight;
    QTest::newRow("id rectangular") << "2x3:1,2,3,4,5,0" << "" << 2 << 3 << QList<int>{1, 2, 3, 4, 5, 0};
    QTest::newRow("id 3X2 upper") << "3X2:1,2,3,4,0,5" << "" << 3 << 2 << QList<int>{1, 2, 3, 4, 0, 5};
    QTest::newRow("explicit 2x3 tokens") << "1 2 3 4 5 0" << "2x3" << 2 << 3 << QList<int>{1, 2, 3, 4, 5, 0};
    QTest::newRow("explicit 3x2 tokens") << "5 4 3\n2 1 x" << "3x2" << 3 << 2 << QList<int>{5, 4, 3, 2, 1, 0};
    QTest::newRow("explicit 2x3 compact") << "12345X" << "2x3" << 2 << 3 << QList<int>{1, 2, 3, 4, 5, 0};
    QTest::newRow("inferred 2x2") << "1 2 3 0" << "" << 2 << 2 << QList<int>{1, 2, 3, 0};
    QTest::newRow("inferred 2x2 compact") << "3X21" << "" << 2 << 2 << QList<int>{3, 0, 2, 1};
    QList<int> fifteen;
    for (int i = 1; i < 16; ++i)
        fifteen << i;
    fifteen << 0;
    QTest::newRow("inferred 4x4") << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0" << "" << 4 << 4 << fifteen;
    QList<int> hundred;
    QString hundredText;
    for (int i = 99; i >= 0; --i) {
        hundred << i;
        hundredText += QString::number(i) + QLatin1Char(i % 10 == 0 ? '\n' : ' ');
    }
    QTest::newRow("inferred 10x10") << hundredText << "" << 10 << 10 << hundred;
    QList<int> thirtyFive;
    QString thirtyFiveText;
    for (int i = 0; i < 35; ++i) {
        thirtyFive << (i + 1) % 35;
        thirtyFiveText += QString::number((i + 1) % 35) + QLatin1Char(',');
    }
    QTest::newRow("explicit 5x7") << thirtyFiveText << "5x7" << 5 << 7 << thirtyFive;
}

void tst_SlidingText::parsesValidText()
{
    QFETCH(QString, text);
    QFETCH(QString, size);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, tiles);
    const auto r = core::parseSlidingBoard(text.toStdString(), sizeArg(size));
    QVERIFY2(r.ok(), qPrintable(qs(r.error.describe())));
    QCOMPARE(r.board->width(), width);
    QCOMPARE(r.board->height(), height);
    QCOMPARE(int(r.board->tiles.size()), tiles.size());
    for (int i = 0; i < tiles.size(); ++i)
        QCOMPARE(int(r.board->tiles[std::size_t(i)]), tiles.at(i));
    QVERIFY(r.board->isWellFormed());
    QVERIFY(!r.error.failed());
}

void tst_SlidingText::reportsErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("line");   // expected position, 0 = the board as a whole
    QTest::addColumn<int>("column");
    QTest::addColumn<QStringList>("mentions"); // words the message must contain

    // Wrong count: too few is about the whole board, too many points at the first extra tile.
    QTest::newRow("too few for size") << "1 2 3 4 5 6 7 8" << "3x3" << 0 << 0 << QStringList{"9", "8"};
    QTest::newRow("too many for size") << "1 2 3 4 5 6 7 8 0 9" << "3x3" << 1 << 19
                                       << QStringList{"9 cells", "10"};
    QTest::newRow("too many on line 2") << "1 2 3\n0 4 5 6" << "2x3" << 2 << 7 << QStringList{"6 cells", "7"};
    QTest::newRow("id with too few") << "3x3:1,2,3,4,5,6,7,0" << "" << 0 << 0 << QStringList{"9", "8"};
    // Duplicate tile: position of the second copy; the blank counts as a tile.
    QTest::newRow("duplicate tile") << "1 2 3 4 5 6 7 1 0" << "" << 1 << 15 << QStringList{"tile 1", "twice"};
    QTest::newRow("duplicate blank x/0") << "1 2 3\n4 x 6\n7 8 0" << "" << 3 << 5 << QStringList{"blank", "twice"};
    QTest::newRow("duplicate in compact") << "123456781" << "" << 1 << 9 << QStringList{"tile 1", "twice"};
    // Missing tile: with no room for it, the count is wrong; with another tile in its place, the
    // duplicate is what gets named.
    QTest::newRow("missing tile, short") << "1 2 3 4 5 6 7 0" << "3x3" << 0 << 0 << QStringList{"9 cells", "8"};
    QTest::newRow("missing tile, doubled other") << "1 2 3 4 5 6 7 7 0" << "" << 1 << 15
                                                 << QStringList{"tile 7", "twice"};
    // Out of range.
    QTest::newRow("tile too big") << "1 2 3 4 5 6 7 9 0" << "" << 1 << 15 << QStringList{"\"9\"", "out of range", "8"};
    QTest::newRow("tile far too big") << "1 2 3\n4 5 6\n7 123456789012 0" << "" << 3 << 3
                                      << QStringList{"123456789012", "out of range"};
    QTest::newRow("compact out of range 2x2") << "1240" << "" << 1 << 3 << QStringList{"\"4\"", "out of range"};
    // Unknown characters, with their column.
    QTest::newRow("letter") << "1 2 3 4 a 6 7 8 0" << "" << 1 << 9 << QStringList{"unknown character", "'a'"};
    QTest::newRow("minus sign") << "1 2 3\n4 5 -6\n7 8 0" << "" << 2 << 5 << QStringList{"unknown character", "'-'"};
    QTest::newRow("semicolon in compact") << "1234;5678" << "" << 1 << 5 << QStringList{"unknown character", "';'"};
    QTest::newRow("letter in id") << "3x3:1,2,3,4,5,6,7,8,y" << "" << 1 << 21 << QStringList{"unknown character", "'y'"};
    QTest::newRow("letter in id after a blank line") << "\n3x3:1,2,3,4,5,6,7,8,y" << "" << 2 << 21
                                                    << QStringList{"unknown character", "'y'"};
    QTest::newRow("letter in id on the next line") << "3x3:\n1,2,3,4,5,6,7,8,y" << "" << 2 << 17
                                                   << QStringList{"unknown character", "'y'"};
    QTest::newRow("x inside a number") << "1 2 3 4 5 6 7 8x 0" << "" << 1 << 16 << QStringList{"8x"};
    // Sizes.
    QTest::newRow("id and size disagree") << "3x3:2,3,4,1,5,0,7,6,8" << "2x3" << 1 << 1
                                          << QStringList{"3x3", "2x3"};
    QTest::newRow("bad id size") << "3y3:1,2,3,4,5,6,7,8,0" << "" << 1 << 1 << QStringList{"3y3"};
    QTest::newRow("bad id size after blank lines") << "\n\n 3y3:1,2,3,4,5,6,7,8,0" << "" << 3 << 2
                                                   << QStringList{"3y3"};
    QTest::newRow("id size out of range") << "1x9:1,2,3,4,5,6,7,8,0" << "" << 1 << 1 << QStringList{"1x9", "range"};
    QTest::newRow("non-square without size") << "1 2 3 4 5 0" << "" << 0 << 0 << QStringList{"6 tiles", "square", "size"};
    QTest::newRow("compact non-square") << "12345X78" << "" << 0 << 0 << QStringList{"8 tiles", "square"};
    QTest::newRow("explicit size out of range") << "1 2 3 4 5 6 7 8 9 10 11 0" << "1x12" << 0 << 0
                                                << QStringList{"1x12", "range"};
    QTest::newRow("compact longer than 9") << "1234567890" << "" << 1 << 1 << QStringList{"at most 9"};
    QTest::newRow("empty") << "" << "" << 0 << 0 << QStringList{"no tiles"};
    QTest::newRow("only separators") << " ,\n, " << "" << 0 << 0 << QStringList{"no tiles"};
}

void tst_SlidingText::reportsErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, size);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QStringList, mentions);
    const auto r = core::parseSlidingBoard(text.toStdString(), sizeArg(size));
    QVERIFY2(!r.ok(), "bad text was accepted");
    const QString message = qs(core::describe(r.error.reason));
    QVERIFY(!message.isEmpty());
    for (const QString &m : mentions)
        QVERIFY2(message.contains(m), qPrintable(QStringLiteral("\"%1\" does not mention %2").arg(message, m)));
    QCOMPARE(r.error.line, line);
    QCOMPARE(r.error.column, column);
}

// The duplicate's message also says where the first copy was.
void tst_SlidingText::duplicateNamesFirstOccurrence()
{
    const auto r = core::parseSlidingBoard("1 2 3\n4 5 6\n7 2 0");
    QVERIFY(!r.ok());
    QCOMPARE(r.error.line, 3);
    QCOMPARE(r.error.column, 3);
    QCOMPARE(r.error.firstLine, 1);
    QCOMPARE(r.error.firstColumn, 3);
    QVERIFY2(qs(r.error.what()).contains(QLatin1String("(first at line 1, column 3)")), r.error.what().c_str());
    // Placed inside a larger input (as the judge and batch do), both positions move.
    const auto moved = r.error.placedAt(4, 5);
    QCOMPARE(moved.line, 6);
    QCOMPARE(moved.firstLine, 4);
    QCOMPARE(moved.firstColumn, 7);
}

void tst_SlidingText::describeIncludesPosition()
{
    const auto r = core::parseSlidingBoard("1 2 3\n4 5 ?\n7 8 0");
    QVERIFY(!r.ok());
    QCOMPARE(r.error.line, 2);
    QCOMPARE(r.error.column, 5);
    QCOMPARE(qs(r.error.describe()), QStringLiteral("line 2, column 5: ") + qs(core::describe(r.error.reason)));
    const core::TextError whole{core::Reason{core::ReasonCode::TextNoTiles, {}, {}}, 0, 0};
    QCOMPARE(qs(whole.describe()), QStringLiteral("no tiles given"));
}

void tst_SlidingText::roundTrips_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<int>>("tiles");
    QTest::newRow("3x3") << 3 << 3 << QList<int>{8, 6, 7, 2, 5, 4, 3, 0, 1};
    QTest::newRow("2x3") << 2 << 3 << QList<int>{0, 5, 4, 3, 2, 1};
    QTest::newRow("3x2") << 3 << 2 << QList<int>{1, 2, 3, 4, 5, 0};
    QTest::newRow("2x2") << 2 << 2 << QList<int>{0, 1, 2, 3};
    QTest::newRow("4x4") << 4 << 4 << QList<int>{14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3};
    QTest::newRow("2x4") << 2 << 4 << QList<int>{7, 6, 5, 4, 3, 2, 1, 0};
}

// formatTokens / formatCompact (<= 9 cells) / formatId parse back to the same board; tokens and
// compact need the size unless the board is square, the id never does.
void tst_SlidingText::roundTrips()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, tiles);
    const auto board = makeBoard(width, height, std::vector<int>(tiles.begin(), tiles.end()));
    const core::BoardSize size{width, height};
    const std::optional<core::BoardSize> sizeForTokens =
        width == height ? std::nullopt : std::optional<core::BoardSize>(size);

    for (char blank : {'x', 'X', '0'}) {
        const auto t = core::parseSlidingBoard(core::formatTokens(board, blank), sizeForTokens);
        QVERIFY2(t.ok(), t.error.describe().c_str());
        QVERIFY(*t.board == board);
    }
    const auto t2 = core::parseSlidingBoard(core::formatTokens(board), size);
    QVERIFY(t2.ok() && *t2.board == board);

    if (board.cells() <= 9) {
        for (char blank : {'X', 'x', '0'}) {
            const auto c = core::parseSlidingBoard(core::formatCompact(board, blank), sizeForTokens);
            QVERIFY2(c.ok(), c.error.describe().c_str());
            QVERIFY(*c.board == board);
        }
        QCOMPARE(int(core::formatCompact(board).size()), board.cells());
    }

    const std::string id = core::formatId(board);
    const auto i = core::parseSlidingBoard(id);
    QVERIFY2(i.ok(), i.error.describe().c_str());
    QVERIFY(*i.board == board);
    const auto i2 = core::parseSlidingBoard(id, size);
    QVERIFY(i2.ok() && *i2.board == board);
}

// Many random boards of many sizes survive formatTokens and formatId.
void tst_SlidingText::randomRoundTrips()
{
    std::mt19937_64 rng(20240601);
    for (int w = core::MinSide; w <= core::MaxSide; ++w) {
        for (int h = core::MinSide; h <= core::MaxSide; ++h) {
            for (int k = 0; k < 3; ++k) {
                const auto board = makeBoard(w, h, ref::randomPermutation(w * h, rng));
                const auto t = core::parseSlidingBoard(core::formatTokens(board), core::BoardSize{w, h});
                QVERIFY2(t.ok() && *t.board == board, qPrintable(qs(core::formatTokens(board))));
                const auto i = core::parseSlidingBoard(core::formatId(board));
                QVERIFY2(i.ok() && *i.board == board, qPrintable(qs(core::formatId(board))));
                if (board.cells() <= 9) {
                    const auto c = core::parseSlidingBoard(core::formatCompact(board), core::BoardSize{w, h});
                    QVERIFY2(c.ok() && *c.board == board, qPrintable(qs(core::formatCompact(board))));
                }
            }
        }
    }
}

void tst_SlidingText::formatsExactly()
{
    const auto b = makeBoard(3, 3, {2, 3, 4, 1, 5, 0, 7, 6, 8});
    QCOMPARE(qs(core::formatTokens(b)), QStringLiteral("2 3 4 1 5 x 7 6 8"));
    QCOMPARE(qs(core::formatTokens(b, '0')), QStringLiteral("2 3 4 1 5 0 7 6 8"));
    QCOMPARE(qs(core::formatCompact(b)), QStringLiteral("23415X768"));
    QCOMPARE(qs(core::formatId(b)), QStringLiteral("3x3:2,3,4,1,5,0,7,6,8"));
    QCOMPARE(qs(core::formatGrid(b)), QStringLiteral("2 3 4\n1 5 .\n7 6 8\n"));
    const auto r = makeBoard(3, 2, {4, 1, 2, 3, 0, 5});
    QCOMPARE(qs(core::formatId(r)), QStringLiteral("3x2:4,1,2,3,0,5"));
    const auto wide = makeBoard(4, 4, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0});
    QCOMPARE(qs(core::formatGrid(wide)), QStringLiteral(" 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14 15  .\n"));
}

void tst_SlidingText::parseBoardSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("4x4") << "4x4" << true << 4 << 4;
    QTest::newRow("3X2") << "3X2" << true << 3 << 2;
    QTest::newRow("2x3") << "2x3" << true << 2 << 3;
    QTest::newRow("10x10") << "10x10" << true << 10 << 10;
    QTest::newRow("2x10") << "2x10" << true << 2 << 10;
    QTest::newRow("10x2") << "10x2" << true << 10 << 2;
    QTest::newRow("1x4 too small") << "1x4" << false << 0 << 0;
    QTest::newRow("4x1 too small") << "4x1" << false << 0 << 0;
    QTest::newRow("11x3 too big") << "11x3" << false << 0 << 0;
    QTest::newRow("3x11 too big") << "3x11" << false << 0 << 0;
    QTest::newRow("0x0") << "0x0" << false << 0 << 0;
    QTest::newRow("no separator") << "44" << false << 0 << 0;
    QTest::newRow("no width") << "x4" << false << 0 << 0;
    QTest::newRow("no height") << "4x" << false << 0 << 0;
    QTest::newRow("star") << "4*4" << false << 0 << 0;
    QTest::newRow("letters") << "axb" << false << 0 << 0;
    QTest::newRow("two x") << "4x4x" << false << 0 << 0;
    QTest::newRow("negative") << "-3x3" << false << 0 << 0;
    QTest::newRow("empty") << "" << false << 0 << 0;
    QTest::newRow("huge") << "1000000x3" << false << 0 << 0;
}

void tst_SlidingText::parseBoardSize()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, width);
    QFETCH(int, height);
    core::Reason error{core::ReasonCode::Sentence, {}, {"untouched"}};
    const auto size = core::parseBoardSize(text.toStdString(), &error);
    QCOMPARE(size.has_value(), valid);
    if (valid) {
        QCOMPARE(size->width, width);
        QCOMPARE(size->height, height);
    } else {
        QVERIFY(error.code == core::ReasonCode::TextSizeForm || error.code == core::ReasonCode::TextSizeRange);
        QVERIFY(!core::describe(error).empty());
    }
    // The error pointer is optional.
    QCOMPARE(core::parseBoardSize(text.toStdString()).has_value(), valid);
}

// Text far past any board: refused by its length before it is split into tiles, and no error
// quotes more than a few dozen bytes of it or passes a control byte through.
void tst_SlidingText::oversizedTextIsRefusedShortly()
{
    const std::string huge(20 << 20, '1');
    auto r = core::parseSlidingBoard(huge);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.describe().find("20971520 bytes long") != std::string::npos, r.error.describe().c_str());
    QVERIFY(r.error.describe().size() < 200);
    // Under the cap, one long token of digits is refused as a compact board at once.
    r = core::parseSlidingBoard(std::string(60000, '2'));
    QVERIFY(!r.ok());
    QVERIFY2(core::describe(r.error.reason).find("without separators can have at most 9 cells") != std::string::npos,
             core::describe(r.error.reason).c_str());
    r = core::parseSlidingBoard("1 2 3 4 5 6 7 8 " + std::string(60000, '9'), core::BoardSize{3, 3});
    QVERIFY(!r.ok());
    QVERIFY2(core::describe(r.error.reason).size() < 150, core::describe(r.error.reason).c_str());
    QVERIFY(core::describe(r.error.reason).find("(60000 bytes)") != std::string::npos);
    r = core::parseSlidingBoard("3\x1b[2Jx3:1,2,3,4,5,6,7,8,0");
    QVERIFY(!r.ok());
    QVERIFY2(core::describe(r.error.reason).find("\\x1b[2J") != std::string::npos, core::describe(r.error.reason).c_str());
    QVERIFY(core::describe(r.error.reason).find('\x1b') == std::string::npos);
}

QTEST_APPLESS_MAIN(tst_SlidingText)
#include "tst_slidingtext.moc"
