// What compare mode draws from finished runs: the chart series follow the statistics, and the
// race view plays every run on one shared timeline.
#include "freshstate.h"
#include "solvecheck.h"
#include "sliding/game/slidingsolve.h"
#include "charts/chartdata.h"
#include "charts/comparechart.h"
#include "compare/comparisonmodel.h"
#include "race/raceview.h"
#include "sliding/slidingboardview.h"
#include "sliding/board/slidingtext.h"
#include "words/displaynames.h"
#include "sliding/board/slidingposition.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <random>

using core::AlgorithmId;
using core::HeuristicId;

class tst_CompareCharts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void chartSeriesFollowTheStatistics();
    void raceSharesOneTimeline();
};

void tst_CompareCharts::chartSeriesFollowTheStatistics()
{
    const auto start = *core::parseSlidingBoard("3x3:8,1,3,4,0,2,7,6,5").board;
    QList<ui::RunSeries> runs;
    for (auto [a, h] : {std::pair{AlgorithmId::Bfs, HeuristicId::None}, std::pair{AlgorithmId::AStar, HeuristicId::Manhattan},
                        std::pair{AlgorithmId::IdaStar, HeuristicId::Manhattan}}) {
        core::SearchContext ctx;
        ctx.setTracing(true);
        const auto o = core::solveSliding(start, core::SlidingBoard::standardGoal({3, 3}), a, h, ctx);
        QCOMPARE(o.status, core::SearchStatus::Solved);
        runs.append({ui::DisplayNames::run(a, h), a, o.stats, true});
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

void tst_CompareCharts::raceSharesOneTimeline()
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
            ref::Board b = toRef(r.request.position.as<core::SlidingPosition>().board);
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

QTEST_MAIN(tst_CompareCharts)
#include "tst_comparecharts.moc"
