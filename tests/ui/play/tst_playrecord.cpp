// The player's record: only the player's own moves count (undo and redo too; the solution's
// steps and jumps do not), the clock runs from the first move to the goal, the verdict names the
// shortest, bests are kept per size and only improved, and a game with help keeps none.
// Time comes from a clock the test turns by hand, never from the wall.
#include "freshstate.h"
#include "sessionboards.h"
#include "play/gamesession.h"
#include "play/playrecord.h"
#include "controls/boardwiring.h"
#include "window/mainwindow.h"
#include "controls/scramblecontrol.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

namespace {

// A sliding position `moves` moves from the goal, and the moves that take it back.
struct Away {
    core::Position start;
    std::vector<std::string> back;
};

Away awayFromGoal(core::BoardSize size, int moves)
{
    const core::PuzzleBackend &b = core::backendFor(core::SlidingKind);
    std::mt19937_64 rng(7);
    core::Position p = b.newGame(size, rng);
    std::vector<std::string> back;
    std::string last;
    for (int i = 0; i < moves; ++i) {
        for (const std::string &m : b.legalMoves(p)) {
            if (!last.empty() && m == b.inverse(last))
                continue;
            b.apply(p, m);
            back.insert(back.begin(), b.inverse(m));
            last = m;
            break;
        }
    }
    return {p, back};
}

} // namespace

class tst_PlayRecord : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void handMovesCountPlaybackDoesNot();
    void undoAndRedoCountAsMoves();
    void clockRunsFromFirstMoveToGoal();
    void restartAndNewGameStartOver();
    void verdictNamesTheShortest();
    void knownDistanceIsTheShortest();
    void windowTakesTheScrambledDistance();
    void bestIsKeptPerSizeAndOnlyImproved();
    void playbackMarksHelpAndKeepsNoBest();
    void rotationHasItsOwnBest();
    void windowShowsTheRecord();
    void newGameKeepsSizeAndChangesBoard();
    void onlyADealtBoardSetsABest();

private:
    void solveByHand(const Away &a);

    ui::GameSession *m_session = nullptr;
    ui::PlayRecord *m_record = nullptr;
    qint64 m_now = 0;
};

void tst_PlayRecord::init()
{
    forgetSettingsAndState();
    delete m_record;
    delete m_session;
    m_session = new ui::GameSession;
    m_record = new ui::PlayRecord(m_session);
    m_now = 1'000'000;
    m_record->setClock([this] { return m_now; });
}

void tst_PlayRecord::solveByHand(const Away &a)
{
    m_session->newGame(a.start, true);
    for (const std::string &m : a.back)
        QVERIFY(m_session->playMove(m));
    QVERIFY(m_session->isSolved());
}

void tst_PlayRecord::handMovesCountPlaybackDoesNot()
{
    const Away a = awayFromGoal({4, 4}, 6);
    m_session->newGame(a.start, true);
    QVERIFY(m_session->playMove(a.back[0]));
    QCOMPARE(m_record->moves(), 1);
    // A click that slides a run of three tiles is three moves, as the distance counts them.
    const core::SlidingBoard &b = slidingBoard(m_session);
    const int blank = b.blankIndex();
    const int far = blank % 4 == 0 ? blank + 3 : blank - blank % 4;
    const int run = std::abs(far - blank);
    QVERIFY(m_session->playMoves(core::slideMoves(m_session->position().as<core::SlidingPosition>().board, far)));
    QCOMPARE(m_record->moves(), 1 + run);
    QVERIFY(!m_record->usedHelp());

    const core::PuzzleBackend &backend = m_session->backend();
    const std::string m = backend.legalMoves(m_session->position()).front();
    m_session->setSolution({m, backend.inverse(m), m});
    m_session->jumpToStep(1);
    m_session->jumpToStep(3);
    m_session->jumpToStep(0);
    QCOMPARE(m_record->moves(), 1 + run);
    QVERIFY(m_record->usedHelp());
    const QString line = ui::PlayRecord::tr("Moves: %1  Time: %2").arg(1 + run).arg("0:00");
    QCOMPARE(m_record->text(), ui::PlayRecord::tr("%1 (with help)").arg(line));
}

void tst_PlayRecord::undoAndRedoCountAsMoves()
{
    // Undo and redo are moves the player makes, as in most games.
    const Away a = awayFromGoal({3, 3}, 4);
    m_session->newGame(a.start, true);
    QVERIFY(m_session->playMove(a.back[0]));
    QVERIFY(m_session->undo());
    QVERIFY(m_session->redo());
    QCOMPARE(m_record->moves(), 3);
    QVERIFY(m_record->text().startsWith(ui::PlayRecord::tr("Moves: %1  Time: %2").arg(3).arg("0:00")));
}

void tst_PlayRecord::clockRunsFromFirstMoveToGoal()
{
    const Away a = awayFromGoal({3, 3}, 2);
    m_session->newGame(a.start, true);
    m_now += 50'000; // looking at the board is free
    QCOMPARE(m_record->elapsedMs(), 0);
    QVERIFY(!m_record->isTiming());
    QVERIFY(m_session->playMove(a.back[0]));
    QVERIFY(m_record->isTiming());
    m_now += 73'000;
    QCOMPARE(m_record->elapsedMs(), 73'000);
    QVERIFY(m_session->playMove(a.back[1]));
    QVERIFY(m_record->isFinished());
    m_now += 10'000;
    QCOMPARE(m_record->elapsedMs(), 73'000);
    QVERIFY(m_record->verdict().contains("1:13"));
}

void tst_PlayRecord::restartAndNewGameStartOver()
{
    const Away a = awayFromGoal({3, 3}, 6);
    m_session->newGame(a.start, true);
    QVERIFY(m_session->playMove(a.back[0]));
    QVERIFY(m_session->playMove(a.back[1]));
    m_now += 5000;
    m_session->restart();
    QCOMPARE(m_record->moves(), 0);
    QCOMPARE(m_record->elapsedMs(), 0);
    QVERIFY(!m_record->isTiming());
    QVERIFY(m_session->playMove(a.back[0]));
    m_session->newGame(awayFromGoal({3, 3}, 3).start, true);
    QCOMPARE(m_record->moves(), 0);
    QVERIFY(!m_record->isTiming());
}

void tst_PlayRecord::verdictNamesTheShortest()
{
    const Away a = awayFromGoal({3, 3}, 2);
    m_session->newGame(a.start, true);
    QTRY_COMPARE_WITH_TIMEOUT(m_record->shortest(), 2, 10000);
    QSignalSpy solved(m_record, &ui::PlayRecord::solved);
    QVERIFY(m_session->playMove(a.back[0]));
    m_now += 73'000;
    QVERIFY(m_session->playMove(a.back[1]));
    QCOMPARE(solved.count(), 1);
    const QString expected = ui::PlayRecord::tr("Solved in %1 moves, %2").arg(2).arg("1:13")
        + ui::PlayRecord::tr("; the shortest is %1").arg(2) + ui::PlayRecord::tr(" - new best!");
    QCOMPARE(m_record->verdict(), expected);
    QCOMPARE(solved.at(0).at(0).toString(), expected);
    QCOMPARE(m_record->text(), expected);
}

void tst_PlayRecord::knownDistanceIsTheShortest()
{
    // A 5x5 board is beyond the background hint; a distance scramble says how far it is.
    const Away a = awayFromGoal({5, 5}, 3);
    m_session->newGame(a.start, true);
    m_record->setKnownShortest(3);
    QCOMPARE(m_record->shortest(), 3);
    for (const std::string &m : a.back)
        QVERIFY(m_session->playMove(m));
    QVERIFY(m_record->verdict().contains(ui::PlayRecord::tr("; the shortest is %1").arg(3)));
}

void tst_PlayRecord::windowTakesTheScrambledDistance()
{
    // The window's distance scramble tells the record at once, before any background answer.
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    w.scrambleDistance(17);
    QCOMPARE(w.board()->record()->shortest(), 17);
}

void tst_PlayRecord::bestIsKeptPerSizeAndOnlyImproved()
{
    const Away a = awayFromGoal({3, 3}, 2);
    m_now = 0;
    m_session->newGame(a.start, true);
    QVERIFY(m_session->playMove(a.back[0]));
    m_now = 10'000;
    QVERIFY(m_session->playMove(a.back[1]));
    QCOMPARE(m_record->best().moves, 2);
    QCOMPARE(m_record->best().ms, 10'000);
    QCOMPARE(QSettings().value("best/sliding-3x3/moves").toInt(), 2);

    // More moves but quicker: the time improves, the fewest moves stay.
    m_session->newGame(a.start, true);
    QVERIFY(m_session->playMove(a.back[0]));
    QVERIFY(m_session->undo());
    QVERIFY(m_session->playMove(a.back[0]));
    m_now += 4000;
    QVERIFY(m_session->playMove(a.back[1]));
    QCOMPARE(m_record->moves(), 4);
    QCOMPARE(m_record->best().moves, 2);
    QCOMPARE(m_record->best().ms, 4000);
    QVERIFY(m_record->verdict().endsWith(ui::PlayRecord::tr(" - new best!")));

    // Worse in both: nothing is overwritten and no best is claimed.
    m_session->newGame(a.start, true);
    QVERIFY(m_session->playMove(a.back[0]));
    QVERIFY(m_session->undo());
    QVERIFY(m_session->playMove(a.back[0]));
    m_now += 9000;
    QVERIFY(m_session->playMove(a.back[1]));
    QCOMPARE(m_record->best().moves, 2);
    QCOMPARE(m_record->best().ms, 4000);
    QVERIFY(!m_record->verdict().contains(ui::PlayRecord::tr(" - new best!")));

    // Another size keeps its own.
    solveByHand(awayFromGoal({4, 3}, 5));
    QCOMPARE(m_record->best().moves, 5);
    QCOMPARE(QSettings().value("best/sliding-4x3/moves").toInt(), 5);
    QCOMPARE(QSettings().value("best/sliding-3x3/moves").toInt(), 2);
}

void tst_PlayRecord::playbackMarksHelpAndKeepsNoBest()
{
    const Away a = awayFromGoal({3, 3}, 3);
    m_session->newGame(a.start, true);
    m_session->setSolution(a.back);
    m_session->jumpToStep(1);
    QVERIFY(m_session->playMove(a.back[1]));
    QVERIFY(m_session->playMove(a.back[2]));
    QVERIFY(m_record->isFinished());
    QVERIFY(m_record->usedHelp());
    // The verdict counts the player's 2 moves and says Solve showed the rest, so "the shortest is
    // 3" after it reads as no contradiction.
    QVERIFY2(m_record->verdict().startsWith(
                 ui::PlayRecord::tr("Solved with help: %1 moves by hand, the rest shown by Solve, %2").arg(2).arg("0:00")),
             qPrintable(m_record->verdict()));
    QCOMPARE(m_record->best().moves, -1);
    QVERIFY(!QSettings().contains("best/sliding-3x3/moves"));
    // Help lasts until a new game, even across a restart.
    m_session->restart();
    QVERIFY(m_record->usedHelp());
    m_session->newGame(a.start, true);
    QVERIFY(!m_record->usedHelp());
}

void tst_PlayRecord::rotationHasItsOwnBest()
{
    std::mt19937_64 rng(3);
    const core::Position rotation = core::backendFor(core::RotationKind).newGame({}, rng);
    QCOMPARE(ui::PlayRecord::bestKey(rotation), QStringLiteral("best/rotation"));
    QCOMPARE(ui::PlayRecord::bestKey(awayFromGoal({3, 3}, 0).start), QStringLiteral("best/sliding-3x3"));
    QVERIFY(ui::PlayRecord::bestKey(awayFromGoal({4, 3}, 0).start) != ui::PlayRecord::bestKey(awayFromGoal({3, 4}, 0).start));
}

void tst_PlayRecord::windowShowsTheRecord()
{
    ui::MainWindow w;
    ui::PlayRecord *record = w.board()->record();
    record->setClock([this] { return m_now; });
    const Away a = awayFromGoal({3, 3}, 2);
    w.session()->newGame(a.start, true);
    QVERIFY(w.session()->playMove(a.back[0]));
    QCOMPARE(record->moves(), 1);
    QCOMPARE(w.board()->recordLabel()->text(), record->text());
    QVERIFY(w.session()->playMove(a.back[1]));
    QTRY_COMPARE_WITH_TIMEOUT(record->shortest(), 2, 10000);
    QCOMPARE(w.board()->recordLabel()->text(), record->verdict());
    QVERIFY(record->verdict().contains(ui::PlayRecord::tr("; the shortest is %1").arg(2)));
}

void tst_PlayRecord::newGameKeepsSizeAndChangesBoard()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 3});
    const core::Position before = w.session()->position();
    QAction *newGame = w.scrambling()->actions().newGame;
    QVERIFY(newGame->shortcuts().contains(QKeySequence(Qt::Key_F2)));
    QVERIFY(w.session()->playMove(w.session()->backend().legalMoves(before).front()));
    newGame->trigger();
    QCOMPARE(w.session()->size(), (core::BoardSize{4, 3}));
    QVERIFY(!(w.session()->position() == before));
    QVERIFY(!w.session()->isSolved());
    QCOMPARE(w.board()->record()->moves(), 0);
    QCOMPARE(w.session()->moveCount(), 0u);
}

// A best comes only from a board New Game or a scramble dealt: an edited, pasted or opened
// board (here three moves from the goal) is solved and timed, but sets none.
void tst_PlayRecord::onlyADealtBoardSetsABest()
{
    const Away a = awayFromGoal({3, 3}, 3);
    m_session->newGame(a.start); // as the board editor and paste open a board
    QVERIFY(!m_session->isDealt());
    for (const std::string &m : a.back)
        QVERIFY(m_session->playMove(m));
    QVERIFY(m_record->isFinished());
    QVERIFY(!m_record->usedHelp());
    QCOMPARE(m_record->best().moves, -1);
    QVERIFY(!QSettings().contains("best/sliding-3x3/moves"));
    QVERIFY(!m_record->verdict().contains(ui::PlayRecord::tr(" - new best!")));
    // The same board dealt sets one; a new goal makes it a set board again.
    solveByHand(a);
    QCOMPARE(m_record->best().moves, 3);
    m_session->changeGoal(m_session->position());
    QVERIFY(!m_session->isDealt());
}

QTEST_MAIN(tst_PlayRecord)
#include "tst_playrecord.moc"
