// Rush Hour solving: every algorithm's plan replays to the goal, the optimal ones agree with an
// exhaustive BFS written here on the text boards (independent of RushHourDomain), both
// heuristics are admissible and consistent over whole spaces, and unreachable goals and budgets
// end the search cleanly.
#include "position/position.h"
#include "puzzles/puzzlebackend.h"
#include "puzzles/solve.h"
#include "rushhour/board/rushhourboard.h"
#include "rushhour/board/rushhourdomain.h"
#include "rushhour/game/rushhourlayouts.h"
#include "rushhour/game/rushhoursolver.h"
#include "solvers/descriptors.h"
#include "solvers/solverregistry.h"
#include "storage/tablecache.h"
#include "rushhourreference.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace core;

namespace {

RushHourBoard lot(const char *text)
{
    const RushHourParse p = parseRushHourBoard(text);
    if (!p.board)
        qFatal("%s: %s", text, p.error.describe().c_str());
    return *p.board;
}

std::vector<std::string> split(const std::string &plan)
{
    std::vector<std::string> out;
    std::istringstream in(plan);
    for (std::string m; in >> m;)
        out.push_back(m);
    return out;
}

// Replays the plan from the start: every move legal, the goal reached at the end only.
void checkReplay(const RushHourBoard &start, const std::string &plan)
{
    RushHourBoard b = start;
    for (const std::string &m : split(plan)) {
        QVERIFY2(!b.solved(), "the plan goes on past the goal");
        QVERIFY2(playRushHourMove(b, m), (m + " in " + plan).c_str());
    }
    QVERIFY2(b.solved(), plan.c_str());
}

const AlgorithmId Optimal[] = {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar,
                               AlgorithmId::IdaStar, AlgorithmId::Table};
const HeuristicId Heuristics[] = {RushHourBlockersId, RushHourBlockedBlockersId};

// Small lots of every size the module takes, with walls, trucks and a red truck.
const char *const Small[] = {
    "BB../AAC./..C./DDD.",
    "..B../..B../AA.C./D..C./DEEE.",
    "BB.C.x/D..C../DAAC../EEF.../..F.GG/HHH...",
    "x.B..../..B.C../....C../AAD..../..D..F./.EEE.F./GG.....",
    "..B...../..B..C../..B..C../AAA..D../.....D../EEEF..../...F..../GG......",
};

} // namespace

class tst_RushHourSolver : public QObject {
    Q_OBJECT

private slots:
    void longestIs60();
    void namedLayoutsHaveTheirLengths();
    void agreesWithExhaustiveBfs_data();
    void agreesWithExhaustiveBfs();
    void heuristicsAdmissibleAndConsistent();
    void weightedPlansReplay();
    void unreachableGoal();
    void budgets();
    void scramblesReachTheirDistance();
};

void tst_RushHourSolver::longestIs60()
{
    const RushHourBoard start = lot("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
    for (const AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar}) {
        SearchContext ctx;
        const SolveOutcome o = solve(Position(start), a, a == AlgorithmId::AStar ? RushHourBlockedBlockersId : HeuristicId::None, ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QVERIFY(o.optimal);
        QCOMPARE(int(split(o.moves).size()), 60);
        checkReplay(start, o.moves);
    }
}

void tst_RushHourSolver::namedLayoutsHaveTheirLengths()
{
    for (const RushHourLayout &layout : RushHourLayouts) {
        const RushHourBoard start = lot(layout.board);
        const rushhourref::Space space = rushhourref::explore(start);
        QCOMPARE(space.distance.at(start.cells()), layout.shortest);
        SearchContext ctx;
        const SolveOutcome o = solve(Position(start), AlgorithmId::AStar, RushHourBlockedBlockersId, ctx);
        QCOMPARE(int(split(o.moves).size()), layout.shortest);
        checkReplay(start, o.moves);
    }
}

void tst_RushHourSolver::agreesWithExhaustiveBfs_data()
{
    QTest::addColumn<QString>("text");
    for (const char *s : Small)
        QTest::newRow(s) << QString::fromLatin1(s);
}

void tst_RushHourSolver::agreesWithExhaustiveBfs()
{
    QFETCH(QString, text);
    const RushHourBoard start = lot(text.toLatin1().constData());
    const rushhourref::Space space = rushhourref::explore(start);
    // The start and a sample of the lots it reaches, each solved by every optimal algorithm.
    std::vector<std::string> sample;
    int i = 0;
    for (const auto &[cells, distance] : space.distance)
        if (i++ % std::max<std::size_t>(1, space.distance.size() / 12) == 0)
            sample.push_back(cells);
    sample.push_back(start.cells());
    for (const std::string &cells : sample) {
        const RushHourBoard b(start.width(), start.height(), cells);
        const int expected = space.distance.at(cells);
        for (const AlgorithmId a : Optimal)
            for (const HeuristicId h : Heuristics) {
                if (!algorithmRow(a).takesHeuristic && h != Heuristics[0])
                    continue;
                SearchContext ctx;
                ctx.setMaxExpanded(2'000'000);
                const SolveOutcome o = solve(Position(b), a, algorithmRow(a).takesHeuristic ? h : HeuristicId::None, ctx);
                const QByteArray what = QByteArray::fromStdString(b.text() + " " + algorithmRow(a).key);
                if (expected < 0) {
                    // IDA* cannot tell that the goal is out of reach; the others walk every lot.
                    QVERIFY2(o.status != SearchStatus::Solved, what.constData());
                    continue;
                }
                QVERIFY2(o.status == SearchStatus::Solved, what.constData());
                QVERIFY2(o.optimal, what.constData());
                QCOMPARE(int(split(o.moves).size()), expected);
                checkReplay(b, o.moves);
            }
    }
}

void tst_RushHourSolver::heuristicsAdmissibleAndConsistent()
{
    int checked = 0;
    for (const char *text : {"IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", Small[1], Small[2], Small[3]}) {
        const RushHourBoard start = lot(text);
        const rushhourref::Space space = rushhourref::explore(start);
        const RushHourDomain d(start);
        const auto h1 = RushHourBlockers{&d};
        const auto h2 = RushHourBlockedBlockers{&d};
        for (const auto &[cells, distance] : space.distance) {
            RushHourState s;
            QVERIFY(d.stateOfCells(cells, s));
            const int a = h1(s), b = h2(s);
            QVERIFY(a <= b);
            if (distance >= 0) {
                QVERIFY2(b <= distance, cells.c_str());
                QCOMPARE(a == 0, distance == 0);
            }
            for (const std::string &n : space.next.at(cells)) {
                RushHourState t;
                QVERIFY(d.stateOfCells(n, t));
                QVERIFY2(std::abs(h1(t) - a) <= 1, cells.c_str());
                QVERIFY2(std::abs(h2(t) - b) <= 1, (cells + " -> " + n).c_str());
            }
            ++checked;
        }
    }
    // The 60-move lot's space alone holds thousands of lots.
    QVERIFY(checked > 1000);
    // The stronger estimate is stronger somewhere on the longest lot's own start.
    const RushHourBoard longest = lot("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
    const RushHourDomain d(longest);
    QVERIFY(RushHourBlockedBlockers{&d}(d.stateOf(longest)) > RushHourBlockers{&d}(d.stateOf(longest)));
}

void tst_RushHourSolver::weightedPlansReplay()
{
    // Weighted A* on the longest lot, weighted IDA* (which meets the same lots again along
    // every path) on the shortest.
    for (const auto &[a, layout] : {std::pair{AlgorithmId::WeightedAStar, RushHourLayouts.back()},
                                    std::pair{AlgorithmId::WeightedIdaStar, RushHourLayouts.front()}}) {
        const RushHourBoard start = lot(layout.board);
        SearchContext ctx;
        ctx.setMaxExpanded(5'000'000);
        const SolveOutcome o = solve(Position(start), a, RushHourBlockedBlockersId, ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QVERIFY(int(split(o.moves).size()) >= layout.shortest);
        checkReplay(start, o.moves);
    }
}

void tst_RushHourSolver::unreachableGoal()
{
    // A truck across the exit row in front of the red car can never leave it.
    const RushHourBoard start = lot("..../AACC/..../....");
    for (const AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar, AlgorithmId::Table}) {
        SearchContext ctx;
        const SolveOutcome o = solve(Position(start), a, algorithmRow(a).takesHeuristic ? RushHourBlockersId : HeuristicId::None, ctx);
        QCOMPARE(o.status, SearchStatus::Unsolvable);
        QCOMPARE(o.reason.code, ReasonCode::GoalUnreachable);
    }
    SearchContext ctx;
    ctx.setMaxExpanded(10'000);
    const SolveOutcome o = solve(Position(start), AlgorithmId::IdaStar, RushHourBlockersId, ctx);
    QVERIFY(o.status != SearchStatus::Solved);
}

void tst_RushHourSolver::budgets()
{
    const RushHourBoard start = lot(RushHourLayouts.back().board);
    for (const AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar, AlgorithmId::IdaStar,
                                AlgorithmId::Table}) {
        SearchContext ctx;
        ctx.setMaxExpanded(500);
        const SolveOutcome o = solve(Position(start), a, algorithmRow(a).takesHeuristic ? RushHourBlockersId : HeuristicId::None, ctx);
        QCOMPARE(o.status, SearchStatus::LimitReached);
        QCOMPARE(o.reason.code, ReasonCode::NodeBudgetReached);
        QVERIFY(o.stats.expanded <= 500);
    }
}

void tst_RushHourSolver::scramblesReachTheirDistance()
{
    const PuzzleBackend &backend = backendFor(RushHourKind);
    const RushHourBoard start = lot(RushHourLayouts.back().board);
    const rushhourref::Space space = rushhourref::explore(start);
    TableCache tables;
    std::mt19937_64 rng(7);
    QCOMPARE(backend.maxScrambleDistance(Position(start), tables), 60);
    for (const int distance : {0, 5, 23, 60}) {
        const PositionScramble s = backend.scrambleAtDistance(Position(start), distance, rng, tables, 4'000'000, {});
        QVERIFY(s.position);
        const RushHourBoard &b = s.position->as<RushHourBoard>();
        QCOMPARE(space.distance.at(b.cells()), distance);
    }
    const PositionScramble none = backend.scrambleAtDistance(Position(start), 61, rng, tables, 4'000'000, {});
    QVERIFY(!none.position);
    QVERIFY(!describe(none.error).empty());
    // A random lot reaches the goal and keeps the start's vehicles.
    for (int k = 0; k < 5; ++k) {
        const RushHourBoard b = (backend.scrambleRandom(Position(start), rng, tables)).as<RushHourBoard>();
        QVERIFY(space.distance.at(b.cells()) >= 0);
    }
}

QTEST_APPLESS_MAIN(tst_RushHourSolver)
#include "tst_rushhoursolver.moc"
