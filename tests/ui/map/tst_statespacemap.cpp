// The state-space map, offscreen: it shows every expansion of a watched run once the run is
// over, on exact distances where the space is tabulated (the start at (0, d)), says when a run
// keeps only a sample, exports PNG and SVG, and sits in the compare panel, fed by its runs.
#include "freshstate.h"
#include "compare/comparepanel.h"
#include "sliding/game/slidingsolve.h"
#include "compare/comparerunner.h"
#include "play/gamesession.h"
#include "solvers/solverregistry.h"
#include "map/mappanelpainter.h"
#include "map/maprun.h"
#include "map/mapview.h"
#include "map/statespacemap.h"
#include "words/numbertext.h"
#include "sliding/board/slidingposition.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QComboBox>
#include <QtTest>

#include <atomic>
#include <thread>

using core::AlgorithmId;
using core::HeuristicId;

namespace {

core::SlidingBoard board3x3(std::initializer_list<int> tiles)
{
    core::SlidingBoard b;
    b.size = {3, 3};
    for (int t : tiles)
        b.tiles.push_back(std::uint8_t(t));
    return b;
}

// 21 moves from the standard goal: BFS expands some 60,000 states, fewer than a compare run's
// log keeps.
core::SlidingPosition twentyOneMoves()
{
    return {board3x3({2, 6, 7, 4, 5, 0, 1, 8, 3}), core::SlidingBoard::standardGoal({3, 3})};
}

// The expanded count in a panel's title.
std::uint64_t titleCount(const QString &title)
{
    // Grouped as the window groups figures: "68,913 expanded".
    static const QRegularExpression number(QStringLiteral("([\\d,]+) expanded"));
    return number.match(title).captured(1).remove(',').toULongLong();
}

core::SolveOutcome solveInto(core::ExpansionLog &log, const core::SlidingPosition &p, AlgorithmId a, HeuristicId h)
{
    core::SearchContext ctx;
    ctx.watch(&log);
    return core::solveSliding(p.board, p.goal, a, h, ctx);
}

void waitUntilPlaced(ui::StateSpaceMap &map)
{
    QTRY_VERIFY_WITH_TIMEOUT(!map.busy(), 30000);
    map.refresh(); // whatever the log took in since the last tick
    QTRY_VERIFY_WITH_TIMEOUT(!map.busy(), 30000);
}

} // namespace

class tst_StateSpaceMap : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void fillsInWhileTheSearchRuns();
    void legendWrapsInsteadOfEliding();
    void startSitsAtZeroAndD();
    void sampleSaysSo();
    void largeBoardsUseGAndH();
    void exportsPngAndSvg();
    void comparePanelFeedsTheMap();
    void idaStarOneIterationAtATime();
};

// IDA*'s map offers its iterations; one picked shows only its points (fewer dots than all),
// coloured over its own span: its first point takes the gradient's first colour.
void tst_StateSpaceMap::idaStarOneIterationAtATime()
{
    const auto position = twentyOneMoves();
    auto log = std::make_shared<core::ExpansionLog>(ui::ComparePanel::WatchCapacity);
    const core::SolveOutcome outcome = solveInto(*log, position, AlgorithmId::IdaStar, HeuristicId::Manhattan);
    QCOMPARE(outcome.status, core::SearchStatus::Solved);
    ui::StateSpaceMap map;
    map.resize(900, 500);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    map.setRuns(position, {{QStringLiteral("IDA*"), log}});
    waitUntilPlaced(map);
    const ui::MapRun &run = map.run(0);
    QVERIFY(run.iterations() >= 2);
    auto *choice = map.findChild<QComboBox *>();
    QVERIFY(choice && choice->isVisible());
    QCOMPARE(choice->count(), run.iterations() + 1);
    // Points per iteration add up to all of them, and each iteration's orders follow the last's.
    std::vector<int> perIteration(std::size_t(run.iterations()), 0);
    for (const ui::MapPoint &p : run.points())
        ++perIteration[std::size_t(p.iteration)];
    for (int k = 1; k < run.iterations(); ++k)
        QVERIFY(run.iterationOrders(k).first > run.iterationOrders(k - 1).last);
    // Draw all, then the second iteration alone: fewer dots, its first in the first colour.
    const ui::MapPanelPainter painter(QRect(0, 0, 600, 600), map.view()->scale(), map.fontMetrics(), Qt::white);
    auto dotsOf = [&](int iteration) {
        QImage dots = painter.emptyDots();
        painter.drawDots(dots, run, 0, run.points().size(), run.iterationOrders(iteration), 3, iteration);
        int n = 0;
        for (int y = 0; y < dots.height(); ++y)
            for (int x = 0; x < dots.width(); ++x)
                n += qAlpha(dots.pixel(x, y)) > 0 ? 1 : 0;
        return std::pair{n, dots};
    };
    const auto [all, allImage] = dotsOf(-1);
    const auto [second, secondImage] = dotsOf(1);
    QVERIFY(second > 0);
    QVERIFY2(second < all, qPrintable(QString("%1 of %2").arg(second).arg(all)));
    const QRgb first = ui::MapPanelPainter::orderColour(0.0, Qt::white) | 0xFF000000u;
    bool found = false;
    for (int y = 0; y < secondImage.height() && !found; ++y)
        for (int x = 0; x < secondImage.width() && !found; ++x)
            found = (secondImage.pixel(x, y) | 0xFF000000u) == first && qAlpha(secondImage.pixel(x, y)) > 0;
    QVERIFY(found);
    // Picking it in the list filters the view and names the iteration in the title.
    choice->setCurrentIndex(2);
    QCOMPARE(map.view()->iteration(), 1);
    QVERIFY2(map.panelTitle(0).contains(QStringLiteral("iteration 2")), qPrintable(map.panelTitle(0)));
}

// A 3x3 BFS streamed from another thread: once over, one point per expansion.
void tst_StateSpaceMap::fillsInWhileTheSearchRuns()
{
    const auto position = twentyOneMoves();
    auto log = std::make_shared<core::ExpansionLog>(ui::ComparePanel::WatchCapacity);
    ui::StateSpaceMap map;
    map.resize(800, 500);
    map.show();
    map.setRuns(position, {{QStringLiteral("BFS"), log}});
    std::atomic<std::uint64_t> expanded{0};
    std::thread search([&] {
        const auto o = solveInto(*log, position, AlgorithmId::Bfs, HeuristicId::None);
        expanded = o.status == core::SearchStatus::Solved ? o.stats.expanded : 1;
    });
    QTRY_VERIFY_WITH_TIMEOUT(expanded != 0, 60000);
    search.join();
    waitUntilPlaced(map);
    QVERIFY(expanded > 10'000);
    QVERIFY(expanded < ui::ComparePanel::WatchCapacity);
    QCOMPARE(map.runCount(), 1);
    QCOMPARE(std::uint64_t(map.run(0).points().size()), expanded.load());
    QCOMPARE(titleCount(map.panelTitle(0)), expanded.load());
    QVERIFY(!map.panelTitle(0).contains(QStringLiteral("drawn")));
}

// With exact axes the first expanded state, the start, is at (0, d); every BFS state sits at
// x = g (its depth is its distance from the start) and no state is nearer the goal than d - x.
void tst_StateSpaceMap::startSitsAtZeroAndD()
{
    const auto position = twentyOneMoves();
    auto log = std::make_shared<core::ExpansionLog>(ui::ComparePanel::WatchCapacity);
    const auto outcome = solveInto(*log, position, AlgorithmId::Bfs, HeuristicId::None);
    QCOMPARE(outcome.status, core::SearchStatus::Solved);
    const int d = int(outcome.moves.size());
    ui::StateSpaceMap map;
    map.setRuns(position, {{QStringLiteral("BFS"), log}});
    map.refresh();
    waitUntilPlaced(map);
    QVERIFY(map.exact());
    QVERIFY2(map.status().contains(QStringLiteral("exact")), qPrintable(map.status()));
    const auto &points = map.run(0).points();
    QCOMPARE(std::uint64_t(points.size()), outcome.stats.expanded);
    QCOMPARE(points.front().order, std::uint64_t(0));
    QCOMPARE(points.front().x, 0);
    QCOMPARE(points.front().y, d);
    for (const ui::MapPoint &p : points) {
        QCOMPARE(p.x, p.g);
        QVERIFY(p.y >= d - p.x);
    }
}

// A log that had to thin: the title says the panel shows a sample, and the points are that sample.
void tst_StateSpaceMap::sampleSaysSo()
{
    const auto position = twentyOneMoves();
    auto log = std::make_shared<core::ExpansionLog>(1'000);
    ui::StateSpaceMap map;
    map.setRuns(position, {{QStringLiteral("BFS"), log}});
    const auto outcome = solveInto(*log, position, AlgorithmId::Bfs, HeuristicId::None);
    waitUntilPlaced(map);
    const std::uint64_t stride = log->stride();
    QVERIFY(stride > 1);
    const QString title = map.panelTitle(0);
    // The total comes first (a narrow panel cuts the end of a title), grouped, then the sample.
    QVERIFY2(title.contains(QStringLiteral("1 in %1 drawn").arg(ui::countText(stride))), qPrintable(title));
    QVERIFY2(title.indexOf(QStringLiteral("expanded")) < title.indexOf(QStringLiteral("1 in")), qPrintable(title));
    QVERIFY2(titleCount(title) < 1000 || title.contains(','), qPrintable(title));
    // The log knows the orders it was sent: the last expansion it saw is within a stride of the end.
    QVERIFY2(titleCount(title) <= outcome.stats.expanded && titleCount(title) + stride > outcome.stats.expanded,
             qPrintable(title));
    QCOMPARE(map.run(0).points().size(), log->size());
    for (const ui::MapPoint &p : map.run(0).points())
        QCOMPARE(p.order % stride, std::uint64_t(0));
}

// A 4x4 board cannot be tabulated: points sit at (g, h) and the header says so.
void tst_StateSpaceMap::largeBoardsUseGAndH()
{
    core::SlidingBoard start = core::SlidingBoard::standardGoal({4, 4});
    for (core::Dir d : {core::Dir::Up, core::Dir::Left, core::Dir::Up, core::Dir::Left, core::Dir::Down})
        QVERIFY(core::applyDir(start, d));
    const core::SlidingPosition position{start, core::SlidingBoard::standardGoal({4, 4})};
    auto log = std::make_shared<core::ExpansionLog>(1'000);
    const auto outcome = solveInto(*log, position, AlgorithmId::AStar, HeuristicId::Manhattan);
    QCOMPARE(outcome.status, core::SearchStatus::Solved);
    ui::StateSpaceMap map;
    map.setRuns(position, {{QStringLiteral("A*"), log}});
    waitUntilPlaced(map);
    QVERIFY(!map.exact());
    QVERIFY2(map.status().contains(QStringLiteral("g (x)")), qPrintable(map.status()));
    QCOMPARE(std::uint64_t(map.run(0).points().size()), outcome.stats.expanded);
    for (const ui::MapPoint &p : map.run(0).points()) {
        QCOMPARE(p.x, p.g);
        QCOMPARE(p.y, p.h);
    }
}

void tst_StateSpaceMap::exportsPngAndSvg()
{
    const auto position = twentyOneMoves();
    auto bfs = std::make_shared<core::ExpansionLog>(ui::ComparePanel::WatchCapacity);
    auto astar = std::make_shared<core::ExpansionLog>(ui::ComparePanel::WatchCapacity);
    solveInto(*bfs, position, AlgorithmId::Bfs, HeuristicId::None);
    solveInto(*astar, position, AlgorithmId::AStar, HeuristicId::Manhattan);
    ui::StateSpaceMap map;
    map.resize(900, 500);
    map.setRuns(position, {{QStringLiteral("BFS"), bfs}, {QStringLiteral("A*"), astar}});
    waitUntilPlaced(map);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("map.png"));
    const QString svg = dir.filePath(QStringLiteral("map.svg"));
    QVERIFY(map.exportTo(png));
    QVERIFY(map.exportTo(svg));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 640);
    // The dots are drawn: the image holds the gradient's first colour (BFS's first states).
    bool gradient = false;
    const QRgb first = ui::MapPanelPainter::orderColour(0.0, map.palette().color(QPalette::Base)) | 0xFF000000u;
    for (int y = 0; y < image.height() && !gradient; ++y)
        for (int x = 0; x < image.width() && !gradient; ++x)
            gradient = image.pixel(x, y) == first;
    QVERIFY(gradient);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("BFS"));
}

// Run in the compare panel: the map gets one panel per run, and once the runs are over each
// panel holds every expansion of its run.
void tst_StateSpaceMap::comparePanelFeedsTheMap()
{
    forgetSettingsAndState();
    ui::GameSession session;
    ui::ComparePanel panel(&session);
    auto *map = panel.stateSpaceMap();
    QVERIFY(map);
    QVERIFY(panel.isAncestorOf(map));
    const auto position = twentyOneMoves();
    session.newGame(position);
    panel.refreshChoices();
    panel.setChoices({{AlgorithmId::Bfs, HeuristicId::None}, {AlgorithmId::AStar, HeuristicId::Manhattan}});
    panel.run();
    QCOMPARE(map->runCount(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.runner()->isBusy(), 60000);
    waitUntilPlaced(*map);
    QVERIFY(map->exact());
    for (int i = 0; i < 2; ++i)
        QCOMPARE(std::uint64_t(map->run(i).points().size()),
                 panel.runner()->run(i).reply->outcome.stats.expanded);
    QVERIFY(map->run(0).points().size() > 10 * map->run(1).points().size()); // BFS explodes, A* does not
}

// The legend's sentence on the marks takes a line of its own, and more, when the map is narrow:
// it is never cut short with "...".
void tst_StateSpaceMap::legendWrapsInsteadOfEliding()
{
    const QFontMetrics fm(QApplication::font());
    const ui::MapPanelPainter::Legend marks{QStringLiteral("first expanded"), QStringLiteral("last expanded"),
                                            QStringLiteral("circle: the start, square: the goal, dashed: the optimal paths (x + y = 22)")};
    const int wide = ui::MapPanelPainter::legendHeight(4000, fm, marks);
    const int narrow = ui::MapPanelPainter::legendHeight(420, fm, marks);
    const int narrower = ui::MapPanelPainter::legendHeight(200, fm, marks);
    QVERIFY(wide <= fm.height() + 12);
    QVERIFY(narrow >= wide + fm.height());
    QVERIFY(narrower > narrow);
    QImage image(420, narrow, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    ui::MapPanelPainter::paintLegend(p, image.rect(), fm, QApplication::palette(), marks);
    // A narrow panel's title keeps its figures whole; the run's name gives way.
    const QString title = QStringLiteral("Bidirectional BFS: 36,595 expanded");
    QCOMPARE(ui::MapPanelPainter::fitTitle(title, fm, 10000), title);
    const QString fitted = ui::MapPanelPainter::fitTitle(title, fm, fm.horizontalAdvance(title) * 2 / 3);
    QVERIFY2(fitted.endsWith(QStringLiteral(": 36,595 expanded")) && fitted != title, qPrintable(fitted));
}

QTEST_MAIN(tst_StateSpaceMap)
#include "tst_statespacemap.moc"
