// Reasons as values: describe() words each code in the English the command line prints, from
// the one phrase per code that the window translates too, and the producers give the codes and
// numbers that say it.

#include "common/reason.h"
#include "sliding/game/slidingsolve.h"
#include "rotation/board/rotationboard.h"
#include "sliding/board/solvability.h"
#include "search/searchcontext.h"
#include "solvers/solverregistry.h"

#include <QTest>

using core::Reason;
using core::ReasonCode;

class tst_Reason : public QObject {
    Q_OBJECT
private slots:
    void describeWordsEachCode_data();
    void describeWordsEachCode();
    void everyCodeIsWorded();
    void unsolvableBoardsGiveTheirParity();
    void budgetGivesItsNumbers();
    void patternsFillInOnePass();
    void commandLineNamesItsOptions();
};

void tst_Reason::describeWordsEachCode_data()
{
    QTest::addColumn<Reason>("reason");
    QTest::addColumn<QString>("english");
    QTest::newRow("none") << Reason{} << QString();
    QTest::newRow("cancelled") << Reason{ReasonCode::Cancelled, {}, {}} << "the search was cancelled";
    QTest::newRow("tables") << Reason{ReasonCode::CancelledBuildingTables, {}, {}}
                            << "the search was cancelled while its tables were being built";
    QTest::newRow("node budget")
        << Reason{ReasonCode::NodeBudgetReached, {100}, {}}
        << "the search stopped at its node budget of 100 expanded nodes without reaching the goal; raise the budget "
           "(--max-nodes)";
    QTest::newRow("node budget, stronger heuristic")
        << Reason{ReasonCode::NodeBudgetReached, {100}, {"pdb-663"}}
        << "the search stopped at its node budget of 100 expanded nodes without reaching the goal; raise the budget "
           "(--max-nodes) or use a stronger heuristic (pdb-663)";
    QTest::newRow("memory budget")
        << Reason{ReasonCode::MemoryBudgetReached, {1, 3856}, {}}
        << "the search stopped at its memory budget of 1 MiB after 3856 expanded nodes; BFS, bidirectional BFS and "
           "A* keep every state they meet, so use IDA* or raise the budget";
    QTest::newRow("odd width") << Reason{ReasonCode::UnsolvableOddWidth, {1}, {}}
                               << "Unsolvable: the tiles have an odd number of inversions against the goal order, "
                                  "and on a board of odd width every move keeps that number even or odd.";
    QTest::newRow("even width, goal row")
        << Reason{ReasonCode::UnsolvableEvenWidth, {1, 0}, {}}
        << "Unsolvable: the tiles have an odd number of inversions against the goal order and the blank is on its "
           "goal row; on a board of even width a solvable board has an even sum of inversions and row distance.";
    QTest::newRow("even width, one row")
        << Reason{ReasonCode::UnsolvableEvenWidth, {0, 1}, {}}
        << "Unsolvable: the tiles have an even number of inversions against the goal order and the blank is 1 row "
           "from its goal row; on a board of even width a solvable board has an even sum of inversions and row "
           "distance.";
    QTest::newRow("even width, rows")
        << Reason{ReasonCode::UnsolvableEvenWidth, {0, 3}, {}}
        << "Unsolvable: the tiles have an even number of inversions against the goal order and the blank is 3 rows "
           "from its goal row; on a board of even width a solvable board has an even sum of inversions and row "
           "distance.";
    QTest::newRow("module sentence")
        << core::moduleReason("Unsolvable: no digit appears eight times (counts %1, %2, %3 for 1, 2, 3).", {7, 7, 7})
        << "Unsolvable: no digit appears eight times (counts 7, 7, 7 for 1, 2, 3).";
    QTest::newRow("module sentence, characters")
        << core::moduleReasonWithCharacters("%1 is not a cell; nor is %2 (row %3)", 0b11, {0x1f, 'x', 2})
        << "byte 0x1f is not a cell; nor is 'x' (row 2)";
    QTest::newRow("hint too large") << Reason{ReasonCode::HintBoardTooLarge, {}, {}}
                                    << "boards larger than 4x4 are beyond an optimal search in interactive time";
}

void tst_Reason::describeWordsEachCode()
{
    QFETCH(Reason, reason);
    QFETCH(QString, english);
    QCOMPARE(QString::fromStdString(core::describe(reason)), english);
}

void tst_Reason::everyCodeIsWorded()
{
    for (int c = int(ReasonCode::None) + 1; c <= int(core::LastReasonCode); ++c) {
        const Reason r{ReasonCode(c), {1, 2, 3}, {"idastar", "manhattan"}};
        QVERIFY2(!core::describe(r).empty(), qPrintable(QString::number(c)));
    }
}

void tst_Reason::unsolvableBoardsGiveTheirParity()
{
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    auto start = goal;
    std::swap(start.tiles[0], start.tiles[1]);
    QCOMPARE(core::checkSolvable(start, goal).reason, (Reason{ReasonCode::UnsolvableOddWidth, {1}, {}}));

    const auto goal4 = core::SlidingBoard::standardGoal({4, 4});
    auto start4 = goal4;
    std::swap(start4.tiles[0], start4.tiles[1]);
    std::swap(start4.tiles[15], start4.tiles[11]); // the blank one row up; the tiles' inversions even
    QCOMPARE(core::checkSolvable(start4, goal4).reason, (Reason{ReasonCode::UnsolvableEvenWidth, {0, 1}, {}}));
}

void tst_Reason::budgetGivesItsNumbers()
{
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    core::SlidingBoard start = goal;
    // A board far from the goal, so 10 expanded nodes cannot reach it.
    start.tiles = {8, 6, 7, 2, 5, 4, 3, 0, 1};
    core::SearchContext ctx;
    ctx.setMaxExpanded(10);
    const auto o = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Misplaced, ctx);
    QCOMPARE(o.status, core::SearchStatus::LimitReached);
    QCOMPARE(o.reason, (Reason{ReasonCode::NodeBudgetReached, {10}, {"linear-conflict"}})); // a stronger one to try
}

// A value that holds a place marker stays as it is: a typed "%2" is not filled in by the next value.
void tst_Reason::patternsFillInOnePass()
{
    QCOMPARE(QString::fromStdString(core::fillPattern("%1 and %2", {"%2", "b"})), QStringLiteral("%2 and b"));
    QCOMPARE(QString::fromStdString(core::fillPattern("%3%1", {"a"})), QStringLiteral("%3a"));
    QCOMPARE(QString::fromStdString(core::fillPattern("100%", {})), QStringLiteral("100%"));
    const Reason typed{ReasonCode::TextInOption, {}, {"--goal"}, {Reason{ReasonCode::TextSizeForm, {}, {"%1x%2"}}}};
    QCOMPARE(QString::fromStdString(core::describe(typed)),
             QStringLiteral("--goal: size %1x%2 is not of the form WxH (for example 4x4 or 3x2)"));
}

// The sentences the window shares with the command line name the option to change on the
// command line (the window says where in its own words, ui/solve/tst_reasontext), and a list
// of heuristics or puzzles reads as a list.
void tst_Reason::commandLineNamesItsOptions()
{
    const auto said = [](const Reason &r) { return QString::fromStdString(core::describe(r)); };
    QVERIFY(said({ReasonCode::TablesOverMemoryBudget, {900, 300}, {"pdb-78"}})
                .contains(QLatin1String("the pdb-78 pattern databases need about 900 MiB to build, more than the memory "
                                        "budget of 300 MiB; raise the budget (--max-memory) or choose")));
    QVERIFY(said({ReasonCode::TimeBudgetReached, {5, 1000}, {}}).endsWith(QLatin1String("; raise the budget (--max-seconds)")));
    QVERIFY(said({ReasonCode::TextTilesNotSquare, {5}, {}}).endsWith(QLatin1String("(for example --size 3x2)")));
    QCOMPARE(said({ReasonCode::HeuristicNotForPuzzle, {}, {"centre", "away", "blockers"}}),
             QStringLiteral("the heuristic centre does not apply to this puzzle; choose one of: away, blockers"));
    QCOMPARE(said(core::gameFileReason(ReasonCode::GameFileEntryMissing, 3, {}, {"goal", "klotski"})),
             QStringLiteral("line 3: the entry \"goal\" is missing (a klotski game needs it)"));
    QCOMPARE(said({ReasonCode::TextTileCount, {3, 3, 1}, {}}), QStringLiteral("a 3x3 board has 9 cells but 1 tile was given"));
    QCOMPARE(said(core::moduleReasonWithCharacters("%1 is not a cell: use '.' for an empty cell", 0b1, {0x1f})),
             QStringLiteral("byte 0x1f is not a cell: use '.' for an empty cell"));
}

QTEST_APPLESS_MAIN(tst_Reason)
#include "tst_reason.moc"
