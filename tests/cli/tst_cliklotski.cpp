// `solve --puzzle klotski`: plans replayed by the test's own Huarong Dao mover, the optimal
// algorithms agreeing on the classic start's 81 moves, and the errors and budgets.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {

const QString Classic = "ABBC/ABBC/DEEF/DGHF/I..J";

// Slides piece `move[0]` by the steps that follow on a grid of rows; false when a step leaves
// the box or lands on another piece.
bool slide(QStringList &rows, const QString &move)
{
    const QChar piece = move.front();
    for (const QChar step : move.mid(1)) {
        const int dx = step == 'l' ? -1 : step == 'r' ? 1 : 0, dy = step == 'u' ? -1 : step == 'd' ? 1 : 0;
        if (dx == 0 && dy == 0)
            return false;
        QStringList next = rows;
        for (QString &r : next)
            r.replace(piece, '.');
        bool found = false;
        for (int y = 0; y < rows.size(); ++y)
            for (int x = 0; x < rows[y].size(); ++x)
                if (rows[y][x] == piece) {
                    found = true;
                    const int nx = x + dx, ny = y + dy;
                    if (ny < 0 || ny >= rows.size() || nx < 0 || nx >= rows[y].size() || next[ny][nx] != '.')
                        return false;
                    next[ny][nx] = piece;
                }
        if (!found)
            return false;
        rows = next;
    }
    return true;
}

} // namespace

class tst_CliKlotski : public QObject {
    Q_OBJECT

private slots:
    void classicSolvedIn81();
    void badInput_data();
    void badInput();
    void unreachableGoal();
    void nodeBudget();
    void scramble();
    void batchAndTrace();
    void bench();
    void benchPublishedAnswers();
};

void tst_CliKlotski::classicSolvedIn81()
{
    for (const QString alg : {"bfs", "bibfs", "astar", "table"}) {
        const Result r = runCli({"solve", "--puzzle", "klotski", "--json", "--algorithm", alg, Classic});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["status"].toString(), QString("solved"));
        QCOMPARE(o["length"].toInt(), 81);
        QVERIFY(o["optimal"].toBool());
        QCOMPARE(o["puzzle"].toString(), QString("klotski"));
        const QStringList moves = o["moves"].toString().split(' ');
        QCOMPARE(moves.size(), 81);
        QStringList rows = Classic.split('/');
        for (const QString &m : moves)
            QVERIFY2(slide(rows, m), qPrintable(m));
        QCOMPARE(rows[3].mid(1, 2), QString("BB"));
        QCOMPARE(rows[4].mid(1, 2), QString("BB"));
    }
    // The text form: the plan on one line, moves separated by spaces.
    const Result text = runCli({"solve", "--puzzle", "klotski", Classic});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("length:        81 (optimal)"));
    const QByteArray line = text.out.split('\n').at(1);
    QVERIFY(line.startsWith("moves:         "));
    QCOMPARE(line.mid(15).split(' ').size(), 81);
}

void tst_CliKlotski::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("letter twice") << QStringList{"ABBC/ABBC/DEEF/DGHF/I..A"} << "row 5, column 4: letter 'A' is in two places";
    QTest::newRow("ragged rows") << QStringList{"ABBC/ABBC/DEEF/DGHF/I..JK"} << "row 5, column 5: row 5 has 5 cells";
    QTest::newRow("box too small") << QStringList{"AB/.."} << "boxes are 3x3 to 8x8";
    QTest::newRow("goal piece missing") << QStringList{"--goal", "..../..../..../..../...Z", Classic}
                                        << "--goal: row 5, column 4: the goal's piece 'Z' is not on the board";
    QTest::newRow("no 2x2 piece") << QStringList{"AB../AB../CC../...."} << "0 pieces of 2x2";
    QTest::newRow("sliding-only algorithm") << QStringList{"--algorithm", "structured", Classic}
                                            << "structured does not solve this puzzle";
    QTest::newRow("sliding heuristic") << QStringList{"--heuristic", "manhattan", Classic}
                                       << "the heuristic manhattan does not apply to this puzzle; choose one of: away, blockers";
    QTest::newRow("size") << QStringList{"--size", "4x5", Classic} << "--size applies to sliding puzzles only";
    QTest::newRow("no box") << QStringList{} << "needs a board";
}

void tst_CliKlotski::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const Result r = runCli(QStringList{"solve", "--puzzle", "klotski"} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void tst_CliKlotski::unreachableGoal()
{
    // The depth-first searches keep no closed list: they walk the start's few boards first, and
    // answer as the others do instead of running round them to the node budget.
    for (const char *alg : {"astar", "bfs", "idastar", "wida"}) {
        const Result r = runCli({"solve", "--puzzle", "klotski", "--algorithm", alg, "--max-nodes", "100000", "--goal",
                                 "..../..../.AA./.AA.", "AA../AA../BBB./...."});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("status:        unsolvable"), alg);
        QVERIFY2(r.out.contains("the goal cannot be reached"), alg);
    }
}

void tst_CliKlotski::nodeBudget()
{
    const Result r = runCli({"solve", "--puzzle", "klotski", "--max-nodes", "100", Classic});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("node budget"), r.out.constData());
    QVERIFY(!r.out.contains("moves:"));
}

void tst_CliKlotski::scramble()
{
    // Boards at an exact distance, solved again in that many moves; the same seed, the same boards.
    const Result r = runCli({"scramble", "--puzzle", "klotski", "--distance", "30", "--seed", "4", "--count", "3"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> boxes = r.out.trimmed().split('\n');
    QCOMPARE(boxes.size(), 3);
    for (const QByteArray &box : boxes) {
        const Result solved = runCli({"solve", "--puzzle", "klotski", "--json", QString::fromUtf8(box)});
        QCOMPARE(QJsonDocument::fromJson(solved.out).object()["length"].toInt(), 30);
    }
    QCOMPARE(runCli({"scramble", "--puzzle", "klotski", "--distance", "30", "--seed", "4", "--count", "3"}).out, r.out);
    // A walk from another box keeps its pieces.
    const Result walk = runCli({"scramble", "--puzzle", "klotski", "--board", "AB./CDE/FGH", "--goal", "H../.../...",
                                "--moves", "6", "--seed", "2"});
    QCOMPARE(walk.exitCode, 0);
    QByteArray letters = walk.out.trimmed();
    letters.replace("/", "");
    std::sort(letters.begin(), letters.end());
    QCOMPARE(letters, QByteArray(".ABCDEFGH"));
    // Errors.
    const Result far = runCli({"scramble", "--puzzle", "klotski", "--distance", "200"});
    QCOMPARE(far.exitCode, 2);
    QVERIFY(far.err.contains("no board this box can reach is 200 moves from the goal"));
    const Result bad = runCli({"scramble", "--puzzle", "klotski", "--board", "ABBC/ABBC/DEEF/DGHF/I..A"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("--board: row 5, column 4"));
    const Result size = runCli({"scramble", "--puzzle", "klotski", "--size", "4x4"});
    QCOMPARE(size.exitCode, 2);
    QVERIFY(size.err.contains("--size applies to sliding puzzles only"));
}

void tst_CliKlotski::batchAndTrace()
{
    // Huarong Dao takes the other puzzles' path: a batch of boxes answered line by line (a bad
    // line named), and a trace whose boards are boxes of the same pieces.
    const Result batch = runCli({"batch", "--puzzle", "klotski", "--jobs", "2"},
                                (Classic + "\n# a comment\nAB../AB../CC../....\nABBC/ABBC/D..E/FGHE/FIJK\n").toUtf8());
    QCOMPARE(batch.exitCode, 2);
    const QList<QByteArray> lines = batch.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith("line 1: solved 81 "), lines[0].constData());
    QVERIFY2(lines[1].startsWith("line 3: error:") && lines[1].contains("0 pieces of 2x2"), lines[1].constData());
    QVERIFY2(lines[2].startsWith("line 4: solved "), lines[2].constData());
    QStringList rows = QString("ABBC/ABBC/D..E/FGHE/FIJK").split('/');
    const QStringList plan = QString::fromUtf8(lines[2]).section(' ', 4).section(" expanded=", 0, 0).split(' ');
    for (const QString &m : plan)
        QVERIFY2(slide(rows, m), qPrintable(m));
    QCOMPARE(rows[3].mid(1, 2), QString("BB"));

    QTemporaryDir dir;
    const QString trace = dir.filePath("trace.jsonl");
    const Result solved = runCli({"solve", "--puzzle", "klotski", "--algorithm", "astar", "--trace", trace, Classic});
    QCOMPARE(solved.exitCode, 0);
    QFile file(trace);
    QVERIFY(file.open(QIODevice::ReadOnly));
    int n = 0;
    while (!file.atEnd()) {
        const QJsonObject line = QJsonDocument::fromJson(file.readLine()).object();
        QString board = line["board"].toString();
        if (n == 0)
            QCOMPARE(board, Classic);
        QCOMPARE(board.size(), Classic.size());
        board.remove('/');
        std::sort(board.begin(), board.end());
        QString pieces = QString(Classic).remove('/');
        std::sort(pieces.begin(), pieces.end());
        QCOMPARE(board, pieces);
        ++n;
    }
    QVERIFY(n > 100);
}

void tst_CliKlotski::bench()
{
    // Random boxes the classic start can reach, each solved by BFS and A* to the same length.
    const Result r = runCli({"bench", "--puzzle", "klotski", "--random", "3", "--seed", "5", "--algorithm", "bfs,astar",
                             "--repeat", "1"});
    QCOMPARE(r.exitCode, 0);
    QMap<QByteArray, QByteArray> lengths;
    for (const QByteArray &line : r.out.split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() >= 5 && f[2] == "solved")
            lengths[f[0]] += f[3] + " ";
    }
    QCOMPARE(lengths.size(), 3);
    for (const QByteArray &both : lengths) {
        const QList<QByteArray> l = both.trimmed().split(' ');
        QCOMPARE(l.size(), 2);
        QCOMPARE(l[0], l[1]);
    }
}

void tst_CliKlotski::benchPublishedAnswers()
{
    // A file's -1 says the layout has no plan: agreeing with it is no warning, and a length
    // given to a layout with none (or -1 given to one with a plan) is.
    QTemporaryDir dir;
    const auto bench = [&](const QByteArray &lines) {
        QFile f(dir.filePath("layouts.txt"));
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(lines);
        f.close();
        return runCli({"bench", "--puzzle", "klotski", "--instances", f.fileName(), "--algorithm", "table,bfs",
                       "--repeat", "1"});
    };
    const QByteArray Unreachable = "ABBC/ABBC/DEFG/DEHG/I..J";
    const Result agreed = bench("# two layouts\n" + Classic.toUtf8() + " 81\n" + Unreachable + " -1\n");
    QCOMPARE(agreed.exitCode, 0);
    QVERIFY2(!agreed.out.contains("warning"), agreed.out.constData());
    QCOMPARE(agreed.out.count("unsolvable"), 2); // both algorithms find no plan for the second
    const Result wrong = bench(Classic.toUtf8() + " -1\n" + Unreachable + " 12\n");
    QVERIFY2(wrong.out.contains("warning: 2 answers differ from the file's"), wrong.out.constData());
    const Result bad = bench(Classic.toUtf8() + " -2\n");
    QCOMPARE(bad.exitCode, 2);
}

QTEST_GUILESS_MAIN(tst_CliKlotski)
#include "tst_cliklotski.moc"
