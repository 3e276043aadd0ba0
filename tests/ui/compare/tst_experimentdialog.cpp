// The batch experiment dialog, offscreen: an experiment runs, exports CSV and JSON, and the
// CSV reads back to the same figures.
#include "core/experiments/experimentcsvread.h"
#include "freshstate.h"
#include "solvecheck.h"
#include "compare/experimentdialog.h"
#include "sliding/board/slidingtext.h"
#include "sliding/board/slidingposition.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using core::AlgorithmId;
using core::HeuristicId;

class tst_ExperimentDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void experimentExportsAndReadsBack();
};

void tst_ExperimentDialog::experimentExportsAndReadsBack()
{
    const QList<core::RunChoice> choices{{AlgorithmId::AStar, HeuristicId::Manhattan},
                                         {AlgorithmId::IdaStar, HeuristicId::LinearConflict},
                                         {AlgorithmId::Table, HeuristicId::None}};
    ui::ExperimentDialog d(core::SlidingPosition{core::SlidingBoard::standardGoal({3, 3}), core::SlidingBoard::standardGoal({3, 3})}, choices, 10'000'000,
                           std::size_t(512) << 20);
    d.setCount(6);
    d.setDistanceMode(14);
    QSignalSpy done(&d, &ui::ExperimentDialog::experimentFinished);
    d.start();
    QVERIFY(d.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!d.isRunning(), 60000);
    QCOMPARE(done.count(), 1);
    QCOMPARE(d.rows().size(), std::size_t(18));
    for (const auto &row : d.rows()) {
        QCOMPARE(row.status, core::SearchStatus::Solved);
        QCOMPARE(row.length, 14);
        const auto board = core::parseSlidingBoard(row.board).board;
        QVERIFY(board);
        QCOMPARE(referenceDistance(*board), 14);
    }
    QCOMPARE(d.summaryTable()->rowCount(), 3);
    QCOMPARE(d.rowsTable()->rowCount(), 18);
    QTemporaryDir dir;
    const QString csv = dir.filePath("batch.csv"), json = dir.filePath("batch.json");
    QCOMPARE(d.exportCsv(csv), QString());
    QCOMPARE(d.exportJson(json), QString());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    std::string error;
    const auto back = csvread::parseExperimentCsv(f.readAll().toStdString(), &error);
    QVERIFY2(back, error.c_str());
    QVERIFY(*back == d.rows());
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    const QJsonDocument doc = QJsonDocument::fromJson(j.readAll());
    QVERIFY(doc.isObject());
    QCOMPARE(doc.object().value("rows").toArray().size(), 18);
    QCOMPARE(doc.object().value("summary").toArray().size(), 3);
    // Writing into a folder that does not exist says so instead of failing silently.
    QVERIFY(!d.exportCsv(dir.filePath("missing/batch.csv")).isEmpty());
    // Double-clicking a run opens its board.
    QSignalSpy open(&d, &ui::ExperimentDialog::openBoard);
    emit d.rowsTable()->cellDoubleClicked(0, 0);
    QCOMPARE(open.count(), 1);
    QVERIFY(core::parseSlidingBoard(open.first().first().toString().toStdString()).board);
}

QTEST_MAIN(tst_ExperimentDialog)
#include "tst_experimentdialog.moc"
