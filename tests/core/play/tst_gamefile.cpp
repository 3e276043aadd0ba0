// Saved games: round trips, and damage of every kind is refused rather than half loaded:
// every truncation, every single-bit flip, a wrong version, a bad checksum, illegal moves.
#include "play/gamefile.h"
#include "sliding/board/slidingtext.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"
#include "rushhour/board/rushhourboard.h"
#include "klotski/board/klotskiposition.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <map>

class tst_GameFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void formatUnchanged_data();
    void formatUnchanged();
    void truncationNeverGivesAnotherGame();
    void bitFlipsNeverGiveAnotherGame();
    void refusals_data();
    void refusals();
    void handWrittenWithoutChecksum();
    void huarongDao();
    void rushHour();
    void mimeTypeMatchesWrittenGames();
    void hugeKeysAndValues_data();
    void hugeKeysAndValues();
};

namespace {

core::SavedGame slidingGame()
{
    core::SavedGame g;
    g.start = core::SlidingPosition{*core::parseSlidingBoard("4x3:1,2,3,4,5,6,7,8,9,10,0,11").board,
                                    core::SlidingBoard::standardGoal({4, 3})};
    g.moves = {"r", "u", "l", "d", "r"};
    g.position = 3;
    return g;
}

core::SavedGame rotationGame()
{
    core::SavedGame g;
    g.start = *core::parseRotationBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3").board;
    g.moves = {"A", "C", "H", "B"};
    g.position = 4;
    return g;
}

bool same(const core::SavedGame &a, const core::SavedGame &b)
{
    return a.start == b.start && a.moves == b.moves && a.position == b.position;
}

} // namespace

void tst_GameFile::roundTrip_data()
{
    QTest::addColumn<bool>("rotation");
    QTest::addColumn<QByteArray>("before"); // what precedes the game's lines
    QTest::newRow("sliding") << false << QByteArray("# a comment\n\n");
    QTest::newRow("rotation") << true << QByteArray("# a comment\n\n");
    // A UTF-8 byte-order mark, as some editors write, is not part of the text.
    QTest::newRow("sliding, byte-order mark") << false << QByteArray("\xEF\xBB\xBF");
    QTest::newRow("rotation, byte-order mark and comment") << true << QByteArray("\xEF\xBB\xBF# a comment\n");
}

void tst_GameFile::roundTrip()
{
    QFETCH(bool, rotation);
    QFETCH(QByteArray, before);
    const core::SavedGame g = rotation ? rotationGame() : slidingGame();
    const std::string text = before.toStdString() + core::writeGame(g);
    const auto r = core::readGame(text);
    QVERIFY2(r.game.has_value(), core::describe(r.error).c_str());
    QVERIFY(same(*r.game, g));
}

void tst_GameFile::formatUnchanged_data()
{
    QTest::addColumn<bool>("rotation");
    QTest::addColumn<QString>("text");
    QTest::newRow("sliding") << false
                             << "puzzlescope-game 1\npuzzle sliding\nsize 4x3\ngoal 1,2,3,4,5,6,7,8,9,10,11,0\n"
                                "start 1,2,3,4,5,6,7,8,9,10,0,11\nmoves ruldr\nposition 3\nchecksum 68dc6e976a5acc8f\n";
    QTest::newRow("rotation") << true
                              << "puzzlescope-game 1\npuzzle rotation\n"
                                 "start 1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\nmoves ACHB\nposition 4\n"
                                 "checksum af659045a3d072e4\n";
}

// Files saved by earlier versions, byte for byte: they still load, and saving writes them again.
void tst_GameFile::formatUnchanged()
{
    QFETCH(bool, rotation);
    QFETCH(QString, text);
    const core::SavedGame g = rotation ? rotationGame() : slidingGame();
    QCOMPARE(QString::fromStdString(core::writeGame(g)), text);
    const auto r = core::readGame(text.toStdString());
    QVERIFY2(r.game.has_value(), core::describe(r.error).c_str());
    QVERIFY(same(*r.game, g));
}

void tst_GameFile::truncationNeverGivesAnotherGame()
{
    for (const auto &g : {slidingGame(), rotationGame()}) {
        const std::string text = core::writeGame(g);
        int refused = 0;
        for (std::size_t n = 0; n < text.size(); ++n) {
            const auto r = core::readGame(text.substr(0, n));
            if (!r.game) {
                QVERIFY(r.error);
                ++refused;
            } else {
                // Only a cut that drops the whole checksum line still reads, and then as the same game.
                QVERIFY2(same(*r.game, g), qPrintable(QString::number(n)));
            }
        }
        QVERIFY(refused > int(text.size()) * 9 / 10);
    }
}

void tst_GameFile::bitFlipsNeverGiveAnotherGame()
{
    for (const auto &g : {slidingGame(), rotationGame()}) {
        const std::string text = core::writeGame(g);
        for (std::size_t i = 0; i < text.size(); ++i) {
            for (int bit = 0; bit < 8; ++bit) {
                std::string damaged = text;
                damaged[i] = char(damaged[i] ^ (1 << bit));
                const auto r = core::readGame(damaged);
                if (r.game)
                    QVERIFY2(same(*r.game, g), qPrintable(QStringLiteral("byte %1 bit %2").arg(i).arg(bit)));
                else
                    QVERIFY(r.error);
            }
        }
    }
}

void tst_GameFile::refusals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const std::string good = core::writeGame(slidingGame());
    QTest::newRow("empty") << "" << "empty";
    QTest::newRow("not a game") << "hello\n" << "not a PuzzleScope game file";
    QTest::newRow("version") << "puzzlescope-game 2\n" << "version \"2\"";
    std::string badSum = good;
    badSum.replace(badSum.find("moves ruldr"), 11, "moves rulrl");
    QTest::newRow("checksum") << QString::fromStdString(badSum) << "checksum does not match";
    QTest::newRow("illegal move") << "puzzlescope-game 1\npuzzle sliding\nsize 3x3\ngoal 1,2,3,4,5,6,7,8,0\n"
                                     "start 1,2,3,4,5,6,7,8,0\nmoves d\nposition 0\n"
                                  << "line 6: move 1 (\"d\") cannot be played";
    QTest::newRow("position") << "puzzlescope-game 1\npuzzle sliding\nsize 3x3\ngoal 1,2,3,4,5,6,7,8,0\n"
                                 "start 1,2,3,4,5,6,7,8,0\nmoves l\nposition 2\n"
                              << "line 7: the position must be a number from 0 to 1";
    QTest::newRow("missing") << "puzzlescope-game 1\npuzzle rotation\nmoves \nposition 0\n" << "\"start\" is missing";
    QTest::newRow("twice") << "puzzlescope-game 1\npuzzle rotation\npuzzle sliding\n" << "line 3: \"puzzle\" appears twice";
    QTest::newRow("after checksum") << QString::fromStdString(good + "moves l\n") << "nothing may follow the checksum";
}

void tst_GameFile::refusals()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto r = core::readGame(text.toStdString());
    QVERIFY(!r.game);
    QVERIFY2(QString::fromStdString(core::describe(r.error)).contains(message), core::describe(r.error).c_str());
}

// A megabyte where a key or a value goes: refused at once, and the reason quotes at most a short,
// escaped part of it (the window showed a 1 MB key whole, and took 22 s to lay it out).
void tst_GameFile::hugeKeysAndValues_data()
{
    QTest::addColumn<QByteArray>("text");
    const QByteArray huge(1 << 20, 'x');
    const QByteArray head = "puzzlescope-game 1\n";
    QTest::newRow("first key") << huge + " 1\n";
    QTest::newRow("version") << "puzzlescope-game " + huge + "\n";
    QTest::newRow("unknown key") << head + huge + " 1\n";
    QTest::newRow("escape in key") << head + "\x1b[31m" + huge + " 1\n";
    QTest::newRow("puzzle") << head + "puzzle " + huge + "\n";
    for (const char *key : {"size", "goal", "start", "position"})
        QTest::newRow(key) << QByteArray(head + "puzzle sliding\nsize 3x3\ngoal 1,2,3,4,5,6,7,8,0\nstart 1,2,3,4,5,6,7,8,0\n"
                                                "moves \nposition 0\n")
                                     .replace(QByteArray(key) + " ", QByteArray(key) + " " + huge + ",");
    QTest::newRow("moves") << head + "puzzle sliding\nsize 3x3\ngoal 1,2,3,4,5,6,7,8,0\nstart 1,2,3,4,5,6,7,8,0\nmoves "
                                     + huge + "\nposition 0\n";
}

void tst_GameFile::hugeKeysAndValues()
{
    QFETCH(QByteArray, text);
    QElapsedTimer clock;
    clock.start();
    const auto r = core::readGame(text.toStdString());
    QVERIFY(!r.game);
    const std::string why = core::describe(r.error);
    QVERIFY2(why.size() < 400, why.substr(0, 400).c_str());
    QVERIFY2(why.find('\x1b') == std::string::npos, why.c_str());
    qInfo("%s (%lld ms)", why.c_str(), clock.elapsed());
}

void tst_GameFile::handWrittenWithoutChecksum()
{
    const auto r = core::readGame("puzzlescope-game 1\npuzzle rotation\nstart 111111112222222233333333\nmoves E\nposition 1\n");
    QVERIFY2(r.game.has_value(), core::describe(r.error).c_str());
    QCOMPARE(r.game->moves, std::vector<std::string>{"E"});
}

void tst_GameFile::rushHour()
{
    // A Rush Hour game: its lot, and moves as a vehicle's letter and signed distance.
    core::SavedGame g;
    g.start = *core::parseRushHourBoard("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM").board;
    g.moves = {"M-1", "H+1", "K+1"};
    g.position = 3;
    const std::string text = core::writeGame(g);
    QVERIFY2(text.find("puzzle rushhour\nstart IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM\nmoves M-1 H+1 K+1\n")
                 != std::string::npos,
             text.c_str());
    const auto r = core::readGame(text);
    QVERIFY2(r.game.has_value(), core::describe(r.error).c_str());
    QVERIFY(same(*r.game, g));
    // A move that cannot be played is refused with its line and number; a bad lot with its line
    // and the row and column inside it.
    const auto bad = core::readGame("puzzlescope-game 1\npuzzle rushhour\nstart IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM\n"
                                    "moves M-1 A+1\nposition 0\n");
    QVERIFY(!bad.game);
    const std::string badText = core::describe(bad.error);
    QVERIFY2(badText.find("line 4") != std::string::npos && badText.find("move 2") != std::string::npos, badText.c_str());
    const auto badLot = core::readGame("puzzlescope-game 1\npuzzle rushhour\nstart IBBx../I..LDD/JAAL../J.KEEM/FFK.LM/GGHHHM\n"
                                       "moves\nposition 0\n");
    QVERIFY(!badLot.game);
    const std::string badLotText = core::describe(badLot.error);
    QVERIFY2(badLotText.find("line 3") != std::string::npos && badLotText.find("row 5, column 5") != std::string::npos,
             badLotText.c_str());
}

void tst_GameFile::huarongDao()
{
    // A Huarong Dao game: its box, its goal as the box with only the goal piece, and moves of
    // several letters separated by spaces.
    core::SavedGame g;
    const core::KlotskiBoard b = *core::parseKlotskiBoard("ABBC/ABBC/DEEF/DGHF/I..J").board;
    g.start = core::KlotskiPosition{b, *core::defaultKlotskiGoal(b).goal};
    g.moves = {"Hd", "Gd", "Ed"};
    g.position = 2;
    const std::string text = core::writeGame(g);
    QVERIFY2(text.find("puzzle klotski\ngoal ..../..../..../.BB./.BB.\nstart ABBC/ABBC/DEEF/DGHF/I..J\nmoves Hd Gd Ed\n")
                 != std::string::npos,
             text.c_str());
    const auto r = core::readGame(text);
    QVERIFY2(r.game.has_value(), core::describe(r.error).c_str());
    QVERIFY(same(*r.game, g));
    // A move that cannot be played is refused with its line and number.
    const auto bad = core::readGame("puzzlescope-game 1\npuzzle klotski\ngoal ..../..../..../.BB./.BB.\n"
                                    "start ABBC/ABBC/DEEF/DGHF/I..J\nmoves Hd Bd\nposition 0\n");
    QVERIFY(!bad.game);
    const std::string badText = core::describe(bad.error);
    QVERIFY2(badText.find("line 5") != std::string::npos && badText.find("move 2") != std::string::npos, badText.c_str());
    // So is a goal piece the box does not have.
    const auto noGoal = core::readGame("puzzlescope-game 1\npuzzle klotski\ngoal ..../..../..../.ZZ./.ZZ.\n"
                                       "start ABBC/ABBC/DEEF/DGHF/I..J\nmoves\nposition 0\n");
    QVERIFY(!noGoal.game);
    QVERIFY2(core::describe(noGoal.error).find("line 3") != std::string::npos, core::describe(noGoal.error).c_str());
}


// The saved games' MIME type (resources/...mime.xml) knows a game by its first bytes: every game
// the writer writes, the same after a byte-order mark (which the reader accepts), and the same
// after the comment line the window puts first, is matched by one of its strings at an offset
// its range allows (shared-mime-info's "start:end").
void tst_GameFile::mimeTypeMatchesWrittenGames()
{
    QFile mime(PUZZLESCOPE_SOURCE_DIR "/resources/io.github.puzzlescope.PuzzleScope.mime.xml");
    QVERIFY(mime.open(QIODevice::ReadOnly));
    const QString xml = QString::fromUtf8(mime.readAll());
    const QRegularExpression match("<match type=\"string\" offset=\"(\\d+)(?::(\\d+))?\" value=\"([^\"]+)\"/>");
    struct Magic {
        int from, to;
        std::string value;
    };
    std::vector<Magic> magic;
    for (auto it = match.globalMatch(xml); it.hasNext();) {
        const auto m = it.next();
        const int from = m.captured(1).toInt();
        magic.push_back({from, m.captured(2).isEmpty() ? from : m.captured(2).toInt(), m.captured(3).toStdString()});
    }
    QVERIFY(!magic.empty());
    QVERIFY(xml.contains("<glob pattern=\"*.puzzlescope\"/>"));
    const auto recognised = [&magic](const std::string &text) {
        for (const Magic &m : magic)
            for (int at = m.from; at <= m.to; ++at)
                if (text.compare(std::size_t(at), m.value.size(), m.value) == 0)
                    return true;
        return false;
    };
    core::SavedGame klotski;
    const core::KlotskiBoard b = *core::parseKlotskiBoard("ABBC/ABBC/DEEF/DGHF/I..J").board;
    klotski.start = core::KlotskiPosition{b, *core::defaultKlotskiGoal(b).goal};
    for (const core::SavedGame &g : {slidingGame(), rotationGame(), klotski}) {
        const std::string text = core::writeGame(g);
        QVERIFY2(recognised(text), text.c_str());
        const std::string withMark = "\xEF\xBB\xBF" + text;
        QVERIFY(recognised(withMark));
        QVERIFY(core::readGame(withMark).game.has_value());
        // As the window saves it (ui/controls/gamefiles.cpp).
        const std::string fromWindow = "# PuzzleScope saved game\n" + text;
        QVERIFY(recognised(fromWindow));
        QVERIFY(core::readGame(fromWindow).game.has_value());
    }
    QVERIFY(!recognised("#!/bin/sh\npuzzlescope-game 1\n"));
}

QTEST_APPLESS_MAIN(tst_GameFile)
#include "tst_gamefile.moc"
