// Huarong Dao in the window, offscreen, as a player meets it: New Game's layouts, a piece dragged
// by the mouse, a piece picked and sent to a place by clicks, the arrow keys (presses that move
// one piece on are one move, as a drag is, so the shortest plan can be matched by keys), undo,
// Solve played to the goal (81 moves on the classic start, replayed through the back end), a
// game file that opens where it was saved, and the edit box that names the row and column of a
// mistake.
#include "freshstate.h"
#include "puzzleviews/boardstack.h"
#include "klotski/klotskiboardview.h"
#include "klotski/klotskipiece.h"
#include "controls/boardwiring.h"
#include "controls/scramblecontrol.h"
#include "play/gamesession.h"
#include "play/playrecord.h"
#include "play/playbackbar.h"
#include "window/mainwindow.h"
#include "klotski/board/klotskiposition.h"

#include "klotski/game/klotskilayouts.h"

#include <algorithm>
#include <QAccessible>
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const core::KlotskiBoard &boardOf(const ui::MainWindow &w)
{
    return w.session()->position().as<core::KlotskiPosition>().board;
}

ui::KlotskiBoardView *viewOf(ui::MainWindow &w)
{
    auto *v = w.findChild<ui::KlotskiBoardView *>();
    Q_ASSERT(v);
    return v;
}

// The named layouts' New Game actions, in core::KlotskiLayouts' order.
QList<QAction *> layoutActions(ui::MainWindow &w)
{
    for (const auto &group : w.scrambling()->actions().newGames)
        if (group.kind == core::KlotskiKind)
            return group.actions;
    return {};
}

// Opens a named layout through its New Game action, as the menu does.
void openLayout(ui::MainWindow &w, int layout)
{
    layoutActions(w)[layout]->trigger();
}

// Shows the window at a size the board is large in and opens a layout: its view, or null when
// the window could not be shown.
ui::KlotskiBoardView *showLayout(ui::MainWindow &w, int layout)
{
    w.resize(1000, 700);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return nullptr;
    openLayout(w, layout);
    return viewOf(w);
}

} // namespace

class tst_KlotskiPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void newGameOpensTheLayouts();
    void dragAPiece();
    void pickAndClickAPlace();
    void arrowKeysMoveThePickedPiece();
    void keysCountAsADragDoes();
    void keysMatchTheShortestPlan();
    void solvePlaysToTheGoal();
    void savedGameOpensAgain();
    void piecesCarryTheirNames();
    void thePickFollowsOnlyItsOwnMove();
    void marksDifferInColourAndShape();
};

// The pick (a solid outline in the highlight colour) and the keyboard's focus ring (dashed, in
// the text colour) are told apart by colour on the same piece.
void tst_KlotskiPlay::marksDifferInColourAndShape()
{
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0);
    QVERIFY(v);
    QApplication::setActiveWindow(&w);
    v->setFocus();
    QTRY_VERIFY(v->hasFocus());
    int soldier = -1;
    for (int i = 0; i < v->itemCount(); ++i)
        if (v->itemName(i).contains(QStringLiteral(" I,")))
            soldier = i;
    QVERIFY(soldier >= 0);
    const QRect piece = v->itemRect(soldier).toRect();
    // Pixels of `colour` in the band round the piece's edge.
    const auto edgeInk = [&](const QImage &image, const QColor &colour) {
        int n = 0;
        const int band = std::max(3, piece.width() / 8);
        for (int y = piece.top(); y <= piece.bottom(); ++y)
            for (int x = piece.left(); x <= piece.right(); ++x) {
                const bool edge = x - piece.left() < band || piece.right() - x < band || y - piece.top() < band || piece.bottom() - y < band;
                n += edge && image.pixelColor(x, y).rgb() == colour.rgb();
            }
        return n;
    };
    const QColor highlight = v->palette().color(QPalette::Highlight), text = v->palette().color(QPalette::WindowText);
    const QImage plain = v->grab().toImage();
    v->setFocusItem(soldier);
    const QImage focused = v->grab().toImage();
    v->pick('I');
    v->setFocusItem(-1); // a pick takes the focus ring along: the pick's own mark alone here
    const QImage picked = v->grab().toImage();
    QVERIFY(edgeInk(focused, text) > edgeInk(plain, text) + 20);
    QVERIFY(edgeInk(focused, highlight) <= edgeInk(plain, highlight));
    QVERIFY(edgeInk(picked, highlight) > edgeInk(plain, highlight) + 20);
    QVERIFY(edgeInk(picked, text) <= edgeInk(plain, text) + 2);
}

// The classic start as players know it: 曹操 the large piece, 关羽 the wide general, four tall
// generals by name in reading order, 兵 the soldiers; the names stay with their pieces while
// they move, and the letters come back by choice.
void tst_KlotskiPlay::piecesCarryTheirNames()
{
    QVERIFY(!ui::klotskiLetters());
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0); // ABBC/ABBC/DEEF/DGHF/I..J
    QVERIFY(v);
    const auto nameOf = [v](char letter) {
        for (int i = 0; i < v->itemCount(); ++i)
            if (v->itemName(i).contains(QStringLiteral(" %1,").arg(QChar(letter))))
                return v->itemName(i);
        return QString();
    };
    QVERIFY2(nameOf('B').contains(QStringLiteral("曹操")), qPrintable(nameOf('B')));
    QVERIFY2(nameOf('E').contains(QStringLiteral("关羽")), qPrintable(nameOf('E')));
    QVERIFY(nameOf('A').contains(QStringLiteral("张飞")));
    QVERIFY(nameOf('C').contains(QStringLiteral("赵云")));
    QVERIFY(nameOf('D').contains(QStringLiteral("马超")));
    QVERIFY(nameOf('F').contains(QStringLiteral("黄忠")));
    for (char soldier : {'G', 'H', 'I', 'J'})
        QVERIFY(nameOf(soldier).contains(QStringLiteral("兵")));
    // G slides right under H's old place and J moves up: the names follow their letters.
    v->pick('I');
    QTest::keyClick(&w, Qt::Key_Right);
    QVERIFY(nameOf('I').contains(QStringLiteral("兵")));
    QVERIFY(nameOf('B').contains(QStringLiteral("曹操")));
    // The board draws the name: text-coloured pixels inside 曹操, none in letters mode's place.
    const QImage named = v->grab().toImage();
    ui::setKlotskiLetters(true);
    const QImage lettered = v->grab().toImage();
    ui::setKlotskiLetters(false);
    QVERIFY(named != lettered);
}

// Dots and the pick belong to the piece picked: they follow it through the player's moves of it
// (a drag, the arrows, undo) and go when another piece moves or a plan plays.
void tst_KlotskiPlay::thePickFollowsOnlyItsOwnMove()
{
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0);
    QVERIFY(v);
    v->pick('I');
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(v->picked(), 'I'); // its own move: still picked, for the next arrow
    QVERIFY(w.session()->undo());
    QCOMPARE(v->picked(), 'I'); // undo moved it alone: still picked, its dots where it is now
    QCOMPARE(v->destinations('I').size(), std::size_t(2));
    // A drag of G: G stays picked, and the dots are G's.
    QTest::mousePress(v, Qt::LeftButton, {}, v->cellCentre(1, 3).toPoint());
    QTest::mouseMove(v, v->cellCentre(1, 4).toPoint());
    QTest::mouseRelease(v, Qt::LeftButton, {}, v->cellCentre(1, 4).toPoint());
    QCOMPARE(boardOf(w).text(), std::string("ABBC/ABBC/DEEF/D.HF/IG.J"));
    QCOMPARE(v->picked(), 'G');
    // A solution's playback moves other pieces: the pick goes.
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 30000);
    w.playback()->pause();
    w.session()->jumpToStep(3);
    QCOMPARE(v->picked(), char(0));
}

void tst_KlotskiPlay::newGameOpensTheLayouts()
{
    ui::MainWindow w;
    QCOMPARE(layoutActions(w).size(), qsizetype(core::KlotskiLayouts.size()));
    for (std::size_t i = 0; i < core::KlotskiLayouts.size(); ++i) {
        openLayout(w, int(i));
        QCOMPARE(w.session()->kind(), core::KlotskiKind);
        QCOMPARE(boardOf(w).text(), std::string(core::KlotskiLayouts[i].board));
        QCOMPARE(w.session()->moveCount(), std::size_t(0));
        QVERIFY(!w.session()->isSolved());
        QVERIFY2(w.windowTitle().contains("Huarong Dao"), qPrintable(w.windowTitle()));
        // The action names the shortest solution the tests check by BFS.
        QVERIFY(layoutActions(w)[int(i)]->toolTip().contains(
            QString::number(core::KlotskiLayouts[i].shortest)));
    }
    QVERIFY(viewOf(w)->isVisible() || !w.isVisible());

    // New Game (F2) scrambles the layout on show, keeping its pieces: in 兵分三路 'A' is a
    // single cell (in 横刀立马 it is a bar of two).
    openLayout(w, 3);
    w.scrambling()->actions().newGame->trigger();
    const std::string box = boardOf(w).text();
    QVERIFY(box != core::KlotskiLayouts[3].board);
    QCOMPARE(std::count(box.begin(), box.end(), 'A'), 1);
    QCOMPARE(std::count(box.begin(), box.end(), 'B'), 4);
    QCOMPARE(std::count(box.begin(), box.end(), 'F'), 2);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
}

void tst_KlotskiPlay::dragAPiece()
{
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0); // ABBC/ABBC/DEEF/DGHF/I..J
    QVERIFY(v && v->isVisible());
    // H (column 3, row 4) dragged one cell down, into the gap.
    QTest::mousePress(v, Qt::LeftButton, {}, v->cellCentre(2, 3).toPoint());
    QTest::mouseMove(v, v->cellCentre(2, 4).toPoint());
    QTest::mouseRelease(v, Qt::LeftButton, {}, v->cellCentre(2, 4).toPoint());
    QCOMPARE(boardOf(w).text(), std::string("ABBC/ABBC/DEEF/DG.F/I.HJ"));
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    // A drag to where the piece cannot go changes nothing.
    QTest::mousePress(v, Qt::LeftButton, {}, v->cellCentre(0, 0).toPoint());
    QTest::mouseMove(v, v->cellCentre(2, 0).toPoint());
    QTest::mouseRelease(v, Qt::LeftButton, {}, v->cellCentre(2, 0).toPoint());
    QCOMPARE(boardOf(w).text(), std::string("ABBC/ABBC/DEEF/DG.F/I.HJ"));
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    QVERIFY(w.session()->undo());
    QCOMPARE(boardOf(w).text(), std::string(core::KlotskiLayouts[0].board));
}

void tst_KlotskiPlay::pickAndClickAPlace()
{
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0);
    QVERIFY(v);
    // G (column 2, row 4) reaches the two cells of the gap below it: straight down, or down and
    // then right.
    QTest::mouseClick(v, Qt::LeftButton, {}, v->cellCentre(1, 3).toPoint());
    QCOMPARE(v->picked(), 'G');
    const auto places = v->destinations('G');
    QVERIFY(places.size() >= 2);
    QVERIFY(places.count(4 * 4 + 1)); // straight down
    QVERIFY(places.count(4 * 4 + 2)); // down, then right
    // A click on the empty cell (2, 4) sends G there in one move (two steps).
    QTest::mouseClick(v, Qt::LeftButton, {}, v->cellCentre(2, 4).toPoint());
    QCOMPARE(boardOf(w).text(), std::string("ABBC/ABBC/DEEF/D.HF/I.GJ"));
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    // The move is recorded with its path, and undone as one.
    QCOMPARE(w.session()->backend().moveBetween(w.session()->saved().start, w.session()->position()), std::string("Gdr"));
    QVERIFY(w.session()->undo());
    QCOMPARE(boardOf(w).text(), std::string(core::KlotskiLayouts[0].board));
}

void tst_KlotskiPlay::arrowKeysMoveThePickedPiece()
{
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0);
    QVERIFY(v);
    // No piece picked: an arrow does nothing.
    QTest::keyClick(&w, Qt::Key_Down);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    v->pick('I');
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(boardOf(w).text(), std::string("ABBC/ABBC/DEEF/DGHF/.I.J"));
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(boardOf(w).text(), std::string("ABBC/ABBC/DEEF/DGHF/..IJ"));
    // One piece moved on: one move, as players count.
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    // A step into another piece is refused.
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
}

// I slid two cells right by two presses is one move, as one drag of it is: the same box, the
// same count on the board and in the record, the same saved move; undo takes it back whole, and
// presses that bring a piece back where it started leave no move.
void tst_KlotskiPlay::keysCountAsADragDoes()
{
    const std::string right = "ABBC/ABBC/DEEF/DGHF/..IJ";
    std::vector<std::string> saved[2];
    for (const bool keys : {true, false}) {
        ui::MainWindow w;
        ui::KlotskiBoardView *v = showLayout(w, 0);
        QVERIFY(v);
        if (keys) {
            v->pick('I');
            QTest::keyClick(&w, Qt::Key_Right);
            QTest::keyClick(&w, Qt::Key_Right);
        } else {
            QTest::mousePress(v, Qt::LeftButton, {}, v->cellCentre(0, 4).toPoint());
            QTest::mouseMove(v, v->cellCentre(1, 4).toPoint());
            QTest::mouseMove(v, v->cellCentre(2, 4).toPoint());
            QTest::mouseRelease(v, Qt::LeftButton, {}, v->cellCentre(2, 4).toPoint());
        }
        QCOMPARE(boardOf(w).text(), right);
        QCOMPARE(w.session()->moveCount(), std::size_t(1));
        QCOMPARE(w.board()->record()->moves(), 1);
        // A screen reader hears the same count.
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(v);
        QVERIFY(board);
        QVERIFY2(board->text(QAccessible::Description).endsWith(QStringLiteral(" 1 move.")),
                 qPrintable(board->text(QAccessible::Description)));
        saved[keys] = w.session()->saved().moves;
        QVERIFY(w.session()->undo());
        QCOMPARE(boardOf(w).text(), std::string(core::KlotskiLayouts[0].board));
        QVERIFY(!w.session()->canUndo());
    }
    QCOMPARE(saved[0], saved[1]);
    QCOMPARE(saved[1], std::vector<std::string>{"Irr"});

    // Out and back by keys: nothing played, nothing to undo, nothing counted.
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0);
    QVERIFY(v);
    v->pick('G');
    for (const Qt::Key key : {Qt::Key_Down, Qt::Key_Right, Qt::Key_Left, Qt::Key_Up})
        QTest::keyClick(&w, key);
    QCOMPARE(boardOf(w).text(), std::string(core::KlotskiLayouts[0].board));
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    QCOMPARE(w.board()->record()->moves(), 0);
    QVERIFY(!w.session()->canUndo());
    QCOMPARE(QAccessible::queryAccessibleInterface(v)->text(QAccessible::Description), QStringLiteral("Moved piece G. 0 moves."));
    // Another piece between, or an undo: a new move.
    QTest::keyClick(&w, Qt::Key_Down);
    v->pick('H');
    QTest::keyClick(&w, Qt::Key_Down);
    v->pick('G');
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(w.session()->moveCount(), std::size_t(3));
    QVERIFY(w.session()->undo());
    v->pick('G');
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(w.session()->moveCount(), std::size_t(3));
}

// Sabre on Horseback solved by keys along the solver's plan, a piece picked and moved a cell a
// press: 81 moves on the board, in the record and in the verdict, the plan's own moves.
void tst_KlotskiPlay::keysMatchTheShortestPlan()
{
    ui::MainWindow w;
    ui::KlotskiBoardView *v = showLayout(w, 0);
    QVERIFY(v);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 30000);
    w.playback()->pause();
    const std::vector<std::string> plan = w.session()->solution();
    QCOMPARE(int(plan.size()), core::KlotskiLayouts[0].shortest);
    openLayout(w, 0);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    for (const std::string &move : plan) {
        v->pick(move[0]);
        for (std::size_t i = 1; i < move.size(); ++i)
            QTest::keyClick(&w, move[i] == 'u' ? Qt::Key_Up : move[i] == 'd' ? Qt::Key_Down
                                : move[i] == 'l' ? Qt::Key_Left : Qt::Key_Right);
    }
    QVERIFY(w.session()->isSolved());
    QCOMPARE(w.session()->moveCount(), plan.size());
    QCOMPARE(w.board()->record()->moves(), int(plan.size()));
    const std::vector<std::string> played = w.session()->saved().moves;
    QCOMPARE(played.size(), plan.size());
    core::Position p = w.session()->start(), q = p;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        QVERIFY(w.session()->backend().apply(p, plan[i]));
        QVERIFY(w.session()->backend().apply(q, played[i]));
        QVERIFY(p == q);
    }
    QVERIFY2(w.board()->record()->verdict().contains(QStringLiteral("in %1 moves").arg(plan.size())),
             qPrintable(w.board()->record()->verdict()));
}

void tst_KlotskiPlay::solvePlaysToTheGoal()
{
    ui::MainWindow w;
    openLayout(w, 0);
    const core::Position start = w.session()->position();
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 30000);
    w.playback()->pause();
    const std::vector<std::string> plan = w.session()->solution();
    QCOMPARE(int(plan.size()), core::KlotskiLayouts[0].shortest);
    // The plan replays through the back end, move by move, to the goal.
    const core::PuzzleBackend &backend = w.session()->backend();
    core::Position p = start;
    for (const std::string &m : plan)
        QVERIFY2(backend.apply(p, m), m.c_str());
    QVERIFY(backend.isGoal(p));
    w.session()->jumpToStep(int(plan.size()));
    QVERIFY(w.session()->isSolved());
    QCOMPARE(w.session()->position(), p);
}

void tst_KlotskiPlay::savedGameOpensAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("klotski.puzzlescope");
    std::string text;
    core::Position where;
    {
        ui::MainWindow w;
        openLayout(w, 2);
        const auto moves = w.session()->backend().legalMoves(w.session()->position());
        QVERIFY(!moves.empty());
        QVERIFY(w.session()->playMove(moves.front()));
        // Then another piece (the same piece moved on would be the same move).
        const auto next = w.session()->backend().legalMoves(w.session()->position());
        const auto other = std::find_if(next.rbegin(), next.rend(), [&](const std::string &m) { return m[0] != moves.front()[0]; });
        QVERIFY(other != next.rend());
        QVERIFY(w.session()->playMove(*other));
        QVERIFY(w.session()->undo());
        where = w.session()->position();
        QCOMPARE(w.saveFile(path), QString());
    }
    ui::MainWindow again;
    QCOMPARE(again.openFile(path), QString());
    QCOMPARE(again.session()->kind(), core::KlotskiKind);
    QCOMPARE(again.session()->position(), where);
    QCOMPARE(again.session()->moveCount(), std::size_t(1));
    QVERIFY(again.session()->canRedo()); // the undone move is kept to redo
    QVERIFY(again.session()->redo());
}

QTEST_MAIN(tst_KlotskiPlay)
#include "tst_klotskiplay.moc"
