// The puzzle back ends through the PuzzleBackend interface: text round trips, every legal move
// undone by its inverse, scrambles that can be solved, solutions that replay to the goal, and
// the same answers as the direct functions the back ends forward to.
#include "puzzles/solve.h"
#include "storage/tablecache.h"
#include "sliding/game/slidingplay.h"
#include "puzzles/puzzlebackend.h"
#include "sliding/board/slidingtext.h"
#include "sliding/board/solvability.h"
#include "rotation/game/rotationplay.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"
#include "klotski/board/klotskiposition.h"
#include "rushhour/board/rushhourboard.h"

#include <QtTest>

using core::Position;
using core::PuzzleKind;

class tst_PuzzleBackend : public QObject {
    Q_OBJECT
private slots:
    void kinds();
    void textRoundTrip_data();
    void textRoundTrip();
    void movesAndInverses_data();
    void movesAndInverses();
    void scramblesAreSolvable_data();
    void scramblesAreSolvable();
    void solveReplaysToTheGoal_data();
    void solveReplaysToTheGoal();
    void sameAsTheDirectFunctions();
    void distanceScramble();
    void badTextIsRefused();
};

namespace {


void addBothPuzzles()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("sliding") << int(core::SlidingKind);
    QTest::newRow("rotation") << int(core::RotationKind);
}

void addEveryPuzzle()
{
    addBothPuzzles();
    QTest::newRow("klotski") << int(core::KlotskiKind);
    QTest::newRow("rushhour") << int(core::RushHourKind);
}

Position solvedOf(PuzzleKind kind, std::mt19937_64 &rng)
{
    return core::backendFor(kind).newGame({3, 3}, rng);
}

} // namespace

void tst_PuzzleBackend::kinds()
{
    QCOMPARE(core::backendFor(core::SlidingKind).kind(), core::SlidingKind);
    QCOMPARE(core::backendFor(core::RotationKind).kind(), core::RotationKind);
    std::mt19937_64 rng(1);
    QCOMPARE(core::kindOf(solvedOf(core::RotationKind, rng)), core::RotationKind);
    QCOMPARE(&core::backendOf(solvedOf(core::SlidingKind, rng)), &core::backendFor(core::SlidingKind));
    // Every listed back end has a kind of its own, and a position is its back end's.
    const auto kinds = core::allPuzzleKinds();
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        QCOMPARE(core::backendFor(kinds[i]).kind(), kinds[i]);
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY2(kinds[i] != kinds[j], core::backendFor(kinds[i]).key());
        const core::Position p = core::backendFor(kinds[i]).newGame({3, 3}, rng);
        QCOMPARE(core::kindOf(p), kinds[i]);
        QVERIFY(p == p && !(p != core::Position(p)));
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY(!(p == core::backendFor(kinds[j]).newGame({3, 3}, rng)));
    }
    // A position read as another puzzle's board is refused.
    QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)solvedOf(core::SlidingKind, rng).as<core::RotationBoard>());
}

void tst_PuzzleBackend::textRoundTrip_data()
{
    addEveryPuzzle();
}

void tst_PuzzleBackend::textRoundTrip()
{
    QFETCH(int, kind);
    const auto &backend = core::backendFor(PuzzleKind(kind));
    std::mt19937_64 rng(20261123);
    const Position start = solvedOf(PuzzleKind(kind), rng);
    for (int i = 0; i < 50; ++i) {
        const Position p = backend.scrambleRandom(start, rng, core::defaultTableCache());
        const core::PositionParse back = backend.parse(backend.format(p), start);
        QVERIFY2(back.position.has_value(), back.error.describe().c_str());
        QVERIFY(*back.position == p);
    }
}

void tst_PuzzleBackend::movesAndInverses_data()
{
    addEveryPuzzle();
}

void tst_PuzzleBackend::movesAndInverses()
{
    QFETCH(int, kind);
    const auto &backend = core::backendFor(PuzzleKind(kind));
    std::mt19937_64 rng(7);
    const Position start = backend.scrambleMoves(solvedOf(PuzzleKind(kind), rng), 30, rng);
    const std::vector<std::string> moves = backend.legalMoves(start);
    QVERIFY(moves.size() >= 2);
    for (const std::string &m : moves) {
        Position p = start;
        QVERIFY(backend.apply(p, m));
        QVERIFY(!(p == start));
        QCOMPARE(backend.moveBetween(start, p), m);
        QVERIFY(backend.apply(p, backend.inverse(m)));
        QVERIFY(p == start);
    }
    Position p = start;
    QVERIFY(!backend.apply(p, "?"));
    QVERIFY(!backend.apply(p, ""));
    // A plan's text splits into its moves and joins back.
    QCOMPARE(backend.planMoves(backend.planText(moves)), moves);
    QVERIFY(p == start);
}

void tst_PuzzleBackend::scramblesAreSolvable_data()
{
    addBothPuzzles();
}

void tst_PuzzleBackend::scramblesAreSolvable()
{
    QFETCH(int, kind);
    const auto &backend = core::backendFor(PuzzleKind(kind));
    std::mt19937_64 rng(99);
    const Position solved = solvedOf(PuzzleKind(kind), rng);
    QVERIFY(backend.isGoal(solved));
    for (int i = 0; i < 30; ++i) {
        QVERIFY(!backend.unsolvableReason(backend.scrambleRandom(solved, rng, core::defaultTableCache())));
        QVERIFY(!backend.unsolvableReason(backend.scrambleMoves(solved, i, rng)));
    }
}

void tst_PuzzleBackend::solveReplaysToTheGoal_data()
{
    addEveryPuzzle();
}

void tst_PuzzleBackend::solveReplaysToTheGoal()
{
    QFETCH(int, kind);
    const auto &backend = core::backendFor(PuzzleKind(kind));
    std::mt19937_64 rng(5);
    const Position solved = solvedOf(PuzzleKind(kind), rng);
    for (int i = 0; i < 5; ++i) {
        const Position start = backend.scrambleMoves(solved, 12, rng);
        const core::HeuristicId h = core::defaultHeuristic(PuzzleKind(kind), {3, 3});
        core::SearchContext ctx;
        const core::BoardSize size = backend.sizeOf(start);
        const core::SolveOutcome o = core::solve(start, core::defaultAlgorithm(PuzzleKind(kind), size), h, ctx);
        QCOMPARE(o.status, core::SearchStatus::Solved);
        QVERIFY(o.optimal);
        Position p = start;
        const std::vector<std::string> plan = backend.planMoves(o.moves);
        QCOMPARE(plan.size(), o.length());
        for (const std::string &m : plan)
            QVERIFY(backend.apply(p, m));
        QVERIFY(backend.isGoal(p));
        core::SearchContext hintCtx;
        const core::Hint hint = backend.hint(start, hintCtx);
        QCOMPARE(hint.kind, core::Hint::Kind::Exact);
        QCOMPARE(hint.distance, int(o.length()));
    }
}

void tst_PuzzleBackend::sameAsTheDirectFunctions()
{
    const auto &sliding = core::backendFor(core::SlidingKind);
    const auto &rotation = core::backendFor(core::RotationKind);
    std::mt19937_64 a(42), b(42);
    const core::SlidingBoard goal = core::SlidingBoard::standardGoal({4, 4});
    const Position s = sliding.scrambleRandom(core::SlidingPosition{goal, goal}, a, core::defaultTableCache());
    const core::SlidingBoard direct = core::scrambleRandomSolvable(goal, b);
    QVERIFY(s.as<core::SlidingPosition>().board == direct);
    QCOMPARE(sliding.format(s), core::formatId(direct));
    QCOMPARE(sliding.unsolvableReason(s), core::checkSolvable(direct, goal).reason);
    const Position r = rotation.scrambleRandom(s, a, core::defaultTableCache());
    const core::RotationBoard rd = core::scrambleRotationRandom(b);
    QVERIFY(r.as<core::RotationBoard>() == rd);
    QCOMPARE(rotation.format(r), core::formatRotation(rd));
    QCOMPARE(rotation.isGoal(r), rd.solvedDigit() != 0);
    const core::PositionXray x = rotation.xray(r, core::HeuristicId::CentreTable, core::defaultTableCache());
    QCOMPARE(std::any_cast<core::RotationXray>(x.detail).tableBound, core::rotationXray(rd, core::defaultTableCache()).tableBound);
    QVERIFY(x.knowsTrueDistance);
    const core::PositionXray sx = sliding.xray(s, core::HeuristicId::Manhattan, core::defaultTableCache());
    QCOMPARE(std::any_cast<core::SlidingXray>(sx.detail).manhattanSum, core::slidingXray(direct, goal, core::HeuristicId::Manhattan, core::defaultTableCache()).manhattanSum);
    QVERIFY(!sx.knowsTrueDistance); // 4x4 is beyond the tables
    QVERIFY(!sliding.answersAtOnce(s));
    QVERIFY(rotation.answersAtOnce(r));
    const core::SlidingBoard &board = s.as<core::SlidingPosition>().board;
    for (const std::string &m : sliding.legalMoves(s)) {
        core::Dir d;
        QVERIFY(core::dirFromLetter(m[0], d));
        QCOMPARE(sliding.movedTile(s, m), int(board.tiles[std::size_t(core::blankTarget(board.size, board.blankIndex(), d))]));
    }
    QCOMPARE(rotation.movedTile(r, "A"), 0);
}

void tst_PuzzleBackend::distanceScramble()
{
    const auto &sliding = core::backendFor(core::SlidingKind);
    const auto &rotation = core::backendFor(core::RotationKind);
    std::mt19937_64 rng(3);
    const Position eight = sliding.newGame({3, 3}, rng);
    QCOMPARE(sliding.maxScrambleDistance(eight, core::defaultTableCache()), 31);
    const core::PositionScramble r = sliding.scrambleAtDistance(eight, 20, rng, core::defaultTableCache(), 1'000'000, {});
    QVERIFY(r.position.has_value());
    core::SearchContext ctx;
    QCOMPARE(sliding.hint(*r.position, ctx).distance, 20);
    const Position game = rotation.newGame({}, rng);
    QCOMPARE(rotation.maxScrambleDistance(game, core::defaultTableCache()), 0);
    QVERIFY(!rotation.scrambleAtDistance(game, 5, rng, core::defaultTableCache(), 1'000'000, {}).position);
}

void tst_PuzzleBackend::badTextIsRefused()
{
    std::mt19937_64 rng(11);
    for (PuzzleKind kind : {core::SlidingKind, core::RotationKind}) {
        const auto &backend = core::backendFor(kind);
        const core::PositionParse r = backend.parse("garbage", solvedOf(kind, rng));
        QVERIFY(!r.position);
        QVERIFY(r.error.failed());
        QVERIFY(!r.error.describe().empty());
    }
}

QTEST_APPLESS_MAIN(tst_PuzzleBackend)
#include "tst_puzzlebackend.moc"
