// Huarong Dao scrambles: a walk plays legal moves and keeps the pieces; a board at distance D is
// D moves from the goal by the tests' own exhaustive BFS, and every such board can be drawn.
#include "klotski/board/klotskidomain.h"
#include "klotski/game/klotskisolver.h"
#include "klotskireference.h"

#include <QtTest>

#include <map>

using namespace core;

namespace {

// The pieces' letters and shapes, wherever they stand.
std::multiset<std::string> shapes(const KlotskiBoard &b)
{
    std::multiset<std::string> out;
    for (const KlotskiPiece &p : b.pieces())
        out.insert(std::to_string(p.w) + "x" + std::to_string(p.h));
    return out;
}

} // namespace

class tst_KlotskiScramble : public QObject {
    Q_OBJECT

private slots:
    void walkPlaysLegalMoves();
    void boardsAtDistance();
    void everyBoardAtADistanceCanBeDrawn();
    void noBoardThatFar();
    void boardOfKeepsLetters();
};

void tst_KlotskiScramble::walkPlaysLegalMoves()
{
    const KlotskiBoard start = board(Classic);
    const KlotskiGoal goal = goalFor(start, nullptr);
    const auto exact = exactDistances(start, goal);
    std::mt19937_64 rng(5);
    std::set<std::string> seen;
    for (int moves : {0, 1, 5, 40}) {
        const KlotskiBoard b = klotskiRandomWalk(start, goal, moves, rng);
        QCOMPARE(shapes(b), shapes(start));
        QVERIFY(b.piece(goal.piece)); // the goal piece keeps its letter
        QVERIFY2(exact.count(canonical(b, goal.piece)), "the walk left the start's reachable boards");
        if (moves == 0)
            QCOMPARE(b, start);
        if (moves == 1) // one move away: among the start's neighbours
            QVERIFY(!(canonical(b, goal.piece) == canonical(start, goal.piece)));
        seen.insert(b.text());
    }
    QCOMPARE(int(seen.size()), 4);
}

void tst_KlotskiScramble::boardsAtDistance()
{
    const KlotskiBoard start = board(Classic);
    const KlotskiGoal goal = goalFor(start, nullptr);
    const auto exact = exactDistances(start, goal);
    std::mt19937_64 rng(11);
    for (int d : {0, 1, 10, 40, 81, 100, 133}) {
        SearchContext ctx;
        const auto b = klotskiBoardAtDistance(start, goal, d, rng, ctx);
        const bool any = std::any_of(exact.begin(), exact.end(), [d](const auto &e) { return e.second == d; });
        QCOMPARE(bool(b), any);
        if (b) {
            QCOMPARE(exact.at(canonical(*b, goal.piece)), d);
            QCOMPARE(shapes(*b), shapes(start));
            SearchContext again;
            QCOMPARE(int(solveKlotski(*b, goal, AlgorithmId::Bfs, HeuristicId::None, again).moves.size()), d);
        }
    }
}

void tst_KlotskiScramble::everyBoardAtADistanceCanBeDrawn()
{
    // A small box: drawn often enough, each board at the distance turns up.
    const KlotskiBoard start = board("AB./CDE/FGH");
    const KlotskiGoal goal = goalFor(start, "H../.../...");
    const auto exact = exactDistances(start, goal);
    std::map<int, int> atDistance;
    for (const auto &[key, d] : exact)
        ++atDistance[d];
    const auto widest = std::max_element(atDistance.begin(), atDistance.end(),
                                         [](const auto &a, const auto &b) { return a.second < b.second; });
    QVERIFY(widest->second >= 3);
    std::mt19937_64 rng(1);
    std::set<std::string> drawn;
    for (int i = 0; i < 40 * widest->second; ++i) {
        SearchContext ctx;
        drawn.insert(canonical(*klotskiBoardAtDistance(start, goal, widest->first, rng, ctx), goal.piece));
    }
    QCOMPARE(int(drawn.size()), widest->second);
}

void tst_KlotskiScramble::noBoardThatFar()
{
    const KlotskiBoard start = board("AA../AA../BBB./....");
    const KlotskiGoal goal = goalFor(start, "..../..../.AA./.AA.");
    std::mt19937_64 rng(1);
    SearchContext ctx;
    QVERIFY(!klotskiBoardAtDistance(start, goal, 0, rng, ctx)); // the goal cannot be reached at all
    SearchContext small;
    small.setMaxExpanded(3);
    QVERIFY(!klotskiBoardAtDistance(board(Classic), goalFor(board(Classic), nullptr), 5, rng, small));
    QCOMPARE(small.stopReason(), StopReason::NodeLimit);
}

void tst_KlotskiScramble::boardOfKeepsLetters()
{
    const KlotskiBoard start = board(Classic);
    const KlotskiDomain d(start, goalFor(start, nullptr));
    QCOMPARE(d.boardOf(d.stateOf(start), start), start);
    // Two soldiers swapped are one state; the board written back letters them in reading order.
    const KlotskiBoard swapped = board("ABBC/ABBC/DEEF/DHGF/I..J");
    QCOMPARE(d.boardOf(d.stateOf(swapped), start), start);
}

QTEST_APPLESS_MAIN(tst_KlotskiScramble)
#include "tst_klotskiscramble.moc"
