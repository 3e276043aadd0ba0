// A player's moves into the game's history (play/handmove.h): a Huarong Dao piece or a Rush
// Hour vehicle moved on with nothing between is one move, brought back where it started no move;
// anything between (another piece, undo, redo, a jump, a restart) starts a new move; the sliding
// and rotation puzzles count every move. A shortest plan played a cell at a time is as many
// moves as the plan.
#include "play/handmove.h"
#include "position/position.h"
#include "puzzles/puzzlebackend.h"
#include "puzzles/solve.h"
#include "rushhour/board/rushhourboard.h"
#include "solvers/solverregistry.h"
#include "klotski/board/klotskiposition.h"

#include <QtTest>

#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace core;

namespace {

Position parsed(PuzzleKind kind, const char *text)
{
    const PuzzleBackend &b = backendFor(kind);
    std::mt19937_64 rng(1);
    const PositionParse p = b.parse(text, b.newGame({}, rng));
    if (!p.position)
        qFatal("%s: no board", text);
    return *p.position;
}

// Huarong Dao's classic start: soldiers G and H over the two empty cells of the bottom row.
Position classic()
{
    return parsed(KlotskiKind, "ABBC/ABBC/DEEF/DGHF/I..J");
}

// Rush Hour's warm-up: B can drive two cells left.
Position warmup()
{
    return parsed(RushHourKind, "..BBC./D...C./DAA.C./D.EFF./..E.../..GGG.");
}

// Plays moves one by one and gives what each did to the move count (99 for a refused one).
std::vector<int> play(GameHistory<Position> &h, const std::vector<std::string> &moves)
{
    std::vector<int> out;
    for (const std::string &m : moves)
        out.push_back(playHandMove(h, backendOf(h.current()), m).value_or(99));
    return out;
}

// A plan's moves a cell at a time, as the keys play them: "Bdl" is Bd then Bl, "A+3" A+1 three times.
std::vector<std::string> keySteps(const Position &p, const std::string &move)
{
    std::vector<std::string> steps;
    if (kindOf(p) == RushHourKind) {
        const auto m = parseRushHourMove(move);
        for (int i = 0; m && i < std::abs(m->distance); ++i)
            steps.push_back(rushHourMoveText(m->letter, m->distance > 0 ? 1 : -1));
    } else {
        for (std::size_t i = 1; i < move.size(); ++i)
            steps.push_back(std::string{move[0], move[i]});
    }
    return steps;
}

} // namespace

class tst_HandMove : public QObject {
    Q_OBJECT

private slots:
    void backEndsMergeOnePiece();
    void pieceMovedOnIsOneMove();
    void pieceBroughtBackLeavesNoMove();
    void anotherPieceBetweenStartsAMove();
    void historyMovesBetweenStartAMove();
    void refusedMoveChangesNothing();
    void slidingAndRotationCountEveryMove();
    void keysMatchTheShortestPlan_data();
    void keysMatchTheShortestPlan();
};

void tst_HandMove::backEndsMergeOnePiece()
{
    const Position k = classic();
    const PuzzleBackend &kb = backendOf(k);
    const auto gdr = kb.mergeMoves(k, "Gd", "Gr");
    QVERIFY(gdr && !gdr->empty());
    Position one = k, two = k;
    QVERIFY(kb.apply(one, *gdr));
    QVERIFY(kb.apply(two, "Gd") && kb.apply(two, "Gr"));
    QVERIFY(one == two);
    QCOMPARE(kb.mergeMoves(k, "Gd", "Gu").value_or("none"), std::string());
    QVERIFY(!kb.mergeMoves(k, "Gd", "Hd")); // another piece
    QVERIFY(!kb.mergeMoves(k, "Gd", "Gd")); // G cannot go down twice

    const Position r = warmup();
    const PuzzleBackend &rb = backendOf(r);
    QCOMPARE(rb.mergeMoves(r, "B-1", "B-1").value_or("none"), std::string("B-2"));
    QCOMPARE(rb.mergeMoves(r, "B-2", "B+2").value_or("none"), std::string());
    QVERIFY(!rb.mergeMoves(r, "B-1", "A+1"));

    // Puzzles whose every move counts keep the default.
    std::mt19937_64 rng(3);
    for (const PuzzleKind kind : allPuzzleKinds()) {
        const PuzzleBackend &b = backendFor(kind);
        if (kind == KlotskiKind || kind == RushHourKind)
            continue;
        const Position p = b.scrambleMoves(b.newGame({3, 3}, rng), 10, rng);
        const auto moves = b.legalMoves(p);
        QVERIFY(!moves.empty());
        Position next = p;
        QVERIFY(b.apply(next, moves[0]));
        for (const std::string &m : b.legalMoves(next))
            QVERIFY(!b.mergeMoves(p, moves[0], m));
    }
}

void tst_HandMove::pieceMovedOnIsOneMove()
{
    GameHistory<Position> h(classic());
    QCOMPARE(play(h, {"Gd", "Gr"}), (std::vector<int>{1, 0}));
    QCOMPARE(h.moveCount(), std::size_t(1));
    QCOMPARE(h.size(), std::size_t(2));
    const PuzzleBackend &b = backendOf(h.current());
    const std::string move = b.moveBetween(h.at(0), h.at(1));
    QVERIFY(!move.empty());
    QCOMPARE(move.front(), 'G');
    // Undo takes the whole move back; redo plays it whole.
    QVERIFY(h.undo());
    QVERIFY(h.current() == classic());
    QVERIFY(h.redo());
    QCOMPARE(b.moveBetween(h.at(0), h.current()), move);

    GameHistory<Position> lot(warmup());
    QCOMPARE(play(lot, {"B-1", "B-1"}), (std::vector<int>{1, 0}));
    QCOMPARE(lot.moveCount(), std::size_t(1));
    QCOMPARE(backendOf(lot.current()).moveBetween(lot.at(0), lot.current()), std::string("B-2"));
}

void tst_HandMove::pieceBroughtBackLeavesNoMove()
{
    GameHistory<Position> h(classic());
    QCOMPARE(play(h, {"Gd", "Gr", "Gl", "Gu"}), (std::vector<int>{1, 0, 0, -1}));
    QCOMPARE(h.moveCount(), std::size_t(0));
    QCOMPARE(h.size(), std::size_t(1));
    QVERIFY(!h.canUndo());
    QVERIFY(!h.canRedo());
    // The next press starts a move of its own.
    QCOMPARE(play(h, {"Gd"}), (std::vector<int>{1}));

    GameHistory<Position> lot(warmup());
    QCOMPARE(play(lot, {"A+1", "B-2", "B+1", "B+1"}), (std::vector<int>{1, 1, 0, -1}));
    QCOMPARE(lot.moveCount(), std::size_t(1));
    QCOMPARE(backendOf(lot.current()).moveBetween(lot.at(0), lot.current()), std::string("A+1"));
}

void tst_HandMove::anotherPieceBetweenStartsAMove()
{
    GameHistory<Position> h(classic());
    // G down, H down, then G back up: three moves.
    QCOMPARE(play(h, {"Gd", "Hd", "Gu"}), (std::vector<int>{1, 1, 1}));
    QCOMPARE(h.moveCount(), std::size_t(3));
}

void tst_HandMove::historyMovesBetweenStartAMove()
{
    {
        GameHistory<Position> h(classic());
        play(h, {"Gd"});
        QVERIFY(h.undo());
        QVERIFY(h.redo());
        QCOMPARE(play(h, {"Gr"}), (std::vector<int>{1}));
        QCOMPARE(h.moveCount(), std::size_t(2));
    }
    {
        GameHistory<Position> h(classic());
        play(h, {"Gd"});
        h.jumpTo(1); // a jump in playback, even to where it was
        QCOMPARE(play(h, {"Gu"}), (std::vector<int>{1}));
        QCOMPARE(h.moveCount(), std::size_t(2));
    }
    {
        GameHistory<Position> h(classic());
        play(h, {"Gd", "Hd"});
        h.restart();
        QCOMPARE(play(h, {"Gd", "Gr"}), (std::vector<int>{1, 0}));
        QCOMPARE(h.moveCount(), std::size_t(1));
        QVERIFY(!h.canRedo()); // the new move dropped the old ones
    }
}

void tst_HandMove::refusedMoveChangesNothing()
{
    GameHistory<Position> h(classic());
    play(h, {"Gd"});
    const Position here = h.current();
    QVERIFY(!playHandMove(h, backendOf(here), "Gd"));
    QVERIFY(h.current() == here);
    QCOMPARE(h.moveCount(), std::size_t(1));
    // Still open: the piece moves on as one move.
    QCOMPARE(play(h, {"Gr"}), (std::vector<int>{0}));
}

void tst_HandMove::slidingAndRotationCountEveryMove()
{
    std::mt19937_64 rng(5);
    for (const PuzzleKind kind : allPuzzleKinds()) {
        const PuzzleBackend &b = backendFor(kind);
        if (kind == KlotskiKind || kind == RushHourKind)
            continue;
        GameHistory<Position> h(b.scrambleMoves(b.newGame({3, 3}, rng), 12, rng));
        // A move and its inverse: two moves, as players count them.
        const std::string m = b.legalMoves(h.current()).front();
        QCOMPARE(play(h, {m, b.inverse(m)}), (std::vector<int>{1, 1}));
        QCOMPARE(h.moveCount(), std::size_t(2));
    }
}

void tst_HandMove::keysMatchTheShortestPlan_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("shortest");
    QTest::newRow("Huarong Dao, Sabre on Horseback") << 0 << 81;
    QTest::newRow("Rush Hour, warm-up") << 1 << 8;
}

// The solver's plan played a cell at a time, each press its own call: as many moves as the plan,
// and each the plan's own.
void tst_HandMove::keysMatchTheShortestPlan()
{
    QFETCH(int, which);
    QFETCH(int, shortest);
    const Position start = which == 0 ? classic() : warmup();
    const PuzzleBackend &b = backendOf(start);
    SearchContext ctx;
    const SolveOutcome o = solve(start, b.defaultAlgorithm(b.sizeOf(start)), HeuristicId::None, ctx);
    const std::vector<std::string> plan = b.planMoves(o.moves);
    QCOMPARE(int(plan.size()), shortest);
    GameHistory<Position> h(start);
    for (const std::string &move : plan)
        for (const std::string &step : keySteps(start, move))
            QVERIFY2(playHandMove(h, b, step), step.c_str());
    QVERIFY(b.isGoal(h.current()));
    QCOMPARE(h.moveCount(), plan.size());
    for (std::size_t i = 0; i < plan.size(); ++i) {
        Position p = h.at(i);
        QVERIFY(b.apply(p, plan[i]));
        QVERIFY(p == h.at(i + 1));
    }
}

QTEST_APPLESS_MAIN(tst_HandMove)
#include "tst_handmove.moc"
