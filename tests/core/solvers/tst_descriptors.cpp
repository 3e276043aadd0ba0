// The descriptor rows are consistent: every id has exactly one row and its key round-trips;
// what a row's check accepts, the solver solves (plans replayed to the goal, optimal ones as
// short as an independent BFS); what it refuses comes with a reason; the defaults are
// accepted; and every heuristic that says it is admissible never exceeds the true distance on
// every 2x3 and 3x2 board and a sample of 3x3 boards (consistent ones change by at most one
// per move).

#include "storage/tablecache.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/game/slidingplay.h"
#include "solvers/descriptors.h"
#include "solvers/solverregistry.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include "convert.h"
#include "reference.h"
#include "rotation/game/rotationplay.h"
#include "klotski/game/klotskibackend.h"

#include <QtTest>

#include <random>
#include <set>

using core::AlgorithmId;
using core::HeuristicId;
using core::PuzzleKind;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString pairName(AlgorithmId a, HeuristicId h)
{
    return qs(core::algorithmKey(a) + "/" + core::heuristicKey(h));
}

std::vector<HeuristicId> everyHeuristic()
{
    std::vector<HeuristicId> out;
    for (const core::HeuristicRow &r : core::heuristicRows())
        out.push_back(r.id);
    return out;
}

// Whether the rotation plan fills the centre with one digit.
bool rotationPlanSolves(const core::RotationBoard &b, const std::string &plan)
{
    ref::RotationCells cells = toRef(b);
    for (char c : plan) {
        if (c < 'A' || c > 'H')
            return false;
        ref::rotationMove(cells, c - 'A');
    }
    for (int i : ref::Centre)
        if (cells[std::size_t(i)] != cells[std::size_t(ref::Centre[0])])
            return false;
    return true;
}

} // namespace

class tst_Descriptors : public QObject {
    Q_OBJECT
private slots:
    void everyIdHasOneRow();
    void keysRoundTrip();
    void rowsAreDescribed();
    void strongerSuggestionsFit();
    void checksAgreeWithSliding_data();
    void checksAgreeWithSliding();
    void checksAgreeWithRotation();
    void defaultsAreAccepted();
    void admissibleOnSmallBoards_data();
    void admissibleOnSmallBoards();
    void admissibleOnSampleOf3x3();
};

// Ids are dense enums: the rows cover 0..count-1, each once, and the lookup finds each row; a
// module's own heuristic ids (from ModuleHeuristicIds on) are each one row too.
void tst_Descriptors::everyIdHasOneRow()
{
    std::set<int> algorithms;
    for (const core::AlgorithmRow &r : core::algorithmRows()) {
        QVERIFY(algorithms.insert(int(r.id)).second);
        QCOMPARE(&core::algorithmRow(r.id), &r);
    }
    QCOMPARE(*algorithms.begin(), 0);
    QCOMPARE(*algorithms.rbegin(), int(algorithms.size()) - 1);
    std::set<int> heuristics, modules;
    for (const core::HeuristicRow &r : core::heuristicRows()) {
        QVERIFY(heuristics.insert(int(r.id)).second);
        QCOMPARE(&core::heuristicRow(r.id), &r);
        if (int(r.id) >= core::ModuleHeuristicIds) {
            modules.insert(int(r.id));
            QVERIFY(r.puzzle.has_value());
        }
    }
    for (const int m : modules)
        heuristics.erase(m);
    QCOMPARE(*heuristics.begin(), 0);
    QCOMPARE(*heuristics.rbegin(), int(heuristics.size()) - 1);
    QVERIFY(*heuristics.rbegin() < core::ModuleHeuristicIds);
}

void tst_Descriptors::keysRoundTrip()
{
    std::set<std::string> keys;
    for (const core::AlgorithmRow &r : core::algorithmRows()) {
        QVERIFY2(keys.insert(r.key).second, r.key);
        QCOMPARE(core::algorithmKey(r.id), std::string(r.key));
        QCOMPARE(core::algorithmFromKey(r.key), std::optional<AlgorithmId>(r.id));
    }
    keys.clear();
    for (const core::HeuristicRow &r : core::heuristicRows()) {
        QVERIFY2(keys.insert(r.key).second, r.key);
        QCOMPARE(core::heuristicKey(r.id), std::string(r.key));
        QCOMPARE(core::heuristicFromKey(r.key), std::optional<HeuristicId>(r.id));
    }
    QVERIFY(!core::algorithmFromKey("dijkstra"));
    QVERIFY(!core::heuristicFromKey("Manhattan"));
}

// Keys are single lower-case words (the CLI and saved files use them); descriptions are one
// line; a heuristic has a factory for its puzzle; lists follow the rows.
void tst_Descriptors::rowsAreDescribed()
{
    const auto keyOk = [](const char *k) {
        const QString s = QString::fromLatin1(k);
        return !s.isEmpty() && s == s.toLower() && !s.contains(QLatin1Char(' '));
    };
    for (const core::AlgorithmRow &r : core::algorithmRows()) {
        QVERIFY2(keyOk(r.key), r.key);
        QVERIFY(std::string(r.description).size() > 10);
        QVERIFY(std::string(r.description).find('\n') == std::string::npos);
        QCOMPARE(core::isOptimal(r.id), r.optimality == core::Optimality::Optimal);
        // An algorithm no search family runs takes no heuristic, and is offered only by the
        // puzzles that declare a solver of it; every search is offered to every puzzle.
        QVERIFY(core::runsAsSearch(r) || !r.takesHeuristic);
        for (const PuzzleKind kind : core::allPuzzleKinds())
            QCOMPARE(core::directSolver(kind, r.id) != nullptr,
                     !core::runsAsSearch(r) && core::checkCombination(kind, {3, 3}, r.id, core::HeuristicId::None).code
                         != core::ReasonCode::AlgorithmNotForPuzzle);
        // Its words for people (the window translates them): a name and what it does, a
        // bounded search's with the weight's place.
        QVERIFY2(r.words.name && r.words.does, r.key);
        const bool bounded = r.optimality == core::Optimality::Bounded;
        QCOMPARE(std::string(r.words.name).find("%1") != std::string::npos, bounded);
    }
    for (const core::HeuristicRow &r : core::heuristicRows()) {
        QVERIFY2(keyOk(r.key), r.key);
        QVERIFY(std::string(r.description).size() > 3);
        QVERIFY(!r.consistent || r.admissible);
        QVERIFY2(r.words.name && r.words.does && std::string(r.words.does).size() > 20, r.key);
        // Each puzzle's row runs its own searches; the row of no heuristic runs none (each
        // puzzle's blind search is its SolverRow's).
        QCOMPARE(r.search != nullptr, r.puzzle.has_value());
    }
    for (const PuzzleKind kind : core::allPuzzleKinds()) {
        QCOMPARE(core::solverRow(kind).puzzle, kind);
        QVERIFY(core::solverRow(kind).blind);
        for (const core::DirectSolver &d : core::solverRow(kind).direct) {
            QVERIFY(d.solve);
            QVERIFY(!core::runsAsSearch(core::algorithmRow(d.algorithm)));
        }
    }
    QCOMPARE(core::allAlgorithms(true).size(), core::algorithmRows().size());
    std::size_t perPuzzle = 1; // the row of no heuristic
    for (const PuzzleKind kind : core::allPuzzleKinds())
        perPuzzle += core::heuristicsFor(kind).size();
    QCOMPARE(perPuzzle, core::heuristicRows().size());
}

// After a node budget the advice names a heuristic of the same puzzle that runs on that size.
void tst_Descriptors::strongerSuggestionsFit()
{
    const auto fitsSize = [](const core::HeuristicRow &r, core::BoardSize size) {
        return !r.fits || !r.fits(core::SlidingKind, size);
    };
    int suggestions = 0;
    for (const core::HeuristicRow &r : core::heuristicRows()) {
        if (!r.stronger)
            continue;
        QVERIFY2(!r.puzzle || *r.puzzle == core::SlidingKind, r.key);
        for (const core::BoardSize size : {core::BoardSize{3, 3}, core::BoardSize{4, 4}, core::BoardSize{5, 5},
                                           core::BoardSize{3, 5}}) {
            const std::string key = r.stronger(size);
            if (!fitsSize(r, size) || key.empty())
                continue;
            const auto h = core::heuristicFromKey(key);
            QVERIFY2(h && *h != r.id, (std::string(r.key) + " suggests " + key).c_str());
            const core::HeuristicRow &s = core::heuristicRow(*h);
            QVERIFY2(s.puzzle == core::SlidingKind && fitsSize(s, size), (std::string(r.key) + " suggests " + key).c_str());
            ++suggestions;
        }
    }
    QVERIFY(suggestions >= 10);
}

void tst_Descriptors::checksAgreeWithSliding_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("2x2") << 2 << 2;
    QTest::newRow("3x2") << 3 << 2;
    QTest::newRow("3x3") << 3 << 3;
}

// Every pair the check accepts solves boards a few moves from the goal; every pair it refuses
// says why, in English for the CLI.
void tst_Descriptors::checksAgreeWithSliding()
{
    QFETCH(int, width);
    QFETCH(int, height);
    const core::BoardSize size{width, height};
    const auto goal = core::SlidingBoard::standardGoal(size);
    const ref::ExhaustiveBfs &bfs = ref::referenceFor(width, height, toRef(goal));
    std::mt19937_64 rng(11);
    int accepted = 0;
    for (AlgorithmId a : core::allAlgorithms(true)) {
        for (HeuristicId h : everyHeuristic()) {
            const core::Reason why = core::checkCombination(core::SlidingKind, size, a, h);
            if (why) {
                QVERIFY2(!core::describe(why).empty(), qPrintable(pairName(a, h)));
                continue;
            }
            ++accepted;
            for (int k = 0; k < 4; ++k) {
                const auto start = core::scrambleRandomWalk(goal, 3 + 2 * k, rng);
                core::SearchContext ctx;
                const auto o = core::solveSliding(start, goal, a, h, ctx);
                QVERIFY2(o.status == core::SearchStatus::Solved, qPrintable(pairName(a, h)));
                ref::Board b = toRef(start);
                QVERIFY(ref::replay(b, width, height, o.moves));
                QCOMPARE(b, toRef(goal));
                if (core::isOptimal(a))
                    QCOMPARE(int(o.moves.size()), bfs.distance(toRef(start)));
            }
        }
    }
    QVERIFY(accepted >= 4);
}

void tst_Descriptors::checksAgreeWithRotation()
{
    std::mt19937_64 rng(5);
    int accepted = 0;
    for (AlgorithmId a : core::allAlgorithms(true)) {
        for (HeuristicId h : everyHeuristic()) {
            const core::Reason why = core::checkCombination(core::RotationKind, {}, a, h);
            if (why) {
                QVERIFY2(!core::describe(why).empty(), qPrintable(pairName(a, h)));
                continue;
            }
            ++accepted;
            const auto start = core::scrambleRotationWalk(3, rng);
            core::SearchContext ctx;
            const auto o = core::solveRotation(start, a, h, ctx);
            QVERIFY2(o.status == core::SearchStatus::Solved, qPrintable(pairName(a, h)));
            QVERIFY(rotationPlanSolves(start, o.moves));
            QVERIFY(o.moves.size() <= 3);
        }
    }
    QVERIFY(accepted >= 4);
}

void tst_Descriptors::defaultsAreAccepted()
{
    const core::BoardSize sizes[] = {{2, 2}, {3, 3}, {4, 4}, {5, 5}, {4, 3}, {8, 8}};
    for (core::BoardSize s : sizes) {
        int defaults = 0;
        for (const core::HeuristicRow &r : core::heuristicRows())
            defaults += r.puzzle == core::SlidingKind && r.defaultFor && r.defaultFor(s);
        QCOMPARE(defaults, 1);
        const HeuristicId h = core::defaultHeuristic(core::SlidingKind, s);
        QVERIFY(!core::checkCombination(core::SlidingKind, s, AlgorithmId::IdaStar, h));
    }
    QVERIFY(!core::checkCombination(core::RotationKind, {}, AlgorithmId::IdaStar,
                                    core::defaultHeuristic(core::RotationKind)));
}

void tst_Descriptors::admissibleOnSmallBoards_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("2x3") << 2 << 3;
    QTest::newRow("3x2") << 3 << 2;
}

// Every reachable board, every row that can say its value on this size.
void tst_Descriptors::admissibleOnSmallBoards()
{
    QFETCH(int, width);
    QFETCH(int, height);
    const core::BoardSize size{width, height};
    const auto goal = core::SlidingBoard::standardGoal(size);
    const ref::ExhaustiveBfs &bfs = ref::referenceFor(width, height, toRef(goal));
    int checkedRows = 0;
    for (const core::HeuristicRow &r : core::heuristicRows()) {
        if (!r.estimate || r.puzzle != core::SlidingKind || (r.fits && r.fits(core::SlidingKind, size)))
            continue;
        ++checkedRows;
        QCOMPARE(r.estimate(core::defaultTableCache(), core::SlidingPosition{goal, goal}), 0);
        for (std::uint32_t i = 0; i < bfs.spaceSize(); ++i) {
            const int dist = bfs.distanceAt(i);
            if (dist < 0)
                continue;
            ref::Board b = ref::permFromIndex(i, width * height);
            const int h = r.estimate(core::defaultTableCache(), core::SlidingPosition{toCore(width, height, b), goal});
            if (r.admissible && h > dist)
                QFAIL(qPrintable(QStringLiteral("%1 is %2 over distance %3 at %4")
                                     .arg(QLatin1String(r.key)).arg(h).arg(dist).arg(qs(ref::toText(b)))));
            if (!r.consistent)
                continue;
            const int blank = ref::blankOf(b);
            for (int dir = 0; dir < 4; ++dir) {
                const int to = ref::step(width, height, blank, dir);
                if (to < 0)
                    continue;
                std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
                const int next = r.estimate(core::defaultTableCache(), core::SlidingPosition{toCore(width, height, b), goal});
                std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
                if (std::abs(next - h) > 1)
                    QFAIL(qPrintable(QStringLiteral("%1 jumps from %2 to %3 in one move at %4")
                                         .arg(QLatin1String(r.key)).arg(h).arg(next).arg(qs(ref::toText(b)))));
            }
        }
    }
    QVERIFY(checkedRows >= 4);
}

void tst_Descriptors::admissibleOnSampleOf3x3()
{
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    const ref::ExhaustiveBfs &bfs = ref::referenceFor(3, 3, toRef(goal));
    std::mt19937_64 rng(3);
    std::uniform_int_distribution<std::uint32_t> pick(0, std::uint32_t(bfs.spaceSize() - 1));
    for (const core::HeuristicRow &r : core::heuristicRows()) {
        if (!r.estimate || !r.admissible || r.puzzle != core::SlidingKind
            || (r.fits && r.fits(core::SlidingKind, {3, 3})))
            continue;
        for (int k = 0; k < 3000; ++k) {
            const std::uint32_t i = pick(rng);
            const int dist = bfs.distanceAt(i);
            if (dist < 0)
                continue;
            const ref::Board b = ref::permFromIndex(i, 9);
            const int h = r.estimate(core::defaultTableCache(), core::SlidingPosition{toCore(3, 3, b), goal});
            if (h > dist)
                QFAIL(qPrintable(QStringLiteral("%1 is %2 over distance %3 at %4")
                                     .arg(QLatin1String(r.key)).arg(h).arg(dist).arg(qs(ref::toText(b)))));
        }
    }
}

QTEST_APPLESS_MAIN(tst_Descriptors)
#include "tst_descriptors.moc"
