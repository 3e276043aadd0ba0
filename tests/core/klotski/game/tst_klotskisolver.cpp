// Huarong Dao solving: every algorithm's plan replays to the goal, the optimal ones agree with an
// exhaustive BFS written here on the text boards (independent of KlotskiDomain), the heuristics
// never exceed the exact distance, and unreachable goals and budgets end the search cleanly.
#include "position/position.h"
#include "klotski/board/klotskiboard.h"
#include "klotski/board/klotskidomain.h"
#include "klotski/game/klotskilayouts.h"
#include "klotski/game/klotskisolver.h"
#include "solvers/descriptors.h"
#include "solvers/solverregistry.h"
#include "klotskireference.h"
#include "klotski/board/klotskiposition.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

using namespace core;

namespace {

// Replays the plan from the start: every move legal, the goal reached at the end only.
void checkReplay(const KlotskiBoard &start, const KlotskiGoal &goal, const KlotskiOutcome &o)
{
    KlotskiBoard b = start;
    for (const std::string &m : o.moves) {
        QVERIFY2(!klotskiGoalReached(b, goal), "the plan goes on past the goal");
        const auto error = playKlotskiMove(b, m);
        QVERIFY2(!error, error ? error->c_str() : "");
    }
    QVERIFY2(klotskiGoalReached(b, goal), o.text().c_str());
}

const AlgorithmId Optimal[] = {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar, AlgorithmId::Table};

} // namespace

class tst_KlotskiSolver : public QObject {
    Q_OBJECT

private slots:
    void classicIs81();
    void namedLayoutsHavePublishedLengths();
    void agreesWithExhaustiveBfs_data();
    void agreesWithExhaustiveBfs();
    void heuristicsAdmissible();
    void sameShapesInterchangeable();
    void unreachableGoal();
    void bidirectionalSaysWhenGoalsAreTooMany();
    void budgets();
    void stagedIsRefused();
};

void tst_KlotskiSolver::classicIs81()
{
    const KlotskiBoard start = board(Classic);
    const KlotskiGoal goal = goalFor(start, nullptr);
    for (const AlgorithmId a : Optimal) {
        SearchContext ctx;
        const KlotskiOutcome o = solveKlotski(start, goal, a, HeuristicId::KlotskiBlockers, ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QCOMPARE(int(o.moves.size()), 81);
        QVERIFY(o.optimal);
        checkReplay(start, goal, o);
    }
    SearchContext ctx;
    const KlotskiDistances all = klotskiDistances(start, goal, ctx);
    QCOMPARE(all.status, SearchStatus::Solved);
    QCOMPARE(all.startDistance, 81);
    const auto exact = exactDistances(start, goal);
    QCOMPARE(all.boards, exact.size());
    std::vector<int> histogram;
    for (const auto &[key, d] : exact)
        if (d >= 0) {
            histogram.resize(std::max(histogram.size(), std::size_t(d) + 1));
            ++histogram[std::size_t(d)];
        }
    QCOMPARE(all.histogram, histogram);
}

void tst_KlotskiSolver::namedLayoutsHavePublishedLengths()
{
    // The lengths published for the named layouts, found again by BFS and A*; each plan replays.
    for (const KlotskiLayout &layout : KlotskiLayouts) {
        const KlotskiBoard start = board(layout.board);
        const KlotskiGoal goal = goalFor(start, nullptr);
        for (const AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::AStar}) {
            SearchContext ctx;
            const KlotskiOutcome o = solveKlotski(start, goal, a, HeuristicId::KlotskiBlockers, ctx);
            QCOMPARE(o.status, SearchStatus::Solved);
            QCOMPARE(int(o.moves.size()), layout.shortest);
            checkReplay(start, goal, o);
        }
    }
}

void tst_KlotskiSolver::agreesWithExhaustiveBfs_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("goal"); // empty: the 2x2 piece at the bottom middle
    QTest::newRow("3x3 soldier") << "AB./CDE/FGH" << "H../.../...";
    QTest::newRow("3x3 corner") << "AB./CDE/FGH" << ".../.../A..";
    QTest::newRow("4x4 big piece") << "AABC/AADE/FG../HIJK" << "";
    QTest::newRow("4x4 bars") << "ABBC/A.DC/EFD./GGHH" << "..../..../..../..GG";
    QTest::newRow("5x4 mixed") << "ABBCD/EBBCF/G..HI/JJKKL" << "...../...../.BB../.BB..";
    QTest::newRow("4x5 short") << "ABBC/ABBC/D..E/FGHE/FIJK" << "";
    QTest::newRow("3x4 one bar") << "AB./CB./D.E/FGH" << "B../B../.../...";
}

void tst_KlotskiSolver::agreesWithExhaustiveBfs()
{
    QFETCH(QString, start);
    QFETCH(QString, goal);
    const std::string startText = start.toStdString(), goalText = goal.toStdString();
    const KlotskiBoard s = board(startText.c_str());
    const KlotskiGoal g = goalFor(s, goal.isEmpty() ? nullptr : goalText.c_str());
    const auto exact = exactDistances(s, g);
    const int shortest = exact.at(canonical(s, g.piece));
    QVERIFY2(shortest > 0, "pick a start that is away from the goal and can reach it");
    for (const AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::BidirectionalBfs, AlgorithmId::AStar, AlgorithmId::IdaStar,
                                AlgorithmId::Table, AlgorithmId::WeightedAStar, AlgorithmId::WeightedIdaStar})
        for (const HeuristicId h : {HeuristicId::KlotskiAway, HeuristicId::KlotskiBlockers}) {
            // IDA* meets the same boards again by many paths: only short plans are in its reach.
            if ((a == AlgorithmId::IdaStar || a == AlgorithmId::WeightedIdaStar) && shortest > 10)
                continue;
            SearchContext ctx;
            const KlotskiOutcome o = solveKlotski(s, g, a, h, ctx);
            QVERIFY2(o.status == SearchStatus::Solved, (std::to_string(int(a)) + " " + std::to_string(int(h))).c_str());
            checkReplay(s, g, o);
            // Optimal and bounded as the algorithm's row says, with the row's weight.
            const AlgorithmRow &row = algorithmRow(a);
            QCOMPARE(o.optimal, row.optimality == Optimality::Optimal);
            if (o.optimal)
                QCOMPARE(int(o.moves.size()), shortest);
            else
                QVERIFY(o.moves.size() * std::size_t(row.weight.den) <= std::size_t(shortest) * std::size_t(row.weight.num));
        }
}

void tst_KlotskiSolver::heuristicsAdmissible()
{
    // Every board of the classic box against its exact distance, and across every move the
    // values change by at most one (consistency).
    const KlotskiBoard start = board(Classic);
    const KlotskiGoal goal = goalFor(start, nullptr);
    const auto exact = exactDistances(start, goal);
    const KlotskiDomain d(start, goal);
    const KlotskiGoalPieceAway away{&d};
    const KlotskiBlockers blockers{&d};
    int checked = 0, strongerSomewhere = 0;
    std::vector<KlotskiBoard> boards{start};
    std::set<std::string> seen{canonical(start, goal.piece)};
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const KlotskiState s = d.stateOf(boards[i]);
        const int dist = exact.at(canonical(boards[i], goal.piece));
        QVERIFY(away(s) <= dist);
        QVERIFY(blockers(s) <= dist);
        QVERIFY(blockers(s) >= away(s));
        strongerSomewhere += blockers(s) > away(s);
        ++checked;
        for (const KlotskiBoard &n : neighbours(boards[i])) {
            const KlotskiState t = d.stateOf(n);
            QVERIFY(std::abs(blockers(s) - blockers(t)) <= 1);
            QVERIFY(std::abs(away(s) - away(t)) <= 1);
            if (seen.insert(canonical(n, goal.piece)).second)
                boards.push_back(n);
        }
    }
    QCOMPARE(std::size_t(checked), exact.size());
    QVERIFY(strongerSomewhere > checked / 2);
}

void tst_KlotskiSolver::sameShapesInterchangeable()
{
    // Two soldiers (G, H) swapped are one board to the search, and the domain's moves from it are
    // the reference's moves, one for one.
    const KlotskiBoard a = board(Classic), b = board("ABBC/ABBC/DEEF/DHGF/I..J");
    const KlotskiGoal goal = goalFor(a, nullptr);
    const KlotskiDomain d(a, goal);
    QCOMPARE(d.stateOf(a), d.stateOf(b));
    QVERIFY(!(d.stateOf(a) == d.stateOf(board("ABBC/ABBC/DEEF/DGHF/.I.J"))));
    KlotskiDomain::Move moves[KlotskiDomain::MaxMoves];
    const int n = d.legalMoves(d.stateOf(a), moves);
    std::set<std::string> fromDomain, fromReference;
    for (int k = 0; k < n; ++k) {
        KlotskiBoard next = a;
        QVERIFY(!playKlotskiMove(next, d.moveText(a, moves[k])));
        fromDomain.insert(canonical(next, goal.piece));
    }
    for (const KlotskiBoard &next : neighbours(a))
        fromReference.insert(canonical(next, goal.piece));
    QCOMPARE(n, int(fromReference.size()));
    QCOMPARE(fromDomain, fromReference);
}

void tst_KlotskiSolver::unreachableGoal()
{
    // The 2x2 piece cannot pass the bar that spans the box below it.
    const KlotskiBoard start = board("AA../AA../BBB./....");
    const KlotskiGoal goal = goalFor(start, "..../..../.AA./.AA.");
    QVERIFY(exactDistances(start, goal).at(canonical(start, 'A')) < 0);
    for (const AlgorithmId a : Optimal) {
        SearchContext ctx;
        const KlotskiOutcome o = solveKlotski(start, goal, a, HeuristicId::KlotskiBlockers, ctx);
        QCOMPARE(o.status, SearchStatus::Unsolvable);
        QCOMPARE(o.reason.code, ReasonCode::GoalUnreachable);
        QVERIFY(o.moves.empty());
    }
}

void tst_KlotskiSolver::bidirectionalSaysWhenGoalsAreTooMany()
{
    // The goal places one small piece in an 8x5 box: the other 33 pieces can stand in more ways
    // than bidirectional BFS lists, so it must say so rather than call the board unsolvable
    // (it used to, after 0 nodes), while BFS from the start finds the plan.
    const KlotskiBoard start = board("AABBCCDD/EEFFGGHH/IJKLMNOP/IJKLMNOP/cd....ef");
    const KlotskiGoal goal = goalFor(start, "c......./......../......../......../........");
    SearchContext ctx;
    const KlotskiOutcome o = solveKlotski(start, goal, AlgorithmId::BidirectionalBfs, HeuristicId::None, ctx);
    QCOMPARE(o.status, SearchStatus::LimitReached);
    QCOMPARE(o.reason.code, ReasonCode::TooManyGoalStates);
    QCOMPARE(o.reason.numbers, std::vector<std::int64_t>{std::int64_t(MaxGoalStates)});
    QVERIFY(describe(o.reason).find("more than 2000000") != std::string::npos);
    QVERIFY(o.moves.empty());
    SearchContext bfs;
    const KlotskiOutcome found = solveKlotski(start, goal, AlgorithmId::Bfs, HeuristicId::None, bfs);
    QCOMPARE(found.status, SearchStatus::Solved);
    checkReplay(start, goal, found);
    // A goal with few goal boards still runs both ways and agrees with BFS.
    const KlotskiBoard small = board("AB../CD../..../....");
    const KlotskiGoal smallGoal = goalFor(small, "..../..../..../...A");
    SearchContext one, two;
    const KlotskiOutcome forward = solveKlotski(small, smallGoal, AlgorithmId::Bfs, HeuristicId::None, one);
    const KlotskiOutcome both = solveKlotski(small, smallGoal, AlgorithmId::BidirectionalBfs, HeuristicId::None, two);
    QCOMPARE(both.status, SearchStatus::Solved);
    checkReplay(small, smallGoal, both);
    QCOMPARE(both.moves.size(), forward.moves.size());
}

void tst_KlotskiSolver::budgets()
{
    const KlotskiBoard start = board(Classic);
    const KlotskiGoal goal = goalFor(start, nullptr);
    for (const AlgorithmId a : {AlgorithmId::Bfs, AlgorithmId::AStar, AlgorithmId::IdaStar, AlgorithmId::Table}) {
        SearchContext ctx;
        ctx.setMaxExpanded(500);
        const KlotskiOutcome o = solveKlotski(start, goal, a, HeuristicId::KlotskiBlockers, ctx);
        QCOMPARE(o.status, SearchStatus::LimitReached);
        QCOMPARE(o.reason.code, ReasonCode::NodeBudgetReached);
        QVERIFY(o.stats.expanded <= 500);
    }
    SearchContext small;
    small.setMaxBytes(64 * 1024);
    const KlotskiOutcome o = solveKlotski(start, goal, AlgorithmId::Bfs, HeuristicId::None, small);
    QCOMPARE(o.status, SearchStatus::LimitReached);
    QCOMPARE(o.reason.code, ReasonCode::MemoryBudgetReached);
    std::stop_source stop;
    stop.request_stop();
    SearchContext cancelled(stop.get_token());
    QCOMPARE(solveKlotski(start, goal, AlgorithmId::AStar, HeuristicId::KlotskiBlockers, cancelled).status,
             SearchStatus::Cancelled);
}

void tst_KlotskiSolver::stagedIsRefused()
{
    const KlotskiBoard start = board(Classic);
    SearchContext ctx;
    const KlotskiOutcome o = solveKlotski(start, goalFor(start, nullptr), AlgorithmId::Staged, HeuristicId::None, ctx);
    QCOMPARE(o.status, SearchStatus::Unsolvable);
    QCOMPARE(o.reason.code, ReasonCode::AlgorithmNotForPuzzle);
    QCOMPARE(o.stats.expanded, std::uint64_t(0));
    QCOMPARE(checkCombination(KlotskiKind, {4, 5}, AlgorithmId::Staged, HeuristicId::None).code,
             ReasonCode::AlgorithmNotForPuzzle);
    QCOMPARE(checkCombination(KlotskiKind, {4, 5}, AlgorithmId::Table, HeuristicId::None).code, ReasonCode::None);
}

QTEST_APPLESS_MAIN(tst_KlotskiSolver)
#include "tst_klotskisolver.moc"
