// End-to-end tests of `puzzlescope-cli solve`: the JSON and text forms, rectangular boards and
// goals, unsolvable and bad input with position and exit status, node and memory budgets (the
// process's own peak memory too), the rotation game, and usage errors. Plans are replayed here
// with a move applier of the test's own.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class tst_CliSolve : public QObject {
    Q_OBJECT
private slots:
    void solveJson();
    void solveRectangularWithGoal();
    void solveWithGaschnig();
    void solveUnsolvable();
    void solveBadInput_data();
    void solveBadInput();
    void nodeBudget();
    void memoryBudget();
    void processMemoryStaysInBudget_data();
    void processMemoryStaysInBudget();
    void rotationSolve();
    void usageErrors();
    void boundForNearShortest();
};

void tst_CliSolve::solveJson()
{
    const QString board = "8 6 7 2 5 4 3 0 1";
    for (const QString alg : {"table", "idastar", "astar", "bfs", "bibfs"}) {
        const Result r = runCli({"solve", "--json", "--algorithm", alg, board});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *key : {"status", "moves", "length", "optimal", "expanded", "generated", "duplicates",
                                "peak_frontier", "peak_bytes", "seconds", "thresholds", "expanded_per_depth"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["status"].toString(), QString("solved"));
        QCOMPARE(o["length"].toInt(), 31);
        QVERIFY(o["optimal"].toBool());
        QList<int> t = tilesOf(board);
        QVERIFY(replay(t, 3, o["moves"].toString().toUtf8()));
        QCOMPARE(t, standardGoal(9));
        if (alg == "idastar") {
            QVERIFY(!o["thresholds"].toArray().isEmpty());
            QCOMPARE(o["thresholds"].toArray().last().toInt(), 31);
        }
        if (alg == "bfs") {
            qint64 sum = 0;
            for (const auto v : o["expanded_per_depth"].toArray())
                sum += v.toInteger();
            QCOMPARE(sum, o["expanded"].toInteger());
        }
    }
}

void tst_CliSolve::solveRectangularWithGoal()
{
    // A 2x3 board with an Eight II style goal, given as an id and compact digits.
    // 3 wide, 2 high: the blank walks two cells left.
    const Result r = runCli({"solve", "--json", "--goal", "3x2:0,1,2,3,4,5", "3x2:1,2,0,3,4,5"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QList<int> t{1, 2, 0, 3, 4, 5};
    QVERIFY(replay(t, 3, o["moves"].toString().toUtf8()));
    QCOMPARE(t, (QList<int>{0, 1, 2, 3, 4, 5}));
    QCOMPARE(o["length"].toInt(), 2);
    const Result sized = runCli({"solve", "--size", "2x3", "--json", "1 2 3 4 0 5"});
    QCOMPARE(sized.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(sized.out).object()["moves"].toString(), QString("r"));
}

// A heuristic added as one descriptor row: the option help lists it and A* solves with it.
void tst_CliSolve::solveWithGaschnig()
{
    const Result help = runCli({"solve", "--help"});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("gaschnig"));
    const QString board = "8 6 7 2 5 4 3 0 1";
    const Result r = runCli({"solve", "--json", "--algorithm", "astar", "--heuristic", "gaschnig", board});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["status"].toString(), QString("solved"));
    QCOMPARE(o["length"].toInt(), 31);
    QList<int> t = tilesOf(board);
    QVERIFY(replay(t, 3, o["moves"].toString().toUtf8()));
    QCOMPARE(t, standardGoal(9));
}

void tst_CliSolve::solveUnsolvable()
{
    const Result r = runCli({"solve", "1 2 3 4 5 6 8 7 x"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("unsolvable"));
    QVERIFY(r.out.contains("inversions"));
    const Result even = runCli({"solve", "--json", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"});
    QCOMPARE(even.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(even.out).object();
    QCOMPARE(o["status"].toString(), QString("unsolvable"));
    QVERIFY(o["message"].toString().contains("row"));
    QCOMPARE(o["expanded"].toInt(), 0);
}

void tst_CliSolve::solveBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("count") << QStringList{"solve", "1 2 3 4 5 6 7 8"} << "do not make a square board";
    QTest::newRow("duplicate") << QStringList{"solve", "1 2 3 4 5 6 7 7 x"} << "line 1, column 15: tile 7 appears twice";
    QTest::newRow("range") << QStringList{"solve", "1 2 3 4 5 6 7 9 x"} << "line 1, column 15: tile \"9\" is out of range";
    QTest::newRow("character") << QStringList{"solve", "1 2 3 4 5 6 7 8 #"} << "line 1, column 17: unknown character '#'";
    QTest::newRow("size") << QStringList{"solve", "--size", "3x2", "1 2 3 4 5 6 7 8 x"} << "3x2 board has 6 cells";
    QTest::newRow("heuristic") << QStringList{"solve", "--algorithm", "astar", "--heuristic", "centre", "1 2 3 4 5 6 7 8 x"}
                               << "does not apply";
    QTest::newRow("table") << QStringList{"solve", "--algorithm", "table", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"}
                           << "at most 9 cells";
    QTest::newRow("no board") << QStringList{"solve"} << "needs a board";
    QTest::newRow("budget") << QStringList{"solve", "--max-nodes", "-5", "12345678x"} << "--max-nodes";
}

void tst_CliSolve::solveBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void tst_CliSolve::nodeBudget()
{
    const Result r = runCli({"solve", "--json", "--algorithm", "bfs", "--max-nodes", "5000",
                             KorfOne});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["status"].toString(), QString("limit"));
    QVERIFY(o["expanded"].toInteger() <= 5000);
    QVERIFY(o["message"].toString().contains("node budget"));
}

void tst_CliSolve::memoryBudget()
{
    // BFS on a 15-puzzle would need terabytes; it must stop at its budget.
    const Result r = runCli({"solve", "--json", "--algorithm", "bfs", "--max-memory", "48",
                             KorfOne});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["status"].toString(), QString("limit"));
    QVERIFY(o["message"].toString().contains("memory budget"));
    QVERIFY(o["peak_bytes"].toInteger() <= (qint64(49) << 20));
#ifndef PUZZLESCOPE_SANITIZED
    // The budget bounds the whole process: a sanitizer build's own shadow memory takes much of
    // 48 MiB before the search starts, so only the release build shows the search using most of it.
    QVERIFY(o["peak_bytes"].toInteger() > qint64(24) << 20);
#endif
}

void tst_CliSolve::processMemoryStaysInBudget_data()
{
    QTest::addColumn<QStringList>("solver");
    QTest::newRow("bfs") << QStringList{"--algorithm", "bfs"};
    QTest::newRow("astar") << QStringList{"--algorithm", "astar", "--heuristic", "manhattan"};
    QTest::newRow("bibfs") << QStringList{"--algorithm", "bibfs"};
}

void tst_CliSolve::processMemoryStaysInBudget()
{
    // The whole process, not just the estimate: 256 MiB of search plus a stated margin of
    // 48 MiB for the program itself, its libraries and one container growth step.
    QFETCH(QStringList, solver);
    const Result r = runCli(QStringList{"solve", "--json", "--max-memory", "256"} + solver + QStringList{KorfOne});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["status"].toString(), QString("limit"));
#ifdef PUZZLESCOPE_SANITIZED
    QSKIP("a sanitizer build's memory includes the sanitizers' own");
#endif
    if (!o.contains("process_peak_rss_bytes"))
        QSKIP("this system does not report peak memory");
    const qint64 rss = o["process_peak_rss_bytes"].toInteger();
    qInfo("%s: peak resident memory %lld MiB under a 256 MiB budget", QTest::currentDataTag(), rss >> 20);
    QVERIFY(rss <= (qint64(256 + 48) << 20));
    QVERIFY(rss >= (qint64(128) << 20)); // the budget was really used
}

void tst_CliSolve::rotationSolve()
{
    const QString board = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";
    for (const QString alg : {"bfs", "bibfs", "astar", "idastar"}) {
        const Result r = runCli({"solve", "--puzzle", "rotation", "--json", "--algorithm", alg, board});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["length"].toInt(), 2);
        if (alg == "bfs" || alg == "idastar")
            QCOMPARE(o["moves"].toString(), QString("AC"));
    }
    const Result bad = runCli({"solve", "--puzzle", "rotation", "1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 2 3 3 3 3 3 4"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("cell 24 is '4'"), bad.err.constData());
    // Uneven counts are fine as long as one digit has eight or more copies.
    const Result uneven = runCli({"solve", "--puzzle", "rotation", "--json", "1 1 1 1 1 1 1 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 3 3"});
    QCOMPARE(uneven.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(uneven.out).object()["length"].toInt() > 0);
}

void tst_CliSolve::usageErrors()
{
    QCOMPARE(runCli({}).exitCode, 2);
    QCOMPARE(runCli({"frobnicate"}).exitCode, 2);
    QCOMPARE(runCli({"solve", "--no-such-option", "12345678x"}).exitCode, 2);
    const Result help = runCli({"solve", "--help"});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("--algorithm"));
}

// A plan not proven shortest says how far from the shortest it can be, in JSON and in text;
// a proven one does not.
void tst_CliSolve::boundForNearShortest()
{
    const QString board = "5x5:12,3,9,22,1,18,24,4,14,19,21,5,15,0,10,8,13,6,2,17,7,23,16,20,11"; // 95 moves at best
    const Result j = runCli({"solve", "--json", "--algorithm", "structured", board});
    QCOMPARE(j.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(j.out).object();
    QVERIFY(!o["optimal"].toBool());
    const int bound = o["lower_bound"].toInt(-1);
    QVERIFY2(bound > 0 && bound <= 95, j.out.constData());
    QVERIFY(o["length"].toInt() >= 95);
    const Result t = runCli({"solve", "--algorithm", "structured", board});
    QVERIFY2(t.out.contains("x the shortest, which is at least " + QByteArray::number(bound) + ")"), t.out.constData());
    const Result proven = runCli({"solve", "--json", "8 6 7 2 5 4 3 0 1"});
    QVERIFY(!QJsonDocument::fromJson(proven.out).object().contains("lower_bound"));
}

QTEST_APPLESS_MAIN(tst_CliSolve)
#include "tst_clisolve.moc"
