// The mark on a picked piece, offscreen, in the Light, Dark and High contrast themes, for every
// registered puzzle whose board view picks pieces (a Huarong Dao piece, a Rush Hour vehicle):
// a piece picked from the keyboard carries one mark (the keyboard's focus ring is not drawn over
// the pick's outline), and that mark stands 3:1 against the board's floor round the piece.
#include "board/boardstyle.h"
#include "board/boardview.h"
#include "board/puzzlelook.h"
#include "theme/contrast.h"
#include "theme/theme.h"

#include "puzzles/puzzlebackend.h"

#include <QApplication>
#include <QHash>
#include <QStandardPaths>
#include <QtTest>

#include <memory>
#include <random>

namespace {

// The item of `view` that is picked when activated (the smallest, so that its places to go lie
// off it), or -1 when activating an item picks nothing (a view that does not pick pieces).
int pickableItem(ui::BoardView &view)
{
    int best = -1;
    for (int i = 0; i < view.itemCount(); ++i) {
        const QString before = view.itemName(i);
        view.activateItem(i);
        const bool picked = view.itemName(i) != before && view.focusItem() == i;
        view.clearPick();
        const QRectF r = view.itemRect(i);
        if (picked && (best < 0 || r.width() * r.height() < view.itemRect(best).width() * view.itemRect(best).height()))
            best = i;
    }
    return best;
}

} // namespace

class tst_PickMark : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void onePickMarkReadsOnTheFloor_data();
    void onePickMarkReadsOnTheFloor();
};

void tst_PickMark::onePickMarkReadsOnTheFloor_data()
{
    QTest::addColumn<int>("theme");
    QTest::newRow("light") << int(ui::Theme::Light);
    QTest::newRow("dark") << int(ui::Theme::Dark);
    QTest::newRow("high contrast") << int(ui::Theme::HighContrast);
}

void tst_PickMark::onePickMarkReadsOnTheFloor()
{
    QFETCH(int, theme);
    ui::Theme::apply(ui::Theme::Kind(theme));
    std::mt19937_64 rng(7);
    int pickers = 0;
    for (const ui::PuzzleLook *look : ui::puzzleLooks()) {
        std::unique_ptr<ui::BoardView> view(look->makeView(nullptr));
        view->setAnimationDuration(0);
        const core::Position start = core::backendFor(look->kind).newGame({4, 4}, rng); // a size where it has sizes
        view->showPuzzle(start);
        view->showPosition(start, start, false);
        view->resize(480, 480);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QApplication::setActiveWindow(view.get());
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        const int item = pickableItem(*view);
        if (item < 0)
            continue;
        ++pickers;
        const QString name = view->itemName(item);
        view->setFocusItem(-1);
        const QImage plain = view->grab().toImage();
        view->activateItem(item); // picked from the keyboard: the focus is on it too
        QCOMPARE(view->focusItem(), item);
        const QImage focused = view->grab().toImage();
        view->setFocusItem(-1);
        const QImage picked = view->grab().toImage();
        QVERIFY2(picked != plain, qPrintable(name));
        QVERIFY2(focused == picked, qPrintable(name + QStringLiteral(": a second mark on the picked piece")));
        // The pick's pixels where the floor showed round the piece: their most common colour.
        const QColor floor = ui::emptyCellColour(view->palette());
        const QRect r = view->itemRect(item).toAlignedRect().adjusted(-2, -2, 2, 2);
        QHash<QRgb, int> counts;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                if (plain.pixelColor(x, y).rgb() == floor.rgb() && picked.pixel(x, y) != plain.pixel(x, y))
                    ++counts[picked.pixel(x, y) | 0xFF000000u];
        QVERIFY2(!counts.isEmpty(), qPrintable(name + QStringLiteral(": no mark over the floor")));
        QRgb mark = counts.cbegin().key();
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (it.value() > counts.value(mark))
                mark = it.key();
        const double ratio = ui::contrastRatio(QColor(mark), floor);
        QVERIFY2(ratio >= ui::MarkContrast,
                 qPrintable(QStringLiteral("%1: the mark %2 on the floor %3 is %4:1")
                                .arg(name, QColor(mark).name(), floor.name())
                                .arg(ratio, 0, 'f', 2)));
    }
    QVERIFY2(pickers >= 2, "Huarong Dao and Rush Hour pick pieces");
}

QTEST_MAIN(tst_PickMark)
#include "tst_pickmark.moc"
