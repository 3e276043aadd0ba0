// The registry's table of algorithms and heuristics: which combinations checkCombination
// accepts for each puzzle and size, and every key reads back to its id.
#include "solvercheck.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

class tst_Solvers : public QObject {
    Q_OBJECT
private slots:
    void combinations();
    void keys();
};

// What checkCombination accepts: plain searches and tables take no heuristic, A* and IDA* take
// every heuristic of the puzzle; tables only for sliding boards of at most 9 cells.
void tst_Solvers::combinations()
{
    using core::PuzzleKind;
    auto count = [](PuzzleKind k, core::BoardSize s) { return acceptedCombos(k, s).size(); };
    QCOMPARE(count(core::SlidingKind, {3, 3}), std::size_t(3 + 2 * 4));
    QCOMPARE(count(core::SlidingKind, {2, 4}), std::size_t(3 + 2 * 4));
    QCOMPARE(count(core::SlidingKind, {4, 4}), std::size_t(2 + 2 * 4));
    QCOMPARE(count(core::SlidingKind, {5, 2}), std::size_t(2 + 2 * 4));
    QCOMPARE(count(core::RotationKind, {}), std::size_t(2 + 2 * 1));
    for (AlgorithmId a : core::allAlgorithms()) {
        const bool uses = core::usesHeuristic(a);
        QCOMPARE(uses, a == AlgorithmId::AStar || a == AlgorithmId::IdaStar);
        for (HeuristicId h : AllHeuristics) {
            const std::string why = core::describe(core::checkCombination(core::SlidingKind, {3, 3}, a, h));
            const bool slidingH = h == HeuristicId::Misplaced || h == HeuristicId::Gaschnig
                || h == HeuristicId::Manhattan || h == HeuristicId::LinearConflict;
            QCOMPARE(why.empty(), uses ? slidingH : h == HeuristicId::None);
            const std::string whyRot = core::describe(core::checkCombination(core::RotationKind, {}, a, h));
            const bool rotOk = a != AlgorithmId::Table && (uses ? h == HeuristicId::CentreCount : h == HeuristicId::None);
            QCOMPARE(whyRot.empty(), rotOk);
        }
    }
    QVERIFY(static_cast<bool>(core::checkCombination(core::SlidingKind, {4, 4}, AlgorithmId::Table, HeuristicId::None)));
    QVERIFY(static_cast<bool>(core::checkCombination(core::RotationKind, {}, AlgorithmId::Table, HeuristicId::None)));
    QCOMPARE(core::defaultHeuristic(core::RotationKind), HeuristicId::CentreCount);
    QVERIFY(!core::checkCombination(core::SlidingKind, {4, 4}, AlgorithmId::IdaStar,
                                    core::defaultHeuristic(core::SlidingKind)));
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

QTEST_APPLESS_MAIN(tst_Solvers)
#include "tst_solvers.moc"
