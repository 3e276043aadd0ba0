// Cancellation stress: a thousand searches started and cancelled from another thread, over
// every algorithm and heuristic on hard boards of both puzzles. Each must end (Cancelled, or
// Solved when it finished first) and answer the cancel promptly; the worst latency is printed.
#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingtext.h"
#include "solvers/solverregistry.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

class tst_CancelStress : public QObject {
    Q_OBJECT
private slots:
    void thousandCancels();
};

namespace {

using Clock = std::chrono::steady_clock;

struct Job {
    core::PuzzleKind kind;
    core::AlgorithmId algorithm;
    core::HeuristicId heuristic;
};

} // namespace

void tst_CancelStress::thousandCancels()
{
    // Korf's first 15-puzzle (57 moves, goal 1..15 then the blank) and a rotation board.
    const auto fifteen = *core::parseSlidingBoard("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2").board;
    const auto fifteenGoal = core::SlidingBoard::standardGoal({4, 4});
    const auto eight = *core::parseSlidingBoard("8 6 7 2 5 4 3 0 1").board;
    const auto eightGoal = core::SlidingBoard::standardGoal({3, 3});
    const auto rotation = *core::parseRotationBoard("3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2").board;
    std::vector<Job> jobs;
    for (auto a : core::allAlgorithms()) {
        for (auto kind : {core::PuzzleKind::Sliding, core::PuzzleKind::Rotation}) {
            const core::BoardSize size = kind == core::PuzzleKind::Sliding ? core::BoardSize{4, 4} : core::BoardSize{0, 0};
            std::vector<core::HeuristicId> hs{core::HeuristicId::None};
            if (core::usesHeuristic(a))
                hs = core::heuristicsFor(kind);
            for (auto h : hs)
                if (core::checkCombination(kind, size, a, h).empty() || a == core::AlgorithmId::Table)
                    jobs.push_back({kind, a, h});
        }
    }
    QVERIFY(jobs.size() >= 10);
    std::mt19937 rng(7);
    const int cycles = qEnvironmentVariableIsSet("PUZZLESCOPE_SLOW_TESTS") ? 5000 : 1000;
    double worstMs = 0;
    std::string worstJob;
    int cancelled = 0;
    for (int i = 0; i < cycles; ++i) {
        const Job &job = jobs[std::size_t(i) % jobs.size()];
        core::SearchContext ctx;
        std::atomic<bool> done{false};
        Clock::time_point finishedAt;
        core::SolveOutcome outcome;
        std::thread worker([&] {
            if (job.kind == core::PuzzleKind::Rotation)
                outcome = core::solveRotation(rotation, job.algorithm, job.heuristic, ctx);
            else if (job.algorithm == core::AlgorithmId::Table)
                outcome = core::solveSliding(eight, eightGoal, job.algorithm, job.heuristic, ctx);
            else
                outcome = core::solveSliding(fifteen, fifteenGoal, job.algorithm, job.heuristic, ctx);
            finishedAt = Clock::now();
            done = true;
        });
        std::this_thread::sleep_for(std::chrono::microseconds(rng() % 3000));
        const auto cancelAt = Clock::now();
        ctx.cancel();
        worker.join();
        QVERIFY(done);
        QVERIFY2(outcome.status == core::SearchStatus::Cancelled || outcome.status == core::SearchStatus::Solved,
                 core::statusName(outcome.status));
        if (outcome.status == core::SearchStatus::Cancelled) {
            ++cancelled;
            const double ms = std::chrono::duration<double, std::milli>(finishedAt - cancelAt).count();
            if (ms > worstMs) {
                worstMs = ms;
                worstJob = core::algorithmKey(job.algorithm) + "/" + core::heuristicKey(job.heuristic)
                    + (job.kind == core::PuzzleKind::Rotation ? " (rotation)" : " (sliding)");
            }
        }
    }
    qInfo("%d cycles over %zu algorithm/heuristic/puzzle combinations: %d cancelled, worst cancel latency %.2f ms (%s)",
          cycles, jobs.size(), cancelled, worstMs, worstJob.c_str());
    QVERIFY(cancelled > cycles / 2);
    // The contract is 50 ms; the bound here is generous because sanitizer builds and a loaded
    // CI machine are slower. The figure above is what to watch.
    QVERIFY2(worstMs < 500, qPrintable(QString::number(worstMs)));
}

QTEST_APPLESS_MAIN(tst_CancelStress)
#include "tst_cancelstress.moc"
