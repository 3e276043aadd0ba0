// End-to-end tests of puzzlescope-cli: the published judge samples byte for byte, the JSON
// and text forms, bad input with its position and exit status, budgets, batch, scramble
// and bench. Plans are replayed here with a move applier of the test's own.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Korf's first 15-puzzle instance, for the goal 1..15 then the blank (57 moves).
const QString KorfOne = "13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2";

struct Result {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Result runCli(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(PUZZLESCOPE_CLI, args);
    if (!p.waitForStarted())
        return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    Result r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// Applies blank moves (d, l, r, u) to a w x h board of tiles (0 = blank); false if illegal.
bool replay(QList<int> &tiles, int w, const QByteArray &moves)
{
    const int h = int(tiles.size()) / w;
    for (char m : moves) {
        const int b = int(tiles.indexOf(0));
        const int r = b / w, c = b % w;
        int t = -1;
        if (m == 'u' && r > 0) t = b - w;
        if (m == 'd' && r + 1 < h) t = b + w;
        if (m == 'l' && c > 0) t = b - 1;
        if (m == 'r' && c + 1 < w) t = b + 1;
        if (t < 0)
            return false;
        tiles.swapItemsAt(b, t);
    }
    return true;
}

QList<int> tilesOf(const QString &text)
{
    QList<int> t;
    for (const QString &s : text.split(QRegularExpression("[ ,]+"), Qt::SkipEmptyParts))
        t.append(s == "x" || s == "X" ? 0 : s.toInt());
    return t;
}

QList<int> standardGoal(int n)
{
    QList<int> g;
    for (int i = 1; i < n; ++i)
        g.append(i);
    g.append(0);
    return g;
}

} // namespace

class tst_Cli : public QObject {
    Q_OBJECT
private slots:
    void judgeSamples_data();
    void judgeSamples();
    void hdu1043ManyBoards();
    void judgeBadInput();
    void solveJson();
    void solveRectangularWithGoal();
    void solveUnsolvable();
    void solveBadInput_data();
    void solveBadInput();
    void nodeBudget();
    void memoryBudget();
    void processMemoryStaysInBudget_data();
    void processMemoryStaysInBudget();
    void rotationSolve();
    void batchKeepsGoingAfterBadLine();
    void batchJson();
    void scrambleReproducible();
    void scrambleAtDistance();
    void benchPrintsAndWrites();
    void usageErrors();
};

void tst_Cli::judgeSamples_data()
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

void tst_Cli::judgeSamples()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    const Result r = runCli({"judge", format}, input);
    QCOMPARE(r.out, expected);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

void tst_Cli::hdu1043ManyBoards()
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

void tst_Cli::judgeBadInput()
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

void tst_Cli::solveJson()
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

void tst_Cli::solveRectangularWithGoal()
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

void tst_Cli::solveUnsolvable()
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

void tst_Cli::solveBadInput_data()
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

void tst_Cli::solveBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void tst_Cli::nodeBudget()
{
    const Result r = runCli({"solve", "--json", "--algorithm", "bfs", "--max-nodes", "5000",
                             KorfOne});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["status"].toString(), QString("limit"));
    QVERIFY(o["expanded"].toInteger() <= 5000);
    QVERIFY(o["message"].toString().contains("node budget"));
}

void tst_Cli::memoryBudget()
{
    // BFS on a 15-puzzle would need terabytes; it must stop at its budget.
    const Result r = runCli({"solve", "--json", "--algorithm", "bfs", "--max-memory", "48",
                             KorfOne});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["status"].toString(), QString("limit"));
    QVERIFY(o["message"].toString().contains("memory budget"));
    QVERIFY(o["peak_bytes"].toInteger() <= (qint64(49) << 20));
    QVERIFY(o["peak_bytes"].toInteger() > qint64(24) << 20);
}

void tst_Cli::processMemoryStaysInBudget_data()
{
    QTest::addColumn<QStringList>("solver");
    QTest::newRow("bfs") << QStringList{"--algorithm", "bfs"};
    QTest::newRow("astar") << QStringList{"--algorithm", "astar", "--heuristic", "manhattan"};
    QTest::newRow("bibfs") << QStringList{"--algorithm", "bibfs"};
}

void tst_Cli::processMemoryStaysInBudget()
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

void tst_Cli::rotationSolve()
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

void tst_Cli::batchKeepsGoingAfterBadLine()
{
    const Result r = runCli({"batch"}, "12345678x\n1 2 3 4 5 6 7 7 x\n\n# comment\n2 3 4 1 5 x 7 6 8\n");
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith("line 1: solved 0"));
    QVERIFY2(lines[1].startsWith("line 2, column 15: error: tile 7 appears twice"), lines[1].constData());
    QVERIFY(lines[2].startsWith("line 5: solved 19"));
    QCOMPARE(r.exitCode, 2);
}

void tst_Cli::batchJson()
{
    const Result r = runCli({"batch", "--json", "--algorithm", "idastar", "--heuristic", "manhattan"},
                            "8 6 7 2 5 4 3 0 1\n1 2 3 4 5 6 8 7 x\n");
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    const QJsonObject a = QJsonDocument::fromJson(lines[0]).object();
    const QJsonObject b = QJsonDocument::fromJson(lines[1]).object();
    QCOMPARE(a["line"].toInt(), 1);
    QCOMPARE(a["length"].toInt(), 31);
    QCOMPARE(a["heuristic"].toString(), QString("manhattan"));
    QCOMPARE(b["status"].toString(), QString("unsolvable"));
    QCOMPARE(r.exitCode, 1);
}

void tst_Cli::scrambleReproducible()
{
    const Result a = runCli({"scramble", "--size", "4x4", "--seed", "42", "--count", "3"});
    const Result b = runCli({"scramble", "--size", "4x4", "--seed", "42", "--count", "3"});
    const Result c = runCli({"scramble", "--size", "4x4", "--seed", "43", "--count", "3"});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != c.out);
    QCOMPARE(a.out.trimmed().split('\n').size(), 3);
    QVERIFY(a.out.startsWith("4x4:"));
    // A walk of 7 moves is solved in at most 7 and in an odd number of moves.
    const Result walk = runCli({"scramble", "--size", "3x3", "--moves", "7", "--seed", "5", "--format", "compact"});
    const Result solved = runCli({"solve", "--json", QString::fromUtf8(walk.out.trimmed())});
    const int len = QJsonDocument::fromJson(solved.out).object()["length"].toInt();
    QVERIFY(len <= 7);
    QCOMPARE(len % 2, 1);
    const Result rot = runCli({"scramble", "--puzzle", "rotation", "--seed", "9"});
    QCOMPARE(rot.out.count('1'), 8);
    QCOMPARE(rot.out.count('2'), 8);
    QCOMPARE(rot.out.count('3'), 8);
}

void tst_Cli::scrambleAtDistance()
{
    for (int d : {0, 13, 31}) {
        const Result s = runCli({"scramble", "--distance", QString::number(d), "--seed", "3", "--format", "tokens"});
        QCOMPARE(s.exitCode, 0);
        // Checked by a different algorithm than the tables that made the board.
        const Result r = runCli({"solve", "--json", "--algorithm", "bibfs", QString::fromUtf8(s.out.trimmed())});
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["length"].toInt(), d);
    }
    const Result far = runCli({"scramble", "--distance", "32"});
    QCOMPARE(far.exitCode, 2);
    QVERIFY(far.err.contains("farthest is 31"));
    const Result four = runCli({"scramble", "--size", "4x4", "--distance", "12", "--seed", "8"});
    QCOMPARE(four.exitCode, 0);
    const Result r = runCli({"solve", "--json", "--algorithm", "astar", "--heuristic", "manhattan",
                             QString::fromUtf8(four.out.trimmed())});
    QCOMPARE(QJsonDocument::fromJson(r.out).object()["length"].toInt(), 12);
}

void tst_Cli::benchPrintsAndWrites()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath("b.csv"), json = dir.filePath("b.json");
    const Result r = runCli({"bench", "--random", "6", "--seed", "2", "--repeat", "2", "--algorithm", "table,idastar,astar",
                             "--heuristic", "manhattan,linear-conflict", "--csv", csv, "--json", json});
    QCOMPARE(r.exitCode, 0);
    for (const char *name : {"table", "idastar+manhattan", "idastar+linear-conflict", "astar+manhattan"})
        QVERIFY2(r.out.contains(name), r.out.constData());
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = c.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), 1 + 6 * 5);
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(j.readAll()).object();
    QCOMPARE(o["runs"].toArray().size(), 30);
    // Every optimal algorithm finds the same length on the same board.
    QMap<int, int> lengths;
    for (const auto v : o["runs"].toArray()) {
        const QJsonObject run = v.toObject();
        const int inst = run["instance"].toInt(), len = run["length"].toInt();
        QVERIFY(!lengths.contains(inst) || lengths[inst] == len);
        lengths[inst] = len;
    }
    QCOMPARE(lengths.size(), 6);
    // Instances from a file, with their optimal lengths checked.
    QFile f(dir.filePath("i.txt"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# board then optimal length\n8 6 7 2 5 4 3 0 1 31\n1 2 3 4 5 6 7 0 8 1\n");
    f.close();
    const Result file = runCli({"bench", "--instances", f.fileName(), "--algorithm", "bfs", "--repeat", "1",
                                "--per-instance"});
    QCOMPARE(file.exitCode, 0);
    QVERIFY(!file.out.contains("warning"));
    QVERIFY(file.out.contains(" 31 "));
}

void tst_Cli::usageErrors()
{
    QCOMPARE(runCli({}).exitCode, 2);
    QCOMPARE(runCli({"frobnicate"}).exitCode, 2);
    QCOMPARE(runCli({"solve", "--no-such-option", "12345678x"}).exitCode, 2);
    const Result help = runCli({"solve", "--help"});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("--algorithm"));
}

QTEST_APPLESS_MAIN(tst_Cli)
#include "tst_cli.moc"
