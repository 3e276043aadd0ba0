// The compare panel in the window, offscreen: runs side by side agree with an independent BFS
// and replay to the goal, the results model sorts and copies (its EBF column checked against
// the definition), clicking a row plays that run on the board, and the map and the race open the
// Search Lab on the runs.
#include "freshstate.h"
#include "sessionboards.h"
#include "solvecheck.h"
#include "compare/comparepanel.h"
#include "compare/comparerunner.h"
#include "compare/comparisonmodel.h"
#include "sliding/slidingboardview.h"
#include "play/gamesession.h"
#include "controls/comparewiring.h"
#include "window/mainwindow.h"
#include "lab/searchlab.h"
#include "map/statespacemap.h"
#include "race/racebar.h"
#include "race/raceview.h"

#include <QAction>
#include <QPushButton>

#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

#include <cmath>

using core::AlgorithmId;
using core::HeuristicId;

class tst_ComparePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void runsAgreeAndReplay();
    void modelSortsAndCopies();
    void clickingARowPlaysIt();
    void mapAndRaceOpenTheLab();
};

// The map's and the race's "Search Lab..." open the Lab on the board compared, with the first two
// runs as its two searches.
void tst_ComparePanel::mapAndRaceOpenTheLab()
{
    ui::MainWindow w;
    QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
    auto *panel = w.comparePanel();
    panel->setChoices({{AlgorithmId::AStar, HeuristicId::Manhattan}, {AlgorithmId::Bfs, HeuristicId::None}});
    panel->run();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->isBusy(), 30000);
    const auto labs = [&w] { return w.findChildren<ui::SearchLab *>(); };
    QVERIFY(labs().isEmpty());
    panel->stateSpaceMap()->offerLab()->click();
    QCOMPARE(labs().size(), 1);
    ui::SearchLab *lab = labs().front();
    QCOMPARE(lab->board(), w.session()->position());
    QCOMPARE(lab->searchCount(), 2);
    for (int s = 0; s < 2; ++s) {
        const ui::SolveRequest &r = panel->runner()->run(s).request;
        QCOMPARE(lab->searchChoice(s), (core::RunChoice{r.algorithm, r.heuristic}));
    }
    QVERIFY(!(lab->searchChoice(1) == lab->searchChoice(0)));
    lab->close();
    delete lab;
    // The race, opened from the compare panel, has the button too.
    w.findChild<QAction *>("race")->trigger();
    ui::RaceView *race = nullptr;
    QTRY_VERIFY((race = w.findChild<ui::RaceView *>()) != nullptr);
    race->findChild<ui::RaceBar *>()->labClicked();
    QCOMPARE(labs().size(), 1);
    QCOMPARE(labs().front()->searchCount(), 2);
    race->close();
}

void tst_ComparePanel::runsAgreeAndReplay()
{
    ui::MainWindow w;
    // The two hardest 3x3 boards: 31 moves.
    for (const char *text : {"3x3:8,6,7,2,5,4,3,0,1", "3x3:6,4,7,8,5,0,3,2,1"}) {
        QVERIFY(w.pasteBoard(text));
        const int expected = referenceDistance(slidingBoard(w.session()));
        QCOMPARE(expected, 31);
        auto *panel = w.comparePanel();
        panel->setChoices({{AlgorithmId::Bfs, HeuristicId::None},
                           {AlgorithmId::BidirectionalBfs, HeuristicId::None},
                           {AlgorithmId::AStar, HeuristicId::Manhattan},
                           {AlgorithmId::IdaStar, HeuristicId::LinearConflict},
                           {AlgorithmId::Table, HeuristicId::None},
                           {AlgorithmId::WeightedAStar, HeuristicId::LinearConflict}});
        QCOMPARE(panel->choices().size(), 6);
        panel->run();
        auto *runner = panel->runner();
        QCOMPARE(runner->count(), 6);
        QVERIFY(runner->runningCount() <= runner->workerCount());
        QTRY_VERIFY_WITH_TIMEOUT(!runner->isBusy(), 60000);
        for (int i = 0; i < runner->count(); ++i) {
            const auto &run = runner->run(i);
            QVERIFY(run.reply);
            QCOMPARE(run.reply->outcome.status, core::SearchStatus::Solved);
            QVERIFY(replaysToGoal(*run.reply));
            const int length = int(run.reply->outcome.moves.size());
            if (run.request.algorithm == AlgorithmId::WeightedAStar) {
                QVERIFY(length >= expected);
                QVERIFY(2 * length <= 3 * expected);
                // Proven shortest only when as long as its linear-conflict bound.
                QCOMPARE(run.reply->outcome.optimal, length == run.reply->outcome.lowerBound);
            } else {
                QCOMPARE(length, expected);
                QVERIFY(run.reply->outcome.optimal);
            }
            // Traces were recorded for the replay chart, ending at the final count.
            if (run.request.algorithm != AlgorithmId::Table) {
                QVERIFY(!run.reply->outcome.stats.trace.empty());
                QCOMPARE(run.reply->outcome.stats.trace.back().expanded, run.reply->outcome.stats.expanded);
            }
        }
    }
}

void tst_ComparePanel::modelSortsAndCopies()
{
    ui::MainWindow w;
    QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
    auto *panel = w.comparePanel();
    panel->setChoices({{AlgorithmId::Bfs, HeuristicId::None},
                       {AlgorithmId::AStar, HeuristicId::Misplaced},
                       {AlgorithmId::AStar, HeuristicId::LinearConflict},
                       {AlgorithmId::IdaStar, HeuristicId::Manhattan}});
    panel->run();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->isBusy(), 30000);
    auto *model = panel->model();
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(model->columnCount(), int(ui::ComparisonModel::ColumnCount));
    for (int r = 0; r < 4; ++r) {
        const auto &o = panel->runner()->run(r).reply->outcome;
        // The EBF column is the b* of that run's own figures, checked against its definition:
        // a uniform tree of the plan's depth d and branching b* holds N + 1 = 1 + b* + ... + b*^d
        // nodes, N being the run's generated count.
        const double b = model->ebf(r);
        QVERIFY(b > 1.0);
        double nodes = 1, term = 1;
        for (std::size_t i = 0; i < o.moves.size(); ++i)
            nodes += term *= b;
        const double want = double(o.stats.generated) + 1;
        QVERIFY2(std::abs(nodes - want) <= 1e-6 * want, qPrintable(QStringLiteral("row %1: b* = %2 gives %3 nodes, not %4")
                                                                      .arg(r).arg(b).arg(nodes).arg(want)));
        QCOMPARE(model->index(r, ui::ComparisonModel::Expanded).data(ui::ComparisonModel::SortRole).toULongLong(),
                 qulonglong(o.stats.expanded));
    }
    // A* with linear conflict expands fewer nodes than with misplaced tiles, and BFS the most.
    const auto expandedOf = [&](int r) { return panel->runner()->run(r).reply->outcome.stats.expanded; };
    QVERIFY(expandedOf(2) < expandedOf(1));
    QVERIFY(expandedOf(1) < expandedOf(0));
    // Sorting the view by expanded nodes orders the rows by that number.
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(panel->table()->model());
    QVERIFY(proxy);
    panel->table()->sortByColumn(ui::ComparisonModel::Expanded, Qt::AscendingOrder);
    qulonglong last = 0;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const qulonglong v = proxy->index(r, ui::ComparisonModel::Expanded).data(ui::ComparisonModel::SortRole).toULongLong();
        QVERIFY(v >= last);
        last = v;
    }
    QCOMPARE(proxy->mapToSource(proxy->index(3, 0)).row(), 0); // BFS last
    // Copy: a header and one tab-separated line per row, with the run's length in it.
    const QStringList lines = model->copyText().trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 5);
    for (const QString &line : lines)
        QCOMPARE(line.count(QLatin1Char('\t')), int(ui::ComparisonModel::ColumnCount) - 1);
    const int length = int(panel->runner()->run(0).reply->outcome.moves.size());
    QCOMPARE(lines[1].split(QLatin1Char('\t')).at(ui::ComparisonModel::Length), QString::number(length));
    QCOMPARE(model->copyText({2}).trimmed().split(QLatin1Char('\n')).size(), 2);
    // An unsolvable board starts nothing and says why.
    QVERIFY(w.pasteBoard("3x3:2,1,3,4,5,6,7,8,0"));
    panel->run();
    QVERIFY(!panel->runner()->isBusy());
    QCOMPARE(model->rowCount(), 4); // the last results stay
}

void tst_ComparePanel::clickingARowPlaysIt()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
    const core::SlidingBoard start = slidingBoard(w.session());
    auto *panel = w.comparePanel();
    panel->setChoices({{AlgorithmId::Bfs, HeuristicId::None}, {AlgorithmId::WeightedAStar, HeuristicId::Manhattan}});
    panel->run();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->isBusy(), 30000);
    // The user plays a move, then clicks the second row in the compare view: after asking, its
    // run plays from the board it started on.
    QVERIFY(w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))));
    int asked = 0;
    w.compare()->setConfirm([&asked] { return ++asked > 0; });
    w.compare()->showView();
    QVERIFY(QTest::qWaitForWindowExposed(w.compare()->view()));
    QTableView *table = panel->table();
    const QRect cell = table->visualRect(table->model()->index(1, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    const int row = qobject_cast<QSortFilterProxyModel *>(table->model())->mapToSource(table->model()->index(1, 0)).row();
    const auto &reply = *panel->runner()->run(row).reply;
    QCOMPARE(QString::fromStdString(w.session()->solutionText()), QString::fromStdString(reply.outcome.moves));
    QCOMPARE(asked, 1);
    QCOMPARE(slidingStart(w.session()), start);
    w.session()->jumpToStep(int(reply.outcome.length()));
    QVERIFY(w.session()->isSolved());
}

QTEST_MAIN(tst_ComparePanel)
#include "tst_comparepanel.moc"
