// Compare mode in the window, offscreen: runs side by side agree with an independent BFS and
// replay to the goal, the results model sorts and copies, one run can be cancelled while the
// others finish, the chart series follow the statistics, the race view shares one timeline,
// hints are optimal on 3x3, the X-ray shows, and a batch experiment exports and reads back.
#include "../../core/convert.h"
#include "charts/chartdata.h"
#include "charts/comparechart.h"
#include "compare/comparepanel.h"
#include "compare/comparerunner.h"
#include "compare/comparisonmodel.h"
#include "compare/experimentdialog.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "window/hintgauge.h"
#include "window/mainwindow.h"
#include "compare/raceview.h"
#include "board/slidingboardview.h"
#include "puzzles/sliding/slidingtext.h"
#include "solve/solverpanel.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>

using core::AlgorithmId;
using core::HeuristicId;

namespace {

const ref::ExhaustiveBfs &reference3x3()
{
    return ref::referenceFor(3, 3, ref::standardGoal(9));
}

int referenceDistance(const core::SlidingBoard &b)
{
    return reference3x3().distance(toRef(b));
}

bool replaysToGoal(const ui::SolveReply &r)
{
    ref::Board b = toRef(r.request.start);
    return ref::replay(b, r.request.start.width(), r.request.start.height(), r.outcome.moves)
        && b == toRef(r.request.goal);
}

ui::SolveReply solvedReply(const core::SlidingBoard &start, AlgorithmId a, HeuristicId h, std::uint64_t maxNodes = 50'000'000)
{
    ui::SolveReply r;
    r.request.start = start;
    r.request.goal = core::SlidingBoard::standardGoal(start.size);
    r.request.algorithm = a;
    r.request.heuristic = h;
    core::SearchContext ctx;
    ctx.setMaxExpanded(maxNodes);
    r.outcome = core::solveSliding(start, r.request.goal, a, h, ctx);
    return r;
}

} // namespace

class tst_Compare : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void runsAgreeAndReplay();
    void modelSortsAndCopies();
    void cancellingOneRunLeavesTheOthers();
    void chartSeriesFollowTheStatistics();
    void clickingARowPlaysIt();
    void raceSharesOneTimeline();
    void hintsAreOptimalOn3x3();
    void xrayShowsOnTheBoard();
    void experimentExportsAndReadsBack();
};

void tst_Compare::runsAgreeAndReplay()
{
    ui::MainWindow w;
    // The two hardest 3x3 boards: 31 moves.
    for (const char *text : {"3x3:8,6,7,2,5,4,3,0,1", "3x3:6,4,7,8,5,0,3,2,1"}) {
        QVERIFY(w.pasteBoard(text));
        const int expected = referenceDistance(w.session()->sliding());
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
                QVERIFY(!run.reply->outcome.optimal);
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

void tst_Compare::modelSortsAndCopies()
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

void tst_Compare::cancellingOneRunLeavesTheOthers()
{
    ui::CompareRunner runner(2);
    QCOMPARE(runner.workerCount(), 2);
    // A 4x4 board 30 moves out: BFS cannot finish in the test's time, the informed searches can.
    std::mt19937_64 rng(7);
    ref::Board b = ref::standardGoal(16);
    ref::randomWalk(b, 4, 4, 60, rng);
    QList<ui::SolveRequest> requests;
    for (auto [a, h] : {std::pair{AlgorithmId::Bfs, HeuristicId::None}, std::pair{AlgorithmId::IdaStar, HeuristicId::LinearConflict},
                        std::pair{AlgorithmId::AStar, HeuristicId::LinearConflict}, std::pair{AlgorithmId::IdaStar, HeuristicId::Manhattan}}) {
        ui::SolveRequest r;
        r.start = toCore(4, 4, b);
        r.goal = core::SlidingBoard::standardGoal({4, 4});
        r.algorithm = a;
        r.heuristic = h;
        r.maxNodes = 500'000'000;
        r.maxBytes = std::size_t(4) << 30;
        requests.append(r);
    }
    int mostRunning = 0;
    connect(&runner, &ui::CompareRunner::runChanged, this, [&] { mostRunning = std::max(mostRunning, runner.runningCount()); });
    runner.start(requests);
    QTRY_COMPARE_WITH_TIMEOUT(runner.run(0).state, ui::CompareRun::State::Running, 5000);
    QTest::qWait(200);
    runner.cancel(0);
    QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 60000);
    QCOMPARE(runner.run(0).reply->outcome.status, core::SearchStatus::Cancelled);
    int length = -1;
    for (int i = 1; i < 4; ++i) {
        const auto &o = runner.run(i).reply->outcome;
        QCOMPARE(o.status, core::SearchStatus::Solved);
        if (length < 0)
            length = int(o.moves.size());
        QCOMPARE(int(o.moves.size()), length); // all optimal
    }
    QVERIFY(mostRunning >= 1);
    QVERIFY(mostRunning <= 2); // never more searches at once than workers
    // Cancelling a queued run finishes it at once without running it.
    runner.start(requests);
    runner.cancel(3);
    QCOMPARE(runner.run(3).state, ui::CompareRun::State::Finished);
    QCOMPARE(runner.run(3).reply->outcome.status, core::SearchStatus::Cancelled);
    runner.cancelAll();
    QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 10000);
}

void tst_Compare::chartSeriesFollowTheStatistics()
{
    const auto start = *core::parseSlidingBoard("3x3:8,1,3,4,0,2,7,6,5").board;
    QList<ui::RunSeries> runs;
    for (auto [a, h] : {std::pair{AlgorithmId::Bfs, HeuristicId::None}, std::pair{AlgorithmId::AStar, HeuristicId::Manhattan},
                        std::pair{AlgorithmId::IdaStar, HeuristicId::Manhattan}}) {
        core::SearchContext ctx;
        ctx.setTracing(true);
        const auto o = core::solveSliding(start, core::SlidingBoard::standardGoal({3, 3}), a, h, ctx);
        QCOMPARE(o.status, core::SearchStatus::Solved);
        runs.append({ui::runName(a, h), a, o.stats, true});
    }
    // Bars: one per run, the expanded counts themselves.
    const auto bars = ui::expandedBars(runs);
    QCOMPARE(bars.size(), 3);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(bars[i].value, double(runs[i].stats.expanded));
    QCOMPARE(ui::timeBars(runs).size(), 3);
    // Layers: the points add up to the expanded count of each run.
    const auto layers = ui::layerSeries(runs);
    QCOMPARE(layers.size(), 3);
    for (int i = 0; i < 3; ++i) {
        double sum = 0;
        for (const QPointF &p : layers[i].points) {
            QVERIFY(p.y() > 0);
            sum += p.y();
        }
        QCOMPARE(sum, double(runs[i].stats.expanded));
    }
    // BFS expands depth by depth: its layers are 0, 1, 2, ... up to the solution's depth.
    QCOMPARE(layers[0].points.front().x(), 0.0);
    // Thresholds: only the IDA* run, one point per iteration, rising.
    const auto bounds = ui::thresholdSeries(runs);
    QCOMPARE(bounds.size(), 1);
    QCOMPARE(bounds[0].points.size(), qsizetype(runs[2].stats.thresholds.size()));
    for (int i = 1; i < bounds[0].points.size(); ++i)
        QVERIFY(bounds[0].points[i].y() > bounds[0].points[i - 1].y());
    // Replay: expanded counts over time never fall; a cut-off keeps only earlier points.
    const auto replay = ui::replaySeries(runs, ui::ReplayValue::Expanded);
    QCOMPARE(replay.size(), 3);
    for (const auto &s : replay) {
        QVERIFY(!s.points.isEmpty());
        for (int i = 1; i < s.points.size(); ++i) {
            QVERIFY(s.points[i].x() >= s.points[i - 1].x());
            QVERIFY(s.points[i].y() >= s.points[i - 1].y());
        }
    }
    const double half = ui::replayLengthMs(runs) / 2;
    for (const auto &s : ui::replaySeries(runs, ui::ReplayValue::Frontier, half))
        for (const QPointF &p : s.points)
            QVERIFY(p.x() <= half);
    // The chart widget draws what the series say.
    ui::CompareChart chart;
    chart.setRuns(runs);
    QCOMPARE(chart.seriesCount(ui::CompareChart::NodesAndTime), 2);
    QCOMPARE(chart.seriesCount(ui::CompareChart::Layers), 3);
    QCOMPARE(chart.seriesCount(ui::CompareChart::Thresholds), 1);
    QCOMPARE(chart.seriesCount(ui::CompareChart::Replay), 6);
}

void tst_Compare::clickingARowPlaysIt()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
    const core::SlidingBoard start = w.session()->sliding();
    auto *panel = w.comparePanel();
    panel->setChoices({{AlgorithmId::Bfs, HeuristicId::None}, {AlgorithmId::WeightedAStar, HeuristicId::Manhattan}});
    panel->run();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->runner()->isBusy(), 30000);
    // The user plays a move, then clicks the second row: its run plays from the board it started on.
    QVERIFY(w.session()->playDir(core::Dir::Up));
    QTableView *table = panel->table();
    const QRect cell = table->visualRect(table->model()->index(1, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    const int row = qobject_cast<QSortFilterProxyModel *>(table->model())->mapToSource(table->model()->index(1, 0)).row();
    const auto &reply = *panel->runner()->run(row).reply;
    QCOMPARE(QString::fromStdString(w.session()->solution()), QString::fromStdString(reply.outcome.moves));
    QCOMPARE(w.session()->slidingStart(), start);
    w.session()->jumpToStep(int(reply.outcome.moves.size()));
    QVERIFY(w.session()->isSolved());
}

void tst_Compare::raceSharesOneTimeline()
{
    // A 4x4 board 30-odd moves out: the row-by-row plan is longer than the shortest.
    std::mt19937_64 rng(3);
    ref::Board walked = ref::standardGoal(16);
    ref::randomWalk(walked, 4, 4, 36, rng);
    const core::SlidingBoard start = toCore(4, 4, walked);
    const QList<ui::SolveReply> replies{solvedReply(start, AlgorithmId::IdaStar, HeuristicId::LinearConflict),
                                        solvedReply(start, AlgorithmId::Structured, HeuristicId::None),
                                        solvedReply(start, AlgorithmId::Bfs, HeuristicId::None, 1000)};
    QCOMPARE(replies[2].outcome.status, core::SearchStatus::LimitReached);
    const int shortest = int(replies[0].outcome.moves.size());
    const int longest = int(replies[1].outcome.moves.size());
    QVERIFY(longest > shortest); // the structured plan on this board is not the shortest
    ui::RaceView race(replies);
    QCOMPARE(race.laneCount(), 3);
    QCOMPARE(race.lastStep(), longest);
    for (int step : {0, 5, shortest, shortest + 1, longest, 3}) {
        race.setStep(step);
        for (int lane = 0; lane < 2; ++lane) {
            const auto &r = replies[lane];
            const int expected = std::min(step, int(r.outcome.moves.size()));
            QCOMPARE(race.laneStep(lane), expected);
            ref::Board b = toRef(r.request.start);
            QVERIFY(ref::replay(b, 4, 4, r.outcome.moves.substr(0, std::size_t(expected))));
            QCOMPARE(toRef(static_cast<ui::SlidingBoardView *>(race.laneView(lane))->board()), b);
        }
        // The run that hit its budget stays on its start board and says why.
        QCOMPARE(static_cast<ui::SlidingBoardView *>(race.laneView(2))->board(), start);
        QVERIFY(race.laneStatus(2).contains(QStringLiteral("budget")));
    }
    race.setStep(longest);
    QVERIFY(race.laneStatus(0).contains(QString::number(shortest)));
    // Playing runs the shared clock to the end of the longest plan, then stops.
    race.setStep(longest - 2);
    race.play();
    QVERIFY(race.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!race.isPlaying(), 10000);
    QCOMPARE(race.step(), longest);
}

void tst_Compare::hintsAreOptimalOn3x3()
{
    ui::MainWindow w;
    std::mt19937_64 rng(11);
    for (int k = 0; k < 40; ++k) {
        ref::Board b = ref::standardGoal(9);
        ref::randomWalk(b, 3, 3, 40 + k, rng);
        QVERIFY(w.pasteBoard(QString::fromStdString(core::formatId(toCore(3, 3, b)))));
        const int before = reference3x3().distance(b);
        QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hasAnswer(), 10000);
        QCOMPARE(w.hints()->answer().kind, core::Hint::Kind::Exact);
        QCOMPARE(w.hints()->answer().distance, before);
        QVERIFY(w.distanceGauge()->text().contains(QString::number(before)));
        if (before == 0)
            continue;
        w.showHint();
        const int cell = w.slidingView()->hintCell();
        QVERIFY(cell >= 0);
        // Sliding the hinted tile brings the board one move closer, and the gauge says so.
        QVERIFY(w.session()->slideTo(cell));
        QCOMPARE(reference3x3().distance(toRef(w.session()->sliding())), before - 1);
        QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hasAnswer(), 10000);
        QCOMPARE(w.hints()->answer().distance, before - 1);
        QVERIFY(w.distanceGauge()->text().contains(ui::HintGauge::tr(" (closer)")));
    }
}

void tst_Compare::xrayShowsOnTheBoard()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
    QVERIFY(!w.slidingView()->showsXray());
    w.hintGauge()->actions().xray->setChecked(true);
    QVERIFY(w.slidingView()->showsXray());
    QVERIFY(w.xrayLabel()->isVisible());
    const core::SlidingXray x = core::slidingXray(w.session()->sliding(), w.session()->goal(), HeuristicId::Manhattan);
    QVERIFY(w.xrayLabel()->text().contains(QString::number(x.manhattanSum)));
    QVERIFY(w.xrayLabel()->text().contains(QString::number(referenceDistance(w.session()->sliding()))));
    w.hintGauge()->actions().xray->setChecked(false);
    QVERIFY(!w.slidingView()->showsXray());
    QVERIFY(!w.xrayLabel()->isVisible());
}

void tst_Compare::experimentExportsAndReadsBack()
{
    const QList<core::RunChoice> choices{{AlgorithmId::AStar, HeuristicId::Manhattan},
                                         {AlgorithmId::IdaStar, HeuristicId::LinearConflict},
                                         {AlgorithmId::Table, HeuristicId::None}};
    ui::ExperimentDialog d(core::PuzzleKind::Sliding, core::SlidingBoard::standardGoal({3, 3}), choices, 10'000'000,
                           std::size_t(512) << 20);
    d.setCount(6);
    d.setDistanceMode(14);
    QSignalSpy done(&d, &ui::ExperimentDialog::finished);
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
    const auto back = core::parseExperimentCsv(f.readAll().toStdString(), &error);
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

QTEST_MAIN(tst_Compare)
#include "tst_compare.moc"
