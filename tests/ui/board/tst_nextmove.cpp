// The next-move arrow on the board, offscreen: during playback it marks the solution's next
// move after each step and jump, and goes at the end and when a hand move leaves the solution;
// after Hint it marks the hint's move until the board changes, when the hint's words go too.
// A Huarong Dao move round a corner is drawn through the corner, not across it.
#include "freshstate.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "controls/hintgauge.h"
#include "window/mainwindow.h"
#include "controls/nextmovemarker.h"
#include "rotation/board/rotationboard.h"
#include "klotski/klotskiboardview.h"
#include "klotski/board/klotskiboard.h"

#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

class tst_NextMove : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void playbackMarksTheSolutionsNextMove();
    void aHandMoveOffTheSolutionClearsTheArrow();
    void rotationMarksTheLineThatTurnsNext();
    void hintMarksItsMoveUntilTheBoardChanges();
    void aMoveRoundACornerGoesThroughTheCorner();
};

void tst_NextMove::playbackMarksTheSolutionsNextMove()
{
    ui::MainWindow w;
    // From the goal the blank went up then left; "rd" takes it back.
    QVERIFY(w.pasteBoard("3x3:1,2,3,4,0,5,7,8,6"));
    ui::GameSession *s = w.session();
    ui::SlidingBoardView *view = w.slidingView();
    QCOMPARE(view->nextMove(), std::string());
    s->setSolution("rd");
    QCOMPARE(s->solutionStep(), 0);
    QCOMPARE(view->nextMove(), std::string("r"));
    QCOMPARE(view->nextMoveCell(), 5); // tile 5, right of the blank, slides left
    QVERIFY(s->redo());
    QCOMPARE(s->solutionStep(), 1);
    QCOMPARE(view->nextMove(), std::string("d"));
    QCOMPARE(view->nextMoveCell(), 8); // tile 6, under the blank, slides up
    s->jumpToStep(2);
    QVERIFY(s->isSolved());
    QCOMPARE(view->nextMove(), std::string()); // the end of the plan: nothing comes next
    QCOMPARE(view->nextMoveCell(), -1);
    QVERIFY(s->undo()); // a step back from the end
    QCOMPARE(view->nextMove(), std::string("d"));
    s->jumpToStep(0);
    QCOMPARE(view->nextMove(), std::string("r"));
    s->jumpToStep(1);
    QCOMPARE(view->nextMove(), std::string("d"));
}

void tst_NextMove::aHandMoveOffTheSolutionClearsTheArrow()
{
    ui::MainWindow w;
    QVERIFY(w.pasteBoard("3x3:1,2,3,4,0,5,7,8,6"));
    ui::GameSession *s = w.session();
    s->setSolution("rd");
    QCOMPARE(w.slidingView()->nextMove(), std::string("r"));
    QVERIFY(s->playMove("u")); // not the solution's move
    QCOMPARE(s->solutionStep(), -1);
    QCOMPARE(w.slidingView()->nextMove(), std::string());
    QCOMPARE(w.hintGauge()->marker()->marked(), std::string());
}

void tst_NextMove::rotationMarksTheLineThatTurnsNext()
{
    ui::MainWindow w;
    w.newPuzzle(core::RotationKind);
    ui::GameSession *s = w.session();
    s->setSolution("AC");
    QCOMPARE(w.rotationView()->nextMove(), std::string("A"));
    QCOMPARE(w.rotationView()->nextMoveIndex(), 0);
    QCOMPARE(w.slidingView()->nextMove(), std::string());
    QVERIFY(s->redo());
    QCOMPARE(w.rotationView()->nextMoveIndex(), 2);
    QVERIFY(s->redo());
    QCOMPARE(w.rotationView()->nextMoveIndex(), -1);
}

void tst_NextMove::hintMarksItsMoveUntilTheBoardChanges()
{
    ui::MainWindow w;
    QVERIFY(w.pasteBoard("3x3:1,2,3,4,5,6,0,7,8")); // two moves from the goal
    QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hasAnswer(), 10000);
    const std::string move = w.hints()->answer().next;
    QCOMPARE(move, std::string("r"));
    QCOMPARE(w.slidingView()->nextMove(), std::string());
    w.showHint();
    QCOMPARE(w.slidingView()->nextMove(), move);
    QCOMPARE(w.slidingView()->nextMoveCell(), 7);
    const QString words = w.statusBar()->currentMessage();
    QVERIFY(words.contains(QStringLiteral("7")));
    // Playing the hinted move: the arrow and the hint's words go.
    QVERIFY(w.session()->playMove(move));
    QCOMPARE(w.slidingView()->nextMove(), std::string());
    QVERIFY(w.statusBar()->currentMessage() != words);
    QVERIFY(w.statusBar()->currentMessage().isEmpty());
    // A hint asked for during playback wins over the solution until the board changes.
    w.session()->setSolution("r");
    QCOMPARE(w.slidingView()->nextMove(), std::string("r"));
    QTRY_VERIFY_WITH_TIMEOUT(w.hints()->hasAnswer(), 10000);
    w.showHint();
    QCOMPARE(w.hintGauge()->marker()->hintMove(), std::string("r"));
    QVERIFY(w.session()->playMove("r"));
    QCOMPARE(w.hintGauge()->marker()->hintMove(), std::string());
    QCOMPARE(w.slidingView()->nextMove(), std::string());
}

// "Bdl": the soldier B slides down a cell, then left a cell. Its mark goes down from B's cell to
// the corner cell and left from there, through the corner's centre and nowhere near the
// diagonal between B's cell and the cell it ends in.
void tst_NextMove::aMoveRoundACornerGoesThroughTheCorner()
{
    const auto parsed = core::parseKlotskiBoard("AB../..CC/..CC/D...");
    QVERIFY(parsed.board);
    const auto goal = core::defaultKlotskiGoal(*parsed.board);
    QVERIFY(goal.goal);
    ui::KlotskiBoardView view;
    view.setAnimationDuration(0);
    view.resize(400, 400);
    view.setBoard(*parsed.board, *goal.goal);
    const QImage plain = view.grab().toImage();
    view.setNextMove("Bdl");
    const QImage marked = view.grab().toImage();
    QVERIFY(marked != plain);
    const QPointF from = view.cellCentre(1, 0), corner = view.cellCentre(1, 1), to = view.cellCentre(0, 1);
    const qreal u = corner.y() - from.y();
    // Pixels the mark changed within a tenth of a cell of `at`.
    const auto changedNear = [&](QPointF at) {
        int n = 0;
        const qreal r = u * 0.1;
        for (int y = int(at.y() - r); y <= int(at.y() + r); ++y)
            for (int x = int(at.x() - r); x <= int(at.x() + r); ++x)
                n += QLineF(at, QPointF(x, y)).length() <= r && plain.pixel(x, y) != marked.pixel(x, y);
        return n;
    };
    QVERIFY2(changedNear(corner) > 10, "the way goes through the corner");
    QCOMPARE(changedNear(from + (to - from) * 0.25), 0); // no diagonal
}

QTEST_MAIN(tst_NextMove)
#include "tst_nextmove.moc"
