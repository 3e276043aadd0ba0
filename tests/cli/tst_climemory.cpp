// The one memory budget, measured the way the system sees it: each command runs as a child whose
// peak resident memory the test reads from wait4 (ru_maxrss, the process's own high-water mark),
// and that peak must stay within 5% of --max-memory whatever the command keeps: searches run
// two and four at a time (batch, bench), a bench's boards and results, a walk of a large Huarong
// Dao box (scramble, the exact table). Under the sanitizers the shadow memory is counted too, so
// these bounds are checked on the release build only.
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Measured {
    int exitCode = -1;
    long peakKiB = 0;
    QByteArray out;
    QByteArray err;
};

// Runs the CLI with `args`, standard input from `input`, and returns its exit code, its peak
// resident memory and its output.
Measured measure(const QStringList &args, const QString &input = "/dev/null")
{
    QTemporaryDir dir;
    const QByteArray outPath = dir.filePath("out").toLocal8Bit(), errPath = dir.filePath("err").toLocal8Bit();
    QList<QByteArray> storage{QByteArray(PUZZLESCOPE_CLI)};
    for (const QString &a : args)
        storage << a.toUtf8();
    std::vector<char *> argv;
    for (QByteArray &a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray in = input.toLocal8Bit();
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int i = ::open(in.constData(), O_RDONLY);
        const int o = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int e = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (i < 0 || o < 0 || e < 0)
            ::_exit(126);
        ::dup2(i, 0);
        ::dup2(o, 1);
        ::dup2(e, 2);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    Measured m;
    int status = 0;
    rusage usage{};
    if (pid < 0 || ::wait4(pid, &status, 0, &usage) != pid)
        return m;
    m.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    m.peakKiB = usage.ru_maxrss;
    QFile o(QString::fromLocal8Bit(outPath)), e(QString::fromLocal8Bit(errPath));
    if (o.open(QIODevice::ReadOnly))
        m.out = o.readAll();
    if (e.open(QIODevice::ReadOnly))
        m.err = e.readAll();
    return m;
}

// Four of Korf's boards, for the goal 1..15 then the blank: each needs gigabytes with BFS.
QString korfFour(const QTemporaryDir &dir)
{
    QFile all(QStringLiteral(PUZZLESCOPE_TEST_DATA "/korf100_blank_last.txt"));
    if (!all.open(QIODevice::ReadOnly))
        return {};
    QFile four(dir.filePath("four.txt"));
    if (!four.open(QIODevice::WriteOnly))
        return {};
    for (int i = 0; i < 4; ++i) {
        QList<QByteArray> tiles = all.readLine().trimmed().split(' ');
        tiles.removeLast(); // the optimal length
        four.write(tiles.join(' ') + '\n');
    }
    return four.fileName();
}

} // namespace

class tst_CliMemory : public QObject {
    Q_OBJECT
private slots:
    void init();
    void peakWithinTheBudget_data();
    void peakWithinTheBudget();
    void benchResultsWithinTheBudget();
};

void tst_CliMemory::init()
{
#ifdef PUZZLESCOPE_SANITIZED
    QSKIP("the sanitizers' shadow memory is part of the resident memory measured");
#endif
}

void tst_CliMemory::peakWithinTheBudget_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("fromKorf");
    QTest::addColumn<int>("budgetMiB");
    QTest::addColumn<QString>("says");
    const QString box = "AA....../AA....../BCDE..../......../......../......../......../........";
    // One after another: what a search freed must not count against the next.
    QTest::newRow("batch bfs, one board at a time")
        << QStringList{"batch", "--algorithm", "bfs", "--jobs", "1", "--max-memory", "150"} << true << 150
        << "memory budget of";
    for (const char *jobs : {"2", "4"}) {
        QTest::addRow("batch bfs, --jobs %s", jobs)
            << QStringList{"batch", "--algorithm", "bfs", "--jobs", jobs, "--max-memory", "300"} << true << 300
            << "memory budget of";
        QTest::addRow("bench astar,bibfs, --jobs %s", jobs)
            << QStringList{"bench", "--algorithm", "astar,bibfs", "--heuristic", "manhattan", "--jobs", jobs, "--repeat", "1",
                           "--max-memory", "300", "--instances"}
            << true << 300 << "bibfs";
    }
    QTest::newRow("scramble, a walk of a large box")
        << QStringList{"scramble", "--puzzle", "klotski", "--board", box, "--distance", "5", "--max-memory", "300"} << false
        << 300 << "stopped at the memory budget of 300 MiB";
    QTest::newRow("exact table of a large box")
        << QStringList{"solve", "--puzzle", "klotski", "--algorithm", "table", "--goal",
                       "......../......../......../......../......../......../......AA/......AA", "--max-memory", "300", box}
        << false << 300 << "memory budget of 300 MiB";
}

void tst_CliMemory::peakWithinTheBudget()
{
    QFETCH(QStringList, args);
    QFETCH(bool, fromKorf);
    QFETCH(int, budgetMiB);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString boards = fromKorf ? korfFour(dir) : QString();
    if (args.first() == "bench")
        args << boards;
    const Measured m = measure(args, args.first() == "batch" ? boards : QStringLiteral("/dev/null"));
    QVERIFY2(m.exitCode == 0 || m.exitCode == 1, m.err.constData());
    QVERIFY2((m.out + m.err).contains(says.toUtf8()), (m.out + m.err).constData());
    const double peakMiB = double(m.peakKiB) / 1024.0;
    qInfo("peak %.1f MiB under a budget of %d MiB", peakMiB, budgetMiB);
    QVERIFY2(peakMiB <= budgetMiB * 1.05, qPrintable(QString::number(peakMiB)));
    // The budget is used, not left idle: the searches grew until it stopped them.
    QVERIFY2(peakMiB >= budgetMiB * 0.5, qPrintable(QString::number(peakMiB)));
}

// A bench of many boards keeps a row for each: the rows count too. Its boards and results fill
// 200 MiB before the 300,000th run, and the bench stops and says so instead of growing past it;
// 20,000 boards fit and the bench runs to its summary.
void tst_CliMemory::benchResultsWithinTheBudget()
{
    const QStringList common{"bench", "--algorithm", "table", "--size", "3x3", "--repeat", "1", "--max-memory", "200", "--random"};
    const Measured many = measure(common + QStringList{"300000"});
    QCOMPARE(many.exitCode, 1);
    QVERIFY2(many.err.contains("fill the memory budget of 200 MiB"), many.err.constData());
    QVERIFY2(many.peakKiB <= 200 * 1024 * 105 / 100, qPrintable(QString::number(many.peakKiB)));
    const Measured fits = measure(common + QStringList{"20000"});
    QCOMPARE(fits.exitCode, 0);
    QVERIFY2(fits.out.contains("table                       20000"), fits.out.constData());
    // So many that their results pass the budget with the boards: said once the boards are read,
    // before any work (a budget the million boards fit, about 200 MiB, and their results do not).
    QStringList many300 = common;
    many300[many300.indexOf("200")] = "300";
    const Measured refused = measure(many300 + QStringList{"1000000"});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("past the memory budget of 300 MiB"), refused.err.constData());
    QVERIFY2(refused.peakKiB <= 300 * 1024, qPrintable(QString::number(refused.peakKiB)));
}

QTEST_GUILESS_MAIN(tst_CliMemory)
#include "tst_climemory.moc"
