// The board views as a screen reader and a keyboard user meet them, offscreen: the board and
// its items have roles and names that follow the board, a move is announced, and a focus
// cursor walks the items with Tab and slides the focused tile with Enter while the arrow keys
// still play moves.
#include "freshstate.h"
#include "sessionboards.h"
#include "board/boardview.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"
#include "play/gamesession.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAccessible>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#ifdef PUZZLESCOPE_QPA_ACCESSIBILITY
#include <QtGui/private/qguiapplication_p.h>
#include <QtGui/qpa/qplatformaccessibility.h>
#include <QtGui/qpa/qplatformintegration.h>
#endif

namespace {

struct Recorded {
    QAccessible::Event type;
    QObject *object;   // the board view, or nullptr for an item
    QString name;      // the item's or board's name when the event was sent
    QString description;
};
QList<Recorded> g_events;

void recordEvent(QAccessibleEvent *event)
{
    QAccessibleInterface *iface = event->accessibleInterface();
    g_events.append({event->type(), event->object(), iface ? iface->text(QAccessible::Name) : QString(),
                     iface ? iface->text(QAccessible::Description) : QString()});
}

// Qt passes events to the update handler only while the platform's accessibility is on, as it
// is when a screen reader listens; offscreen nothing switches it on but this.
bool switchAccessibilityOn()
{
#ifdef PUZZLESCOPE_QPA_ACCESSIBILITY
    QPlatformIntegration *platform = QGuiApplicationPrivate::platformIntegration();
    if (platform && platform->accessibility()) {
        platform->accessibility()->setActive(true);
        return QAccessible::isActive();
    }
#endif
    return false;
}

core::SlidingBoard board3x3(std::vector<std::uint8_t> tiles)
{
    return core::SlidingBoard{{3, 3}, std::move(tiles)};
}

} // namespace

class tst_BoardAccess : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QAccessible::installUpdateHandler(recordEvent);
        m_eventsOn = switchAccessibilityOn();
    }
    void init()
    {
        forgetSettingsAndState();
        g_events.clear();
    }
    void slidingBoardHasANamedItemPerCell();
    void rotationBoardNamesCellsAndArrows();
    void aMoveIsAnnounced();
    void movesAreWorded();
    void tabWalksTheTilesAndEnterSlides();
    void arrowKeysStillPlayWithTheBoardFocused();

private:
    bool m_eventsOn = false;
};

void tst_BoardAccess::slidingBoardHasANamedItemPerCell()
{
    ui::SlidingBoardView view;
    view.resize(300, 300);
    view.setBoard(board3x3({1, 2, 3, 5, 4, 6, 7, 8, 0}));
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(&view);
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::Grouping);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("3 x 3 sliding puzzle"));
    QCOMPARE(board->childCount(), 9);
    QCOMPARE(board->child(3)->text(QAccessible::Name), QStringLiteral("Tile 5, row 2, column 1"));
    QCOMPARE(board->child(8)->text(QAccessible::Name), QStringLiteral("Blank, row 3, column 3"));
    QCOMPARE(board->child(3)->role(), QAccessible::Button);
    QCOMPARE(board->indexOfChild(board->child(3)), 3);
    QCOMPARE(board->child(3)->parent(), board);
    // The names follow the board: after tile 8 slides right, cell 7 is the blank.
    view.setBoard(board3x3({1, 2, 3, 5, 4, 6, 7, 0, 8}));
    QCOMPARE(board->child(7)->text(QAccessible::Name), QStringLiteral("Blank, row 3, column 2"));
    QCOMPARE(board->child(8)->text(QAccessible::Name), QStringLiteral("Tile 8, row 3, column 3"));
    // A bigger board has more items, and pressing one is a click on it.
    view.setBoard(core::SlidingBoard::standardGoal({4, 3}));
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("4 x 3 sliding puzzle"));
    QCOMPARE(board->childCount(), 12);
    QSignalSpy clicked(&view, &ui::SlidingBoardView::cellClicked);
    board->child(10)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.front().front().toInt(), 10);
}

void tst_BoardAccess::rotationBoardNamesCellsAndArrows()
{
    ui::RotationBoardView view;
    view.resize(400, 400);
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(&view);
    QVERIFY(board);
    QCOMPARE(board->childCount(), core::RotationCells + core::RotationMoves);
    const int digit = view.board().cells[6];
    QCOMPARE(board->child(6)->text(QAccessible::Name), QStringLiteral("Cell 7: %1").arg(digit));
    QCOMPARE(board->child(6)->role(), QAccessible::Cell);
    QCOMPARE(board->child(core::RotationCells)->text(QAccessible::Name), QStringLiteral("Rotate A"));
    QCOMPARE(board->child(core::RotationCells + 7)->role(), QAccessible::Button);
    QSignalSpy moves(&view, &ui::RotationBoardView::moveClicked);
    board->child(core::RotationCells + 2)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves.front().front().toInt(), 2);
}

void tst_BoardAccess::aMoveIsAnnounced()
{
    ui::MainWindow w;
    QVERIFY(w.pasteBoard("3x3:1,2,3,4,5,6,7,8,0"));
    g_events.clear();
    QVERIFY(w.session()->playMove("l")); // the blank goes left: tile 8 slides right
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(w.slidingView());
    QCOMPARE(board->text(QAccessible::Description), QStringLiteral("Moved tile 8 right. 1 move."));
    QCOMPARE(board->child(7)->text(QAccessible::Name), QStringLiteral("Blank, row 3, column 2"));
    if (!m_eventsOn)
        QSKIP("Qt's private headers are missing: accessibility cannot be switched on offscreen");
    const auto isDescription = [&](const Recorded &e) {
        return e.type == QAccessible::DescriptionChanged && e.object == w.slidingView();
    };
    const auto it = std::find_if(g_events.cbegin(), g_events.cend(), isDescription);
    QVERIFY(it != g_events.cend());
    QCOMPARE(it->description, QStringLiteral("Moved tile 8 right. 1 move."));
    // The two cells that changed say so, by their new names.
    QStringList renamed;
    for (const Recorded &e : std::as_const(g_events))
        if (e.type == QAccessible::NameChanged && !e.object)
            renamed << e.name;
    QVERIFY(renamed.contains(QStringLiteral("Blank, row 3, column 2")));
    QVERIFY(renamed.contains(QStringLiteral("Tile 8, row 3, column 3")));
}

void tst_BoardAccess::movesAreWorded()
{
    ui::MainWindow w;
    QVERIFY(w.pasteBoard("3x3:1,2,3,4,5,6,7,8,0"));
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(w.slidingView());
    // A click on a tile two away from the blank slides both, and every move is counted.
    QVERIFY(w.session()->playMoves(core::slideMoves(w.session()->position().as<core::SlidingPosition>().board, 6)));
    QCOMPARE(board->text(QAccessible::Description), QStringLiteral("Moved tiles 7, 8 right. 2 moves."));
    QVERIFY(w.session()->undo());
    QCOMPARE(board->text(QAccessible::Description), QStringLiteral("Moved tile 7 left. 1 move."));
    QVERIFY(w.session()->playMove("r"));
    QCOMPARE(board->text(QAccessible::Description), QStringLiteral("Moved tile 8 left. 2 moves. Solved."));
    w.session()->jumpToStep(0); // no solution: nothing happens
    QVERIFY(w.session()->undo());
    QVERIFY(w.session()->undo());
    w.session()->restart();
    QCOMPARE(board->text(QAccessible::Description), QStringLiteral("0 moves. Solved."));
    w.newPuzzle(core::RotationKind);
    w.session()->playMove("A");
    QVERIFY(QAccessible::queryAccessibleInterface(w.rotationView())
                ->text(QAccessible::Description)
                .startsWith(QStringLiteral("Rotated A. 1 move.")));
}

void tst_BoardAccess::tabWalksTheTilesAndEnterSlides()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.pasteBoard("3x3:1,2,3,4,5,6,7,8,0"));
    ui::SlidingBoardView *view = w.slidingView();
    QApplication::setActiveWindow(&w);
    view->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(view->hasFocus());
    g_events.clear();
    QCOMPARE(view->focusItem(), -1);
    QTest::keyClick(view, Qt::Key_Tab);
    QCOMPARE(view->focusItem(), 0);
    QVERIFY(view->hasFocus());
    // The focused tile is reported to a screen reader.
    QVERIFY(QAccessible::queryAccessibleInterface(view)->focusChild() == QAccessible::queryAccessibleInterface(view)->child(0));
    QVERIFY(!m_eventsOn || std::any_of(g_events.cbegin(), g_events.cend(), [](const Recorded &e) {
        return e.type == QAccessible::Focus && e.name == QStringLiteral("Tile 1, row 1, column 1");
    }));
    QVERIFY(QAccessible::queryAccessibleInterface(view)->child(0)->state().focused);
    QTest::keyClick(view, Qt::Key_Tab);
    QTest::keyClick(view, Qt::Key_Tab);
    QCOMPARE(view->focusItem(), 2);
    QTest::keyClick(view, Qt::Key_Backtab);
    QCOMPARE(view->focusItem(), 1);
    // Enter on a tile out of line with the blank does nothing...
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    // ...and on the tile above the blank slides it down.
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(view, Qt::Key_Tab);
    QCOMPARE(view->focusItem(), 5);
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    QCOMPARE(slidingBoard(w.session()).tiles[8], 6);
    // Past the last item, Tab leaves the board for the next widget.
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(view, Qt::Key_Tab);
    QCOMPARE(view->focusItem(), -1);
    QVERIFY(!view->hasFocus());
}

void tst_BoardAccess::arrowKeysStillPlayWithTheBoardFocused()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.pasteBoard("3x3:1,2,3,4,5,6,7,8,0"));
    QApplication::setActiveWindow(&w);
    w.slidingView()->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(w.slidingView()->hasFocus());
    QTest::keyClick(w.slidingView(), Qt::Key_Tab);
    QTest::keyClick(w.slidingView(), Qt::Key_Right); // slides tile 8 right
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    QTest::keyClick(w.slidingView(), Qt::Key_S); // WASD: slides tile 5 down
    QCOMPARE(w.session()->moveCount(), std::size_t(2));
    QCOMPARE(w.slidingView()->focusItem(), 0);
}

QTEST_MAIN(tst_BoardAccess)
#include "tst_boardaccess.moc"
