// Solution playback on long plans: End lands on the goal in one position change, Fit plays a
// 2,175-move plan within a minute and is chosen by itself for it, fast steps are not animated,
// the move list follows every step, none of it counts as the player's moves, and Home and End
// jump in the window.
#include "freshstate.h"
#include "sliding/slidingboardview.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "play/playrecord.h"
#include "solve/solverpanel.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"

#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <random>

namespace {

// A 10x10 game `length` random moves from the goal, with those moves undone as its plan.
struct LongGame {
    core::Position start;
    std::string plan;
};

LongGame longGame(int length)
{
    const core::PuzzleBackend &b = core::backendFor(core::SlidingKind);
    std::mt19937_64 rng(42);
    core::Position p = b.newGame({10, 10}, rng);
    std::string plan;
    for (int i = 0; i < length; ++i) {
        const auto moves = b.legalMoves(p);
        const std::string m = moves[rng() % moves.size()];
        b.apply(p, m);
        plan.insert(0, b.inverse(m));
    }
    return {p, plan};
}

void load(ui::GameSession &session, const LongGame &g)
{
    session.newGame(g.start);
    session.setSolution(g.plan);
}

} // namespace

class tst_Playback : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void endLandsInOneChange();
    void fitPlaysLongPlanWithinAMinute();
    void fitGivesWayForShortPlans();
    void fastPlaybackIsNotAnimated();
    void moveListFollowsPlayback();
    void playbackIsNotThePlayersMoves();
    void homeAndEndJump();
    void undoBackOntoThePlan();
};

void tst_Playback::endLandsInOneChange()
{
    ui::GameSession session;
    ui::PlaybackBar bar(&session);
    load(session, longGame(2000));
    QVERIFY(!session.isSolved());
    QSignalSpy changes(&session, &ui::GameSession::positionChanged);
    bar.toEnd();
    QCOMPARE(changes.count(), 1);
    QCOMPARE(changes.at(0).at(1).toBool(), false); // no animation across 2,000 moves
    QVERIFY(session.isSolved());
    QCOMPARE(session.solutionStep(), 2000);
    bar.toStart();
    QCOMPARE(changes.count(), 2);
    QVERIFY(session.position() == longGame(2000).start);
}

void tst_Playback::fitPlaysLongPlanWithinAMinute()
{
    ui::GameSession session;
    ui::PlaybackBar bar(&session);
    QVERIFY(!bar.isFit());
    load(session, longGame(2175));
    QVERIFY(bar.isFit());
    QVERIFY(qint64(bar.stepInterval()) * 2175 <= 60'000);
    // At 8x the same plan would take longer than a minute: that is why Fit was chosen.
    QVERIFY(qint64(ui::PlaybackBar::intervalFor(8.0)) * 2175 > 60'000);
    // Halfway, Fit spreads the rest over the minute, still no slower than before.
    const int whole = bar.stepInterval();
    session.jumpToStep(1000);
    QVERIFY(qint64(bar.stepInterval()) * 1175 <= 60'000);
    QVERIFY(bar.stepInterval() >= whole);
    for (int steps : {1, 50, 961, 2175, 10'000, 60'000})
        QVERIFY(qint64(ui::PlaybackBar::fitInterval(steps)) * steps <= 60'000);
}

void tst_Playback::fitGivesWayForShortPlans()
{
    ui::GameSession session;
    ui::PlaybackBar bar(&session);
    bar.setSpeed(4.0);
    load(session, longGame(1500));
    QVERIFY(bar.isFit());
    load(session, longGame(30));
    QCOMPARE(bar.speed(), 4.0);
    // A speed the player chose stays, long plan or not.
    bar.setSpeed(64.0);
    load(session, longGame(30));
    QCOMPARE(bar.speed(), 64.0);
}

void tst_Playback::fastPlaybackIsNotAnimated()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    load(*w.session(), longGame(5000));
    ui::PlaybackBar *bar = w.solverPanel()->playback();
    QVERIFY(bar->isFit());
    QVERIFY(bar->stepInterval() < 15);
    bar->play();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->solutionStep() >= 5, 5000);
    QVERIFY(!w.slidingView()->isAnimating());
    bar->pause();
    // A slow step glides again.
    bar->setSpeed(1.0);
    bar->stepForward();
    QVERIFY(w.slidingView()->isAnimating());
}

void tst_Playback::moveListFollowsPlayback()
{
    ui::GameSession session;
    ui::PlaybackBar playback(&session);
    ui::SolverPanel panel(&session, &playback);
    ui::PlaybackBar *bar = panel.playback();
    QListWidget *list = panel.moveList();
    load(session, longGame(600));
    QCOMPARE(list->count(), 601);
    QCOMPARE(list->currentRow(), 0);
    bar->stepForward();
    bar->stepForward();
    QCOMPARE(list->currentRow(), 2);
    QVERIFY(list->item(2)->font().bold());
    QVERIFY(!list->item(1)->font().bold());
    bar->toEnd();
    QCOMPARE(list->currentRow(), 600);
    QVERIFY(list->item(600)->font().bold());
    QVERIFY(!list->item(2)->font().bold());
    bar->stepBack();
    QCOMPARE(list->currentRow(), 599);
    bar->setSpeed(64.0);
    bar->play(); // from the end it plays again from the start
    QTRY_VERIFY_WITH_TIMEOUT(session.solutionStep() >= 10, 5000);
    bar->pause();
    QCOMPARE(list->currentRow(), session.solutionStep());
    // Leaving the plan by hand clears the mark.
    QVERIFY(session.playMove(session.backend().legalMoves(session.position()).front()));
    QVERIFY(list->selectedItems().isEmpty());
}

void tst_Playback::playbackIsNotThePlayersMoves()
{
    ui::GameSession session;
    ui::PlayRecord record(&session);
    ui::PlaybackBar bar(&session);
    load(session, longGame(700));
    bar.stepForward();
    bar.stepForward();
    bar.stepBack();
    bar.toEnd();
    QVERIFY(session.isSolved());
    QCOMPARE(record.moves(), 0);
    QVERIFY(record.usedHelp());
    QVERIFY(!record.isFinished()); // the solver reached the goal, not the player
    QVERIFY(record.verdict().isEmpty());
}

// In the window, Home and End jump to the start and the end of the plan, as Ctrl+Up and
// Ctrl+Down do.
void tst_Playback::homeAndEndJump()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    ui::GameSession *session = w.session();
    const LongGame g = longGame(40);
    load(*session, g);
    QCOMPARE(session->solutionStep(), 0);
    QTest::keyClick(&w, Qt::Key_End);
    QTRY_COMPARE(session->solutionStep(), 40);
    QVERIFY(session->isSolved());
    QTest::keyClick(&w, Qt::Key_Home);
    QTRY_COMPARE(session->solutionStep(), 0);
    QVERIFY(session->position() == g.start);
}

// A hand move leaves the plan; Undo brings the board back onto it: the plan's step is known
// again (what the solver panel reads to drop its "earlier board" mark) and Step Forward goes
// on along the plan.
void tst_Playback::undoBackOntoThePlan()
{
    ui::GameSession session;
    ui::PlaybackBar playback(&session);
    const LongGame g = longGame(30);
    load(session, g);
    playback.stepForward();
    playback.stepForward();
    QCOMPARE(session.solutionStep(), 2);
    const core::Position onPlan = session.position();
    std::string off;
    for (const std::string &m : session.backend().legalMoves(session.position()))
        if (m != std::string(1, g.plan[2])) {
            off = m;
            break;
        }
    QVERIFY(session.playMove(off));
    QCOMPARE(session.solutionStep(), -1);
    QVERIFY(session.undo());
    QVERIFY(session.position() == onPlan);
    QCOMPARE(session.solutionStep(), 2);
    playback.stepForward();
    QCOMPARE(session.solutionStep(), 3);
    playback.toEnd();
    QVERIFY(session.isSolved());
}

QTEST_MAIN(tst_Playback)
#include "tst_playback.moc"
