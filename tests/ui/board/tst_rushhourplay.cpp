// Rush Hour in the window, offscreen, as a player meets it: New Game's lots (the 60-move one
// among them), a vehicle dragged along its line (and not across it, and no further than the
// lot lets it), a vehicle picked with Tab and Enter and slid with the arrows (presses that move
// one vehicle on are one move, as a drag is, so a shortest plan can be matched by keys), undo,
// and a search's small board painting the red car in the colour the board paints it.
#include "freshstate.h"
#include "board/statepainter.h"
#include "controls/boardwiring.h"
#include "controls/scramblecontrol.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "play/playrecord.h"
#include "rushhour/rushhourboardview.h"
#include "rushhour/rushhourvehicle.h"
#include "window/mainwindow.h"
#include "rushhour/board/rushhourboard.h"

#include "rushhour/game/rushhourlayouts.h"

#include <QApplication>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <cstring>

namespace {

const core::RushHourBoard &boardOf(const ui::MainWindow &w)
{
    return w.session()->position().as<core::RushHourBoard>();
}

ui::RushHourBoardView *viewOf(ui::MainWindow &w)
{
    auto *v = w.findChild<ui::RushHourBoardView *>();
    Q_ASSERT(v);
    return v;
}

// The index of a named lot in core::RushHourLayouts.
int layoutIndex(const char *key)
{
    for (std::size_t i = 0; i < core::RushHourLayouts.size(); ++i)
        if (std::strcmp(core::RushHourLayouts[i].key, key) == 0)
            return int(i);
    return -1;
}

// The lot a layout sets up, in the board's text form.
std::string layoutText(int layout)
{
    const auto parsed = core::parseRushHourBoard(core::RushHourLayouts[std::size_t(layout)].board);
    return parsed.board ? parsed.board->text() : std::string();
}

// The named lots' New Game actions, in core::RushHourLayouts' order.
QList<QAction *> layoutActions(ui::MainWindow &w)
{
    for (const auto &group : w.scrambling()->actions().newGames)
        if (group.kind == core::RushHourKind)
            return group.actions;
    return {};
}

// Shows the window at a size the lot is large in and opens a layout through its New Game
// action: its view, or null when the window could not be shown.
ui::RushHourBoardView *showLayout(ui::MainWindow &w, const char *key)
{
    w.resize(1000, 700);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w) || layoutIndex(key) < 0)
        return nullptr;
    layoutActions(w)[layoutIndex(key)]->trigger();
    return viewOf(w);
}

// Presses the cell (x, y), drags to cell (tx, ty) (which may be off the lot) and lets go.
void drag(ui::RushHourBoardView *v, int x, int y, int tx, int ty)
{
    QTest::mousePress(v, Qt::LeftButton, {}, v->cellCentre(x, y).toPoint());
    QTest::mouseMove(v, v->cellCentre(tx, ty).toPoint());
    QTest::mouseRelease(v, Qt::LeftButton, {}, v->cellCentre(tx, ty).toPoint());
}

// The warm-up lot: ..BBC./D...C./DAA.C./D.EFF./..E.../..GGG.
const std::string WarmUp = "..BBC./D...C./DAA.C./D.EFF./..E.../..GGG.";

} // namespace

class tst_RushHourPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void cleanup() { ui::setChosenColourScheme(ui::ColourScheme::ColourBlindSafe); }
    void newGameOpensTheLots();
    void dragAlongTheLine();
    void dragAcrossTheLineDoesNothing();
    void dragStopsAtABlocker();
    void keysPickAndSlide();
    void keysCountAsADragDoes();
    void keysMatchTheShortestPlan();
    void searchBoardsPaintTheRedCarAsTheBoardDoes();
};

void tst_RushHourPlay::newGameOpensTheLots()
{
    ui::MainWindow w;
    const QList<QAction *> actions = layoutActions(w);
    QCOMPARE(actions.size(), qsizetype(core::RushHourLayouts.size()));
    QCOMPARE(layoutText(layoutIndex("warmup")), WarmUp);
    for (std::size_t i = 0; i < core::RushHourLayouts.size(); ++i) {
        const core::RushHourLayout &layout = core::RushHourLayouts[i];
        QCOMPARE(actions[int(i)]->objectName(), QStringLiteral("newRushHour-%1").arg(QLatin1String(layout.key)));
        // The action names the fewest moves the core's tests check by BFS.
        QVERIFY(actions[int(i)]->toolTip().contains(QString::number(layout.shortest)));
        QVERIFY2(!layoutText(int(i)).empty(), layout.key); // the lot reads
        actions[int(i)]->trigger();
        QCOMPARE(w.session()->kind(), core::RushHourKind);
        QCOMPARE(boardOf(w).text(), layoutText(int(i)));
        QCOMPARE(w.session()->moveCount(), std::size_t(0));
        QVERIFY(!w.session()->isSolved());
        QVERIFY2(w.windowTitle().contains("Rush Hour"), qPrintable(w.windowTitle()));
    }
    // The longest lot there is: 60 moves at the fewest, and it opens as set up.
    const int longest = layoutIndex("longest");
    QVERIFY(longest >= 0);
    QCOMPARE(core::RushHourLayouts[std::size_t(longest)].shortest, 60);
    actions[longest]->trigger();
    QCOMPARE(boardOf(w).text(), std::string("IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM"));
    QVERIFY(actions[longest]->toolTip().contains("60"));
    QVERIFY(actions[longest]->text().contains("60"));
}

void tst_RushHourPlay::dragAlongTheLine()
{
    ui::MainWindow w;
    ui::RushHourBoardView *v = showLayout(w, "warmup");
    QVERIFY(v && v->isVisible());
    QCOMPARE(boardOf(w).text(), WarmUp);
    // D (upright, column 1, rows 2 to 4) dragged two cells down, to the bottom.
    drag(v, 0, 1, 0, 3);
    QCOMPARE(boardOf(w).text(), std::string("..BBC./....C./.AA.C./D.EFF./D.E.../D.GGG."));
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    QCOMPARE(w.session()->backend().moveBetween(w.session()->saved().start, w.session()->position()), std::string("D+2"));
    // The red car, across, one cell right.
    drag(v, 2, 2, 3, 2);
    QCOMPARE(boardOf(w).text(), std::string("..BBC./....C./..AAC./D.EFF./D.E.../D.GGG."));
    QCOMPARE(w.session()->moveCount(), std::size_t(2));
    // Undo takes the moves back, one at a time.
    QVERIFY(w.session()->undo());
    QCOMPARE(boardOf(w).text(), std::string("..BBC./....C./.AA.C./D.EFF./D.E.../D.GGG."));
    QVERIFY(w.session()->undo());
    QCOMPARE(boardOf(w).text(), WarmUp);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
}

void tst_RushHourPlay::dragAcrossTheLineDoesNothing()
{
    ui::MainWindow w;
    ui::RushHourBoardView *v = showLayout(w, "warmup");
    QVERIFY(v);
    // The red car lies across: dragged two cells down (into empty cells), it stays.
    drag(v, 1, 2, 1, 4);
    // G lies across too: dragged up, it stays.
    drag(v, 3, 5, 3, 4);
    QCOMPARE(boardOf(w).text(), WarmUp);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    // The press picked it all the same.
    QCOMPARE(v->picked(), 'G');
}

void tst_RushHourPlay::dragStopsAtABlocker()
{
    ui::MainWindow w;
    ui::RushHourBoardView *v = showLayout(w, "warmup");
    QVERIFY(v);
    QCOMPARE(v->board().reach('G'), std::make_pair(-2, 1));
    QCOMPARE(v->board().reach('A'), std::make_pair(0, 1));
    // The truck G dragged four cells left, off the lot: it stops at the left wall, two cells on.
    drag(v, 3, 5, -1, 5);
    QCOMPARE(boardOf(w).text(), std::string("..BBC./D...C./DAA.C./D.EFF./..E.../GGG..."));
    QCOMPARE(w.session()->backend().moveBetween(w.session()->saved().start, w.session()->position()), std::string("G-2"));
    // The red car dragged three cells right: C blocks it after one.
    drag(v, 1, 2, 4, 2);
    QCOMPARE(boardOf(w).text(), std::string("..BBC./D...C./D.AAC./D.EFF./..E.../GGG..."));
    QCOMPARE(w.session()->moveCount(), std::size_t(2));
    // A drag that cannot move the vehicle at all (E is boxed in) plays nothing.
    drag(v, 2, 3, 2, 1);
    QCOMPARE(w.session()->moveCount(), std::size_t(2));
    QVERIFY(w.session()->undo());
    QVERIFY(w.session()->undo());
    QCOMPARE(boardOf(w).text(), WarmUp);
}

void tst_RushHourPlay::keysPickAndSlide()
{
    ui::MainWindow w;
    ui::RushHourBoardView *v = showLayout(w, "warmup");
    QVERIFY(v);
    // No vehicle picked: an arrow does nothing.
    QTest::keyClick(&w, Qt::Key_Down);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    QApplication::setActiveWindow(&w);
    v->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(v->hasFocus());
    // Tab walks the vehicles by letter, the red car first; Enter picks the one under the cursor.
    QCOMPARE(v->itemCount(), 7);
    QTest::keyClick(v, Qt::Key_Tab);
    QCOMPARE(v->focusItem(), 0);
    QVERIFY(v->itemName(0).contains("the red car"));
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(v, Qt::Key_Tab);
    QCOMPARE(v->focusItem(), 3);
    QCOMPARE(v->itemName(3), QStringLiteral("Vehicle D, truck, upright, at row 2, column 1"));
    QTest::keyClick(v, Qt::Key_Return);
    QCOMPARE(v->picked(), 'D');
    QVERIFY(v->itemName(3).endsWith(", picked"));
    // D is upright: the arrows across its line do nothing, those along it slide it a cell.
    QTest::keyClick(v, Qt::Key_Right);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    QTest::keyClick(v, Qt::Key_Down);
    QCOMPARE(boardOf(w).text(), std::string("..BBC./....C./DAA.C./D.EFF./D.E.../..GGG."));
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    // Back up where it started: no move at all; up once more: one move.
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(boardOf(w).text(), WarmUp);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    QVERIFY(!w.session()->canUndo());
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(boardOf(w).text(), std::string("D.BBC./D...C./DAA.C./..EFF./..E.../..GGG."));
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    // A slide into the wall is refused.
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    // The keys name the moves as the moves are written.
    const QKeyEvent down(QEvent::KeyPress, Qt::Key_Down, Qt::NoModifier);
    QCOMPARE(v->moveForKey(w.session()->position(), &down, false), std::string("D+1"));
    // Undo restores the lot.
    QVERIFY(w.session()->undo());
    QCOMPARE(boardOf(w).text(), WarmUp);
}

// B slid two cells left by two presses is one move, as one drag of it is: the same lot, the
// same count, the same saved move, and undo takes it back whole.
void tst_RushHourPlay::keysCountAsADragDoes()
{
    const std::string left = "BB..C./D...C./DAA.C./D.EFF./..E.../..GGG.";
    std::vector<std::string> saved[2];
    for (const bool keys : {true, false}) {
        ui::MainWindow w;
        ui::RushHourBoardView *v = showLayout(w, "warmup");
        QVERIFY(v);
        if (keys) {
            v->pick('B');
            QTest::keyClick(&w, Qt::Key_Left);
            QTest::keyClick(&w, Qt::Key_Left);
        } else {
            drag(v, 2, 0, 0, 0);
        }
        QCOMPARE(boardOf(w).text(), left);
        QCOMPARE(w.session()->moveCount(), std::size_t(1));
        QCOMPARE(w.board()->record()->moves(), 1);
        saved[keys] = w.session()->saved().moves;
        QVERIFY(w.session()->undo());
        QCOMPARE(boardOf(w).text(), WarmUp);
        QVERIFY(!w.session()->canUndo());
    }
    QCOMPARE(saved[0], saved[1]);
    QCOMPARE(saved[1], std::vector<std::string>{"B-2"});
}

// The solver's plan, each move played by picking its vehicle and pressing an arrow a cell at a
// time: as many moves as the plan, and the verdict says so.
void tst_RushHourPlay::keysMatchTheShortestPlan()
{
    ui::MainWindow w;
    ui::RushHourBoardView *v = showLayout(w, "warmup");
    QVERIFY(v);
    w.solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hasSolution(), 30000);
    w.playback()->pause();
    const std::vector<std::string> plan = w.session()->solution();
    QCOMPARE(int(plan.size()), core::RushHourLayouts[std::size_t(layoutIndex("warmup"))].shortest);
    layoutActions(w)[layoutIndex("warmup")]->trigger();
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    for (const std::string &move : plan) {
        const auto m = core::parseRushHourMove(move);
        QVERIFY(m);
        v->pick(m->letter);
        const bool horizontal = boardOf(w).vehicle(m->letter)->horizontal;
        const Qt::Key key = m->distance > 0 ? (horizontal ? Qt::Key_Right : Qt::Key_Down)
                                            : (horizontal ? Qt::Key_Left : Qt::Key_Up);
        for (int i = 0; i < std::abs(m->distance); ++i)
            QTest::keyClick(&w, key);
    }
    QVERIFY(w.session()->isSolved());
    QCOMPARE(w.session()->moveCount(), plan.size());
    QCOMPARE(w.board()->record()->moves(), int(plan.size()));
    QCOMPARE(w.session()->saved().moves, plan);
    QVERIFY2(w.board()->record()->verdict().contains(QStringLiteral("in %1 moves").arg(plan.size())),
             qPrintable(w.board()->record()->verdict()));
}

// The step-through's, the tree's and the map's boards draw the red car in the board's colour,
// in both schemes: grab both and compare the pixels at the middle of its cells (either side
// of its letter).
void tst_RushHourPlay::searchBoardsPaintTheRedCarAsTheBoardDoes()
{
    const auto parsed = core::parseRushHourBoard("IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM");
    QVERIFY(parsed.board);
    const core::RushHourBoard &lot = *parsed.board;
    const auto red = lot.vehicle('A');
    QVERIFY(red && red->horizontal);
    const QPalette palette = QApplication::palette();
    const int u = 30;
    for (const ui::ColourScheme scheme : {ui::ColourScheme::Palette, ui::ColourScheme::ColourBlindSafe}) {
        ui::setChosenColourScheme(scheme);
        ui::RushHourBoardView view;
        view.setColourScheme(scheme);
        view.resize(480, 420);
        view.showPuzzle(core::Position(lot));
        const QImage board = view.grab().toImage();
        QImage small(lot.width() * u, lot.height() * u, QImage::Format_ARGB32);
        small.fill(Qt::magenta);
        {
            QPainter p(&small);
            ui::StatePainter::paint(p, QRectF(small.rect()), palette, core::RushHourKind,
                                    {lot.width(), lot.height()}, lot.cells());
        }
        const QColor redCar = ui::rushHourVehicleColour(palette, scheme, true, 2);
        for (int k = 0; k < red->length; ++k) {
            const QColor onBoard = board.pixelColor(view.cellCentre(red->x + k, red->y).toPoint());
            const QColor onSmall = small.pixelColor((red->x + k) * u + u / 2, red->y * u + u / 2);
            QCOMPARE(onSmall.rgb(), onBoard.rgb());
            QCOMPARE(onBoard.rgb(), redCar.rgb());
        }
        // The red car stands apart from the cars and the trucks, and those from each other.
        const QColor car = ui::rushHourVehicleColour(palette, scheme, false, 2);
        const QColor truck = ui::rushHourVehicleColour(palette, scheme, false, 3);
        QVERIFY(redCar != car && redCar != truck && car != truck);
        // A truck (H, across the bottom row) has the truck colour in both.
        QCOMPARE(board.pixelColor(view.cellCentre(2, 5).toPoint()).rgb(), truck.rgb());
        QCOMPARE(small.pixelColor(2 * u + u / 2, 5 * u + u / 2).rgb(), truck.rgb());
        // A wall ('x', row 1, column 4) is no vehicle: neither paints a vehicle's colour there.
        QVERIFY(small.pixelColor(3 * u + u / 2, u / 2).rgb() != car.rgb());
    }
}

QTEST_MAIN(tst_RushHourPlay)
#include "tst_rushhourplay.moc"
