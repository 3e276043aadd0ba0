// GameHistory: push, undo, redo, restart and jumpTo, and the open move carried on or taken back,
// checked against a hand-written model.

#include "play/gamehistory.h"
#include "sliding/board/slidingboard.h"

#include <QtTest>

#include <random>
#include <string>
#include <vector>

class tst_GameHistory : public QObject {
    Q_OBJECT

private slots:
    void startsWithOneState();
    void pushUndoRedo();
    void newMoveDropsRedoTail();
    void restartKeepsMoves();
    void jumpTo_data();
    void jumpTo();
    void reset();
    void slidingGame();
    void openMove();
    void randomOperationsMatchModel();
};

void tst_GameHistory::startsWithOneState()
{
    core::GameHistory<int> h(7);
    QCOMPARE(h.current(), 7);
    QCOMPARE(h.initial(), 7);
    QCOMPARE(h.size(), std::size_t(1));
    QCOMPARE(h.position(), std::size_t(0));
    QCOMPARE(h.moveCount(), std::size_t(0));
    QVERIFY(!h.canUndo());
    QVERIFY(!h.canRedo());
    QVERIFY(!h.undo());
    QVERIFY(!h.redo());
    QCOMPARE(h.current(), 7);
}

void tst_GameHistory::pushUndoRedo()
{
    core::GameHistory<std::string> h("a");
    h.push("b");
    h.push("c");
    QCOMPARE(h.current(), std::string("c"));
    QCOMPARE(h.moveCount(), std::size_t(2));
    QCOMPARE(h.size(), std::size_t(3));
    QVERIFY(h.canUndo());
    QVERIFY(!h.canRedo());
    QVERIFY(h.undo());
    QCOMPARE(h.current(), std::string("b"));
    QCOMPARE(h.moveCount(), std::size_t(1));
    QVERIFY(h.canRedo());
    QVERIFY(h.undo());
    QCOMPARE(h.current(), std::string("a"));
    QVERIFY(!h.undo());
    QCOMPARE(h.current(), std::string("a"));
    QCOMPARE(h.size(), std::size_t(3)); // undo keeps the states
    QVERIFY(h.redo());
    QVERIFY(h.redo());
    QCOMPARE(h.current(), std::string("c"));
    QVERIFY(!h.redo());
    QCOMPARE(h.moveCount(), std::size_t(2));
    QCOMPARE(h.at(0), std::string("a"));
    QCOMPARE(h.at(1), std::string("b"));
    QCOMPARE(h.at(2), std::string("c"));
}

void tst_GameHistory::newMoveDropsRedoTail()
{
    core::GameHistory<int> h(0);
    for (int i = 1; i <= 5; ++i)
        h.push(i);
    QVERIFY(h.undo());
    QVERIFY(h.undo());
    QVERIFY(h.undo());
    QCOMPARE(h.current(), 2);
    QVERIFY(h.canRedo());
    h.push(20);
    QCOMPARE(h.current(), 20);
    QCOMPARE(h.size(), std::size_t(4)); // 0 1 2 20
    QCOMPARE(h.moveCount(), std::size_t(3));
    QVERIFY(!h.canRedo());
    QVERIFY(!h.redo());
    QCOMPARE(h.at(2), 2);
    QCOMPARE(h.at(3), 20);
    QVERIFY(h.undo());
    QCOMPARE(h.current(), 2);
    // From the very start too.
    h.restart();
    h.push(100);
    QCOMPARE(h.size(), std::size_t(2));
    QCOMPARE(h.initial(), 0);
    QCOMPARE(h.current(), 100);
    QCOMPARE(h.moveCount(), std::size_t(1));
}

void tst_GameHistory::restartKeepsMoves()
{
    core::GameHistory<int> h(1);
    h.push(2);
    h.push(3);
    h.restart();
    QCOMPARE(h.current(), 1);
    QCOMPARE(h.moveCount(), std::size_t(0));
    QCOMPARE(h.size(), std::size_t(3));
    QVERIFY(!h.canUndo());
    QVERIFY(h.canRedo());
    QVERIFY(h.redo());
    QCOMPARE(h.current(), 2);
    QVERIFY(h.redo());
    QCOMPARE(h.current(), 3);
}

void tst_GameHistory::jumpTo_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("expectedPosition");
    QTest::newRow("start") << 0 << 0;
    QTest::newRow("middle") << 2 << 2;
    QTest::newRow("end") << 4 << 4;
    QTest::newRow("past the end is ignored") << 5 << 3;
    QTest::newRow("far past the end is ignored") << 1000 << 3;
}

// jumpTo moves to any recorded state (keeping all of them); out-of-range indices change nothing.
void tst_GameHistory::jumpTo()
{
    QFETCH(int, target);
    QFETCH(int, expectedPosition);
    core::GameHistory<int> h(10);
    for (int i = 1; i <= 4; ++i)
        h.push(10 + i);
    QVERIFY(h.undo()); // at position 3
    h.jumpTo(std::size_t(target));
    QCOMPARE(h.position(), std::size_t(expectedPosition));
    QCOMPARE(h.moveCount(), std::size_t(expectedPosition));
    QCOMPARE(h.current(), 10 + expectedPosition);
    QCOMPARE(h.size(), std::size_t(5));
    QCOMPARE(h.canUndo(), expectedPosition > 0);
    QCOMPARE(h.canRedo(), expectedPosition < 4);
}

void tst_GameHistory::reset()
{
    core::GameHistory<int> h(1);
    h.push(2);
    h.push(3);
    h.undo();
    h.reset(9);
    QCOMPARE(h.current(), 9);
    QCOMPARE(h.initial(), 9);
    QCOMPARE(h.size(), std::size_t(1));
    QCOMPARE(h.moveCount(), std::size_t(0));
    QVERIFY(!h.canUndo());
    QVERIFY(!h.canRedo());
}

// The way the UI uses it: a history of sliding boards.
void tst_GameHistory::slidingGame()
{
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    core::GameHistory<core::SlidingBoard> h(goal);
    core::SlidingBoard b = goal;
    for (char c : std::string("ulur")) {
        core::Dir d;
        QVERIFY(core::dirFromLetter(c, d));
        QVERIFY(core::applyDir(b, d));
        h.push(b);
    }
    QCOMPARE(h.moveCount(), std::size_t(4));
    QVERIFY(h.current() == b);
    QVERIFY(!(h.current() == goal));
    h.restart();
    QVERIFY(h.current() == goal);
    h.jumpTo(h.size() - 1);
    QVERIFY(h.current() == b);
}

// The move pushed last may be carried on or taken back until anything else moves the position.
void tst_GameHistory::openMove()
{
    core::GameHistory<int> h(0);
    QVERIFY(!h.lastMoveOpen());
    QVERIFY(!h.amendLast(5));
    QVERIFY(!h.dropLast());
    h.push(1);
    QVERIFY(h.lastMoveOpen());
    QVERIFY(h.amendLast(2));
    QCOMPARE(h.current(), 2);
    QCOMPARE(h.moveCount(), std::size_t(1));
    QVERIFY(h.lastMoveOpen());
    QVERIFY(h.dropLast());
    QCOMPARE(h.current(), 0);
    QCOMPARE(h.size(), std::size_t(1));
    QVERIFY(!h.canRedo());
    QVERIFY(!h.lastMoveOpen());
    QVERIFY(!h.dropLast());

    h.push(1);
    h.push(2);
    QVERIFY(h.undo());
    QVERIFY(!h.lastMoveOpen());
    QVERIFY(!h.amendLast(7));
    QCOMPARE(h.at(2), 2);
    QVERIFY(h.redo());
    QVERIFY(!h.lastMoveOpen());
    h.push(3);
    h.restart();
    QVERIFY(!h.lastMoveOpen());
    h.jumpTo(3);
    QVERIFY(!h.lastMoveOpen());
    h.push(4);
    h.reset(0);
    QVERIFY(!h.lastMoveOpen());
}

// Random operation sequences against a model written here: a vector, an index and whether the
// last move is open.
void tst_GameHistory::randomOperationsMatchModel()
{
    std::mt19937_64 rng(17);
    for (int game = 0; game < 200; ++game) {
        core::GameHistory<int> h(0);
        std::vector<int> states{0};
        std::size_t pos = 0;
        bool open = false;
        int next = 1;
        for (int op = 0; op < 60; ++op) {
            switch (rng() % 8) {
            case 0:
            case 1: // push
                states.resize(pos + 1);
                states.push_back(next);
                ++pos;
                h.push(next++);
                open = true;
                break;
            case 2: {
                const bool can = pos > 0;
                QCOMPARE(h.undo(), can);
                pos -= can ? 1 : 0;
                open = open && !can;
                break;
            }
            case 3: {
                const bool can = pos + 1 < states.size();
                QCOMPARE(h.redo(), can);
                pos += can ? 1 : 0;
                open = open && !can;
                break;
            }
            case 4:
                h.restart();
                pos = 0;
                open = false;
                break;
            case 5: // the open move carried on
                QCOMPARE(h.amendLast(next), open);
                if (open)
                    states[pos] = next;
                ++next;
                break;
            case 6: // the open move taken back
                QCOMPARE(h.dropLast(), open);
                if (open) {
                    states.pop_back();
                    --pos;
                    open = false;
                }
                break;
            default: {
                const std::size_t target = std::size_t(rng() % (states.size() + 2));
                h.jumpTo(target);
                if (target < states.size())
                    pos = target;
                open = false;
                break;
            }
            }
            QCOMPARE(h.lastMoveOpen(), open);
            QCOMPARE(h.size(), states.size());
            QCOMPARE(h.position(), pos);
            QCOMPARE(h.moveCount(), pos);
            QCOMPARE(h.current(), states[pos]);
            QCOMPARE(h.canUndo(), pos > 0);
            QCOMPARE(h.canRedo(), pos + 1 < states.size());
            for (std::size_t i = 0; i < states.size(); ++i)
                QCOMPARE(h.at(i), states[i]);
        }
    }
}

QTEST_APPLESS_MAIN(tst_GameHistory)
#include "tst_gamehistory.moc"
