// The sliding board's tray, offscreen, in the Light, Dark and High contrast themes: its edge
// stands 3:1 apart from the window round it (WCAG 2.1, 1.4.11), measured where the blank lets
// the tray show, on its left and top edges.
#include "board/boardview.h"
#include "board/puzzlelook.h"
#include "theme/contrast.h"
#include "theme/theme.h"

#include "puzzles/puzzlebackend.h"
#include "sliding/board/slidingposition.h"

#include <QApplication>
#include <QStandardPaths>
#include <QtTest>

#include <memory>
#include <random>

class tst_TrayEdge : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void trayEdgeReadsOnTheWindow_data();
    void trayEdgeReadsOnTheWindow();
};

void tst_TrayEdge::trayEdgeReadsOnTheWindow_data()
{
    QTest::addColumn<int>("theme");
    QTest::newRow("light") << int(ui::Theme::Light);
    QTest::newRow("dark") << int(ui::Theme::Dark);
    QTest::newRow("high contrast") << int(ui::Theme::HighContrast);
}

void tst_TrayEdge::trayEdgeReadsOnTheWindow()
{
    QFETCH(int, theme);
    ui::Theme::apply(ui::Theme::Kind(theme));
    const core::PuzzleBackend &backend = core::backendFor(core::SlidingKind);
    std::mt19937_64 rng(1);
    // The blank in the top-left corner: nothing but the tray at the board's edge there.
    const auto parsed = backend.parse("3x3:0,1,2,3,4,5,6,7,8", backend.newGame({3, 3}, rng));
    QVERIFY(parsed.position);
    std::unique_ptr<ui::BoardView> view(ui::puzzleLook(core::SlidingKind).makeView(nullptr));
    view->setAnimationDuration(0);
    view->showPuzzle(*parsed.position);
    view->showPosition(*parsed.position, *parsed.position, false);
    view->resize(420, 420);
    const QImage image = view->grab().toImage();
    const QColor window = view->palette().color(QPalette::Window);
    const QRectF grid = view->gridArea();
    const QPoint corner = grid.topLeft().toPoint();
    const int middle = int(grid.width() / 6); // the blank cell's middle, from the corner
    QCOMPARE(image.pixelColor(corner - QPoint(4, -middle)).rgb(), window.rgb()); // the window round the board
    // The best ratio against the window across the edge, from just outside to 2 px in.
    const auto across = [&](QPoint from, QPoint step) {
        double best = 1;
        for (int i = -1; i <= 2; ++i)
            best = std::max(best, ui::contrastRatio(image.pixelColor(from + step * i), window));
        return best;
    };
    const double left = across(corner + QPoint(0, middle), QPoint(1, 0));
    const double top = across(corner + QPoint(middle, 0), QPoint(0, 1));
    QVERIFY2(left >= ui::MarkContrast, qPrintable(QStringLiteral("left edge %1:1").arg(left, 0, 'f', 2)));
    QVERIFY2(top >= ui::MarkContrast, qPrintable(QStringLiteral("top edge %1:1").arg(top, 0, 'f', 2)));
}

QTEST_MAIN(tst_TrayEdge)
#include "tst_trayedge.moc"
