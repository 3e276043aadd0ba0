// Input no one should send, sent anyway: lines far past any board's length, a stream with no
// end, control bytes. Each is refused at once with a short message that says what is wrong and
// where (exit 2), quoting at most a few dozen bytes of what was sent. And output that cannot be
// written (a full disk: /dev/full) is an error (exit 3), never a silent success.
#include "clirun.h"

#include <QTemporaryDir>
#include <QFile>
#include <QProcess>
#include <QtTest>

#include <sys/stat.h>

class tst_CliRobust : public QObject {
    Q_OBJECT
private slots:
    void longLinesAreRefused_data();
    void longLinesAreRefused();
    void endlessStdinIsRefused();
    void devicesAndFifosAreNotInstanceFiles();
    void instanceFilesAreCapped();
    void controlBytesAreEscaped();
    void argumentsThatAreNotUtf8();
    void optionValuesAreQuoted_data();
    void closedAndUnreadableStandardStreams();
    void tableFolderIsQuoted();
    void optionValuesAreQuoted();
    void sizeWithoutTiles();
    void duplicateSaysWhereTheFirstIs_data();
    void duplicateSaysWhereTheFirstIs();
    void messagesSayWhatIsWrong_data();
    void messagesSayWhatIsWrong();
    void failedWritesAreErrors_data();
    void failedWritesAreErrors();
    void closedPipesAreWriteErrors_data();
    void benchOutputPathsCheckedFirst_data();
    void benchOutputPathsCheckedFirst();
    void closedPipesAreWriteErrors();
};

namespace {
Result runWithStdoutFile(const QStringList &args, const QString &file, const QByteArray &input = {})
{
    QProcess p;
    p.setStandardOutputFile(file);
    p.start(PUZZLESCOPE_CLI, args);
    p.waitForStarted();
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, {}, p.readAllStandardError()};
}

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

void tst_CliRobust::longLinesAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("batch") << QStringList{"batch"} << "line 1 is longer than 65536 bytes";
    QTest::newRow("judge") << QStringList{"judge", "poj1077"} << "line 1 of the input is longer than 65536 bytes";
    QTest::newRow("judge rotation") << QStringList{"judge", "poj2286"} << "longer than 65536 bytes";
}

// A 2 MB line of digits: the message is one short line, nothing of the input echoed whole.
void tst_CliRobust::longLinesAreRefused()
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
void tst_CliRobust::endlessStdinIsRefused()
{
    for (const QStringList &args : {QStringList{"batch"}, QStringList{"judge", "hdu1043"}}) {
        const Result r = runWithStdinFile(args, "/dev/zero");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("longer than 65536 bytes"), r.err.left(300).constData());
    }
}

void tst_CliRobust::devicesAndFifosAreNotInstanceFiles()
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

// A file of boards is read whole up to 16 MiB, then refused: a sparse 17 MiB file is not read to
// its end; a missing file says so.
void tst_CliRobust::instanceFilesAreCapped()
{
    QTemporaryDir dir;
    const QString big = dir.filePath("big.txt");
    {
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(17 << 20));
    }
    const Result r = runCli({"bench", "--instances", big, "--algorithm", "bfs"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("is larger than 16 MiB"), r.err.constData());
    const Result missing = runCli({"bench", "--instances", dir.filePath("none.txt"), "--algorithm", "bfs"});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("none.txt\": it does not exist"), missing.err.constData());
}

// An escape sequence in the size part of an id, or in a judge's case count, comes back as \x1b.
void tst_CliRobust::controlBytesAreEscaped()
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

// A byte that is not UTF-8 in an argument is named as typed (0xff), not as what a conversion to
// text made of it (0xef, the first byte of U+FFFD). The shell passes the raw bytes.
void tst_CliRobust::argumentsThatAreNotUtf8()
{
    const auto run = [](const char *script) {
        QProcess p;
        p.start("/bin/sh", {"-c", script, PUZZLESCOPE_CLI});
        p.waitForFinished(60000);
        return std::pair{p.exitCode(), p.readAllStandardError()};
    };
    const auto [status, err] = run("exec \"$0\" solve \"$(printf '1 2 3 \\377 5')\"");
    QCOMPARE(status, 2);
    QVERIFY2(err.contains("argument 2 \"1 2 3 \\xff 5\" is not UTF-8 text: byte 0xff at offset 6"), err.constData());
    // An overlong form and a lone continuation byte are refused; a Chinese word is not.
    QCOMPARE(run("exec \"$0\" solve --goal \"$(printf '\\300\\200')\" '1 2 3'").first, 2);
    const auto [wordStatus, wordErr] = run("exec \"$0\" solve \"$(printf '\\345\\215\\216')\"");
    QCOMPARE(wordStatus, 2);
    QVERIFY2(!wordErr.contains("UTF-8") && wordErr.contains("byte 0xe5"), wordErr.constData());
}

// A value with a newline and an escape, in any option the tool echoes back, is quoted the one
// way (\x0a, \x1b): it cannot forge a second line of stderr or colour the terminal; a value of
// 131 KB is quoted in part with its length.
void tst_CliRobust::optionValuesAreQuoted_data()
{
    QTest::addColumn<QStringList>("args");
    const QString bad = QStringLiteral("bad\nforged line\x1b[31m");
    const QString board = QStringLiteral("3x3:1,2,3,4,5,6,7,8,0");
    QTest::newRow("algorithm") << QStringList{"solve", board, "--algorithm", bad};
    QTest::newRow("heuristic") << QStringList{"solve", board, "--heuristic", bad};
    QTest::newRow("max-nodes") << QStringList{"solve", board, "--max-nodes", bad};
    QTest::newRow("max-memory") << QStringList{"solve", board, "--max-memory", bad};
    QTest::newRow("trace-limit") << QStringList{"solve", board, "--trace", "/nonexistent/t", "--trace-limit", bad};
    QTest::newRow("trace path") << QStringList{"solve", board, "--trace", "/nonexistent/" + bad};
    QTest::newRow("unknown option") << QStringList{"solve", board, "--" + bad};
    QTest::newRow("scramble moves") << QStringList{"scramble", "--moves", bad};
    QTest::newRow("long unknown option") << QStringList{"solve", board, "--" + QString(131'000, 'a') + bad};
}

void tst_CliRobust::optionValuesAreQuoted()
{
    QFETCH(QStringList, args);
    const Result r = runCli(args);
    QVERIFY(r.exitCode != 0);
    QVERIFY2(!r.err.contains('\x1b'), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1); // one line, ended
    QVERIFY2(r.err.contains("\\x0a") || r.err.contains("bytes)"), r.err.constData());
    QVERIFY2(r.err.size() < 400, qPrintable(QString::number(r.err.size())));
}

// The table cache's notes name the folder given with --pdb-dir: an unwritable one (under /proc)
// with a newline and an escape in its name is named escaped, every line of stderr ours.
void tst_CliRobust::tableFolderIsQuoted()
{
    const Result r = runCli({"solve", "4x4:" + QStringLiteral("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2").replace(' ', ','), "--algorithm",
                             "wida", "--heuristic", "pdb-555", "--pdb-dir", QStringLiteral("/proc/bad\nforged line\x1b[31m")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.err.contains('\x1b'), r.err.constData());
    QVERIFY2(r.err.contains("\\x0aforged line\\x1b"), r.err.constData());
    for (const QByteArray &line : r.err.split('\n'))
        QVERIFY2(line.isEmpty() || line.startsWith("puzzlescope-cli: "), line.constData());
}

// Run under sh so that descriptors can be closed: `>&-` and `<&-` are refused with a message
// (the answer went into one of Qt's descriptors, a closed stdin read as an empty one), a folder
// as input is a read error, and with stdout and stderr both closed nothing of ours takes their
// numbers (a --trace file became stderr).
void tst_CliRobust::closedAndUnreadableStandardStreams()
{
    auto shell = [](const QString &script) {
        QProcess p;
        p.start("/bin/sh", {"-c", script, "sh", PUZZLESCOPE_CLI});
        p.waitForFinished(60000);
        return Result{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
    };
    const Result folder = shell(R"("$1" batch < /)");
    QCOMPARE(folder.exitCode, 2);
    QVERIFY2(folder.err.contains("could not read standard input: Is a directory"), folder.err.constData());
    const Result judgeFolder = shell(R"("$1" judge poj1077 < /)");
    QCOMPARE(judgeFolder.exitCode, 2);
    QVERIFY2(judgeFolder.err.contains("could not read standard input"), judgeFolder.err.constData());
    const Result noStdin = shell(R"("$1" batch <&-)");
    QCOMPARE(noStdin.exitCode, 2);
    QVERIFY2(noStdin.err.contains("standard input is closed"), noStdin.err.constData());
    const Result noStdout = shell(R"("$1" solve 3x3:1,2,3,4,5,6,7,0,8 >&-)");
    QCOMPARE(noStdout.exitCode, 3);
    QVERIFY2(noStdout.err.contains("standard output is closed"), noStdout.err.constData());
    QTemporaryDir dir;
    const QString trace = dir.filePath("t.jsonl");
    const Result none = shell(QString(R"("$1" solve 3x3:1,2,3,4,5,6,7,0,8 --trace '%1' >&- 2>&-)").arg(trace));
    QCOMPARE(none.exitCode, 3);
    QFile written(trace);
    QVERIFY(!written.exists() || !written.open(QIODevice::ReadOnly) || !written.readAll().contains("puzzlescope-cli:"));
    // An empty stdin is still a plain end: no error.
    const Result empty = shell(R"("$1" batch < /dev/null)");
    QCOMPARE(empty.exitCode, 0);
}

void tst_CliRobust::sizeWithoutTiles()
{
    const Result r = runCli({"solve", "3x3"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("\"3x3\" is a size without tiles; write the tiles after it, for example 3x3:1,2,3"),
             r.err.constData());
}

void tst_CliRobust::duplicateSaysWhereTheFirstIs_data()
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

void tst_CliRobust::duplicateSaysWhereTheFirstIs()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const Result r = runCli(args, input);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void tst_CliRobust::messagesSayWhatIsWrong_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("notSaid");
    QTest::newRow("rotation heuristic, no-heuristic algorithm")
        << QStringList{"solve", "--heuristic", "centre", "1 2 3 4 5 6 7 8 x"} << 2
        << "the heuristic centre does not apply to this puzzle; choose one of: misplaced" << "does not use a heuristic";
    QTest::newRow("size out of range, not malformed") << QStringList{"solve", "--size", "100x100", "1 2 3"} << 2
                                                      << "size 100x100 is out of range: each side must be 2 to 10"
                                                      << "not of the form";
    QTest::newRow("bench seed as scramble's") << QStringList{"bench", "--random", "1", "--algorithm", "astar", "--seed",
                                                             "9223372036854775808"}
                                              << 2 << "--seed must be a whole number from 0 to 9223372036854775807"
                                              << "instance";
    QTest::newRow("empty goal") << QStringList{"solve", "--goal", "", "1 2 3 4 5 6 7 8 x"} << 2
                                << "--goal is empty" << "already at the goal";
    QTest::newRow("empty goal, scramble") << QStringList{"scramble", "--goal", " ", "--size", "3x3"} << 2
                                          << "--goal is empty" << "3x3:";
    QTest::newRow("advice names what is not in use")
        << QStringList{"solve", "--algorithm", "idastar", "--heuristic", "linear-conflict", "--max-nodes", "1000", KorfOne}
        << 1 << "or use a stronger heuristic (pdb-663)" << "linear conflict)";
    QTest::newRow("6-6-3 build over the memory budget")
        << QStringList{"solve", "--heuristic", "pdb-663", "--max-memory", "64", KorfOne} << 1
        << "the pdb-663 pattern databases need about NNN MiB to build, more than the memory budget of 64 MiB"
        << "solved";
    QTest::newRow("7-8 build over the memory budget")
        << QStringList{"solve", "--heuristic", "pdb-78", "--max-memory", "512", KorfOne} << 1
        << "the pdb-78 pattern databases need about NNN MiB to build, more than the memory budget of 512 MiB"
        << "solved";
    QTest::newRow("time budget not a whole number of seconds")
        << QStringList{"solve", "--max-seconds", "0.5", KorfOne} << 2
        << "--max-seconds must be a whole number of seconds from 1 to 1000000, not \"0.5\"" << "solved";
    QTest::newRow("6-6-6-6 off the 5x5")
        << QStringList{"solve", "--heuristic", "pdb-6666", KorfOne} << 2
        << "the 6-6-6-6 pattern databases are for 5x5 boards" << "solved";
    // Misplaced tiles leave Korf's first board days away: Manhattan distance solves it in about
    // a second on two fast cores, which made this row depend on the machine.
    QTest::newRow("time budget reached")
        << QStringList{"solve", "--heuristic", "misplaced", "--max-nodes", "100000000000", "--max-seconds", "1", KorfOne}
        << 1 << "the search stopped at its time budget of 1 s after" << "status:        solved";
    QTest::newRow("distance beyond what a walk certifies")
        << QStringList{"scramble", "--size", "10x10", "--distance", "200"} << 2
        << "certified up to 50 moves on a 10x10 board" << "could not";
}

// Each message names the real problem (and not a misleading one), at once.
void tst_CliRobust::messagesSayWhatIsWrong()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QFETCH(QString, notSaid);
    const Result r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    const QString all = QString::fromUtf8(r.out + r.err);
    // NNN: a number of MiB that counts what the process holds, which varies by build.
    QVERIFY2(all.contains(QRegularExpression(QRegularExpression::escape(message).replace("NNN", "\\d+"))), qPrintable(all));
    QVERIFY2(!all.contains(notSaid), qPrintable(all));
}

void tst_CliRobust::failedWritesAreErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const QStringList bench{"bench", "--random", "2", "--size", "3x3", "--algorithm", "astar", "--repeat", "1"};
    const QString full = "could not write the output: No space left on device";
    QTest::newRow("scramble") << QStringList{"scramble", "--size", "3x3"} << QByteArray() << full;
    QTest::newRow("solve") << QStringList{"solve", "12345678x"} << QByteArray() << full;
    QTest::newRow("help") << QStringList{"--help"} << QByteArray() << full;
    // Output that fails long before the end still names the reason, not "write error".
    QTest::newRow("long output") << QStringList{"scramble", "--size", "3x3", "--count", "20000"} << QByteArray() << full;
    QTest::newRow("judge") << QStringList{"judge", "poj1077"} << QByteArray("1 2 3 4 5 6 7 x 8\n") << full;
    QTest::newRow("bench csv") << (bench + QStringList{"--csv", "/dev/full"}) << QByteArray()
                               << "could not write \"/dev/full\": No space left on device";
    QTest::newRow("bench json") << (bench + QStringList{"--json", "/dev/full"}) << QByteArray()
                                << "could not write \"/dev/full\": No space left on device";
    QTest::newRow("solve trace") << QStringList{"solve", "8 6 7 2 5 4 3 x 1", "--algorithm", "bfs", "--trace", "/dev/full"}
                                 << QByteArray() << "could not write the trace to \"/dev/full\": No space left on device";
}

void tst_CliRobust::failedWritesAreErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    // bench's and solve's own files go to /dev/full while stdout is fine; the other commands' stdout is /dev/full.
    const bool toFile = args.contains("/dev/full");
    const Result r = toFile ? runCli(args, input) : runWithStdoutFile(args, "/dev/full", input);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

// A reader that goes away (`| head -c1`) makes the write fail: exit 3 with a message, not a death
// by SIGPIPE (141), and the command stops rather than work on for no one.
void tst_CliRobust::closedPipesAreWriteErrors_data()
{
    QTest::addColumn<QString>("pipeline");
    const QString cli = QStringLiteral("'" PUZZLESCOPE_CLI "'");
    QTest::newRow("scramble") << cli + " scramble --size 4x4 --count 200000 --seed 1";
    QTest::newRow("batch") << "yes '8 6 7 2 5 4 3 x 1' | head -4000 | " + cli + " batch";
    QTest::newRow("trace to stdout") << cli + " solve '8 6 7 2 5 4 3 x 1' --algorithm bfs --trace /dev/stdout";
}

void tst_CliRobust::closedPipesAreWriteErrors()
{
    QFETCH(QString, pipeline);
    QProcess bash;
    // The status of the CLI, the last command before `| head -c1`.
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), pipeline + QStringLiteral(" 2>/dev/null | head -c1 >/dev/null; "
                                                                                     "s=(\"${PIPESTATUS[@]}\"); echo ${s[-2]}")});
    QVERIFY(bash.waitForFinished(60000));
    QCOMPARE(bash.readAllStandardOutput().trimmed(), QByteArray("3"));
}

// bench writes its files after the work: a path that cannot take a file is said before any
// board is solved (exit 2, nothing on stdout), not after minutes of work (exit 3).
void tst_CliRobust::benchOutputPathsCheckedFirst_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("why");
    QTest::newRow("csv in no folder") << "--csv" << "/nonexistent-folder/b.csv" << "there is no folder";
    QTest::newRow("json to a folder") << "--json" << "/tmp" << "it is a folder";
}

void tst_CliRobust::benchOutputPathsCheckedFirst()
{
    QFETCH(QString, option);
    QFETCH(QString, path);
    QFETCH(QString, why);
    const Result r = runCli({"bench", "--random", "2000", "--size", "4x4", "--algorithm", "idastar", "--heuristic",
                             "manhattan", option, path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.contains(("cannot write " + option).toUtf8()) && r.err.contains(why.toUtf8()), r.err.constData());
}

QTEST_GUILESS_MAIN(tst_CliRobust)
#include "tst_clirobust.moc"
