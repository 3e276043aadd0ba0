// The window as a player uses it: clicks and keys move tiles, undo and redo, scramble.
#include "mainwindow.h"
#include "slidingboardview.h"

#include <QtTest>

class tst_MainWindow : public QObject {
    Q_OBJECT
private slots:
    void clickSlidesARun();
    void keysMoveTiles();
    void undoRedo();
    void scrambleGivesASolvableBoard();
};

namespace {

QPoint cellCentre(ui::SlidingBoardView *view, int cell)
{
    const auto &b = view->board();
    const int w = b.width(), h = b.height();
    const double side = std::min(view->width() / double(w), view->height() / double(h));
    const double ox = (view->width() - side * w) / 2, oy = (view->height() - side * h) / 2;
    return QPoint(int(ox + (cell % w + 0.5) * side), int(oy + (cell / w + 0.5) * side));
}

} // namespace

void tst_MainWindow::clickSlidesARun()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newGame(3, 3); // the goal: blank bottom right
    auto *view = w.boardView();
    // Clicking the top-right tile slides the two tiles above the blank down.
    QTest::mouseClick(view, Qt::LeftButton, {}, cellCentre(view, 2));
    const auto &b = w.history().current();
    QCOMPARE(b.blankIndex(), 2);
    QCOMPARE(int(b.tiles[5]), 3);
    QCOMPARE(int(b.tiles[8]), 6);
    QCOMPARE(w.history().moveCount(), std::size_t(2));
    // A click off the blank's row and column does nothing.
    QTest::mouseClick(view, Qt::LeftButton, {}, cellCentre(view, 4));
    QCOMPARE(w.history().moveCount(), std::size_t(2));
}

void tst_MainWindow::keysMoveTiles()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newGame(3, 3);
    // Right arrow slides the tile left of the blank to the right: the blank goes left.
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(w.history().current().blankIndex(), 7);
    QTest::keyClick(&w, Qt::Key_Down);
    QCOMPARE(w.history().current().blankIndex(), 4);
    // Up slides the tile below the blank up: the blank goes back down.
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(w.history().current().blankIndex(), 7);
    // Up again: no tile below the bottom row, nothing happens.
    QTest::keyClick(&w, Qt::Key_Up);
    QCOMPARE(w.history().current().blankIndex(), 7);
    QCOMPARE(w.history().moveCount(), std::size_t(3));
}

void tst_MainWindow::undoRedo()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newGame(4, 4);
    const auto start = w.history().current();
    QVERIFY(w.moveBlank(core::Dir::Up));
    QVERIFY(w.moveBlank(core::Dir::Left));
    const auto after = w.history().current();
    QTest::keySequence(&w, QKeySequence(QKeySequence::Undo));
    QTest::keySequence(&w, QKeySequence(QKeySequence::Undo));
    QCOMPARE(w.history().current(), start);
    QTest::keySequence(&w, QKeySequence(QKeySequence::Redo));
    QTest::keySequence(&w, QKeySequence(QKeySequence::Redo));
    QCOMPARE(w.history().current(), after);
    // A new move after an undo drops the redo tail.
    w.undo();
    QVERIFY(w.moveBlank(core::Dir::Down) || w.moveBlank(core::Dir::Left));
    QVERIFY(!w.history().canRedo());
    QCOMPARE(w.boardView()->board(), w.history().current());
}

void tst_MainWindow::scrambleGivesASolvableBoard()
{
    ui::MainWindow w;
    w.newGame(3, 3);
    w.scramble();
    const auto &b = w.history().current();
    QVERIFY(b.isWellFormed());
    QCOMPARE(w.history().moveCount(), std::size_t(0));
    // Inversion parity of a 3x3 board must be even to be solvable against 1..8.
    int inv = 0;
    for (int i = 0; i < 9; ++i)
        for (int j = i + 1; j < 9; ++j)
            inv += b.tiles[std::size_t(i)] && b.tiles[std::size_t(j)] && b.tiles[std::size_t(i)] > b.tiles[std::size_t(j)];
    QCOMPARE(inv % 2, 0);
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
