// `solve --trace FILE [--trace-limit N]`: one JSON line per expanded node in expansion order,
// for every algorithm, with the contract a reader relies on (orders count up from 0, parents
// come earlier, BFS's g and A*'s f never decrease, IDA*'s bounds are its thresholds, the
// bidirectional sides), the lines matching `expanded`, the limit, and the errors.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Board = "8 6 7 2 5 4 3 x 1";

QList<QJsonObject> readTrace(const QString &path)
{
    QFile f(path);
    QList<QJsonObject> lines;
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine();
        lines.append(QJsonDocument::fromJson(line).object());
    }
    return lines;
}

} // namespace

class tst_CliTrace : public QObject {
    Q_OBJECT
private slots:
    void traceContract_data();
    void traceContract();
    void rotationTrace();
    void traceLimit();
    void traceErrors_data();
    void traceErrors();
};

void tst_CliTrace::traceContract_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("heuristic");
    QTest::newRow("bfs") << "bfs" << "none";
    QTest::newRow("bibfs") << "bibfs" << "none";
    QTest::newRow("astar") << "astar" << "manhattan";
    QTest::newRow("wastar") << "wastar" << "linear-conflict";
    QTest::newRow("idastar") << "idastar" << "manhattan";
    QTest::newRow("table") << "table" << "none";
}

void tst_CliTrace::traceContract()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, heuristic);
    QTemporaryDir dir;
    const QString path = dir.filePath("trace.jsonl");
    const Result r = runCli({"solve", "--json", "--algorithm", algorithm, "--heuristic", heuristic, "--trace", path, Board});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject outcome = QJsonDocument::fromJson(r.out).object();
    const QList<QJsonObject> lines = readTrace(path);
    QCOMPARE(qint64(lines.size()), outcome["expanded"].toInteger());
    const QJsonArray thresholds = outcome["thresholds"].toArray();
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QJsonObject &l = lines[i];
        QCOMPARE(l["order"].toInteger(), qint64(i));
        QVERIFY(l["board"].toString().startsWith("3x3:"));
        QVERIFY(l["parent"].isNull() || l["parent"].toInteger() < i);
        const int f = l["f"].toInt(), g = l["g"].toInt();
        QCOMPARE(f, l["h"].isNull() ? g : g + l["h"].toInt());
        const QJsonObject *prev = i > 0 ? &lines[i - 1] : nullptr;
        if (algorithm == "bfs" && prev)
            QVERIFY(g >= (*prev)["g"].toInt());
        if (algorithm == "astar" && prev) // Manhattan distance is consistent
            QVERIFY(f >= (*prev)["f"].toInt());
        if (algorithm == "idastar") {
            const int iteration = l["iteration"].toInt();
            QVERIFY(iteration >= 0 && iteration < thresholds.size());
            QCOMPARE(l["bound"].toInt(), thresholds[iteration].toInt());
            QVERIFY(f <= l["bound"].toInt());
        } else {
            QVERIFY(!l.contains("bound"));
        }
        QCOMPARE(l.contains("side"), algorithm == "bibfs");
    }
    if (algorithm == "idastar")
        QCOMPARE(lines.last()["iteration"].toInt(), int(thresholds.size()) - 1);
}

void tst_CliTrace::rotationTrace()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("rotation.jsonl");
    const Result r = runCli({"solve", "--json", "--puzzle", "rotation", "--algorithm", "astar", "--trace", path,
                             "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = readTrace(path);
    QCOMPARE(qint64(lines.size()), QJsonDocument::fromJson(r.out).object()["expanded"].toInteger());
    for (const QJsonObject &l : lines) {
        const QStringList cells = l["board"].toString().split(' ');
        QCOMPARE(cells.size(), 24);
        const QString digit = QString::number(l["digit"].toInt());
        QVERIFY(cells.count(digit) >= 8);
        QCOMPARE(cells.count(digit) + cells.count("."), 24);
    }
}

void tst_CliTrace::traceLimit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("limited.jsonl");
    const Result r = runCli({"solve", "--algorithm", "bfs", "--trace", path, "--trace-limit", "100", Board});
    QCOMPARE(r.exitCode, 0); // the search still answers
    QCOMPARE(readTrace(path).size(), 100);
    QVERIFY(r.err.contains("--trace-limit"));
}

void tst_CliTrace::traceErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing folder") << QStringList{"--trace", "/nonexistent-folder/t.jsonl"} << "cannot write the trace";
    QTest::newRow("zero limit") << QStringList{"--trace", "t.jsonl", "--trace-limit", "0"} << "--trace-limit must be";
    QTest::newRow("word limit") << QStringList{"--trace", "t.jsonl", "--trace-limit", "many"} << "not \"many\"";
    QTest::newRow("limit alone") << QStringList{"--trace-limit", "5"} << "needs --trace";
    // A trace that cannot be written (a full disk) exits 3: tst_clirobust's failedWritesAreErrors.
}

void tst_CliTrace::traceErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QDir::setCurrent(dir.path());
    const Result r = runCli(QStringList{"solve"} + args + QStringList{Board});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

QTEST_MAIN(tst_CliTrace)
#include "tst_clitrace.moc"
