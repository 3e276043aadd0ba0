// solve --checkpoint and --resume, each run a process of its own: a search stopped by its node
// budget leaves its progress in the file, and a new process resumed from it prints the plan of
// the search that never stopped; a damaged, missing or foreign checkpoint is refused with what is
// wrong; a search that keeps no checkpoints says so.
#include "clirun.h"

#include <QFile>
#include <QProcess>

#include <csignal>
#include <QTemporaryDir>
#include <QtTest>

class tst_CliCheckpoint : public QObject {
    Q_OBJECT
private slots:
    void stoppedAndResumed_data();
    void stoppedAndResumed();
    void initTestCase();
    void badCheckpointsAreRefused();
    void forgedCheckpointsAreRefused();
    void searchesWithoutCheckpointsSaySo();
    void signalWritesTheLastCheckpoint();
    void searchWithoutCheckpointsSaysSoEarly();
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

// FNV-1a 64 as the checkpoint's checksum line writes it: the attacker's own, to recompute it.
QByteArray fnvHex(const QByteArray &bytes)
{
    quint64 h = 14695981039346656037ull;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return QByteArray::number(h, 16).rightJustified(16, '0');
}

// The file with every subtree of its bound marked done, and its checksum recomputed over the
// change: what the checksum alone let through (a 57-move plan printed as "optimal" for a board
// whose shortest is 55). The seal line, if kept, is the one of the real file.
QByteArray allDone(const QByteArray &real, bool keepSeal)
{
    QList<QByteArray> lines = real.split('\n');
    qsizetype subtrees = 0;
    for (QByteArray &line : lines) {
        if (line.startsWith("split: ")) {
            const QList<QByteArray> f = line.mid(7).split(' ');
            subtrees = f.value(1).toLongLong();
            line = "split: " + f.value(0) + ' ' + f.value(1) + ' ' + f.value(1);
        } else if (line.startsWith("done: ")) {
            QByteArray done((subtrees + 3) / 4, 'f');
            if (subtrees % 4)
                done.back() = "0137"[subtrees % 4];
            line = "done: " + done;
        }
    }
    QByteArray text = lines.join('\n');
    const qsizetype sum = text.indexOf("checksum: ");
    const qsizetype seal = text.indexOf("seal: ");
    const QByteArray sealLine = text.mid(seal);
    text = text.left(sum);
    text += "checksum: " + fnvHex(text) + '\n';
    return keepSeal ? text + sealLine : text;
}

QProcessEnvironment stateIn(const QString &folder)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XDG_STATE_HOME", folder);
    return env;
}

Result runIn(const QString &stateFolder, const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(stateIn(stateFolder));
    p.start(PUZZLESCOPE_CLI, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QTemporaryDir &testState()
{
    static QTemporaryDir dir;
    return dir;
}

} // namespace

// The key that seals checkpoints is made in the state folder: this test's own, not the user's.
void tst_CliCheckpoint::initTestCase()
{
    QVERIFY(testState().isValid());
    qputenv("XDG_STATE_HOME", testState().path().toLocal8Bit());
}

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
    QVERIFY(refusal(good.left(good.indexOf("\nchecksum: ") + 15), Manhattan).contains("it is cut short"));
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

// A checkpoint is believed only with this user's seal: one changed to mark every subtree done
// (its checksum recomputed, as an attacker would), one with no seal, one sealed by another user
// (another state folder, another key) are refused, and the key itself is used only when no one
// else can read it. The real file resumes to the 55-move plan.
void tst_CliCheckpoint::forgedCheckpointsAreRefused()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("search.checkpoint");
    const QStringList stopped = Manhattan + QStringList{"--threads", "1", "--max-nodes", "2000000", "--checkpoint", file};
    QCOMPARE(runCli(stopped).exitCode, 1);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray real = f.readAll();
    f.close();
    QVERIFY2(real.contains("\nseal: ") && real.endsWith('\n'), real.constData());
    auto resume = [&](const QByteArray &contents, const QString &state) {
        QFile w(file);
        if (!w.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return Result{};
        w.write(contents);
        w.close();
        return runIn(state, Manhattan + QStringList{"--threads", "1", "--resume", file});
    };
    for (const bool keepSeal : {true, false}) {
        const Result forged = resume(allDone(real, keepSeal), testState().path());
        QCOMPARE(forged.exitCode, 2);
        QVERIFY2(forged.out.isEmpty(), forged.out.constData());
        QVERIFY2(forged.err.contains(keepSeal ? "its seal does not match" : "it has no seal"), forged.err.constData());
    }
    QTemporaryDir otherUser;
    const Result foreign = resume(real, otherUser.path());
    QCOMPARE(foreign.exitCode, 2);
    QVERIFY2(foreign.err.contains("cannot be checked: there is no key"), foreign.err.constData());
    QCOMPARE(runIn(otherUser.path(), stopped).exitCode, 1); // now the other user has a key of their own
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray theirs = f.readAll();
    f.close();
    QVERIFY2(resume(theirs, testState().path()).err.contains("its seal does not match"), "sealed by another key");
    // A key others can read is no secret.
    const QString key = testState().path() + "/PuzzleScope/checkpoint-key";
    QVERIFY(QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
    const Result readable = resume(real, testState().path());
    QVERIFY2(readable.err.contains("can be read by other users (mode 0604)"), readable.err.constData());
    QVERIFY(QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner));
    const Result genuine = resume(real, testState().path());
    QCOMPARE(genuine.exitCode, 0);
    QVERIFY2(genuine.out.contains("length:        55 (optimal)"), genuine.out.constData());
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

// Ctrl+C (SIGINT) stops a search that keeps checkpoints as a budget would: its last progress is
// written before the command ends (before, the process died and up to 5 s were lost; here the
// signal comes before the first 5-second checkpoint, so without it there is no file at all).
void tst_CliCheckpoint::signalWritesTheLastCheckpoint()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("search.checkpoint");
    QProcess cli;
    cli.start(PUZZLESCOPE_CLI, {"solve", "12 10 6 0 9 8 13 15 11 7 3 2 5 4 14 1", "--heuristic", "manhattan", "--threads",
                                "1", "--max-nodes", "100000000000", "--checkpoint", file});
    QVERIFY(cli.waitForStarted());
    QTest::qWait(2000); // the search under way (Korf's #88: minutes with Manhattan)
    QVERIFY(!QFile::exists(file));
    QVERIFY2(cli.state() == QProcess::Running && cli.processId() > 0,
             (QByteArray::number(cli.exitCode()) + " " + cli.readAllStandardOutput() + cli.readAllStandardError()).constData());
    ::kill(pid_t(cli.processId()), SIGINT);
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 128 + SIGINT);
    const QByteArray err = cli.readAllStandardError();
    QVERIFY2(err.contains("stopped by signal 2; --resume"), err.constData());
    QVERIFY(field(cli.readAllStandardOutput(), "status:") == "cancelled");
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("puzzlescope-checkpoint 1\n"));
    const Result resumed = runCli({"solve", "12 10 6 0 9 8 13 15 11 7 3 2 5 4 14 1", "--heuristic", "manhattan",
                                   "--threads", "1", "--max-nodes", "1000", "--resume", file});
    QVERIFY2(resumed.err.contains("resumed in bound"), resumed.err.constData());
}

// A search that keeps no checkpoints (5x5 IDA* with Manhattan distance, hours long) says so
// while it runs, seconds in, not when it ends.
void tst_CliCheckpoint::searchWithoutCheckpointsSaysSoEarly()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("search.checkpoint");
    QProcess cli;
    cli.start(PUZZLESCOPE_CLI, {"solve", "--size", "5x5", "--algorithm", "idastar", "--heuristic", "manhattan", "--threads",
                                "1", "--max-nodes", "100000000000", "--checkpoint", file,
                                "14 5 9 2 18 8 23 19 12 17 15 0 10 20 4 6 11 21 1 7 24 3 16 22 13"});
    QVERIFY(cli.waitForStarted());
    QByteArray err;
    QTRY_VERIFY_WITH_TIMEOUT((err += cli.readAllStandardError()).contains("keeps no checkpoints"), 30000);
    QVERIFY2(cli.state() == QProcess::Running && cli.processId() > 0, err.constData());
    ::kill(pid_t(cli.processId()), SIGINT);
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY(!QFile::exists(file));
}

QTEST_GUILESS_MAIN(tst_CliCheckpoint)
#include "tst_clicheckpoint.moc"
