// End-to-end tests of `puzzlescope-cli` batch, scramble and bench: a batch keeps going after a
// bad line, JSON lines, reproducible scrambles at a given distance, and bench tables, CSV and
// JSON in which every optimal algorithm agrees on each board's length; several boards at once
// answer as one at a time does; --version and -V, and the help's commands and exit statuses.
#include "clirun.h"
#include "core/experiments/experimentcsvread.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <random>

class tst_CliTools : public QObject {
    Q_OBJECT
private slots:
    void batchKeepsGoingAfterBadLine();
    void batchJson();
    void batchTakesAByteOrderMark();
    void scrambleReproducible();
    void scrambleAtDistance();
    void benchPrintsAndWrites();
    void severalBoardsAtOnce();
    void versionAndHelp();
};

void tst_CliTools::batchKeepsGoingAfterBadLine()
{
    const Result r = runCli({"batch"}, "12345678x\n1 2 3 4 5 6 7 7 x\n\n# comment\n2 3 4 1 5 x 7 6 8\n");
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith("line 1: solved 0"));
    QVERIFY2(lines[1].startsWith("line 2, column 15: error: tile 7 appears twice"), lines[1].constData());
    QVERIFY(lines[2].startsWith("line 5: solved 19"));
    QCOMPARE(r.exitCode, 2);
}

void tst_CliTools::batchJson()
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

void tst_CliTools::scrambleReproducible()
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

void tst_CliTools::scrambleAtDistance()
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

// A file saved by an editor that writes a UTF-8 byte-order mark: batch reads it as solve does.
void tst_CliTools::batchTakesAByteOrderMark()
{
    const Result r = runCli({"batch"}, "\xEF\xBB\xBF" "8 6 7 2 5 4 3 x 1\n");
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("line 1: solved 31 "), r.out.constData());
}

void tst_CliTools::benchPrintsAndWrites()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath("b.csv"), json = dir.filePath("b.json");
    const Result r = runCli({"bench", "--random", "6", "--seed", "2", "--repeat", "2", "--algorithm", "table,idastar,astar",
                             "--heuristic", "manhattan,linear-conflict", "--csv", csv, "--json", json});
    QCOMPARE(r.exitCode, 0);
    for (const char *name : {"table", "idastar+manhattan", "idastar+linear-conflict", "astar+manhattan"})
        QVERIFY2(r.out.contains(name), r.out.constData());
    // The CSV is the window's export format: read back by the same reader, row for row.
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    std::string error;
    const auto rows = csvread::parseExperimentCsv(c.readAll().toStdString(), &error);
    QVERIFY2(rows, error.c_str());
    QCOMPARE(rows->size(), std::size_t(6 * 5));
    for (const core::ExperimentRow &row : *rows) {
        QCOMPARE(row.status, core::SearchStatus::Solved);
        QCOMPARE(row.threads, 1);
        QVERIFY(row.length >= 0 && row.seconds > 0 && row.expanded > 0);
        QCOMPARE(int(row.moves.size()), row.length);
    }
    // The JSON too: {"rows", "summary"}, each row with exactly the CSV's columns.
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    QJsonParseError parsed;
    const QJsonObject o = QJsonDocument::fromJson(j.readAll(), &parsed).object();
    QCOMPARE(parsed.error, QJsonParseError::NoError);
    QCOMPARE(o["rows"].toArray().size(), 30);
    QCOMPARE(o["summary"].toArray().size(), 5);
    QStringList columns;
    for (const std::string &column : core::experimentCsvColumns())
        columns << QString::fromStdString(column);
    columns.sort();
    for (const auto v : o["rows"].toArray()) {
        QStringList keys = v.toObject().keys();
        keys.sort();
        QCOMPARE(keys, columns);
    }
    QCOMPARE(o["summary"].toArray().first().toObject()["runs"].toInt(), 6);
    // Every optimal algorithm finds the same length on the same board.
    QMap<int, int> lengths;
    for (const auto v : o["rows"].toArray()) {
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
    const QString fileCsv = dir.filePath("f.csv");
    const Result file = runCli({"bench", "--instances", f.fileName(), "--algorithm", "bfs", "--repeat", "1",
                                "--per-instance", "--threads", "1", "--csv", fileCsv});
    QCOMPARE(file.exitCode, 0);
    QVERIFY(!file.out.contains("warning"));
    QVERIFY(file.out.contains(" 31 "));
    QFile fc(fileCsv);
    QVERIFY(fc.open(QIODevice::ReadOnly));
    const auto fileRows = csvread::parseExperimentCsv(fc.readAll().toStdString(), &error);
    QVERIFY2(fileRows && fileRows->size() == 2, error.c_str());
    // The file's lines and optimal lengths, as given.
    QCOMPARE((*fileRows)[0].instance, 2);
    QCOMPARE((*fileRows)[0].expectedLength, 31);
    QCOMPARE((*fileRows)[0].length, 31);
    QCOMPARE((*fileRows)[1].expectedLength, 1);
}

// --jobs: boards solved at once give the answers one at a time gives, in the input's order
// (bad lines and comments included); bench's figures are the same apart from time.
void tst_CliTools::severalBoardsAtOnce()
{
    QByteArray input = "# twenty boards, two bad lines\n";
    std::mt19937_64 rng(9);
    for (int i = 0; i < 20; ++i) {
        QList<int> t{1, 2, 3, 4, 5, 6, 7, 8, 0};
        std::shuffle(t.begin(), t.end(), rng);
        QStringList words;
        for (int v : t)
            words << QString::number(v);
        input += words.join(' ').toUtf8() + '\n';
        if (i == 3 || i == 17)
            input += "1 2 3 4 x\n";
    }
    auto withoutTimes = [](QByteArray out) { return QString::fromUtf8(out).remove(QRegularExpression(" seconds=\\S+")); };
    const Result one = runCli({"batch", "--jobs", "1", "--algorithm", "astar"}, input);
    const Result three = runCli({"batch", "--jobs", "3", "--algorithm", "astar"}, input);
    QCOMPARE(one.exitCode, 2);
    QCOMPARE(three.exitCode, 2);
    QCOMPARE(one.out.count('\n'), 22);
    QCOMPARE(withoutTimes(three.out), withoutTimes(one.out));
    QVERIFY(withoutTimes(one.out).contains("solved"));
    QCOMPARE(runCli({"batch", "--jobs", "0"}, input).exitCode, 2);

    const QStringList bench{"bench", "--random", "12", "--repeat", "1", "--algorithm", "idastar,astar", "--heuristic",
                            "manhattan", "--summary-only"};
    const Result b1 = runCli(bench);
    const Result b2 = runCli(bench + QStringList{"--jobs", "2"});
    QCOMPARE(b1.exitCode, 0);
    QCOMPARE(b2.exitCode, 0);
    QVERIFY2(b2.out.contains("2 boards at a time"), b2.out.constData());
    // The summary rows' node counts (total expanded is the fifth figure) agree.
    auto totals = [](const QByteArray &out) {
        QStringList t;
        for (const QByteArray &line : out.split('\n'))
            if (line.startsWith("idastar") || line.startsWith("astar"))
                t << QString::fromUtf8(line).split(' ', Qt::SkipEmptyParts).mid(0, 5).join(' ');
        return t;
    };
    QCOMPARE(totals(b1.out).size(), 2);
    QCOMPARE(totals(b2.out), totals(b1.out));
}

// --version and -V print the project's version; --help lists every command (each with a
// working --help of its own) and the four exit statuses; an unknown command says where to look.
void tst_CliTools::versionAndHelp()
{
    for (const char *flag : {"--version", "-V"}) {
        const Result r = runCli({flag});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("puzzlescope-cli " PUZZLESCOPE_VERSION "\n"));
    }
    const Result help = runCli({"--help"});
    QCOMPARE(help.exitCode, 0);
    for (const char *command : {"solve", "batch", "scramble", "bench", "judge"}) {
        QVERIFY2(help.out.contains(QByteArray("\n  ") + command + ' '), command);
        const Result own = runCli({command, "--help"});
        QCOMPARE(own.exitCode, 0);
        QVERIFY2(own.out.startsWith(QByteArray("Usage: puzzlescope-cli ") + command + " [options]"), own.out.constData());
    }
    for (const char *status : {"\n  0  answered", "\n  1  no answer", "\n  2  bad input", "\n  3  the output"})
        QVERIFY2(help.out.contains(status), status);
    const Result none = runCli({});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.err.contains("commands:"));
    const Result unknown = runCli({"sovle"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("unknown command \"sovle\"; try --help"), unknown.err.constData());
}

QTEST_APPLESS_MAIN(tst_CliTools)
#include "tst_clitools.moc"
