// The conformance suite: every registered puzzle (core's list and the window's, read here, never
// typed) in every view, at the screen size PUZZLESCOPE_TEST_SCREEN names (ctest runs it on
// 1280x800 and 1920x1080), with the presentation scale off, on and switched on, in English and
// Chinese and in the Light, Dark and High contrast themes. Each puzzle's boards are its module's
// samples (PuzzleSamples), whose claims are checked first by a breadth-first search over the
// back end's own moves. A cell that cannot run fails; the suite prints how many cells it checked.
#include "conformance.h"
#include "conformancelayout.h"

#include "board/boardview.h"
#include "lab/labboards.h"
#include "lab/labrace.h"
#include "lab/searchlab.h"
#include "race/racelane.h"
#include "words/numbertext.h"
#include "solve/solvercontroller.h"
#include "watching/boardstrip.h"
#include "watching/stepreplay.h"
#include "solve/solverpanel.h"
#include "solvers/comparison.h"
#include "puzzles/solve.h"
#include "play/gamesession.h"
#include "window/mainwindow.h"

#include "../ui/freshstate.h"
#include "../ui/testscreen.h"

#include <QAction>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace conformance;

class tst_Conformance : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { forgetSettingsAndState(); }
    void cleanup() { layout::cleanup(); }
    void samplesHoldTheirClaims_data() { addPuzzleRows(); }
    void samplesHoldTheirClaims();
    void oneCountInCore_data() { addPuzzleRows(); }
    void oneCountInCore();
    void oneCountInTheCli_data() { addPuzzleRows(); }
    void oneCountInTheCli();
    void oneCountInTheWindow_data() { addPuzzleRows(); }
    void oneCountInTheWindow();
    void boardStaysAtTheFirstMove_data() { addPuzzleRows(); }
    void boardStaysAtTheFirstMove();
    void namedLayoutsInTheTitle_data() { addPuzzleRows(); }
    void namedLayoutsInTheTitle();
    void oneFrontierInTheLab_data() { addPuzzleRows(); }
    void oneFrontierInTheLab();
    void layoutInEveryView_data() { layout::addRows(); }
    void layoutInEveryView() { layout::check(); }
    void cleanupTestCase();
};

void tst_Conformance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), testscreen::size());
    QVERIFY2(puzzles().size() == int(core::allPuzzleKinds().size()), "the window lists every puzzle core lists");
}

// Each sample is a board of its puzzle, and is as far from the goal as its module says.
void tst_Conformance::samplesHoldTheirClaims()
{
    QFETCH(int, puzzle);
    const ui::PuzzleLook *look = puzzles()[puzzle];
    const core::PuzzleBackend &b = backend(look);
    const core::PuzzleSamples s = b.samples();
    for (const std::string *text : {&s.named, &s.oneMove, &s.tenMoves})
        QVERIFY2(sample(look, *text), text->c_str());
    const Walk one = breadthFirst(b, *sample(look, s.oneMove));
    QCOMPARE(one.distance, 1);
    const Walk ten = breadthFirst(b, *sample(look, s.tenMoves));
    if (ten.distance >= 0) {
        QVERIFY2(ten.distance >= 8 && ten.distance <= 12, qPrintable(QString::number(ten.distance)));
    } else {
        // Too many states to walk to the goal: no goal nearer than the layers walked, and the
        // optimal search's plan (replayed) is in range.
        QVERIFY(ten.reached >= 6);
        core::SearchContext ctx;
        const core::SolveOutcome o = core::solve(*sample(look, s.tenMoves), b.defaultAlgorithm(b.sizeOf(*sample(look, s.tenMoves))),
                                                 core::HeuristicId::None, ctx);
        QVERIFY(o.optimal && replays(b, *sample(look, s.tenMoves), o.moves));
        QVERIFY2(int(o.length()) >= 8 && int(o.length()) <= 12, qPrintable(QString::number(o.length())));
    }
    const Walk named = breadthFirst(b, *sample(look, s.named));
    QVERIFY(named.distance > 0 || !named.exhausted);
    if (!s.unsolvable.empty()) {
        const std::optional<core::Position> no = sample(look, s.unsolvable);
        QVERIFY(no);
        const Walk none = breadthFirst(b, *no);
        QVERIFY2(none.exhausted && none.distance < 0, "the unsolvable sample reaches no goal, after every state it reaches");
    }
    ++cells();
}

// A one-move board's plan is one move to every algorithm and heuristic that runs on the puzzle,
// and the ten-move board's optimal plans are as long as the breadth-first search says.
void tst_Conformance::oneCountInCore()
{
    QFETCH(int, puzzle);
    const ui::PuzzleLook *look = puzzles()[puzzle];
    const core::PuzzleBackend &b = backend(look);
    const core::Position one = *sample(look, b.samples().oneMove);
    const core::Position ten = *sample(look, b.samples().tenMoves);
    const Walk tenWalk = breadthFirst(b, ten);
    for (const core::RunChoice &c : core::sensibleChoices(look->kind, b.sizeOf(one), true)) {
        const QString where = QString("%1 %2").arg(QString::fromStdString(core::algorithmKey(c.algorithm)),
                                                   QString::fromStdString(core::heuristicKey(c.heuristic)));
        core::SearchContext ctx;
        const core::SolveOutcome o = core::solve(one, c.algorithm, c.heuristic, ctx);
        QVERIFY2(o.status == core::SearchStatus::Solved, qPrintable(where));
        QVERIFY2(o.length() == 1, qPrintable(QString("%1: %2 counted %3").arg(where, QString::fromStdString(o.moves)).arg(o.length())));
        QVERIFY2(replays(b, one, o.moves), qPrintable(where));
        ++cells();
        if (!core::isOptimal(c.algorithm) || tenWalk.distance < 0)
            continue;
        core::SearchContext tenCtx;
        const core::SolveOutcome t = core::solve(ten, c.algorithm, c.heuristic, tenCtx);
        QVERIFY2(t.status == core::SearchStatus::Solved && replays(b, ten, t.moves), qPrintable(where));
        QVERIFY2(int(t.length()) == tenWalk.distance, qPrintable(QString("%1: %2 against %3").arg(where).arg(t.length()).arg(tenWalk.distance)));
        ++cells();
    }
}

// The command line's text and JSON count the one-move plan as one move.
void tst_Conformance::oneCountInTheCli()
{
    QFETCH(int, puzzle);
    const ui::PuzzleLook *look = puzzles()[puzzle];
    const QString board = QString::fromStdString(backend(look).samples().oneMove);
    for (const bool json : {false, true}) {
        QProcess cli;
        QStringList args{"solve", "--puzzle", QString::fromLatin1(keyOf(look))};
        if (json)
            args << "--json";
        cli.start(PUZZLESCOPE_CLI, args << board);
        QVERIFY(cli.waitForFinished(60000));
        const QByteArray out = cli.readAllStandardOutput();
        QVERIFY2(cli.exitCode() == 0, out.constData());
        if (json)
            QCOMPARE(QJsonDocument::fromJson(out).object().value("length").toInt(), 1);
        else
            QVERIFY2(out.contains("length:        1 "), out.constData());
        ++cells();
    }
}

// The window's Solve: the plan, the message and the run table count one move and give one time.
void tst_Conformance::oneCountInTheWindow()
{
    QFETCH(int, puzzle);
    const ui::PuzzleLook *look = puzzles()[puzzle];
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.session()->newGame(*sample(look, backend(look).samples().oneMove));
    QSignalSpy solved(w.solver(), &ui::SolverController::solved);
    QAction *solve = w.findChild<QAction *>("solve");
    QVERIFY(solve && solve->isEnabled());
    solve->trigger();
    QVERIFY(solved.wait(60000));
    QCOMPARE(w.session()->solution().size(), std::size_t(1));
    const QTableWidget *runs = w.solverPanel()->runsTable();
    QVERIFY(runs->rowCount() >= 1);
    QCOMPARE(runs->item(runs->rowCount() - 1, 3)->text(), QString("1"));
    const QStringList texts = [&] {
        QStringList t;
        for (const QLabel *l : w.solverPanel()->findChildren<QLabel *>())
            t << l->text();
        return t;
    }();
    // One time too: the message says the run table's.
    const QString time = runs->item(runs->rowCount() - 1, 5)->text();
    QVERIFY2(texts.contains(QString("Solved: 1 move in %1.").arg(time)), qPrintable(time + ": " + texts.join(" | ")));
    ++cells();
}

// A newcomer's first move (the how-to line over the board goes) leaves the board where it was,
// under the pointer that played it.
void tst_Conformance::boardStaysAtTheFirstMove()
{
    QFETCH(int, puzzle);
    const ui::PuzzleLook *look = puzzles()[puzzle];
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.session()->newGame(*sample(look, backend(look).samples().tenMoves));
    layout::settle();
    const auto *line = w.findChild<QLabel *>("howToPlay");
    QVERIFY(line && line->isVisible());
    const ui::BoardView *board = nullptr;
    for (const ui::BoardView *v : w.findChildren<ui::BoardView *>())
        if (v->isVisible())
            board = v;
    QVERIFY(board);
    const QRect before(board->mapTo(&w, QPoint(0, 0)), board->size());
    const std::vector<std::string> legal = w.session()->backend().legalMoves(w.session()->position());
    QVERIFY(!legal.empty() && w.session()->playMove(legal.front()));
    layout::settle();
    QVERIFY(!line->isVisible());
    QCOMPARE(QRect(board->mapTo(&w, QPoint(0, 0)), board->size()), before);
    ++cells();
}

// Each named layout a puzzle's New Game offers is named in the window's title while it is played
// (the title names the game's start); a scrambled game names none.
void tst_Conformance::namedLayoutsInTheTitle()
{
    QFETCH(int, puzzle);
    const ui::PuzzleLook *look = puzzles()[puzzle];
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // A board of no named layout: the title names none.
    w.session()->newGame(*sample(look, backend(look).samples().oneMove));
    QVERIFY2(!look->layoutName || look->layoutName(w.session()->start()).isEmpty(), qPrintable(w.windowTitle()));
    ++cells();
    for (const ui::NewGameEntry &entry : look->newGames().entries) {
        if (entry.scramble)
            continue; // a size or a scramble, no named layout (and some ask for a size first)
        QAction *a = w.findChild<QAction *>(entry.name);
        QVERIFY2(a, qPrintable(entry.name));
        a->trigger();
        QCOMPARE(w.session()->kind(), look->kind);
        QVERIFY(look->layoutName);
        QVERIFY2(w.windowTitle().contains(entry.text), qPrintable(w.windowTitle() + " / " + entry.text));
        // A move later it is still the game started from that layout.
        const std::vector<std::string> moves = w.session()->backend().legalMoves(w.session()->position());
        QVERIFY(!moves.empty());
        w.session()->playMoves({moves.front()});
        QVERIFY2(w.windowTitle().contains(entry.text), qPrintable(w.windowTitle()));
        ++cells();
    }
}

// The Search Lab's tabs agree at every step, for every search it offers on the puzzle: the race's
// lanes are at the Lab's expansion and give its recorded search's frontier (StepReplay::frontier:
// the boards waiting after the expansion, children added), which the Boards tab's lists count.
void tst_Conformance::oneFrontierInTheLab()
{
    QFETCH(int, puzzle);
    const ui::PuzzleLook *look = puzzles()[puzzle];
    ui::SearchLab lab(*sample(look, backend(look).samples().tenMoves),
                      core::sensibleChoices(look->kind, backend(look).sizeOf(*sample(look, backend(look).samples().tenMoves)), false).front());
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    const QList<core::RunChoice> choices = lab.choices();
    for (const core::RunChoice &c : choices) {
        const QString where = QString::fromStdString(core::algorithmKey(c.algorithm) + " " + core::heuristicKey(c.heuristic));
        lab.setChoice(c);
        QVERIFY2(QTest::qWaitFor([&lab] { return lab.replay() && !lab.isSearching(); }, 60000), qPrintable(where));
        for (int k = 1; k <= 6 && !lab.replay()->atEnd(); ++k) {
            lab.step();
            const core::StepReplay *replay = lab.replay();
            QCOMPARE(replay->position(), lab.position());
            QVERIFY(lab.race()->laneCount() >= 1);
            ui::RaceLane *lane = lab.race()->lane(0);
            QCOMPARE(lane->work(), std::uint64_t(lab.position()));
            const QString frontier = QString("Frontier %1").arg(ui::countText(replay->frontier()));
            QVERIFY2(lane->detailText().contains(frontier), qPrintable(QString("%1 at %2: the race says %3, the replay %4")
                                                                            .arg(where).arg(k).arg(lane->detailText(), frontier)));
            if (replay->model() != core::ReplayModel::Path && replay->model() != core::ReplayModel::None) {
                std::size_t listed = 0;
                for (int side = 0; side < (replay->model() == core::ReplayModel::TwoFrontiers ? 2 : 1); ++side) {
                    listed += replay->waitingCount(side);
                    QVERIFY2(lab.boards()->waitingStrip(side)->title().contains(ui::countText(replay->waitingCount(side))),
                             qPrintable(where + ": " + lab.boards()->waitingStrip(side)->title()));
                }
                QCOMPARE(listed, replay->frontier());
            }
            ++cells();
        }
    }
}

void tst_Conformance::cleanupTestCase()
{
    const QSize s = testscreen::size();
    qInfo().noquote() << QString("conformance: %1 cells checked for %2 puzzles on %3x%4")
                             .arg(cells())
                             .arg(puzzles().size())
                             .arg(s.width())
                             .arg(s.height());
}

int main(int argc, char *argv[])
{
    return testscreen::run<tst_Conformance>(argc, argv);
}

#include "tst_conformance.moc"
