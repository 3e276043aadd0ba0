// Solvers through the registry: every algorithm with every heuristic it accepts. Each plan is
// replayed to the goal, its length is checked against an independent BFS, and the algorithms
// that promise the lexicographically smallest shortest plan (d < l < r < u; A < ... < H) are
// checked against one derived from the BFS distances.
//
// Set PUZZLESCOPE_SLOW_TESTS=1 for the larger random samples (ctest label "slow").

#include "puzzles/rotation/rotationboard.h"
#include "puzzles/rotation/rotationdomain.h"
#include "play/scramble.h"
#include "puzzles/sliding/slidingtext.h"
#include "solvers/solverregistry.h"

#include "convert.h"
#include "reference.h"

#include <QtTest>

#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <tuple>

using core::AlgorithmId;
using core::HeuristicId;
using core::SearchStatus;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

bool slowMode()
{
    return qEnvironmentVariableIntValue("PUZZLESCOPE_SLOW_TESTS") != 0;
}

const std::vector<HeuristicId> AllHeuristics{HeuristicId::None, HeuristicId::Misplaced, HeuristicId::Manhattan,
                                              HeuristicId::LinearConflict, HeuristicId::CentreCount};

struct Combo {
    AlgorithmId algorithm;
    HeuristicId heuristic;
};

// The combinations checkCombination accepts for a puzzle and size.
std::vector<Combo> acceptedCombos(core::PuzzleKind kind, core::BoardSize size)
{
    std::vector<Combo> out;
    for (AlgorithmId a : core::allAlgorithms())
        for (HeuristicId h : AllHeuristics)
            if (core::checkCombination(kind, size, a, h).empty())
                out.push_back({a, h});
    return out;
}

void addComboRows(core::PuzzleKind kind, core::BoardSize size)
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    for (const Combo &c : acceptedCombos(kind, size)) {
        std::string name = core::algorithmKey(c.algorithm);
        if (c.heuristic != HeuristicId::None) {
            name += '/';
            name += core::heuristicKey(c.heuristic);
        }
        QTest::newRow(name.c_str()) << int(c.algorithm) << int(c.heuristic);
    }
}

const ref::RotationDistances &rotationReference()
{
    static const ref::RotationDistances eight(8);
    return eight;
}

// Solves start -> goal and checks the outcome against the reference; returns a description of
// the first problem, or an empty string.
QString checkSliding(const ref::Board &start, const ref::Board &goal, int w, int h, AlgorithmId a, HeuristicId heur)
{
    const ref::ExhaustiveBfs &bfs = ref::referenceFor(w, h, goal);
    core::SearchContext ctx;
    const auto o = core::solveSliding(toCore(w, h, start), toCore(w, h, goal), a, heur, ctx);
    const QString where = QStringLiteral("[%1] -> [%2]: ").arg(qs(ref::toText(start)), qs(ref::toText(goal)));
    const int dist = bfs.distance(start);
    if (dist < 0) {
        if (o.status != SearchStatus::Unsolvable)
            return where + QStringLiteral("unsolvable board answered %1").arg(QLatin1String(core::statusName(o.status)));
        if (o.message.empty() || !o.moves.empty())
            return where + QStringLiteral("unsolvable without a message, or with moves");
        if (o.stats.expanded != 0 || o.stats.generated != 0)
            return where + QStringLiteral("unsolvable board was searched (%1 expanded)").arg(o.stats.expanded);
        return {};
    }
    if (o.status != SearchStatus::Solved)
        return where + QStringLiteral("status %1: %2").arg(QLatin1String(core::statusName(o.status)), qs(o.message));
    if (!o.optimal)
        return where + QStringLiteral("plan not marked optimal");
    ref::Board b = start;
    if (!ref::replay(b, w, h, o.moves))
        return where + QStringLiteral("plan \"%1\" has an illegal move").arg(qs(o.moves));
    if (b != goal)
        return where + QStringLiteral("plan \"%1\" does not reach the goal").arg(qs(o.moves));
    if (int(o.moves.size()) != dist)
        return where + QStringLiteral("plan \"%1\" has %2 moves, the distance is %3").arg(qs(o.moves)).arg(o.moves.size()).arg(dist);
    if (core::givesSmallestPlan(a)) {
        const std::string smallest = bfs.smallestPlan(start);
        if (o.moves != smallest)
            return where + QStringLiteral("plan \"%1\", the smallest is \"%2\"").arg(qs(o.moves), qs(smallest));
    }
    return {};
}

QString checkRotation(const core::RotationBoard &start, AlgorithmId a, HeuristicId heur, std::string *movesOut = nullptr)
{
    core::SearchContext ctx;
    const auto o = core::solveRotation(start, a, heur, ctx);
    const QString where = QStringLiteral("[%1]: ").arg(qs(core::formatRotation(start)));
    if (o.status != SearchStatus::Solved || !o.optimal)
        return where + QStringLiteral("status %1: %2").arg(QLatin1String(core::statusName(o.status)), qs(o.message));
    core::RotationBoard b = start;
    ref::RotationCells cells = toRef(start);
    for (char c : o.moves) {
        if (c < 'A' || c > 'H')
            return where + QStringLiteral("bad move letter in \"%1\"").arg(qs(o.moves));
        b.apply(c - 'A');
        ref::rotationMove(cells, c - 'A');
    }
    if (b.solvedDigit() == 0)
        return where + QStringLiteral("\"%1\" does not solve the board").arg(qs(o.moves));
    for (int i : ref::Centre)
        if (cells[std::size_t(i)] != cells[std::size_t(ref::Centre[0])])
            return where + QStringLiteral("\"%1\" does not solve the board by the statement's moves").arg(qs(o.moves));
    const int dist = ref::rotationDistance(rotationReference(), toRef(start));
    if (int(o.moves.size()) != dist)
        return where + QStringLiteral("\"%1\" has %2 moves, the distance is %3").arg(qs(o.moves)).arg(o.moves.size()).arg(dist);
    if (core::givesSmallestPlan(a)) {
        const std::string smallest = ref::rotationSmallestPlan(rotationReference(), toRef(start));
        if (o.moves != smallest)
            return where + QStringLiteral("\"%1\", the smallest is \"%2\"").arg(qs(o.moves), qs(smallest));
    }
    if (movesOut)
        *movesOut = o.moves;
    return {};
}

// Seeded random 3x3 boards: `solvable` reachable ones plus about one in ten unreachable ones.
std::vector<ref::Board> randomEightBoards(int solvable, std::uint64_t seed)
{
    const ref::ExhaustiveBfs &bfs = ref::referenceFor(3, 3, ref::standardGoal(9));
    std::mt19937_64 rng(seed);
    std::vector<ref::Board> out;
    int reachable = 0, unreachable = 0;
    while (reachable < solvable) {
        ref::Board b = ref::randomPermutation(9, rng);
        if (bfs.distance(b) >= 0) {
            ++reachable;
            out.push_back(b);
        } else if (unreachable * 10 < solvable) {
            ++unreachable;
            out.push_back(b);
        }
    }
    return out;
}

} // namespace

class tst_Solvers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void combinations();
    void keys();
    void allTwoByThreeBoards_data();
    void allTwoByThreeBoards();
    void allThreeByTwoBoardsOtherGoal_data();
    void allThreeByTwoBoardsOtherGoal();
    void randomEightPuzzles_data();
    void randomEightPuzzles();
    void hardestEightPuzzles_data();
    void hardestEightPuzzles();
    void eightTwoPublishedSamples_data();
    void eightTwoPublishedSamples();
    void nonDefaultGoals_data();
    void nonDefaultGoals();
    void alreadySolved_data();
    void alreadySolved();
    void unsolvableLargeBoard_data();
    void unsolvableLargeBoard();
    void fifteenPuzzleShortWalks_data();
    void fifteenPuzzleShortWalks();

    void rotationMovesMatchStatement();
    void rotationParsing_data();
    void rotationParsing();
    void rotationPublishedSamples_data();
    void rotationPublishedSamples();
    void rotationScrambles_data();
    void rotationScrambles();
    void rotationAlgorithmsAgree();
    void rotationUnsolvable();
    void rotationAlreadySolved();
};

void tst_Solvers::initTestCase()
{
    // Build the shared references up front so that each case's time is its own.
    ref::referenceFor(3, 3, ref::standardGoal(9));
    rotationReference();
}

// What checkCombination accepts: plain searches and tables take no heuristic, A* and IDA* take
// every heuristic of the puzzle; tables only for sliding boards of at most 9 cells.
void tst_Solvers::combinations()
{
    using core::PuzzleKind;
    auto count = [](PuzzleKind k, core::BoardSize s) { return acceptedCombos(k, s).size(); };
    QCOMPARE(count(PuzzleKind::Sliding, {3, 3}), std::size_t(3 + 2 * 3));
    QCOMPARE(count(PuzzleKind::Sliding, {2, 4}), std::size_t(3 + 2 * 3));
    QCOMPARE(count(PuzzleKind::Sliding, {4, 4}), std::size_t(2 + 2 * 3));
    QCOMPARE(count(PuzzleKind::Sliding, {5, 2}), std::size_t(2 + 2 * 3));
    QCOMPARE(count(PuzzleKind::Rotation, {}), std::size_t(2 + 2 * 1));
    for (AlgorithmId a : core::allAlgorithms()) {
        const bool uses = core::usesHeuristic(a);
        QCOMPARE(uses, a == AlgorithmId::AStar || a == AlgorithmId::IdaStar);
        for (HeuristicId h : AllHeuristics) {
            const std::string why = core::checkCombination(PuzzleKind::Sliding, {3, 3}, a, h);
            const bool slidingH = h == HeuristicId::Misplaced || h == HeuristicId::Manhattan
                || h == HeuristicId::LinearConflict;
            QCOMPARE(why.empty(), uses ? slidingH : h == HeuristicId::None);
            const std::string whyRot = core::checkCombination(PuzzleKind::Rotation, {}, a, h);
            const bool rotOk = a != AlgorithmId::Table && (uses ? h == HeuristicId::CentreCount : h == HeuristicId::None);
            QCOMPARE(whyRot.empty(), rotOk);
        }
    }
    QVERIFY(!core::checkCombination(PuzzleKind::Sliding, {4, 4}, AlgorithmId::Table, HeuristicId::None).empty());
    QVERIFY(!core::checkCombination(PuzzleKind::Rotation, {}, AlgorithmId::Table, HeuristicId::None).empty());
    QCOMPARE(core::defaultHeuristic(PuzzleKind::Rotation), HeuristicId::CentreCount);
    QVERIFY(core::checkCombination(PuzzleKind::Sliding, {4, 4}, AlgorithmId::IdaStar,
                                   core::defaultHeuristic(PuzzleKind::Sliding)).empty());
}

void tst_Solvers::keys()
{
    for (AlgorithmId a : core::allAlgorithms()) {
        const std::string k = core::algorithmKey(a);
        QVERIFY(!k.empty());
        QCOMPARE(core::algorithmFromKey(k), std::optional<AlgorithmId>(a));
    }
    for (HeuristicId h : AllHeuristics) {
        const std::string k = core::heuristicKey(h);
        QVERIFY(!k.empty());
        QCOMPARE(core::heuristicFromKey(k), std::optional<HeuristicId>(h));
    }
    QVERIFY(!core::algorithmFromKey("dijkstra").has_value());
    QVERIFY(!core::heuristicFromKey("").has_value());
    QCOMPARE(core::allAlgorithms().size(), std::size_t(5));
}

void tst_Solvers::allTwoByThreeBoards_data()
{
    addComboRows(core::PuzzleKind::Sliding, {2, 3});
}

// All 720 arrangements of the 2x3 board towards the default goal: the 360 unsolvable ones are
// answered Unsolvable without search, the others with a checked optimal plan.
void tst_Solvers::allTwoByThreeBoards()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board goal = ref::standardGoal(6);
    int unsolvable = 0;
    for (std::uint32_t i = 0; i < 720; ++i) {
        const ref::Board b = ref::permFromIndex(i, 6);
        const QString problem = checkSliding(b, goal, 2, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
        unsolvable += ref::referenceFor(2, 3, goal).distance(b) < 0 ? 1 : 0;
    }
    QCOMPARE(unsolvable, 360);
}

void tst_Solvers::allThreeByTwoBoardsOtherGoal_data()
{
    addComboRows(core::PuzzleKind::Sliding, {3, 2});
}

void tst_Solvers::allThreeByTwoBoardsOtherGoal()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board goal{5, 0, 3, 1, 4, 2};
    for (std::uint32_t i = 0; i < 720; ++i) {
        const QString problem = checkSliding(ref::permFromIndex(i, 6), goal, 3, 2, AlgorithmId(algorithm),
                                             HeuristicId(heuristic));
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
    }
}

void tst_Solvers::randomEightPuzzles_data()
{
    addComboRows(core::PuzzleKind::Sliding, {3, 3});
}

// Seeded random 3x3 boards towards the default goal.
void tst_Solvers::randomEightPuzzles()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const auto boards = randomEightBoards(slowMode() ? 2000 : 200, 1077);
    for (const ref::Board &b : boards) {
        const QString problem = checkSliding(b, ref::standardGoal(9), 3, 3, AlgorithmId(algorithm),
                                             HeuristicId(heuristic));
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
    }
}

void tst_Solvers::hardestEightPuzzles_data()
{
    addComboRows(core::PuzzleKind::Sliding, {3, 3});
}

// The two 8-puzzle boards 31 moves from the goal (published: the diameter of the 8-puzzle with
// the blank-last goal is 31, reached by exactly these two boards).
void tst_Solvers::hardestEightPuzzles()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board goal = ref::standardGoal(9);
    for (const ref::Board &b : {ref::Board{8, 6, 7, 2, 5, 4, 3, 0, 1}, ref::Board{6, 4, 7, 8, 5, 0, 3, 2, 1}}) {
        QCOMPARE(ref::referenceFor(3, 3, goal).distance(b), 31);
        const QString problem = checkSliding(b, goal, 3, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void tst_Solvers::eightTwoPublishedSamples_data()
{
    addComboRows(core::PuzzleKind::Sliding, {3, 3});
}

// HDU 3567 "Eight II" (any start, any goal, smallest plan in d, l, r, u order), published sample:
// 12X453786 -> 12345678X is "dd"; 564178X23 -> 7568X4123 is "urrulldr".
void tst_Solvers::eightTwoPublishedSamples()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const struct {
        const char *start, *goal, *answer;
    } samples[] = {{"12X453786", "12345678X", "dd"}, {"564178X23", "7568X4123", "urrulldr"}};
    for (const auto &s : samples) {
        const auto start = core::parseSlidingBoard(s.start);
        const auto goal = core::parseSlidingBoard(s.goal);
        QVERIFY(start.ok() && goal.ok());
        const ref::Board rs(start.board->tiles.begin(), start.board->tiles.end());
        const ref::Board rg(goal.board->tiles.begin(), goal.board->tiles.end());
        QCOMPARE(ref::referenceFor(3, 3, rg).smallestPlan(rs), std::string(s.answer));
        const QString problem = checkSliding(rs, rg, 3, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        core::SearchContext ctx;
        const auto o = core::solveSliding(*start.board, *goal.board, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
        QCOMPARE(int(o.moves.size()), int(std::strlen(s.answer)));
        if (core::givesSmallestPlan(AlgorithmId(algorithm)))
            QCOMPARE(qs(o.moves), QString::fromLatin1(s.answer));
    }
}

void tst_Solvers::nonDefaultGoals_data()
{
    addComboRows(core::PuzzleKind::Sliding, {3, 3});
}

// Eight II style: random goals, random starts (solvable and not) towards each.
void tst_Solvers::nonDefaultGoals()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    std::mt19937_64 rng(3567);
    const int goals = slowMode() ? 12 : 4, starts = slowMode() ? 60 : 12;
    for (int g = 0; g < goals; ++g) {
        const ref::Board goal = ref::randomPermutation(9, rng);
        for (int k = 0; k < starts; ++k) {
            const ref::Board start = ref::randomPermutation(9, rng);
            const QString problem = checkSliding(start, goal, 3, 3, AlgorithmId(algorithm), HeuristicId(heuristic));
            if (!problem.isEmpty())
                QFAIL(qPrintable(problem));
        }
    }
}

void tst_Solvers::alreadySolved_data()
{
    addComboRows(core::PuzzleKind::Sliding, {3, 3});
}

void tst_Solvers::alreadySolved()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const int sizes[][2] = {{2, 2}, {3, 3}, {4, 4}, {5, 3}};
    for (const auto &s : sizes) {
        if (!core::checkCombination(core::PuzzleKind::Sliding, {s[0], s[1]}, AlgorithmId(algorithm),
                                    HeuristicId(heuristic)).empty())
            continue;
        const auto goal = core::SlidingBoard::standardGoal({s[0], s[1]});
        core::SearchContext ctx;
        const auto o = core::solveSliding(goal, goal, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QVERIFY(o.moves.empty());
        QVERIFY(o.optimal);
    }
}

void tst_Solvers::unsolvableLargeBoard_data()
{
    addComboRows(core::PuzzleKind::Sliding, {4, 4});
}

// Sam Loyd's 14-15 board is answered at once with a reason, never searched.
void tst_Solvers::unsolvableLargeBoard()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const ref::Board loyd{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0};
    QVERIFY(!ref::solvableByInversions(loyd, ref::standardGoal(16), 4));
    core::SearchContext ctx;
    const auto o = core::solveSliding(toCore(4, 4, loyd), core::SlidingBoard::standardGoal({4, 4}),
                                      AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
    QCOMPARE(o.status, SearchStatus::Unsolvable);
    QVERIFY(!o.message.empty());
    QVERIFY(o.moves.empty());
    QCOMPARE(o.stats.expanded, std::uint64_t(0));
}

void tst_Solvers::fifteenPuzzleShortWalks_data()
{
    addComboRows(core::PuzzleKind::Sliding, {4, 4});
}

// 4x4 boards a few random moves from the goal: plan replayed, length equal to an independent
// bounded BFS distance.
void tst_Solvers::fifteenPuzzleShortWalks()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    std::mt19937_64 rng(15);
    const ref::Board goal = ref::standardGoal(16);
    for (int k = 0; k < 8; ++k) {
        ref::Board b = goal;
        const int len = 4 + k;
        for (int m = 0; m < len; ++m) {
            const int blank = ref::blankOf(b);
            int to = -1;
            while (to < 0)
                to = ref::step(4, 4, blank, int(rng() % 4));
            std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
        }
        const int dist = ref::boundedDistance(b, goal, 4, 4, len);
        QVERIFY(dist >= 0);
        core::SearchContext ctx;
        const auto o = core::solveSliding(toCore(4, 4, b), toCore(4, 4, goal), AlgorithmId(algorithm),
                                          HeuristicId(heuristic), ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        ref::Board r = b;
        QVERIFY(ref::replay(r, 4, 4, o.moves));
        QVERIFY(r == goal);
        QCOMPARE(int(o.moves.size()), dist);
    }
}

// RotationBoard::apply and RotationDomain::apply follow POJ 2286's moves as written out
// independently in reference.h; opposite moves undo each other; letters map both ways.
void tst_Solvers::rotationMovesMatchStatement()
{
    std::mt19937_64 rng(2286);
    for (int k = 0; k < 200; ++k) {
        ref::RotationCells cells{};
        for (int i = 0; i < 24; ++i)
            cells[std::size_t(i)] = 1 + int(rng() % 3);
        for (int mv = 0; mv < 8; ++mv) {
            core::RotationBoard b = toCore(cells);
            ref::RotationCells expected = cells;
            b.apply(mv);
            ref::rotationMove(expected, mv);
            QVERIFY2(toRef(b) == expected, qPrintable(QStringLiteral("move %1").arg(QChar(QLatin1Char(char('A' + mv))))));
            b.apply(core::rotationInverse(mv));
            QVERIFY(toRef(b) == cells);
            const core::RotationDomain d(8);
            for (int digit = 1; digit <= 3; ++digit) {
                std::uint32_t mask = core::RotationDomain::maskOf(toCore(cells), digit);
                QCOMPARE(mask, ref::rotationMaskOf(cells, digit));
                d.apply(mask, std::uint8_t(mv));
                QCOMPARE(mask, ref::rotationMaskMove(ref::rotationMaskOf(cells, digit), mv));
            }
        }
    }
    // A/F, B/E, C/H and D/G are opposite.
    const int pairs[][2] = {{0, 5}, {1, 4}, {2, 7}, {3, 6}};
    for (const auto &p : pairs) {
        QCOMPARE(core::rotationInverse(p[0]), p[1]);
        QCOMPARE(core::rotationInverse(p[1]), p[0]);
    }
    for (int mv = 0; mv < 8; ++mv) {
        QCOMPARE(core::rotationLetter(mv), char('A' + mv));
        QCOMPARE(core::rotationFromLetter(char('A' + mv)), mv);
        QCOMPARE(core::rotationFromLetter(char('a' + mv)), mv);
    }
    QCOMPARE(core::rotationFromLetter('I'), -1);
    QCOMPARE(core::rotationFromLetter('1'), -1);
}

void tst_Solvers::rotationParsing_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("spaces") << "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3" << true << 0 << 0;
    QTest::newRow("together") << "111132323132231222312133" << true << 0 << 0;
    QTest::newRow("lines and commas") << "1,1\n1,1\n3 2 3 2 3 1 3\n2 2\n3 1 2 2 2 3 1\n2 1\n3 3\n" << true << 0 << 0;
    QTest::newRow("digit 4") << "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 4" << false << 1 << 47;
    QTest::newRow("zero on line 2") << "1 1\n1 0" << false << 2 << 3;
    QTest::newRow("too few") << "1 2 3" << false << 0 << 0;
    QTest::newRow("too many") << "1111323231322312223121331" << false << 1 << 25;
}

void tst_Solvers::rotationParsing()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, line);
    QFETCH(int, column);
    const auto r = core::parseRotationBoard(text.toStdString());
    QCOMPARE(r.ok(), valid);
    if (valid) {
        const auto again = core::parseRotationBoard(core::formatRotation(*r.board));
        QVERIFY(again.ok() && *again.board == *r.board);
        QCOMPARE(qs(core::formatRotation(*r.board)).remove(QLatin1Char(' ')),
                 QStringLiteral("111132323132231222312133"));
    } else {
        QVERIFY(!r.error.message.empty());
        QCOMPARE(r.error.line, line);
        QCOMPARE(r.error.column, column);
    }
}

void tst_Solvers::rotationPublishedSamples_data()
{
    addComboRows(core::PuzzleKind::Rotation, {});
}

// POJ 2286's published sample: "AC" with 2 in the centre, and "DDHH" with 2 in the centre.
void tst_Solvers::rotationPublishedSamples()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const struct {
        const char *board, *answer;
        int digit;
    } samples[] = {{"1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3", "AC", 2},
                   {"1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3", "DDHH", 2}};
    for (const auto &s : samples) {
        const auto parsed = core::parseRotationBoard(s.board);
        QVERIFY(parsed.ok());
        core::SearchContext ctx;
        const auto o = core::solveRotation(*parsed.board, AlgorithmId(algorithm), HeuristicId(heuristic), ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QCOMPARE(int(o.moves.size()), int(std::strlen(s.answer)));
        core::RotationBoard b = *parsed.board;
        for (char c : o.moves)
            b.apply(c - 'A');
        QVERIFY(b.solvedDigit() != 0);
        if (core::givesSmallestPlan(AlgorithmId(algorithm))) {
            QCOMPARE(qs(o.moves), QString::fromLatin1(s.answer));
            QCOMPARE(b.solvedDigit(), s.digit);
        }
        const QString problem = checkRotation(*parsed.board, AlgorithmId(algorithm), HeuristicId(heuristic));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void tst_Solvers::rotationScrambles_data()
{
    addComboRows(core::PuzzleKind::Rotation, {});
}

// Seeded walks of 1 to 8 moves from solved boards and uniformly shuffled boards.
void tst_Solvers::rotationScrambles()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    std::mt19937_64 rng(42);
    std::vector<core::RotationBoard> boards;
    const int reps = slowMode() ? 12 : 1;
    for (int k = 1; k <= 8; ++k)
        for (int rep = 0; rep < reps; ++rep)
            boards.push_back(core::scrambleRotationWalk(k, rng));
    for (int rep = 0; rep < reps + 1; ++rep)
        boards.push_back(core::scrambleRotationRandom(rng));
    for (const auto &b : boards) {
        if (b.solvedDigit() != 0)
            continue; // a walk can come back to a solved board
        const QString problem = checkRotation(b, AlgorithmId(algorithm), HeuristicId(heuristic));
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
    }
}

// On the same boards every algorithm gives the same length, and BFS and IDA* the same string.
void tst_Solvers::rotationAlgorithmsAgree()
{
    std::mt19937_64 rng(7);
    for (int k = 0; k < 3; ++k) {
        const auto b = k < 2 ? core::scrambleRotationWalk(4 + 3 * k, rng) : core::scrambleRotationRandom(rng);
        std::map<std::string, std::string> answers;
        std::size_t length = 0;
        for (const Combo &c : acceptedCombos(core::PuzzleKind::Rotation, {})) {
            core::SearchContext ctx;
            const auto o = core::solveRotation(b, c.algorithm, c.heuristic, ctx);
            QCOMPARE(o.status, SearchStatus::Solved);
            if (answers.empty())
                length = o.moves.size();
            QCOMPARE(o.moves.size(), length);
            answers[core::algorithmKey(c.algorithm)] = o.moves;
        }
        QCOMPARE(answers.size(), std::size_t(4));
        QCOMPARE(qs(answers["bfs"]), qs(answers["idastar"]));
    }
}

// No digit with eight copies (only possible for a board not read from text, which always has 24
// cells of 1..3): Unsolvable with a reason, no search.
void tst_Solvers::rotationUnsolvable()
{
    core::RotationBoard b;
    for (int i = 0; i < 21; ++i)
        b.cells[std::size_t(i)] = std::uint8_t(1 + i % 3);
    // cells 21..23 stay 0
    QCOMPARE(b.candidateDigits(), std::string());
    QVERIFY(!core::rotationUnsolvableReason(b).empty());
    for (const Combo &c : acceptedCombos(core::PuzzleKind::Rotation, {})) {
        core::SearchContext ctx;
        const auto o = core::solveRotation(b, c.algorithm, c.heuristic, ctx);
        QCOMPARE(o.status, SearchStatus::Unsolvable);
        QVERIFY(!o.message.empty());
        QVERIFY(o.moves.empty());
        QCOMPARE(o.stats.expanded, std::uint64_t(0));
    }
    // Any board read from text has a digit with at least eight copies.
    std::mt19937_64 rng(1);
    for (int k = 0; k < 100; ++k) {
        std::string text;
        for (int i = 0; i < 24; ++i)
            text += char('1' + rng() % 3);
        const auto r = core::parseRotationBoard(text);
        QVERIFY(r.ok());
        QVERIFY(core::rotationUnsolvableReason(*r.board).empty());
    }
}

void tst_Solvers::rotationAlreadySolved()
{
    std::mt19937_64 rng(3);
    const auto b = core::scrambleRotationWalk(0, rng);
    QVERIFY(b.solvedDigit() != 0);
    for (const Combo &c : acceptedCombos(core::PuzzleKind::Rotation, {})) {
        core::SearchContext ctx;
        const auto o = core::solveRotation(b, c.algorithm, c.heuristic, ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QVERIFY(o.moves.empty());
    }
}

QTEST_APPLESS_MAIN(tst_Solvers)
#include "tst_solvers.moc"
