// The board editor, offscreen: tiles swap by drag, by two clicks and by keyboard alone, the
// text follows the grid in the user's own form and the grid follows the text, malformed text
// is named and blocks OK, and the verdict warns about boards that cannot reach their goal.
#include "freshstate.h"
#include "sessionboards.h"
#include "editor/boardeditdialog.h"
#include "editor/boardeditgrid.h"
#include "rotation/rotationeditmodel.h"
#include "sliding/slidingeditmodel.h"
#include "sliding/board/solvability.h"
#include "sliding/board/slidingtext.h"
#include "play/gamesession.h"
#include "words/reasontext.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <functional>

class tst_BoardEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void theGridHasTheKeysOnOpening();
    void dragSwapsTwoTiles();
    void dragMovesTheBlank();
    void clickThenClickSwaps();
    void keyboardAloneSwaps();
    void typingANumberBringsThatTile();
    void textRedrawsTheGrid();
    void malformedTextIsNamedAndBlocksOk();
    void oddParityBoardIsUnsolvableButAccepted();
    void goalVerdictIsAboutTheCurrentBoard();
    void standardGoalAndShuffle();
    void rotationClickCyclesADigit();
    void rotationNamesWrongDigitCounts();
    void windowEditsGoalAndBoard();
};

namespace {

QPushButton *okButton(const QDialog &d)
{
    return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

QPushButton *buttonNamed(const QDialog &d, const QString &text)
{
    for (QPushButton *b : d.findChildren<QPushButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

QPoint centre(const ui::BoardEditGrid *grid, int cell)
{
    return grid->cellRect(cell).center();
}

// Shows the dialog so that the grid has its real geometry.
bool shown(QDialog &d)
{
    d.show();
    return QTest::qWaitForWindowExposed(&d);
}

void drag(ui::BoardEditGrid *grid, int from, int to)
{
    const QPoint a = centre(grid, from), b = centre(grid, to);
    QTest::mousePress(grid, Qt::LeftButton, {}, a);
    QTest::mouseMove(grid, (a + b) / 2);
    QTest::mouseMove(grid, b);
    QTest::mouseRelease(grid, Qt::LeftButton, {}, b);
}

// Runs `check` on the board editor that `action` opens, then closes it with OK.
// The edited sliding board and goal of a well-formed text.
core::SlidingBoard boardOf(const ui::BoardEditDialog &d)
{
    return d.position()->as<core::SlidingPosition>().board;
}

core::SlidingBoard goalOf(const ui::BoardEditDialog &d)
{
    return d.position()->as<core::SlidingPosition>().goal;
}

bool withEditorOf(QAction *action, const std::function<void(ui::BoardEditDialog &)> &check)
{
    bool seen = false;
    QTimer::singleShot(0, [&] {
        auto *d = qobject_cast<ui::BoardEditDialog *>(QApplication::activeModalWidget());
        if (!d)
            return;
        seen = true;
        check(*d);
        d->accept();
    });
    action->trigger();
    return seen;
}

} // namespace

void tst_BoardEditor::theGridHasTheKeysOnOpening()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "1 2 3 4 5 6 7 8 x");
    QVERIFY(shown(d));
    QVERIFY(QTest::qWaitForWindowActive(&d));
    QCOMPARE(QApplication::focusWidget(), d.grid());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(d.grid()->picked(), 0);
}

void tst_BoardEditor::dragSwapsTwoTiles()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "1 2 3 4 5 6 7 8 x");
    QVERIFY(shown(d));
    drag(d.grid(), 0, 4);
    QCOMPARE(d.editor()->text(), QString("5 2 3 4 1 6 7 8 x"));
    QCOMPARE(boardOf(d).tiles, (std::vector<std::uint8_t>{5, 2, 3, 4, 1, 6, 7, 8, 0}));
    QCOMPARE(d.grid()->values(), (std::vector<int>{5, 2, 3, 4, 1, 6, 7, 8, 0}));
    // A drag dropped back on its own cell changes nothing.
    drag(d.grid(), 2, 2);
    QCOMPARE(d.editor()->text(), QString("5 2 3 4 1 6 7 8 x"));
}

void tst_BoardEditor::dragMovesTheBlank()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "1,2,3,4,5,6,7,8,0");
    QVERIFY(shown(d));
    drag(d.grid(), 8, 0);
    // The user's separator and blank are kept.
    QCOMPARE(d.editor()->text(), QString("0,2,3,4,5,6,7,8,1"));
}

void tst_BoardEditor::clickThenClickSwaps()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "12345678X");
    QVERIFY(shown(d));
    ui::BoardEditGrid *grid = d.grid();
    QTest::mouseClick(grid, Qt::LeftButton, {}, centre(grid, 1));
    QCOMPARE(grid->picked(), 1);
    QCOMPARE(d.editor()->text(), QString("12345678X")); // nothing moves on the first click
    QTest::mouseClick(grid, Qt::LeftButton, {}, centre(grid, 7));
    QCOMPARE(grid->picked(), -1);
    QCOMPARE(d.editor()->text(), QString("18345672X")); // still compact
    // Clicking the picked cell again puts it down unchanged.
    QTest::mouseClick(grid, Qt::LeftButton, {}, centre(grid, 3));
    QTest::mouseClick(grid, Qt::LeftButton, {}, centre(grid, 3));
    QCOMPARE(grid->picked(), -1);
    QCOMPARE(d.editor()->text(), QString("18345672X"));
}

void tst_BoardEditor::keyboardAloneSwaps()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "1 2 3 4 5 6 7 8 x");
    QVERIFY(shown(d));
    ui::BoardEditGrid *grid = d.grid();
    grid->setFocus();
    QCOMPARE(grid->cursor(), 0);
    QTest::keyClick(grid, Qt::Key_Space); // pick up tile 1
    QTest::keyClick(grid, Qt::Key_Down);
    QTest::keyClick(grid, Qt::Key_Right);
    QCOMPARE(grid->cursor(), 4);
    QTest::keyClick(grid, Qt::Key_Return); // put it down on tile 5
    QCOMPARE(d.editor()->text(), QString("5 2 3 4 1 6 7 8 x"));
    // The edge stops the cursor.
    QTest::keyClick(grid, Qt::Key_Up);
    QTest::keyClick(grid, Qt::Key_Up);
    QCOMPARE(grid->cursor(), 1);
    // Escape puts a picked tile back.
    QTest::keyClick(grid, Qt::Key_Space);
    QTest::keyClick(grid, Qt::Key_Escape);
    QCOMPARE(grid->picked(), -1);
    QVERIFY(d.isVisible());
}

void tst_BoardEditor::typingANumberBringsThatTile()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{4, 4}, true}), "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x");
    QVERIFY(shown(d));
    ui::BoardEditGrid *grid = d.grid();
    grid->setFocus();
    QTest::keyClicks(grid, "12"); // two digits: tile 12, not tiles 1 and 2
    QCOMPARE(d.editor()->text(), QString("12 2 3 4 5 6 7 8 9 10 11 1 13 14 15 x"));
    QTest::keyClick(grid, Qt::Key_Right);
    QTest::keyClick(grid, Qt::Key_X); // the blank
    QCOMPARE(d.editor()->text(), QString("12 x 3 4 5 6 7 8 9 10 11 1 13 14 15 2"));
    // A digit that could begin a longer number counts on its own when another key follows.
    QTest::keyClick(grid, Qt::Key_1);
    QTest::keyClick(grid, Qt::Key_Right);
    QCOMPARE(d.editor()->text(), QString("12 1 3 4 5 6 7 8 9 10 11 x 13 14 15 2"));
}

void tst_BoardEditor::textRedrawsTheGrid()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "1 2 3 4 5 6 7 8 x");
    QVERIFY(shown(d));
    d.editor()->setText("8 7 6 5 4 3 2 1 x");
    QCOMPARE(d.grid()->values(), (std::vector<int>{8, 7, 6, 5, 4, 3, 2, 1, 0}));
    // An id may change the size; the grid follows, and an edit on it writes an id back.
    d.editor()->setText("2x3:1,2,3,4,5,0");
    QCOMPARE(d.grid()->values().size(), std::size_t(6));
    drag(d.grid(), 0, 1);
    QCOMPARE(d.editor()->text(), QString("2x3:2,1,3,4,5,0"));
}

void tst_BoardEditor::malformedTextIsNamedAndBlocksOk()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true}), "1 2 3 4 5 6 7 8 x");
    QVERIFY(shown(d));
    QVERIFY(okButton(d)->isEnabled());
    d.editor()->setText("1 2 3 4 5 6 7 7 x");
    QVERIFY(!okButton(d)->isEnabled());
    QVERIFY2(d.message().contains("tile 7 appears twice"), qPrintable(d.message()));
    QVERIFY(!d.position());
    // The grid keeps the last good board, greyed, and takes no edits.
    QVERIFY(!d.grid()->isEnabled());
    QCOMPARE(d.grid()->values(), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 0}));
    drag(d.grid(), 0, 1);
    QCOMPARE(d.editor()->text(), QString("1 2 3 4 5 6 7 7 x"));
    d.editor()->setText("1 2 3");
    QVERIFY2(d.message().contains("9"), qPrintable(d.message()));
    QVERIFY(!okButton(d)->isEnabled());
}

void tst_BoardEditor::oddParityBoardIsUnsolvableButAccepted()
{
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true, core::SlidingBoard::standardGoal({3, 3}), {}}),
                          "1 2 3 4 5 6 7 8 x");
    QVERIFY(shown(d));
    QVERIFY(!d.warns());
    QVERIFY2(d.message().startsWith("Solvable"), qPrintable(d.message()));
    drag(d.grid(), 0, 1); // one swap: odd parity
    const core::SlidingBoard board = *core::parseSlidingBoard("2 1 3 4 5 6 7 8 x").board;
    const core::Reason reason = core::checkSolvable(board, core::SlidingBoard::standardGoal({3, 3})).reason;
    QVERIFY(bool(reason));
    QCOMPARE(d.message(), ui::ReasonText::sentence(reason));
    QVERIFY(d.warns());
    QVERIFY(okButton(d)->isEnabled());
    QCOMPARE(boardOf(d), board);
}

void tst_BoardEditor::goalVerdictIsAboutTheCurrentBoard()
{
    // The current board is one swap from the standard goal, so the standard goal is out of reach.
    const core::SlidingBoard current = *core::parseSlidingBoard("2 1 3 4 5 6 7 8 x").board;
    ui::BoardEditDialog d("Set Goal", ui::slidingEditModel({{3, 3}, false, {}, current}), "1 2 3 4 5 6 7 8 x");
    QVERIFY(d.warns());
    QVERIFY2(d.message().startsWith("Unsolvable"), qPrintable(d.message()));
    d.editor()->setText("2 1 3 4 5 6 7 x 8");
    QVERIFY(!d.warns());
    QVERIFY2(d.message().contains("the current board can reach this goal"), qPrintable(d.message()));
    // A shuffled goal is one the current board can reach.
    for (int i = 0; i < 20; ++i) {
        buttonNamed(d, ui::BoardEditDialog::tr("Shuffle"))->click();
        QVERIFY(core::checkSolvable(current, goalOf(d)).solvable);
        QVERIFY(!d.warns());
    }
}

void tst_BoardEditor::standardGoalAndShuffle()
{
    const core::SlidingBoard goal = *core::parseSlidingBoard("x 1 2 3 4 5 6 7 8").board;
    ui::BoardEditDialog d("Edit", ui::slidingEditModel({{3, 3}, true, goal, {}}), "8 7 6 5 4 3 2 1 x");
    QVERIFY(shown(d));
    buttonNamed(d, ui::BoardEditDialog::tr("Standard Goal"))->click();
    QCOMPARE(d.editor()->text(), QString("1 2 3 4 5 6 7 8 x"));
    QPushButton *shuffle = buttonNamed(d, ui::BoardEditDialog::tr("Shuffle"));
    for (int i = 0; i < 20; ++i) {
        shuffle->click();
        QVERIFY(d.position());
        QVERIFY(core::checkSolvable(boardOf(d), goal).solvable);
        QVERIFY2(!d.warns(), qPrintable(d.message()));
    }
    // Shuffling mends malformed text from the grid's board.
    d.editor()->setText("1 2 3 4 5 6 7 7 x");
    shuffle->click();
    QVERIFY(okButton(d)->isEnabled());
}

void tst_BoardEditor::rotationClickCyclesADigit()
{
    const QString text = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";
    ui::BoardEditDialog d("Edit", ui::rotationEditModel(), text);
    QVERIFY(shown(d));
    QVERIFY2(!d.warns(), qPrintable(d.message()));
    ui::BoardEditGrid *grid = d.grid();
    QTest::mouseClick(grid, Qt::LeftButton, {}, centre(grid, 4)); // 3 -> 1
    QCOMPARE(d.position()->as<core::RotationBoard>().cells[4], std::uint8_t(1));
    QTest::mouseClick(grid, Qt::LeftButton, {}, centre(grid, 4)); // 1 -> 2
    QCOMPARE(d.editor()->text(), QString("1 1 1 1 2 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"));
    // The keys 1-3 set the cell at the cursor, which the arrows move around the '#'.
    QTest::keyClick(grid, Qt::Key_3);
    QCOMPARE(d.editor()->text(), text);
    QTest::keyClick(grid, Qt::Key_Up); // from cell 4 nothing is above: the cursor stays
    QCOMPARE(grid->cursor(), 4);
    QTest::keyClick(grid, Qt::Key_Right);
    QTest::keyClick(grid, Qt::Key_Right);
    QTest::keyClick(grid, Qt::Key_Up);
    QCOMPARE(grid->cursor(), 2);
    QTest::keyClick(grid, Qt::Key_Space); // 1 -> 2
    QCOMPARE(d.position()->as<core::RotationBoard>().cells[2], std::uint8_t(2));
}

void tst_BoardEditor::rotationNamesWrongDigitCounts()
{
    ui::BoardEditDialog d("Edit", ui::rotationEditModel(), "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
    QVERIFY(shown(d));
    QTest::mouseClick(d.grid(), Qt::LeftButton, {}, centre(d.grid(), 0)); // a 1 becomes a 2
    QVERIFY(d.warns());
    QVERIFY2(d.message().contains("Too few 1s: 7"), qPrintable(d.message()));
    QVERIFY2(d.message().contains("Too many 2s: 9"), qPrintable(d.message()));
    QVERIFY(!d.message().contains("3s"));
    // Nine 2s can still fill the centre: the board is accepted, with the warning.
    QVERIFY2(d.message().contains("Solvable"), qPrintable(d.message()));
    QVERIFY(okButton(d)->isEnabled());
    d.editor()->setText("1 1 1 1 1 1 1 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 3 3");
    QVERIFY2(d.message().contains("Too few 2s: 7"), qPrintable(d.message()));
    QVERIFY2(d.message().contains("Too many 3s: 10"), qPrintable(d.message()));
    d.editor()->setText("1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3");
    QVERIFY(!d.warns());
    QVERIFY(!d.message().contains("Too"));
}

void tst_BoardEditor::windowEditsGoalAndBoard()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.pasteBoard("1 2 3 4 5 6 7 x 8"));
    // Set Goal judges the board on show reaching the new goal.
    QVERIFY(withEditorOf(w.findChild<QAction *>("editGoal"), [](ui::BoardEditDialog &d) {
        QVERIFY(!d.warns());
        drag(d.grid(), 0, 1);
        QVERIFY2(d.message().startsWith("Unsolvable"), qPrintable(d.message()));
    }));
    QCOMPARE(slidingGoal(w.session()), *core::parseSlidingBoard("2 1 3 4 5 6 7 8 x").board);
    QVERIFY(bool(w.session()->unsolvableReason()));
    // Edit Board judges the edited board against that goal.
    QVERIFY(withEditorOf(w.findChild<QAction *>("editBoard"), [](ui::BoardEditDialog &d) {
        QVERIFY(d.warns());
        drag(d.grid(), 1, 0);
        QVERIFY2(!d.warns(), qPrintable(d.message()));
    }));
    QCOMPARE(slidingBoard(w.session()), *core::parseSlidingBoard("2 1 3 4 5 6 7 x 8").board);
    QVERIFY(!w.session()->unsolvableReason());
}

QTEST_MAIN(tst_BoardEditor)
#include "tst_boardeditor.moc"
