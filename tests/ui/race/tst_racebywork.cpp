// The race by work: every lane advances by the same count of expansions, showing the node its
// search was expanding at that count (from the run's sampled ExpansionLog); the fewest nodes
// wins; then the plans replay side by side.
#include "freshstate.h"
#include "solvecheck.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"
#include "race/raceview.h"
#include "race/workspeed.h"
#include "sliding/board/slidingtext.h"
#include "words/numbertext.h"
#include "solve/solvejob.h"
#include "sliding/board/slidingposition.h"

#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>

using core::AlgorithmId;
using core::HeuristicId;
using Phase = ui::RaceView::Phase;

namespace {

const core::SlidingBoard &start3x3()
{
    static const core::SlidingBoard b = *core::parseSlidingBoard("3x3:8,1,3,4,0,2,7,6,5").board;
    return b;
}

// A run made as the compare panel makes it: through solveJob, watched by its own log.
ui::SolveReply watchedReply(AlgorithmId a, HeuristicId h, std::size_t capacity = 100'000,
                            std::uint64_t maxNodes = 50'000'000, const core::SlidingBoard &start = start3x3())
{
    ui::SolveRequest request;
    request.position = core::SlidingPosition{start, core::SlidingBoard::standardGoal(start.size)};
    request.algorithm = a;
    request.heuristic = h;
    request.maxNodes = maxNodes;
    request.watch = std::make_shared<core::ExpansionLog>(capacity);
    return ui::solveJob(request, std::stop_token{}, {});
}

// The sampled event with the largest order <= count.
const core::ExpansionEvent *expectedAt(const std::vector<core::ExpansionEvent> &events, std::uint64_t count)
{
    const core::ExpansionEvent *best = nullptr;
    for (const auto &e : events)
        if (e.order <= count)
            best = &e;
    return best;
}

std::string tilesOf(const ui::RaceView &race, int lane)
{
    const auto &tiles = static_cast<ui::SlidingBoardView *>(race.laneView(lane))->board().tiles;
    return std::string(tiles.begin(), tiles.end());
}

} // namespace

class tst_RaceByWork : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void lanesShowTheNodeAtTheSharedCount();
    void fewestNodesWinsThenPlansReplay();
    void playingRacesThenReplaysThePlans();
    void runsWithoutLogOrOverBudget();
    void rotationLaneShowsTheDigitProjection();
    void paceIsLogarithmic();
};

void tst_RaceByWork::lanesShowTheNodeAtTheSharedCount()
{
    // BFS keeps a thinned sample (every k-th expansion), A* every expansion.
    const QList<ui::SolveReply> replies{watchedReply(AlgorithmId::Bfs, HeuristicId::None, 1000),
                                        watchedReply(AlgorithmId::AStar, HeuristicId::Manhattan)};
    QVERIFY(replies[0].request.watch->stride() > 1);
    const std::uint64_t bfs = replies[0].outcome.stats.expanded;
    const std::uint64_t astar = replies[1].outcome.stats.expanded;
    QVERIFY(bfs > astar);
    ui::RaceView race(replies);
    QTRY_VERIFY(race.isReady());
    QCOMPARE(race.phase(), Phase::Work);
    QCOMPARE(race.lastWork(), bfs);
    for (std::uint64_t n : {std::uint64_t(0), std::uint64_t(1), std::uint64_t(7), astar / 2, astar - 1, astar, astar + 3,
                            bfs / 3, bfs - 1, bfs / 2}) {
        race.setWork(n);
        QCOMPARE(race.work(), n);
        for (int lane = 0; lane < 2; ++lane) {
            const auto &reply = replies[lane];
            const auto events = reply.request.watch->events();
            const core::ExpansionEvent *expected = expectedAt(events, n);
            QVERIFY(expected);
            QVERIFY(race.laneEvent(lane));
            QCOMPARE(race.laneEvent(lane)->order, expected->order);
            QCOMPARE(tilesOf(race, lane), expected->cells);
            QCOMPARE(race.laneWork(lane), std::min(n, reply.outcome.stats.expanded));
            QCOMPARE(race.laneDone(lane), n >= reply.outcome.stats.expanded);
        }
    }
    // Stepping moves the shared count by one tick's pace, in both directions.
    race.setWorkPerTick(100);
    QCOMPARE(race.workPerTick(), std::uint64_t(100));
    race.setWork(500);
    race.stepForward();
    QCOMPARE(race.work(), std::uint64_t(600));
    race.stepBack();
    race.stepBack();
    QCOMPARE(race.work(), std::uint64_t(400));
}

void tst_RaceByWork::fewestNodesWinsThenPlansReplay()
{
    const QList<ui::SolveReply> replies{watchedReply(AlgorithmId::Bfs, HeuristicId::None),
                                        watchedReply(AlgorithmId::AStar, HeuristicId::Manhattan)};
    const std::uint64_t bfs = replies[0].outcome.stats.expanded;
    const std::uint64_t astar = replies[1].outcome.stats.expanded;
    ui::RaceView race(replies);
    QTRY_VERIFY(race.isReady());
    // Before anyone is done, no winner is shown.
    race.setWork(astar - 1);
    QCOMPARE(race.winnerLane(), -1);
    QCOMPARE(race.laneStatus(1), QStringLiteral("Searching"));
    // A* reaches its total first: it is done and wins; BFS is still searching.
    race.setWork(astar);
    QVERIFY(race.laneDone(1));
    QVERIFY(!race.laneDone(0));
    QCOMPARE(race.winnerLane(), 1);
    QCOMPARE(race.laneRank(1), 1);
    QCOMPARE(race.laneRank(0), 2);
    QVERIFY(race.laneStatus(1).contains(ui::countText(astar)));
    QVERIFY(!race.allFinished());
    // Past both totals both are done, the winner unchanged.
    race.setWork(bfs + 1000);
    QCOMPARE(race.work(), bfs);
    QVERIFY(race.laneDone(0) && race.laneDone(1));
    QVERIFY(race.allFinished());
    QCOMPARE(race.winnerLane(), 1);
    QVERIFY(race.laneStatus(0).contains(ui::countText(bfs)));
    // The plans then replay from the start, as the plan race always did.
    race.replayPlans();
    QCOMPARE(race.phase(), Phase::Plans);
    QCOMPARE(race.step(), 0);
    const int length = int(replies[1].outcome.moves.size());
    QCOMPARE(race.lastStep(), length);
    for (int lane = 0; lane < 2; ++lane)
        QCOMPARE(static_cast<ui::SlidingBoardView *>(race.laneView(lane))->board(), start3x3());
    race.setStep(5);
    for (int lane = 0; lane < 2; ++lane) {
        ref::Board b = toRef(start3x3());
        QVERIFY(ref::replay(b, 3, 3, replies[lane].outcome.moves.substr(0, 5)));
        QCOMPARE(toRef(static_cast<ui::SlidingBoardView *>(race.laneView(lane))->board()), b);
    }
    race.setStep(length);
    QVERIFY(race.laneStatus(0).contains(QString::number(length)));
    // Back to the race by work: it is where it was left.
    race.raceByWork();
    QCOMPARE(race.phase(), Phase::Work);
    QCOMPARE(race.winnerLane(), 1);
}

void tst_RaceByWork::playingRacesThenReplaysThePlans()
{
    // 31 moves out: BFS expands most of the 3x3 space, a log read over several turns.
    const auto far = *core::parseSlidingBoard("3x3:8,6,7,2,5,4,3,0,1").board;
    const QList<ui::SolveReply> replies{watchedReply(AlgorithmId::Bfs, HeuristicId::None, 100'000, 50'000'000, far),
                                        watchedReply(AlgorithmId::AStar, HeuristicId::Manhattan, 100'000, 50'000'000, far)};
    const std::uint64_t bfs = replies[0].outcome.stats.expanded;
    QVERIFY(replies[0].request.watch->size() > 20'000);
    ui::RaceView race(replies);
    // Play as the compare panel does, at once: the race waits for the logs, then runs.
    race.play();
    QVERIFY(!race.isReady());
    QVERIFY(race.isPlaying());
    race.setWorkPerTick(std::max<std::uint64_t>(1, bfs / 40));
    // A* finishes first, while BFS is still going.
    QTRY_VERIFY_WITH_TIMEOUT(race.laneDone(1), 10000);
    QVERIFY(!race.laneDone(0));
    QTRY_VERIFY_WITH_TIMEOUT(race.allFinished(), 10000);
    QCOMPARE(race.winnerLane(), 1);
    // Then the plans replay by themselves, to the end.
    QTRY_COMPARE_WITH_TIMEOUT(race.phase(), Phase::Plans, 10000);
    QVERIFY(race.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!race.isPlaying(), 30000);
    QCOMPARE(race.step(), race.lastStep());
    QCOMPARE(race.lastStep(), 31);
}

void tst_RaceByWork::runsWithoutLogOrOverBudget()
{
    ui::SolveReply unwatched = solvedReply(start3x3(), AlgorithmId::IdaStar, HeuristicId::Manhattan);
    QVERIFY(!unwatched.request.watch);
    const ui::SolveReply capped = watchedReply(AlgorithmId::Bfs, HeuristicId::None, 100'000, 500);
    QCOMPARE(capped.outcome.status, core::SearchStatus::LimitReached);
    const ui::SolveReply astar = watchedReply(AlgorithmId::AStar, HeuristicId::Manhattan);
    ui::RaceView race({unwatched, capped, astar});
    QTRY_VERIFY(race.isReady());
    QCOMPARE(race.phase(), Phase::Work);
    QCOMPARE(race.lastWork(), std::max(capped.outcome.stats.expanded, astar.outcome.stats.expanded));
    race.setWork(race.lastWork());
    // The run without a log sits the race out on its start board.
    QVERIFY(!race.laneEvent(0));
    QVERIFY(!race.laneDone(0));
    QCOMPARE(race.laneRank(0), 0);
    QCOMPARE(static_cast<ui::SlidingBoardView *>(race.laneView(0))->board(), start3x3());
    // The run stopped by its budget is done but unranked, and says why.
    QVERIFY(race.laneDone(1));
    QCOMPARE(race.laneRank(1), 0);
    QVERIFY(race.laneStatus(1).contains(QStringLiteral("budget")));
    QCOMPARE(race.winnerLane(), 2);
    QVERIFY(race.allFinished());
}

void tst_RaceByWork::rotationLaneShowsTheDigitProjection()
{
    QList<ui::SolveReply> replies;
    for (auto a : {AlgorithmId::Bfs, AlgorithmId::IdaStar}) {
        ui::SolveRequest request;
        request.position = *core::parseRotationBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3").board;
        request.algorithm = a;
        request.heuristic = a == AlgorithmId::Bfs ? HeuristicId::None : HeuristicId::CentreCount;
        request.watch = std::make_shared<core::ExpansionLog>(10'000);
        replies.append(ui::solveJob(request, std::stop_token{}, {}));
        QCOMPARE(replies.back().outcome.status, core::SearchStatus::Solved);
    }
    ui::RaceView race(replies);
    QTRY_VERIFY(race.isReady());
    QCOMPARE(race.phase(), Phase::Work);
    const std::uint64_t n = replies[1].outcome.stats.expanded / 2;
    race.setWork(n);
    for (int lane = 0; lane < 2; ++lane) {
        const auto events = replies[lane].request.watch->events();
        const core::ExpansionEvent *expected = expectedAt(events, n);
        QVERIFY(expected);
        const auto &cells = static_cast<ui::RotationBoardView *>(race.laneView(lane))->board().cells;
        QCOMPARE(std::string(cells.begin(), cells.end()), expected->cells);
        // One digit where it is, empty cells elsewhere.
        QCOMPARE(int(std::count_if(cells.begin(), cells.end(), [](std::uint8_t c) { return c != 0; })), 8);
    }
    race.laneView(0)->grab(); // paints the empty cells of the projection
}

void tst_RaceByWork::paceIsLogarithmic()
{
    ui::WorkSpeed speed;
    speed.setPerTick(1);
    QCOMPARE(speed.perTick(), std::uint64_t(1));
    speed.setPerTick(1'000);
    QCOMPARE(speed.perTick(), std::uint64_t(1'000));
    speed.setPerTick(5'000'000);
    QCOMPARE(speed.perTick(), ui::WorkSpeed::MaxPerTick);
    // Ten steps a decade: 1,234 lands on 10^3.1.
    speed.setPerTick(1'234);
    QCOMPARE(speed.perTick(), std::uint64_t(1'259));
    QCOMPARE(ui::WorkSpeed::shortCount(1), QStringLiteral("1"));
    QCOMPARE(ui::WorkSpeed::shortCount(10'000), QStringLiteral("10K"));
    QCOMPARE(ui::WorkSpeed::shortCount(100'000), QStringLiteral("100K"));
    QCOMPARE(ui::WorkSpeed::shortCount(1'000'000), QStringLiteral("1M"));
    // The slider's labels read 1 .. 1M.
    QStringList labels;
    for (const QLabel *l : speed.findChildren<QLabel *>())
        labels << l->text();
    for (const char *label : {"1", "10", "100", "1K", "10K", "100K", "1M"})
        QVERIFY2(labels.contains(QLatin1String(label)), label);
}

QTEST_MAIN(tst_RaceByWork)
#include "tst_racebywork.moc"
