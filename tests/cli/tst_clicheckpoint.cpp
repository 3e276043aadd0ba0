// solve --checkpoint and --resume, each run a process of its own: a search stopped by its node
// budget leaves its progress in the file, and a new process resumed from it prints the plan of
// the search that never stopped; a damaged, missing or foreign checkpoint is refused with what is
// wrong; a search that keeps no checkpoints says so.
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class tst_CliCheckpoint : public QObject {
    Q_OBJECT
private slots:
    void stoppedAndResumed_data();
    void stoppedAndResumed();
    void badCheckpointsAreRefused();
    void searchesWithoutCheckpointsSaySo();
};

namespace {

// A 55-move board of Korf's 100: about 5 million nodes with Manhattan distance.
const QString Board = "10 5 1 0 15 9 13 14 2 8 4 7 6 12 11 3";
const QStringList Manhattan = {"solve", Board, "--size", "4x4", "--heuristic", "manhattan", "--max-nodes", "100000000"};

QByteArray field(const QByteArray &out, const char *name)
{
    for (const QByteArray &line : out.split('\n'))
        if (line.startsWith(name))
            return line.mid(line.indexOf(':') + 1).trimmed();
    return {};
}

} // namespace

void tst_CliCheckpoint::stoppedAndResumed_data()
{
    QTest::addColumn<QString>("threads");
    QTest::newRow("one thread") << "1";
    QTest::newRow("two threads") << "2";
}

void tst_CliCheckpoint::stoppedAndResumed()
{
    QFETCH(QString, threads);
    QTemporaryDir dir;
    const QString file = dir.filePath("search.checkpoint");
    const Result whole = runCli(Manhattan + QStringList{"--threads", threads});
    QCOMPARE(whole.exitCode, 0);
    const QByteArray moves = field(whole.out, "moves:");
    QCOMPARE(moves.size(), 55);
    for (const char *budget : {"400000", "3000000"}) { // a stop in an early iteration, and in the last
        const Result stopped = runCli(Manhattan + QStringList{"--threads", threads, "--max-nodes", budget, "--checkpoint", file});
        QCOMPARE(stopped.exitCode, 1);
        QCOMPARE(field(stopped.out, "status:"), QByteArray("limit"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.startsWith("puzzlescope-checkpoint 1\npuzzle: sliding\n"));
        QVERIFY(text.contains("\nheuristic: manhattan\n"));
        const Result resumed = runCli(Manhattan + QStringList{"--threads", threads, "--resume", file});
        QCOMPARE(resumed.exitCode, 0);
        QCOMPARE(field(resumed.out, "moves:"), moves);
        QCOMPARE(field(resumed.out, "thresholds:"), field(whole.out, "thresholds:"));
        QVERIFY2(resumed.err.contains("resumed in bound"), resumed.err.constData());
        // What was redone is what was under way: far less than the search itself.
        const double total = field(resumed.out, "expanded:").toDouble();
        QVERIFY(total < 1.02 * field(whole.out, "expanded:").toDouble());
    }
}

void tst_CliCheckpoint::badCheckpointsAreRefused()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("search.checkpoint");
    QCOMPARE(runCli(Manhattan + QStringList{"--max-nodes", "2000000", "--checkpoint", file}).exitCode, 1);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray good = f.readAll();
    f.close();
    auto refusal = [&](const QByteArray &contents, const QStringList &args) {
        QFile w(file);
        if (!w.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QByteArray("cannot write");
        w.write(contents);
        w.close();
        const Result r = runCli(args + QStringList{"--resume", file});
        return r.exitCode == 2 && r.out.isEmpty() ? r.err : "exit " + QByteArray::number(r.exitCode) + ": " + r.out;
    };
    QByteArray damaged = good;
    damaged[damaged.indexOf("expanded: ") + 10] = damaged[damaged.indexOf("expanded: ") + 10] == '1' ? '2' : '1';
    QVERIFY(refusal(damaged, Manhattan).contains("it is damaged: its checksum does not match"));
    QVERIFY(refusal(good.left(good.size() - 30), Manhattan).contains("it is cut short"));
    QVERIFY(refusal("{}", Manhattan).contains("line 1: it is not a PuzzleScope checkpoint"));
    QStringList other = Manhattan;
    other[other.indexOf("manhattan")] = "linear-conflict";
    QVERIFY(refusal(good, other).contains("it is for another search: its heuristic is \"manhattan\", not \"linear-conflict\""));
    QStringList otherBoard = Manhattan;
    otherBoard[1] = KorfOne;
    QVERIFY(refusal(good, otherBoard).contains("its start is"));
    QFile::remove(file);
    const Result missing = runCli(Manhattan + QStringList{"--resume", file});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("cannot resume from") && missing.err.contains("it does not exist"), missing.err.constData());
}

void tst_CliCheckpoint::searchesWithoutCheckpointsSaySo()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("bfs.checkpoint");
    const Result r = runCli({"solve", "1 2 3 4 5 6 0 7 8", "--algorithm", "bfs", "--checkpoint", file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("no checkpoint was written"), r.err.constData());
    QVERIFY(!QFile::exists(file));
}

QTEST_GUILESS_MAIN(tst_CliCheckpoint)
#include "tst_clicheckpoint.moc"
