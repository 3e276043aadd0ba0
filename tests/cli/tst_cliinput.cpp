// Input no one should send, sent anyway: lines far past any board's length, a stream with no
// end, control bytes. Each is refused at once with a short message that says what is wrong and
// where (exit 2), quoting at most a few dozen bytes of what was sent.
#include "clirun.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

class tst_CliInput : public QObject {
    Q_OBJECT
private slots:
    void longLinesAreRefused_data();
    void longLinesAreRefused();
    void endlessStdinIsRefused();
    void devicesAndFifosAreNotInstanceFiles();
    void controlBytesAreEscaped();
    void sizeWithoutTiles();
    void duplicateSaysWhereTheFirstIs_data();
    void duplicateSaysWhereTheFirstIs();
};

namespace {
Result runWithStdinFile(const QStringList &args, const QString &file)
{
    QProcess p;
    p.setStandardInputFile(file);
    p.start(PUZZLESCOPE_CLI, args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}
} // namespace

void tst_CliInput::longLinesAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("batch") << QStringList{"batch"} << "line 1 is longer than 65536 bytes";
    QTest::newRow("judge") << QStringList{"judge", "poj1077"} << "line 1 of the input is longer than 65536 bytes";
    QTest::newRow("judge rotation") << QStringList{"judge", "poj2286"} << "longer than 65536 bytes";
}

// A 2 MB line of digits: the message is one short line, nothing of the input echoed whole.
void tst_CliInput::longLinesAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = runCli(args, QByteArray(2 << 20, '1') + '\n');
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.left(300).constData());
    QVERIFY2(r.err.size() < 200, r.err.left(300).constData());
    QVERIFY(r.out.size() < 200);
}

// /dev/zero never ends and has no newline: refused after one line's worth, not read forever.
void tst_CliInput::endlessStdinIsRefused()
{
    for (const QStringList &args : {QStringList{"batch"}, QStringList{"judge", "hdu1043"}}) {
        const Result r = runWithStdinFile(args, "/dev/zero");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("longer than 65536 bytes"), r.err.left(300).constData());
    }
}

void tst_CliInput::devicesAndFifosAreNotInstanceFiles()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath("fifo");
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    const Result dev = runCli({"bench", "--instances", "/dev/zero", "--algorithm", "bfs"});
    QCOMPARE(dev.exitCode, 2);
    QVERIFY2(dev.err.contains("\"/dev/zero\" is a device, not a file of boards"), dev.err.constData());
    const Result f = runCli({"bench", "--instances", fifo, "--algorithm", "bfs"});
    QCOMPARE(f.exitCode, 2);
    QVERIFY2(f.err.contains("is a FIFO or socket"), f.err.constData());
    const Result folder = runCli({"bench", "--instances", dir.path(), "--algorithm", "bfs"});
    QCOMPARE(folder.exitCode, 2);
    QVERIFY2(folder.err.contains("is a folder"), folder.err.constData());
}

// An escape sequence in the size part of an id, or in a judge's case count, comes back as \x1b.
void tst_CliInput::controlBytesAreEscaped()
{
    const Result id = runCli({"solve", "\x1b[31m3x3:1,2,3,4,5,6,7,8,0"});
    QCOMPARE(id.exitCode, 2);
    QVERIFY2(!id.err.contains('\x1b'), id.err.constData());
    QVERIFY2(id.err.contains("size \"\\x1b[31m3x3\" is not of the form WxH"), id.err.constData());
    const Result judge = runCli({"judge", "hdu3567"}, "\x1b]0;owned\x07\n");
    QCOMPARE(judge.exitCode, 2);
    QVERIFY2(!judge.err.contains('\x1b') && !judge.err.contains('\x07'), judge.err.constData());
    QVERIFY2(judge.err.contains("\\x1b]0;owned\\x07"), judge.err.constData());
    // A long bad token is quoted in part, with its length.
    const Result tile = runCli({"solve", "--size", "3x3", "1 2 3 4 5 6 7 8 " + QString(5000, '9')});
    QCOMPARE(tile.exitCode, 2);
    QVERIFY2(tile.err.contains("(5000 bytes) is out of range"), tile.err.constData());
    QVERIFY(tile.err.size() < 300);
}

void tst_CliInput::sizeWithoutTiles()
{
    const Result r = runCli({"solve", "3x3"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("\"3x3\" is a size without tiles; write the tiles after it, for example 3x3:1,2,3"),
             r.err.constData());
}

void tst_CliInput::duplicateSaysWhereTheFirstIs_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("hdu1043 over lines") << QStringList{"judge", "hdu1043"} << QByteArray("\n1 2 3\n4 5 6\n7 8 1\n")
                                        << "line 4, column 5: tile 1 appears twice (first at line 2, column 1)";
    QTest::newRow("hdu3567 second line") << QStringList{"judge", "hdu3567"}
                                         << QByteArray("2\n1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 1\n")
                                         << "line 3, column 17: tile 1 appears twice (first at line 3, column 1)";
    QTest::newRow("batch") << QStringList{"batch"} << QByteArray("# a comment\n1 2 3 4 5 6 7 3 0\n")
                           << "line 2, column 15: tile 3 appears twice (first at line 2, column 5)";
}

void tst_CliInput::duplicateSaysWhereTheFirstIs()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const Result r = runCli(args, input);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(tst_CliInput)
#include "tst_cliinput.moc"
