// StepReplay: a watched search played back one expansion at a time, with the queue, open list,
// path or frontiers rebuilt from the events.

#include "watching/watchedrun.h"
#include "watching/stepreplay.h"

#include <QtTest>

#include <string>

using core::AlgorithmId;
using core::HeuristicId;

using watched::cells;

class tst_StepReplay : public QObject {
    Q_OBJECT

private slots:
    void firstFiveAStarExpansions();
    void countsMatchTheSearch_data();
    void countsMatchTheSearch();
    void headIsTheNextExpansion_data();
    void headIsTheNextExpansion();
    void idaStarPathFollowsTheParents();
    void bidirectionalMeets();
    void restartReplaysTheSame();
};

// Worked out by hand for 1 5 2 / 4 3 6 / 7 8 _ (the blank moves d, l, r, u in that order):
//  1. the start, g 0 h 4 (5, 2 one off, 3 two off); it queues l: 152 436 708 (8 one off:
//     g 1 h 5, push 1) and u: 152 430 786 (6 one off: g 1 h 5, push 2).
//  2. both have f 6 and g 1: the earlier push, 152 436 708, goes first; its children have
//     f 8 (l moves 7 off, u moves 3 further off) and r is the start again (a duplicate).
//  3. 152 430 786, g 1 h 5; it queues l: 152 403 786 (3 one off instead of two: g 2 h 4,
//     f 6) and u: 150 432 786 (f 8); d is the start.
//  4. 152 403 786, the only f 6 left, g 2 h 4; u puts 5 home: 102 453 786, g 3 h 3, f 6;
//     d and l give f 8, r is a duplicate.
//  5. 102 453 786, g 3 h 3.
void tst_StepReplay::firstFiveAStarExpansions()
{
    const watched::Run w = watched::run("152436780", AlgorithmId::AStar, HeuristicId::Manhattan);
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    struct Expected {
        const char *board;
        int g, h;
    };
    const Expected expected[] = {
        {"152436780", 0, 4}, {"152436708", 1, 5}, {"152430786", 1, 5}, {"152403786", 2, 4}, {"102453786", 3, 3},
    };
    core::StepReplay replay(AlgorithmId::AStar, w.events);
    for (const Expected &e : expected) {
        QVERIFY(replay.step());
        const core::ExpansionEvent *now = replay.current();
        QVERIFY(now);
        QCOMPARE(now->cells, cells(e.board));
        QCOMPARE(now->g, e.g);
        QCOMPARE(now->h, e.h);
        QCOMPARE(now->f, e.g + e.h);
    }
    // After the fifth, r from 102 453 786 (g 4 h 2, f 6) leads the open list.
    const auto head = replay.waiting(1);
    QCOMPARE(head.size(), std::size_t(1));
    QCOMPARE(head.front().cells, cells("120453786"));
    QCOMPARE(head.front().g, 4);
    QCOMPARE(head.front().h, 2);
}

void tst_StepReplay::countsMatchTheSearch_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("bfs") << int(AlgorithmId::Bfs) << int(HeuristicId::None);
    QTest::newRow("bidirectional") << int(AlgorithmId::BidirectionalBfs) << int(HeuristicId::None);
    QTest::newRow("astar") << int(AlgorithmId::AStar) << int(HeuristicId::Manhattan);
    QTest::newRow("wastar") << int(AlgorithmId::WeightedAStar) << int(HeuristicId::Manhattan);
    QTest::newRow("idastar") << int(AlgorithmId::IdaStar) << int(HeuristicId::Manhattan);
}

void tst_StepReplay::countsMatchTheSearch()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const watched::Run w = watched::run("152436780", AlgorithmId(algorithm), HeuristicId(heuristic));
    core::StepReplay replay(AlgorithmId(algorithm), w.events);
    while (replay.step()) {
    }
    QVERIFY(replay.atEnd());
    QCOMPARE(replay.counts().closed, w.outcome.stats.expanded);
    // IDA*'s events list every child of a node before it descends; the search stops at the goal
    // without generating the children after it on the path.
    if (AlgorithmId(algorithm) == AlgorithmId::IdaStar)
        QVERIFY(replay.counts().generated >= w.outcome.stats.generated);
    else
        QCOMPARE(replay.counts().generated, w.outcome.stats.generated);
    QCOMPARE(replay.counts().duplicates, w.outcome.stats.duplicates);
}

void tst_StepReplay::headIsTheNextExpansion_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::addColumn<QString>("start");
    const char *boards[] = {"152436780", "413725086", "412530786", "415362870", "715834062", "162573048"};
    for (const char *b : boards) {
        QTest::addRow("bfs %s", b) << int(AlgorithmId::Bfs) << int(HeuristicId::None) << QString(b);
        QTest::addRow("bidirectional %s", b) << int(AlgorithmId::BidirectionalBfs) << int(HeuristicId::None)
                                             << QString(b);
        QTest::addRow("astar %s", b) << int(AlgorithmId::AStar) << int(HeuristicId::Manhattan) << QString(b);
        QTest::addRow("astar misplaced %s", b) << int(AlgorithmId::AStar) << int(HeuristicId::Misplaced) << QString(b);
        QTest::addRow("wastar %s", b) << int(AlgorithmId::WeightedAStar) << int(HeuristicId::Manhattan)
                                      << QString(b);
    }
}

// The replayed queue or open list is the algorithm's own: before every step, its head is the
// state the search expanded next.
void tst_StepReplay::headIsTheNextExpansion()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    QFETCH(QString, start);
    const watched::Run w = watched::run(start.toLatin1().constData(), AlgorithmId(algorithm), HeuristicId(heuristic));
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    QVERIFY(w.events.size() > 1);
    core::StepReplay replay(AlgorithmId(algorithm), w.events);
    for (const core::ExpansionEvent &next : w.events) {
        const auto head = replay.waiting(1, std::max(next.side, 0));
        QVERIFY2(!head.empty(), qPrintable(QStringLiteral("before expansion %1").arg(next.order)));
        QVERIFY2(head.front().cells == next.cells, qPrintable(QStringLiteral("expansion %1").arg(next.order)));
        QCOMPARE(head.front().g, next.g);
        QVERIFY(replay.step());
    }
    QVERIFY(replay.atEnd());
}

void tst_StepReplay::idaStarPathFollowsTheParents()
{
    const watched::Run w = watched::run("415362870", AlgorithmId::IdaStar, HeuristicId::Manhattan);
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    core::StepReplay replay(AlgorithmId::IdaStar, w.events);
    int iterations = 0;
    while (replay.step()) {
        const core::ExpansionEvent &now = *replay.current();
        const auto &path = replay.path();
        QCOMPARE(int(path.size()), now.g + 1);
        QCOMPARE(path.back().cells, now.cells);
        QCOMPARE(path.front().g, 0);
        QCOMPARE(replay.bound(), now.bound);
        if (now.g == 0)
            ++iterations;
    }
    QCOMPARE(iterations, int(w.outcome.stats.thresholds.size()));
}

void tst_StepReplay::bidirectionalMeets()
{
    const watched::Run w = watched::run("413725086", AlgorithmId::BidirectionalBfs, HeuristicId::None);
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    core::StepReplay replay(AlgorithmId::BidirectionalBfs, w.events);
    QCOMPARE(replay.waitingCount(0), std::size_t(1));
    QVERIFY(!replay.meeting());
    bool bothSides[2] = {false, false};
    while (replay.step())
        bothSides[replay.current()->side] = true;
    QVERIFY(bothSides[0] && bothSides[1]);
    QVERIFY(replay.meeting());
    QVERIFY(replay.waitingCount(0) > 0 && replay.waitingCount(1) > 0);
}

void tst_StepReplay::restartReplaysTheSame()
{
    const watched::Run w = watched::run("412530786", AlgorithmId::AStar, HeuristicId::Manhattan);
    core::StepReplay replay(AlgorithmId::AStar, w.events);
    const auto before = replay.waiting(8);
    for (int i = 0; i < 4; ++i)
        replay.step();
    QCOMPARE(replay.position(), std::size_t(4));
    replay.restart();
    QCOMPARE(replay.position(), std::size_t(0));
    QVERIFY(!replay.current());
    QCOMPARE(replay.counts().closed, std::uint64_t(0));
    const auto after = replay.waiting(8);
    QCOMPARE(after.size(), before.size());
    QCOMPARE(after.front().cells, before.front().cells);
}

QTEST_APPLESS_MAIN(tst_StepReplay)
#include "tst_stepreplay.moc"
