// The goal preview beside the board, offscreen: hidden for the standard goal and on the
// rotation game, shown in miniature for a custom goal, following goal and puzzle changes.
#include "freshstate.h"
#include "sessionboards.h"
#include "board/boardstyle.h"
#include "sliding/goalpreview.h"
#include "play/gamesession.h"
#include "controls/boardwiring.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

class tst_GoalPreview : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void showsForAFreshGameOrACustomGoal();
    void paintsInTheBoardsColours();
};

// A fresh game shows its goal until the first move (a newcomer sees the target); a custom
// goal stays in sight all along; other puzzles have none.
void tst_GoalPreview::showsForAFreshGameOrACustomGoal()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ui::GoalPreview *preview = w.board()->goalPreview();
    QVERIFY(preview->isVisible()); // the first start
    QVERIFY(w.pasteBoard("3x3:8,1,3,4,0,2,7,6,5"));
    QVERIFY(preview->isVisible());
    QCOMPARE(preview->goal(), core::SlidingBoard::standardGoal({3, 3}));
    w.session()->playMove("u");
    QCOMPARE(w.session()->moveCount(), std::size_t(1));
    QVERIFY(!preview->isVisible());
    const core::SlidingBoard custom{{3, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8}};
    setSlidingGoal(w.session(), custom);
    QVERIFY(preview->isVisible());
    QCOMPARE(preview->goal(), custom);
    QVERIFY(preview->width() >= 60 && preview->width() <= 130);
    QVERIFY(preview->height() <= 150);
    QVERIFY(preview->accessibleDescription().startsWith(QStringLiteral("blank, 1, 2")));
    w.newPuzzle(core::RotationKind);
    QVERIFY(!preview->isVisible());
    w.newPuzzle(core::SlidingKind, {3, 3}); // back on a sliding board, then the custom goal again
    QVERIFY(preview->isVisible()); // fresh
    w.session()->playMove("u");
    QVERIFY(!preview->isVisible());
    setSlidingGoal(w.session(), custom);
    QVERIFY(preview->isVisible());
    setSlidingGoal(w.session(), core::SlidingBoard::standardGoal({3, 3}));
    QVERIFY(w.session()->playMove("u") || w.session()->playMove("d"));
    QVERIFY(!preview->isVisible());
}

void tst_GoalPreview::paintsInTheBoardsColours()
{
    ui::GoalPreview preview;
    preview.setColourScheme(ui::ColourScheme::ColourBlindSafe);
    const core::SlidingBoard custom{{3, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8}};
    preview.showPuzzle(core::SlidingPosition{custom, custom});
    QVERIFY(!preview.isHidden());
    preview.resize(preview.sizeHint());
    const QImage image = preview.grab().toImage();
    // Each goal row's tint appears: the safe scheme colours tiles by their goal row.
    for (int row = 0; row < 3; ++row) {
        const QColor tint = ui::tileColour(preview.palette(), ui::ColourScheme::ColourBlindSafe, row);
        bool found = false;
        for (int y = 0; y < image.height() && !found; ++y)
            for (int x = 0; x < image.width() && !found; ++x)
                found = image.pixelColor(x, y) == tint;
        QVERIFY2(found, qPrintable(QStringLiteral("row %1's colour is missing").arg(row)));
    }
}

QTEST_MAIN(tst_GoalPreview)
#include "tst_goalpreview.moc"
