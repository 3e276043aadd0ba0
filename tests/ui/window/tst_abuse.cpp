// The window under abuse: thousands of random clicks, keys, undo/redo, scrambles, solves and
// cancels, playback, pastes of good and bad boards, resizes and puzzle switches. After every
// step the board must be a valid arrangement, the view must show it, and the history must be
// consistent; at the end the window closes mid-search.
#include "freshstate.h"
#include "sessionboards.h"
#include "play/gamesession.h"
#include "controls/boardwiring.h"
#include "controls/gamefiles.h"
#include "window/mainwindow.h"
#include "controls/scramblecontrol.h"
#include "controls/solvecontrol.h"
#include "play/playbackbar.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAction>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

class tst_Abuse : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void randomAbuse();
};

void tst_Abuse::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    forgetSettingsAndState();
}

namespace {

QString checkInvariants(ui::MainWindow &w)
{
    const ui::GameSession *s = w.session();
    if (s->kind() == core::SlidingKind) {
        const auto &b = slidingBoard(s);
        if (!b.isWellFormed())
            return "sliding board is not a valid arrangement";
        if (!(b.size == slidingGoal(s).size) || !slidingGoal(s).isWellFormed())
            return "board and goal differ in size";
        if (!(w.slidingView()->board() == b))
            return "the view does not show the board";
    } else {
        const auto &b = rotationBoard(s);
        for (auto c : b.cells)
            if (c < 1 || c > 3)
                return "rotation cell outside 1..3";
        if (!(w.rotationView()->board() == b))
            return "the view does not show the rotation board";
    }
    if (s->canUndo() != (s->moveCount() > 0))
        return "undo availability disagrees with the move count";
    const int step = s->solutionStep();
    if (step > int(s->solution().size()) || (step >= 0 && !s->hasSolution()))
        return "solution step out of range";
    return {};
}

} // namespace

void tst_Abuse::randomAbuse()
{
    auto *w = new ui::MainWindow;
    ui::Preferences p = w->preferences();
    p.maxNodes = 200'000;
    p.maxMemoryMiB = 64;
    w->setPreferences(p);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QRandomGenerator rng(20261122);
    const int steps = qEnvironmentVariableIsSet("PUZZLESCOPE_SLOW_TESTS") ? 20000 : 3000;
    const auto &board = w->board()->actions();
    const auto &solve = w->solving()->actions();
    QAction *const actions[] = {board.undo,     board.redo,       board.restart,
                                solve.solve,    solve.cancel,     solve.play,
                                solve.stepForward, solve.stepBack, solve.toStart,
                                solve.toEnd,    w->scrambling()->actions().quickScramble,
                                w->files()->actions().copy, board.swapTiles};
    const QStringList pastes{"1 2 3 4 5 6 7 8 x", "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 8 7 x", "3x2:1,2,0,3,4,5",
                             "4x4:13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2", "1 2 3 4 5 6 7 7 x", "garbage", "",
                             "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3", "10x10:1,2"};
    int solves = 0;
    for (int i = 0; i < steps; ++i) {
        const int what = int(rng.bounded(100));
        if (what < 30) {
            QWidget *view = w->session()->kind() == core::SlidingKind ? static_cast<QWidget *>(w->slidingView())
                                                                                 : w->rotationView();
            const QPoint at(int(rng.bounded(std::max(1, view->width()))), int(rng.bounded(std::max(1, view->height()))));
            QTest::mouseClick(view, Qt::LeftButton, {}, at);
        } else if (what < 55) {
            static const Qt::Key keys[] = {Qt::Key_Up, Qt::Key_Down, Qt::Key_Left, Qt::Key_Right, Qt::Key_W, Qt::Key_A,
                                           Qt::Key_S,  Qt::Key_D,    Qt::Key_B,    Qt::Key_C,     Qt::Key_E, Qt::Key_H};
            QTest::keyClick(w, keys[rng.bounded(int(std::size(keys)))]);
        } else if (what < 80) {
            QAction *action = actions[rng.bounded(int(std::size(actions)))];
            if (action == solve.solve)
                ++solves;
            action->trigger();
        } else if (what < 87) {
            w->pasteBoard(pastes[int(rng.bounded(int(pastes.size())))]);
        } else if (what < 92) {
            switch (rng.bounded(5)) {
            case 0: w->newPuzzle(core::SlidingKind, {3, 3}); break;
            case 1: w->newPuzzle(core::SlidingKind, {4, 4}); break;
            case 2: w->newPuzzle(core::SlidingKind, {3, 2}); break;
            case 3: w->newPuzzle(core::SlidingKind, {int(2 + rng.bounded(9)), int(2 + rng.bounded(9))}); break;
            default: w->newPuzzle(core::RotationKind); break;
            }
            w->scrambleMoves(int(rng.bounded(40)));
        } else if (what < 96) {
            w->resize(int(300 + rng.bounded(900)), int(250 + rng.bounded(700)));
        } else {
            const auto algorithms = core::allAlgorithms();
            w->solverPanel()->setChoice(algorithms[rng.bounded(int(algorithms.size()))],
                                        core::defaultHeuristic(w->session()->kind()));
            w->solve();
            ++solves;
        }
        QCoreApplication::processEvents();
        if (i % 50 == 0)
            QTest::qWait(2);
        const QString broken = checkInvariants(*w);
        QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(i).arg(broken)));
    }
    QVERIFY(solves > 50);
    // Leave a search running and close the window: the solver thread is joined cleanly.
    w->newPuzzle(core::SlidingKind, {5, 5});
    w->scrambleRandom();
    w->solverPanel()->setChoice(core::AlgorithmId::Bfs, core::HeuristicId::None);
    w->solve();
    w->close();
    delete w;
}

QTEST_MAIN(tst_Abuse)
#include "tst_abuse.moc"
