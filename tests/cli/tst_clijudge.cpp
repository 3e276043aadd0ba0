// End-to-end tests of `puzzlescope-cli judge`: the published samples byte for byte on stdout,
// many boards with an unsolvable one, and bad input with its position and exit status.
#include "clirun.h"

#include <QtTest>

class tst_CliJudge : public QObject {
    Q_OBJECT
private slots:
    void judgeSamples_data();
    void judgeSamples();
    void hdu1043ManyBoards();
    void judgeBadInput();
};

void tst_CliJudge::judgeSamples_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    // The problems' published samples.
    QTest::newRow("poj1077") << "poj1077" << QByteArray("2  3  4  1  5  x  7  6  8\n")
                             << QByteArray("ullddrurdllurdruldr\n");
    QTest::newRow("hdu1043") << "hdu1043" << QByteArray("2  3  4  1  5  x  7  6  8\n")
                             << QByteArray("ullddrurdllurdruldr\n");
    QTest::newRow("hdu3567") << "hdu3567" << QByteArray("2\n12X453786\n12345678X\n564178X23\n7568X4123\n")
                             << QByteArray("Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
    QTest::newRow("poj2286") << "poj2286"
                             << QByteArray("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
                                           "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n")
                             << QByteArray("AC\n2\nDDHH\n2\n");
}

void tst_CliJudge::judgeSamples()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    const Result r = runCli({"judge", format}, input);
    QCOMPARE(r.out, expected);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

void tst_CliJudge::hdu1043ManyBoards()
{
    // Two 31-move boards (the 8-puzzle's farthest), an unsolvable one and a solved one.
    const QStringList boards{"8 6 7 2 5 4 3 x 1", "6 4 7 8 5 x 3 2 1", "1 2 3 4 5 6 8 7 x", "1 2 3 4 5 6 7 8 x"};
    const Result r = runCli({"judge", "hdu1043"}, boards.join('\n').toUtf8() + '\n');
    const QList<QByteArray> lines = r.out.split('\n');
    QCOMPARE(lines.size(), 5); // four answers and the final newline
    QCOMPARE(lines[2], QByteArray("unsolvable"));
    QCOMPARE(lines[3], QByteArray(""));
    for (int i : {0, 1}) {
        QList<int> t = tilesOf(boards[i]);
        QCOMPARE(lines[i].size(), 31);
        QVERIFY(replay(t, 3, lines[i]));
        QCOMPARE(t, standardGoal(9));
    }
    QCOMPARE(r.exitCode, 1);
}

void tst_CliJudge::judgeBadInput()
{
    const Result r = runCli({"judge", "hdu3567"}, "1\n12X453786\n12345678Y\n");
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("line 3, column 9"), r.err.constData());
    QVERIFY(r.err.contains("unknown character 'Y'"));
    const Result missing = runCli({"judge", "poj2286"}, "1 1 1\n0\n");
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("24 cells but 3"), missing.err.constData());
    const Result format = runCli({"judge", "uva652"});
    QCOMPARE(format.exitCode, 2);
    QVERIFY(format.err.contains("unknown judge format"));
}

QTEST_APPLESS_MAIN(tst_CliJudge)
#include "tst_clijudge.moc"
