// The state-space map's Huarong Dao axes and the back end's watched cells: every board's
// distance to the goal is the tests' own exhaustive BFS's, its distance from the start is a
// breadth-first layering (the start 0, each board one more than its nearest neighbour), a walk
// stopped by its budget answers nothing, and cells read back to the board they were written
// from.
#include "klotski/board/klotskidomain.h"
#include "klotski/game/klotskisolver.h"
#include "klotski/game/klotskispace.h"
#include "klotskireference.h"
#include "puzzles/puzzlebackend.h"
#include "watching/statespaceaxes.h"
#include "klotski/board/klotskiposition.h"

#include <QtTest>

using namespace core;

namespace {

std::string cellsOf(const KlotskiDomain &d, const KlotskiBoard &b)
{
    std::string cells;
    d.cellsOf(d.stateOf(b), cells);
    return cells;
}

} // namespace

class tst_KlotskiSpace : public QObject {
    Q_OBJECT

private slots:
    void distancesAreExact();
    void stoppedWalkAnswersNothing();
    void cellsReadBack();
    void mapAxesAreExact();
};

void tst_KlotskiSpace::distancesAreExact()
{
    const KlotskiBoard start = board(Classic);
    const KlotskiGoal goal = goalFor(start, nullptr);
    const KlotskiDomain d(start, goal);
    const auto exact = exactDistances(start, goal);
    SearchContext ctx;
    const KlotskiSpace space(start, goal, ctx);
    QVERIFY(space.complete());
    QCOMPARE(space.at(cellsOf(d, start)), std::make_pair(0, 81));
    int farthestToGoal = 0;
    for (const auto &[key, v] : exact)
        farthestToGoal = std::max(farthestToGoal, v);
    QVERIFY(space.extent() >= farthestToGoal);
    std::mt19937_64 rng(11);
    for (int i = 0; i < 60; ++i) {
        const KlotskiBoard b = klotskiRandomWalk(start, goal, 1 + i * 3, rng);
        const auto [fromStart, toGoal] = space.at(cellsOf(d, b));
        QCOMPARE(toGoal, exact.at(canonical(b, goal.piece)));
        QVERIFY(fromStart >= 1 || b == start || canonical(b, goal.piece) == canonical(start, goal.piece));
        QVERIFY(fromStart <= 1 + i * 3);
        // Breadth-first layers: no neighbour is more than one nearer, and one is exactly one nearer.
        int nearest = fromStart + 1;
        for (const KlotskiBoard &n : neighbours(b)) {
            const int f = space.at(cellsOf(d, n)).first;
            QVERIFY(f >= fromStart - 1 && f <= fromStart + 1);
            nearest = std::min(nearest, f);
        }
        if (fromStart > 0)
            QCOMPARE(nearest, fromStart - 1);
    }
    // A board of another box is none of these.
    QCOMPARE(space.at("ab"), std::make_pair(-1, -1));
}

void tst_KlotskiSpace::stoppedWalkAnswersNothing()
{
    const KlotskiBoard start = board(Classic);
    const KlotskiGoal goal = goalFor(start, nullptr);
    const KlotskiDomain d(start, goal);
    SearchContext ctx;
    ctx.setMaxExpanded(100);
    const KlotskiSpace space(start, goal, ctx);
    QVERIFY(!space.complete());
    QCOMPARE(space.extent(), 0);
    QCOMPARE(space.at(cellsOf(d, start)), std::make_pair(-1, -1));
}

void tst_KlotskiSpace::cellsReadBack()
{
    const PuzzleBackend &backend = backendFor(KlotskiKind);
    std::mt19937_64 rng(3);
    const Position classic = backend.newGame({}, rng);
    for (int i = 0; i < 30; ++i) {
        const Position p = backend.scrambleMoves(classic, i * 5, rng);
        const std::vector<std::string> cells = backend.watchedCells(p);
        QCOMPARE(cells.size(), std::size_t(1));
        const auto back = backend.fromCells(p, cells.front());
        QVERIFY(back.has_value());
        // Same-shaped pieces may swap letters; the board players see is the same.
        const auto &k = p.as<KlotskiPosition>();
        QCOMPARE(canonical(back->as<KlotskiPosition>().board, k.goal.piece), canonical(k.board, k.goal.piece));
    }
    QVERIFY(!backend.fromCells(classic, "short").has_value());
}

void tst_KlotskiSpace::mapAxesAreExact()
{
    const PuzzleBackend &backend = backendFor(KlotskiKind);
    std::mt19937_64 rng(9);
    const Position classic = backend.newGame({}, rng);
    QVERIFY(StateSpaceAxes::tabulable(classic));
    TableCache cache;
    const StateSpaceAxes axes(classic, cache);
    QVERIFY(axes.exact());
    const auto point = axes.at(backend.watchedCells(classic).front());
    QCOMPARE(point.fromStart, 0);
    QCOMPARE(point.toGoal, 81);
    QVERIFY(axes.extent() >= 81);
}

QTEST_APPLESS_MAIN(tst_KlotskiSpace)
#include "tst_klotskispace.moc"
