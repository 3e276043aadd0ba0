// A restart finds the same game whatever was switched on: board, goal, history position and
// the solution in playback, with every combination of the X-ray, the gauge and the mode.
#include "freshstate.h"
#include "settings/appfolders.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solve/solverpanel.h"
#include "controls/boardwiring.h"
#include "controls/hintgauge.h"
#include "play/playrecord.h"
#include "window/mainwindow.h"
#include "controls/scramblecontrol.h"
#include "controls/solvecontrol.h"
#include "solve/solvercontroller.h"
#include "sliding/board/slidingposition.h"

#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

class tst_WindowState : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void restartKeepsTheGame_data();
    void restartKeepsTheGame();
    void nothingIsWrittenBeforeRestore();
    void movesReachTheDiskWithoutAClose();
    void countAndClockComeBack();
};

void tst_WindowState::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_WindowState::restartKeepsTheGame_data()
{
    QTest::addColumn<bool>("xray");
    QTest::addColumn<bool>("gauge");
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("inPlayback");
    for (int xray = 0; xray < 2; ++xray)
        for (int gauge = 0; gauge < 2; ++gauge)
            for (int mode = 0; mode < 3; ++mode)
                for (int playback = 0; playback < 2; ++playback)
                    QTest::addRow("xray%d-gauge%d-mode%d-playback%d", xray, gauge, mode, playback)
                        << bool(xray) << bool(gauge) << mode << bool(playback);
}

void tst_WindowState::restartKeepsTheGame()
{
    QFETCH(bool, xray);
    QFETCH(bool, gauge);
    QFETCH(int, mode);
    QFETCH(bool, inPlayback);
    forgetSettingsAndState();
    core::SavedGame game;
    std::vector<std::string> solution;
    int step = -1;
    {
        ui::MainWindow w;
        w.newPuzzle(core::SlidingKind, {3, 3});
        w.scrambleMoves(12);
        w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Up))) || w.session()->playMove(std::string(1, core::dirLetter(core::Dir::Down)));
        if (inPlayback) {
            w.solve();
            QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 20000);
            w.playback()->pause();
            w.session()->jumpToStep(1);
            solution = w.session()->solution();
            step = w.session()->solutionStep();
            QVERIFY(step == 1);
        }
        w.hintGauge()->actions().xray->setChecked(xray);
        w.hintGauge()->actions().gauge->setChecked(gauge);
        w.setMode(ui::MainWindow::Mode(mode));
        game = w.session()->saved();
        w.close();
    }
    ui::MainWindow again;
    const core::SavedGame back = again.session()->saved();
    QVERIFY(back.start == game.start);
    QCOMPARE(back.moves, game.moves);
    QCOMPARE(back.position, game.position);
    QCOMPARE(again.hintGauge()->actions().xray->isChecked(), xray);
    QCOMPARE(again.hintGauge()->actions().gauge->isChecked(), gauge);
    QCOMPARE(int(again.mode()), mode);
    QCOMPARE(again.session()->hasSolution(), inPlayback);
    if (inPlayback) {
        QCOMPARE(again.session()->solution(), solution);
        QCOMPARE(again.session()->solutionStep(), step);
    }
}

void tst_WindowState::nothingIsWrittenBeforeRestore()
{
    // The saved game must survive a window whose restore switches the X-ray on (its handler
    // saves the state): the first thing a second window reads is the game the first one left.
    forgetSettingsAndState();
    core::SavedGame game;
    {
        ui::MainWindow w;
        w.newPuzzle(core::SlidingKind, {4, 4});
        w.scrambleMoves(20);
        w.hintGauge()->actions().xray->setChecked(true);
        game = w.session()->saved();
        w.close();
    }
    for (int restart = 0; restart < 3; ++restart) {
        ui::MainWindow again;
        QVERIFY(again.session()->saved().start == game.start);
        QCOMPARE(again.session()->saved().moves, game.moves);
        again.close();
    }
}

// A kill or a crash gets no close: the game must already be on disk a moment after each move.
// The settings file itself is read, not QSettings (whose in-process cache would hide a missing write).
void tst_WindowState::movesReachTheDiskWithoutAClose()
{
    forgetSettingsAndState();
    QSettings().sync();
    const QString file = ui::StateSettings().fileName(); // the game in play is state
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 4});
    w.scrambleMoves(20);
    // Five moves, never straight back: some direction other than the last one's opposite is
    // open from any cell of a 4x4, whatever the scramble left.
    int back = -1;
    for (int i = 0; i < 5; ++i)
        for (int dir = 0; dir < 4; ++dir)
            if (dir != back && w.session()->playMove(std::string(1, core::dirLetter(core::Dir(dir))))) {
                back = 3 - dir;
                break;
            }
    const std::string moves = w.session()->backend().planText(w.session()->saved().moves);
    QCOMPARE(moves.size(), std::size_t(5));
    auto onDisk = [&] {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return std::string();
        return f.readAll().toStdString();
    };
    QTRY_VERIFY_WITH_TIMEOUT(onDisk().find("moves " + moves) != std::string::npos, 5000);
}

// The player's count and clock come back with the game: the moves and the time so far, the
// clock standing until the next move, then going on from there.
void tst_WindowState::countAndClockComeBack()
{
    forgetSettingsAndState();
    qint64 now = 1'000'000;
    {
        ui::MainWindow w;
        w.newPuzzle(core::SlidingKind, {3, 3});
        w.scrambleMoves(12);
        w.board()->record()->setClock([&now] { return now; });
        int played = 0, back = -1;
        for (int i = 0; i < 3; ++i)
            for (int dir = 0; dir < 4; ++dir)
                if (dir != back && w.session()->playMove(std::string(1, core::dirLetter(core::Dir(dir))))) {
                    back = 3 - dir;
                    ++played;
                    now += 2500;
                    break;
                }
        QCOMPARE(played, 3);
        QCOMPARE(w.board()->record()->moves(), 3);
        QCOMPARE(w.board()->record()->elapsedMs(), qint64(7500)); // from the first move to now
        w.close();
    }
    ui::MainWindow again;
    ui::PlayRecord *record = again.board()->record();
    QCOMPARE(record->moves(), 3);
    QCOMPARE(record->elapsedMs(), qint64(7500));
    QVERIFY(!record->isTiming());
    QVERIFY2(record->text().contains("3") && record->text().contains("0:07"), qPrintable(record->text()));
    record->setClock([&now] { return now; });
    now += 60'000; // the window stood open a minute before the next move: not counted
    record->restore(record->kept());
    const std::vector<std::string> legal = again.session()->backend().legalMoves(again.session()->position());
    QVERIFY(again.session()->playMove(legal.front()));
    now += 1000;
    QCOMPARE(record->moves(), 4);
    QCOMPARE(record->elapsedMs(), qint64(8500));
}

QTEST_MAIN(tst_WindowState)
#include "tst_windowstate.moc"
