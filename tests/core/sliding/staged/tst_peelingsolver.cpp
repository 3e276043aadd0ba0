// The staged solver and its subgoal tables. A SubgoalTable's distance for every 3x3, 4x2, 2x4 and 3x2
// arrangement equals an independent multi-source breadth-first search over whole boards (the
// fewest moves to any board with the row home). Staged plans on 4x5 and 5x4 boards replay to
// the goal, are never shorter than the admissible linear-conflict bound, and take exactly the
// table's distance to finish the first stage. The 24-puzzle cases (a 127.5 MB table) are slow.
#include "convert.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/staged/peelingsolver.h"
#include "reference.h"
#include "sliding/board/slidingdomain.h"
#include "sliding/heuristics/slidingheuristics.h"
#include "sliding/board/solvability.h"
#include "solvers/solverregistry.h"
#include "sliding/tables/subgoaltable.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QtTest>

#include <fstream>
#include <sstream>
#include <thread>

namespace {

// Fewest moves from every arrangement to one whose `cells` hold the goal's tiles: a BFS over
// whole boards, backwards from every board that satisfies it (moves are reversible).
std::map<ref::Board, int> subgoalDistances(int w, int h, const ref::Board &goal, const std::vector<int> &cells)
{
    const int n = w * h;
    std::vector<ref::Board> frontier;
    std::map<ref::Board, int> dist;
    ref::Board b(static_cast<std::size_t>(n), 0);
    std::vector<int> perm(static_cast<std::size_t>(n), 0);
    for (int i = 0; i < n; ++i)
        perm[std::size_t(i)] = i;
    do {
        for (int i = 0; i < n; ++i)
            b[std::size_t(i)] = perm[std::size_t(i)];
        bool home = true;
        for (int c : cells)
            home = home && b[std::size_t(c)] == goal[std::size_t(c)];
        if (home && ref::solvableByInversions(b, goal, w)) {
            dist.emplace(b, 0);
            frontier.push_back(b);
        }
    } while (std::next_permutation(perm.begin(), perm.end()));
    for (int depth = 0; !frontier.empty(); ++depth) {
        std::vector<ref::Board> next;
        for (const ref::Board &x : frontier) {
            const int blank = ref::blankOf(x);
            for (int dir = 0; dir < 4; ++dir) {
                const int to = ref::step(w, h, blank, dir);
                if (to < 0)
                    continue;
                ref::Board y = x;
                std::swap(y[std::size_t(blank)], y[std::size_t(to)]);
                if (dist.emplace(y, depth + 1).second)
                    next.push_back(y);
            }
        }
        frontier = std::move(next);
    }
    return dist;
}

bool replays(const core::SlidingBoard &start, const core::SlidingBoard &goal, const std::string &moves)
{
    ref::Board b = toRef(start);
    return ref::replay(b, start.width(), start.height(), moves) && b == toRef(goal);
}

} // namespace

class tst_PeelingSolver : public QObject {
    Q_OBJECT
private slots:
    void tableMatchesWholeBoardSearch_data();
    void tableMatchesWholeBoardSearch();
    void stagedPlansReplay_data();
    void stagedPlansReplay();
    void cancelStopsTheTableBuild();
    void cacheFilesRoundTripAndRefuseDamage();
    void registryOffersItWhereItFits();
    void korfFelner24Puzzles();
};

void tst_PeelingSolver::tableMatchesWholeBoardSearch_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("column");
    QTest::newRow("3x3 top row") << 3 << 3 << false;
    QTest::newRow("3x3 left column") << 3 << 3 << true;
    QTest::newRow("4x2 top row") << 4 << 2 << false;
    QTest::newRow("2x4 left column") << 2 << 4 << true;
    QTest::newRow("3x2 top row") << 3 << 2 << false;
}

void tst_PeelingSolver::tableMatchesWholeBoardSearch()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, column);
    const ref::Board goal = ref::standardGoal(w * h);
    std::vector<int> region, line;
    for (int c = 0; c < w * h; ++c)
        region.push_back(c);
    for (int i = 0; i < (column ? h : w); ++i)
        line.push_back(column ? i * w : i);
    core::SubgoalTable table({w, h}, region, line);
    QCOMPARE(table.stateCount(), core::SubgoalTable::stateCount(w * h, int(line.size())));
    QVERIFY(table.build());
    const auto expected = subgoalDistances(w, h, goal, line);
    int checked = 0, largest = 0;
    for (const auto &[board, d] : expected) {
        std::vector<int> cells;
        for (int g : line) {
            const int tile = goal[std::size_t(g)];
            cells.push_back(int(std::find(board.begin(), board.end(), tile) - board.begin()));
        }
        QCOMPARE(table.distance(ref::blankOf(board), cells), d);
        largest = std::max(largest, d);
        ++checked;
    }
    QVERIFY(checked >= 360);
    QVERIFY(largest >= 5);
}

void tst_PeelingSolver::stagedPlansReplay_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("blankFirst");
    QTest::newRow("4x5") << 4 << 5 << false;
    QTest::newRow("5x4") << 5 << 4 << false;
    QTest::newRow("4x5 blank first") << 4 << 5 << true;
}

void tst_PeelingSolver::stagedPlansReplay()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, blankFirst);
    const int n = w * h;
    ref::Board goalRef = ref::standardGoal(n);
    if (blankFirst) {
        for (int i = 0; i < n; ++i)
            goalRef[std::size_t(i)] = i;
    }
    const core::SlidingBoard goal = toCore(w, h, goalRef);
    std::mt19937_64 rng(std::uint64_t(w * 10 + h + (blankFirst ? 7 : 0)));
    const core::SlidingDomain domain(goal);
    const core::LinearConflict lc(domain);
    for (int sample = 0; sample < 6; ++sample) {
        ref::Board b = goalRef;
        ref::randomWalk(b, w, h, 300, rng);
        const core::SlidingBoard start = toCore(w, h, b);
        core::SearchContext ctx;
        const auto o = core::solveSliding(start, goal, core::AlgorithmId::Staged, core::HeuristicId::None, ctx);
        QCOMPARE(o.status, core::SearchStatus::Solved);
        QVERIFY(replays(start, goal, o.moves));
        QVERIFY(int(o.moves.size()) >= lc(domain.stateOf(start))); // never below a lower bound
        QCOMPARE(o.lowerBound, lc(domain.stateOf(start))); // and says which
        QCOMPARE(o.optimal, int(o.moves.size()) == o.lowerBound);
        QVERIFY(o.moves.size() % 2 == std::size_t(lc(domain.stateOf(start)) % 2)); // parity of the board
    }
    // A board already home needs no move; one move away needs one.
    core::SearchContext ctx;
    QCOMPARE(core::solveSliding(goal, goal, core::AlgorithmId::Staged, core::HeuristicId::None, ctx).moves, std::string());
    core::SlidingBoard near = goal;
    for (core::Dir d : {core::Dir::Down, core::Dir::Left, core::Dir::Right, core::Dir::Up})
        if (core::applyDir(near, d))
            break;
    QCOMPARE(core::solveSliding(near, goal, core::AlgorithmId::Staged, core::HeuristicId::None, ctx).moves.size(), std::size_t(1));
}

void tst_PeelingSolver::cancelStopsTheTableBuild()
{
    // A 5x5 row table (127.5 million states) set building, then cancelled from another thread.
    std::vector<int> region, line{0, 1, 2, 3, 4};
    for (int c = 0; c < 25; ++c)
        region.push_back(c);
    core::SubgoalTable table({5, 5}, region, line);
    std::stop_source cancel;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        cancel.request_stop();
    });
    QElapsedTimer t;
    t.start();
    QVERIFY(!table.build(cancel.get_token()));
    canceller.join();
    QVERIFY(!table.isBuilt());
    qInfo("cancelled after %lld ms", qlonglong(t.elapsed()));
}

void tst_PeelingSolver::cacheFilesRoundTripAndRefuseDamage()
{
    const std::vector<int> region{0, 1, 2, 3, 4, 5, 6, 7, 8};
    core::SubgoalTable table({3, 3}, region, {0, 1, 2});
    QVERIFY(table.build());
    std::ostringstream out;
    table.write(out);
    const std::string bytes = out.str();
    // Read back: the same distance everywhere.
    core::SubgoalTable back({3, 3}, region, {0, 1, 2});
    std::istringstream in(bytes);
    std::string error;
    QVERIFY2(back.read(in, error), error.c_str());
    std::vector<int> perm{0, 1, 2, 3, 4, 5, 6, 7, 8};
    do {
        const std::vector<int> tiles{perm[1], perm[2], perm[3]};
        QCOMPARE(back.distance(perm[0], tiles), table.distance(perm[0], tiles));
    } while (std::next_permutation(perm.begin(), perm.end()));
    // Every truncation and a flip of any one byte (sampled) is refused with a reason.
    for (std::size_t cut : {std::size_t(0), std::size_t(5), std::size_t(30), bytes.size() / 2, bytes.size() - 1}) {
        core::SubgoalTable t({3, 3}, region, {0, 1, 2});
        std::istringstream damaged(bytes.substr(0, cut));
        QVERIFY(!t.read(damaged, error));
        QVERIFY(!error.empty());
        QVERIFY(!t.isBuilt());
    }
    for (std::size_t i = 0; i < bytes.size(); i += 7) {
        std::string flipped = bytes;
        flipped[i] = char(flipped[i] ^ 0x10);
        core::SubgoalTable t({3, 3}, region, {0, 1, 2});
        std::istringstream damaged(flipped);
        error.clear();
        QVERIFY(!t.read(damaged, error));
        QVERIFY(!error.empty());
    }
    // A file for another row of the same board is refused as such.
    core::SubgoalTable other({3, 3}, region, {6, 7, 8});
    std::istringstream wrong(bytes);
    QVERIFY(!other.read(wrong, error));
    QVERIFY(QString::fromStdString(error).contains("another"));
    QVERIFY(table.cacheFileName() != other.cacheFileName());
}

void tst_PeelingSolver::registryOffersItWhereItFits()
{
    using core::AlgorithmId;
    using core::HeuristicId;
    using core::PuzzleKind;
    for (core::BoardSize s : {core::BoardSize{5, 5}, core::BoardSize{4, 5}, core::BoardSize{5, 3}})
        QVERIFY(!core::checkCombination(core::SlidingKind, s, AlgorithmId::Staged, HeuristicId::None));
    for (core::BoardSize s : {core::BoardSize{4, 4}, core::BoardSize{3, 3}, core::BoardSize{6, 5}, core::BoardSize{10, 10}})
        QVERIFY(static_cast<bool>(core::checkCombination(core::SlidingKind, s, AlgorithmId::Staged, HeuristicId::None)));
    QVERIFY(static_cast<bool>(core::checkCombination(core::RotationKind, {}, AlgorithmId::Staged, HeuristicId::None)));
    QCOMPARE(core::algorithmFromKey("staged"), std::optional<AlgorithmId>(AlgorithmId::Staged));
    QVERIFY(!core::isOptimal(AlgorithmId::Staged));
}

void tst_PeelingSolver::korfFelner24Puzzles()
{
    if (qEnvironmentVariableIsEmpty("PUZZLESCOPE_SLOW_TESTS"))
        QSKIP("slow: builds the 127.5 MB table of a 5x5 row (PUZZLESCOPE_SLOW_TESTS=1)");
    std::ifstream in(PUZZLESCOPE_TEST_DATA "/korf50_24puzzle_blank_last.txt");
    QVERIFY(in);
    std::string line;
    int count = 0;
    double ratioSum = 0;
    const core::SlidingBoard goal = core::SlidingBoard::standardGoal({5, 5});
    while (std::getline(in, line) && count < 10) {
        std::istringstream s(line);
        core::SlidingBoard start;
        start.size = {5, 5};
        int v;
        for (int i = 0; i < 25 && s >> v; ++i)
            start.tiles.push_back(std::uint8_t(v));
        int optimal = 0;
        s >> optimal;
        core::SearchContext ctx;
        const auto o = core::solveSliding(start, goal, core::AlgorithmId::Staged, core::HeuristicId::None, ctx);
        QCOMPARE(o.status, core::SearchStatus::Solved);
        QVERIFY(replays(start, goal, o.moves));
        QVERIFY(int(o.moves.size()) >= optimal);
        QVERIFY(2 * int(o.moves.size()) <= 3 * optimal);
        ratioSum += double(o.moves.size()) / optimal;
        ++count;
    }
    QCOMPARE(count, 10);
    qInfo("mean length ratio over the first 10: %.3f", ratioSum / count);
}

QTEST_MAIN(tst_PeelingSolver)
#include "tst_peelingsolver.moc"
