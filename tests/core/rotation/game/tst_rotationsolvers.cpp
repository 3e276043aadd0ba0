// Rotation-game (POJ 2286) solvers through the registry: the moves match the statement, board
// parsing, the published samples, random scrambles, every algorithm agreeing, unsolvable and
// solved boards. Each outcome is checked by checkRotation (solvercheck.h) against the
// reference's exact distances.
//
// Set PUZZLESCOPE_SLOW_TESTS=1 for the larger random samples (ctest label "slow").
#include "solvers/solvercheck.h"
#include "rotation/board/rotationboard.h"

#include "rotation/board/rotationdomain.h"
#include "sliding/game/slidingplay.h"

class tst_RotationSolvers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
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

void tst_RotationSolvers::initTestCase()
{
    // Build the shared reference up front so that each case's time is its own.
    rotationReference();
}

// RotationBoard::apply and RotationDomain::apply follow POJ 2286's moves as written out
// independently in reference.h; opposite moves undo each other; letters map both ways.
void tst_RotationSolvers::rotationMovesMatchStatement()
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

void tst_RotationSolvers::rotationParsing_data()
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

void tst_RotationSolvers::rotationParsing()
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
        QVERIFY(!core::describe(r.error.reason).empty());
        QCOMPARE(r.error.line, line);
        QCOMPARE(r.error.column, column);
    }
}

void tst_RotationSolvers::rotationPublishedSamples_data()
{
    addComboRows(core::RotationKind, {});
}

// POJ 2286's published sample: "AC" with 2 in the centre, and "DDHH" with 2 in the centre.
void tst_RotationSolvers::rotationPublishedSamples()
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

void tst_RotationSolvers::rotationScrambles_data()
{
    addComboRows(core::RotationKind, {});
}

// Seeded walks of 1 to 8 moves from solved boards and uniformly shuffled boards.
void tst_RotationSolvers::rotationScrambles()
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
void tst_RotationSolvers::rotationAlgorithmsAgree()
{
    std::mt19937_64 rng(7);
    for (int k = 0; k < 3; ++k) {
        const auto b = k < 2 ? core::scrambleRotationWalk(4 + 3 * k, rng) : core::scrambleRotationRandom(rng);
        std::map<std::string, std::string> answers;
        std::size_t length = 0;
        for (const Combo &c : acceptedCombos(core::RotationKind, {})) {
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
void tst_RotationSolvers::rotationUnsolvable()
{
    core::RotationBoard b;
    for (int i = 0; i < 21; ++i)
        b.cells[std::size_t(i)] = std::uint8_t(1 + i % 3);
    // cells 21..23 stay 0
    QCOMPARE(b.candidateDigits(), std::string());
    QVERIFY(bool(core::rotationUnsolvableReason(b)));
    for (const Combo &c : acceptedCombos(core::RotationKind, {})) {
        core::SearchContext ctx;
        const auto o = core::solveRotation(b, c.algorithm, c.heuristic, ctx);
        QCOMPARE(o.status, SearchStatus::Unsolvable);
        QVERIFY(bool(o.reason));
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
        QVERIFY(!core::rotationUnsolvableReason(*r.board));
    }
}

void tst_RotationSolvers::rotationAlreadySolved()
{
    std::mt19937_64 rng(3);
    const auto b = core::scrambleRotationWalk(0, rng);
    QVERIFY(b.solvedDigit() != 0);
    for (const Combo &c : acceptedCombos(core::RotationKind, {})) {
        core::SearchContext ctx;
        const auto o = core::solveRotation(b, c.algorithm, c.heuristic, ctx);
        QCOMPARE(o.status, SearchStatus::Solved);
        QVERIFY(o.moves.empty());
    }
}

QTEST_APPLESS_MAIN(tst_RotationSolvers)
#include "tst_rotationsolvers.moc"
