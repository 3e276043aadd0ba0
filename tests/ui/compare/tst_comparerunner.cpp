// The compare runner on its own: one run can be cancelled while the others finish.
#include "freshstate.h"
#include "solvecheck.h"
#include "compare/comparerunner.h"
#include "sliding/board/slidingposition.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <random>

using core::AlgorithmId;
using core::HeuristicId;

class tst_CompareRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void cancellingOneRunLeavesTheOthers();
};

void tst_CompareRunner::cancellingOneRunLeavesTheOthers()
{
    ui::CompareRunner runner(2);
    QCOMPARE(runner.workerCount(), 2);
    // A 4x4 board 30 moves out: BFS cannot finish in the test's time, the informed searches can.
    std::mt19937_64 rng(7);
    ref::Board b = ref::standardGoal(16);
    ref::randomWalk(b, 4, 4, 60, rng);
    QList<ui::SolveRequest> requests;
    for (auto [a, h] : {std::pair{AlgorithmId::Bfs, HeuristicId::None}, std::pair{AlgorithmId::IdaStar, HeuristicId::LinearConflict},
                        std::pair{AlgorithmId::AStar, HeuristicId::LinearConflict}, std::pair{AlgorithmId::IdaStar, HeuristicId::Manhattan}}) {
        ui::SolveRequest r;
        r.position = core::SlidingPosition{toCore(4, 4, b), core::SlidingBoard::standardGoal({4, 4})};
        r.algorithm = a;
        r.heuristic = h;
        r.maxNodes = 500'000'000;
        r.maxBytes = std::size_t(4) << 30;
        requests.append(r);
    }
    int mostRunning = 0;
    connect(&runner, &ui::CompareRunner::runChanged, this, [&] { mostRunning = std::max(mostRunning, runner.runningCount()); });
    runner.start(requests);
    QTRY_COMPARE_WITH_TIMEOUT(runner.run(0).state, ui::CompareRun::State::Running, 5000);
    QTest::qWait(200);
    runner.cancel(0);
    QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 60000);
    QCOMPARE(runner.run(0).reply->outcome.status, core::SearchStatus::Cancelled);
    int length = -1;
    for (int i = 1; i < 4; ++i) {
        const auto &o = runner.run(i).reply->outcome;
        QCOMPARE(o.status, core::SearchStatus::Solved);
        if (length < 0)
            length = int(o.moves.size());
        QCOMPARE(int(o.moves.size()), length); // all optimal
    }
    QVERIFY(mostRunning >= 1);
    QVERIFY(mostRunning <= 2); // never more searches at once than workers
    // Cancelling a queued run finishes it at once without running it.
    runner.start(requests);
    runner.cancel(3);
    QCOMPARE(runner.run(3).state, ui::CompareRun::State::Finished);
    QCOMPARE(runner.run(3).reply->outcome.status, core::SearchStatus::Cancelled);
    runner.cancelAll();
    QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 10000);
}

QTEST_MAIN(tst_CompareRunner)
#include "tst_comparerunner.moc"
