// `--puzzle rushhour` on the command line: plans replayed by the test's own mover on the rows of
// text, the optimal algorithms agreeing on the 60-move lot, scrambles at a distance solved again
// in that many moves, batches, traces, and the errors, each naming its row and column.
#include "clirun.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString Longest = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM";

QStringList rowsOf(QString text)
{
    text.replace('o', '.');
    if (!text.contains('/')) {
        QStringList rows;
        for (int i = 0; i < text.size(); i += 6)
            rows << text.mid(i, 6);
        return rows;
    }
    return text.split('/');
}

// Slides vehicle move[0] by the signed distance that follows ("A+3") along its own line, one
// cell at a time over empty cells; false when it cannot.
bool slide(QStringList &rows, const QString &move)
{
    const QChar v = move.front();
    bool ok = false;
    const int distance = move.mid(1).toInt(&ok);
    if (!ok || distance == 0)
        return false;
    QList<QPoint> cells;
    for (int y = 0; y < rows.size(); ++y)
        for (int x = 0; x < rows[y].size(); ++x)
            if (rows[y][x] == v)
                cells << QPoint(x, y);
    if (cells.size() < 2)
        return false;
    const QPoint step = cells[0].y() == cells[1].y() ? QPoint(distance > 0 ? 1 : -1, 0) : QPoint(0, distance > 0 ? 1 : -1);
    for (int k = 0; k < std::abs(distance); ++k) {
        const QPoint front = (distance > 0 ? cells.back() : cells.front()) + step;
        if (front.y() < 0 || front.y() >= rows.size() || front.x() < 0 || front.x() >= rows[0].size()
            || rows[front.y()][front.x()] != '.')
            return false;
        const QPoint tail = distance > 0 ? cells.front() : cells.back();
        rows[tail.y()][tail.x()] = '.';
        rows[front.y()][front.x()] = v;
        for (QPoint &c : cells)
            c += step;
    }
    return true;
}

bool redCarOut(const QStringList &rows)
{
    const QString &exitRow = rows[(rows.size() - 1) / 2];
    return exitRow.endsWith('A') && exitRow.count('A') >= 2;
}

} // namespace

class tst_CliRushHour : public QObject {
    Q_OBJECT

private slots:
    void longestSolvedIn60();
    void badInput_data();
    void badInput();
    void unreachable();
    void scramble();
    void batchAndTrace();
};

void tst_CliRushHour::longestSolvedIn60()
{
    for (const QString alg : {"bfs", "bibfs", "astar", "table"}) {
        const Result r = runCli({"solve", "--puzzle", "rushhour", "--json", "--algorithm", alg, Longest});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["status"].toString(), QString("solved"));
        QCOMPARE(o["length"].toInt(), 60);
        QVERIFY(o["optimal"].toBool());
        QCOMPARE(o["puzzle"].toString(), QString("rushhour"));
        QStringList rows = rowsOf(Longest);
        const QStringList moves = o["moves"].toString().split(' ');
        QCOMPARE(moves.size(), 60);
        for (int i = 0; i < moves.size(); ++i) {
            QVERIFY(!redCarOut(rows));
            QVERIFY2(slide(rows, moves[i]), qPrintable(moves[i]));
        }
        QVERIFY(redCarOut(rows));
    }
}

void tst_CliRushHour::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("bent") << QStringList{"IBBx../I..LDD/JAAL../J.KEEM/FFK.LM/GGHHHM"}
                          << "row 5, column 5: vehicle L is not one straight line of cells";
    QTest::newRow("ragged") << QStringList{"IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHH"} << "row 6, column 6: row 6 has 5 cells";
    QTest::newRow("short") << QStringList{"IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHN"} << "row 6, column 6: vehicle N is 1 cell long";
    QTest::newRow("no red car") << QStringList{"IBBx../I..LDD/J..L../J.KEEM/FFK..M/GGHHHM"} << "there is no red car";
    QTest::newRow("red car off the exit row") << QStringList{"IAAx../I..LDD/J..L../J.KEEM/FFK..M/GGHHHM"}
                                              << "row 1, column 2: the red car A must lie across row 3";
    QTest::newRow("not a cell") << QStringList{"IBBx../I..LDD/JAAL../J.KE*M/FFK..M/GGHHHM"} << "row 4, column 5: '*' is not a cell";
    QTest::newRow("sliding heuristic") << QStringList{"--heuristic", "manhattan", Longest}
                                       << "choose one of: red-blockers, blocked-blockers";
    QTest::newRow("goal") << QStringList{"--goal", "......", Longest} << "--goal does not apply to Rush Hour";
}

void tst_CliRushHour::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const Result r = runCli(QStringList{"solve", "--puzzle", "rushhour"} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void tst_CliRushHour::unreachable()
{
    // A lot whose red car is not boxed in at once: only a walk of what it reaches can tell.
    for (const char *alg : {"astar", "idastar", "wida"}) {
        for (const char *lot : {"..../AACC/..../....", "...B/AA.B/...B/CCC."}) {
            const Result r = runCli({"solve", "--puzzle", "rushhour", "--algorithm", alg, "--max-nodes", "100000", lot});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.out.contains("status:        unsolvable"), r.out.constData());
            QVERIFY(r.out.contains("the goal cannot be reached"));
        }
    }
}

void tst_CliRushHour::scramble()
{
    // Lots at an exact distance, solved again in that many moves; the same seed, the same lots.
    const QStringList args{"scramble", "--puzzle", "rushhour", "--board", Longest, "--distance", "25", "--seed", "4",
                           "--count", "3"};
    const Result r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lots = r.out.trimmed().split('\n');
    QCOMPARE(lots.size(), 3);
    for (const QByteArray &lot : lots) {
        const Result solved = runCli({"solve", "--puzzle", "rushhour", "--json", QString::fromUtf8(lot)});
        QCOMPARE(QJsonDocument::fromJson(solved.out).object()["length"].toInt(), 25);
    }
    QCOMPARE(runCli(args).out, r.out);
    const Result far = runCli({"scramble", "--puzzle", "rushhour", "--board", Longest, "--distance", "61"});
    QCOMPARE(far.exitCode, 2);
    QVERIFY2(far.err.contains("no lot this one can reach is 61 moves from the goal"), far.err.constData());
}

void tst_CliRushHour::batchAndTrace()
{
    const Result batch = runCli({"batch", "--puzzle", "rushhour", "--jobs", "2"},
                                (Longest + "\n# a comment\n..../AACC/..../....\n..BBC./D...C./DAA.C./D.EFF./..E.../..GGG.\n").toUtf8());
    const QList<QByteArray> lines = batch.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith("line 1: solved 60 "), lines[0].constData());
    QVERIFY2(lines[1].startsWith("line 3: "), lines[1].constData());
    QVERIFY2(lines[2].startsWith("line 4: solved 8 "), lines[2].constData());

    QTemporaryDir dir;
    const QString trace = dir.filePath("trace.jsonl");
    const Result solved = runCli({"solve", "--puzzle", "rushhour", "--algorithm", "astar", "--trace", trace, Longest});
    QCOMPARE(solved.exitCode, 0);
    QFile file(trace);
    QVERIFY(file.open(QIODevice::ReadOnly));
    int n = 0;
    QString sorted = QString(Longest).replace('o', '.');
    std::sort(sorted.begin(), sorted.end());
    while (!file.atEnd()) {
        const QJsonObject line = QJsonDocument::fromJson(file.readLine()).object();
        QString board = line["board"].toString();
        if (n == 0)
            QCOMPARE(board, rowsOf(Longest).join('/'));
        board.remove('/');
        std::sort(board.begin(), board.end());
        QCOMPARE(board, sorted);
        ++n;
    }
    QVERIFY(n > 100);
}

QTEST_GUILESS_MAIN(tst_CliRushHour)
#include "tst_clirushhour.moc"
