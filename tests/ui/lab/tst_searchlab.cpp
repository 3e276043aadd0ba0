// The Search Lab: a search run in the background, then walked one expansion at a time, its
// boards and its tree in step.

#include "theme/contrast.h"
#include "theme/presentation.h"
#include "theme/theme.h"
#include "watching/boardstrip.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"
#include "watching/stepreplay.h"
#include "lab/labboards.h"
#include "lab/labtree.h"
#include "lab/searchlab.h"
#include "lab/labtesting.h"
#include "rotation/board/rotationboard.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QtTest>

#include <algorithm>

using core::AlgorithmId;
using core::HeuristicId;

using labtesting::position;
using labtesting::waitForSearch;
using watched::cells;

class tst_SearchLab : public QObject {
    Q_OBJECT

private slots:
    // Presentation scale is kept in the settings: each case starts without it.
    void init() { ui::Presentation::instance()->setOn(false); }
    void cleanup() { ui::Presentation::instance()->setOn(false); }
    void fiveStepsOfAStar();
    void capIsSaid();
    void keysStepAndRun();
    void bidirectionalShowsBothFrontiers();
    void backToStartClearsTheNode();
    void rotationShowsTheDigitProjection();
    void stepBackUndoesOneExpansion();
    void treeFollowsTheSteps();
    void treeShowsIdaStarIterations();
    void presentationScaleIsLarge();
    void twoTreesSideBySide();
    void captionsReadInEveryTheme();
};

// The children's captions (queued, duplicate) read at 4.5:1 in each theme, and still after a
// switch of theme while the Lab is open (a colour fitted to Light's window read 2:1 on Dark's).
void tst_SearchLab::captionsReadInEveryTheme()
{
    ui::Theme::apply(ui::Theme::Light);
    ui::SearchLab d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(waitForSearch(d));
    for (int i = 0; i < 5; ++i)
        d.step();
    ui::BoardStrip *strip = d.boards()->childStrip();
    for (const ui::Theme::Kind theme : {ui::Theme::Light, ui::Theme::Dark, ui::Theme::HighContrast, ui::Theme::Light}) {
        ui::Theme::apply(theme);
        QApplication::processEvents();
        int captions = 0;
        for (const QLabel *l : strip->findChildren<QLabel *>())
            if (l->isVisibleTo(&d) && (l->text().contains("duplicate") || l->text().contains("queued"))) {
                const double ratio = ui::contrastRatio(l->palette().color(QPalette::WindowText), strip->palette().color(QPalette::Window));
                QVERIFY2(ratio >= ui::TextContrast, qPrintable(QString("%1 in %2: %3:1").arg(l->text(), ui::Theme::key(theme)).arg(ratio)));
                ++captions;
            }
        QVERIFY(captions >= 2);
    }
}

// BFS beside A* on one board: after k steps both trees hold k expansions (A*'s fewer in all,
// once it has finished), and taking it away hides the second tree.
void tst_SearchLab::twoTreesSideBySide()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    QVERIFY(waitForSearch(d));
    d.showView(ui::SearchLab::Tree);
    ui::LabTree *w = d.tree();
    const qsizetype bfs = d.choices().indexOf(core::RunChoice{AlgorithmId::Bfs, HeuristicId::None});
    QVERIFY(bfs >= 0);
    d.setBeside(int(bfs));
    QVERIFY(w->view(1)->isVisibleTo(w));
    QVERIFY(waitForSearch(d));
    QVERIFY(w->view(1)->tree());
    for (int k = 1; k <= 5; ++k) {
        d.step();
        QCOMPARE(w->view()->tree()->closed().size(), std::size_t(k));
        QCOMPARE(w->view(1)->tree()->closed().size(), std::size_t(k));
        QCOMPARE(w->view(1)->tree()->nodes()[w->view(1)->tree()->closed().front()].cells, d.replay()->events().front().cells);
    }
    d.setBeside(-1);
    QVERIFY(!w->view(1)->isVisibleTo(w));
}

void tst_SearchLab::stepBackUndoesOneExpansion()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(waitForSearch(d));
    QStringList texts;
    for (int i = 0; i < 6; ++i) {
        d.step();
        texts << d.boards()->nodeText();
    }
    for (int i = 5; i >= 1; --i) {
        d.stepBack();
        QCOMPARE(d.replay()->position(), std::size_t(i));
        QCOMPARE(d.boards()->nodeText(), texts[i - 1]);
        QCOMPARE(d.boards()->expanding()->cells(), d.replay()->events()[std::size_t(i - 1)].cells);
    }
    // Backspace steps back too; at the start there is nothing to undo.
    QTest::keyClick(&d, Qt::Key_Backspace);
    QCOMPARE(d.replay()->position(), std::size_t(0));
    d.stepBack();
    QCOMPARE(d.replay()->position(), std::size_t(0));
}

// The tree window redraws with each step forward and back: as many closed nodes as
// expansions, the current node in view; a click on a node shows it, with its place in the open
// list; the closed list has a row per expansion.
void tst_SearchLab::treeFollowsTheSteps()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    d.resize(900, 700);
    QVERIFY(waitForSearch(d));
    d.showView(ui::SearchLab::Tree);
    ui::LabTree *w = d.tree();
    QVERIFY(w);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(d.replay()->size() >= 7);
    for (int i = 0; i < 6; ++i)
        d.step();
    const core::SearchTree *tree = w->view()->tree();
    QVERIFY(tree);
    QCOMPARE(tree->closed().size(), std::size_t(6));
    QCOMPARE(w->closedList()->count(), 6);
    const std::uint32_t current = tree->current();
    QCOMPARE(tree->nodes()[current].cells, d.boards()->expanding()->cells());
    QVERIFY(w->view()->rect().contains(w->view()->nodeRect(current).toRect()));
    // Click an open node: its board and its place in the open list.
    std::uint32_t open = core::TreeNode::None;
    for (std::uint32_t i = 0; i < tree->nodes().size() && open == core::TreeNode::None; ++i)
        if (tree->nodes()[i].state == core::TreeNodeState::Open)
            open = i;
    QVERIFY(open != core::TreeNode::None);
    w->view()->select(open);
    QTest::mouseClick(w->view(), Qt::LeftButton, {}, w->view()->nodeRect(open).center().toPoint());
    QCOMPARE(w->view()->selected(), open);
    QVERIFY2(w->nodeText().contains(QStringLiteral("open list")), qPrintable(w->nodeText()));
    d.stepBack();
    QCOMPARE(w->view()->tree()->closed().size(), std::size_t(5));
    QCOMPARE(w->closedList()->count(), 5);
    // Picking a row of the closed list picks its node.
    w->closedList()->setCurrentRow(2);
    QCOMPARE(w->view()->selected(), w->view()->tree()->closed()[2]);
    QVERIFY2(w->nodeText().contains(QStringLiteral("#3")), qPrintable(w->nodeText()));
}

void tst_SearchLab::treeShowsIdaStarIterations()
{
    ui::SearchLab d(position("423158706"), {AlgorithmId::IdaStar, HeuristicId::Manhattan});
    QVERIFY(waitForSearch(d));
    d.showView(ui::SearchLab::Tree);
    ui::LabTree *w = d.tree();
    while (!d.replay()->atEnd())
        d.step();
    const auto spans = core::SearchTree::spans(d.replay()->events());
    QVERIFY(spans.size() >= 2);
    // At the end it shows the last iteration, whose path to the goal is marked.
    QCOMPARE(w->treeIndex(), int(spans.size()) - 1);
    const auto &nodes = w->view()->tree()->nodes();
    QVERIFY(std::any_of(nodes.begin(), nodes.end(), [](const core::TreeNode &n) { return n.onSolution; }));
    // The first iteration, picked: its nodes are all within its bound or pruned over it.
    w->setTreeIndex(0);
    for (const core::TreeNode &n : w->view()->tree()->nodes())
        QVERIFY(n.state == core::TreeNodeState::Pruned ? n.f > spans[0].bound : n.f <= spans[0].bound || n.state == core::TreeNodeState::Duplicate);
}

// The presentation switch: the tree's and the step-through's boards get 40 px cells and
// twice the text, live, and back; the tree's picked node grows with them.
void tst_SearchLab::presentationScaleIsLarge()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::Bfs, HeuristicId::None});
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(waitForSearch(d));
    d.showView(ui::SearchLab::Tree);
    ui::LabTree *w = d.tree();
    QVERIFY(w->view()->cellPixels() < 40);
    const int small = d.boards()->expanding()->width();
    const QSize node = w->nodeBoard()->size();
    const qreal font = d.font().pointSizeF();
    ui::Presentation::instance()->setOn(true);
    QVERIFY2(w->nodeBoard()->width() > node.width() && w->nodeBoard()->height() > node.height(),
             qPrintable(QString("the picked node's board is %1 px wide with the scale, %2 without")
                            .arg(w->nodeBoard()->width()).arg(node.width())));
    QVERIFY(w->nodeBoard()->width() >= 3 * 40 * 3 / 2);
    QVERIFY(w->view()->cellPixels() >= 40);
    QVERIFY(d.boards()->expanding()->width() >= 3 * 40);
    QVERIFY(d.boards()->expanding()->width() > small);
    QCOMPARE(d.font().pointSizeF(), font * ui::Presentation::FontScale);
    // The open list's cards that show lie within the strip; the rest are counted as "more".
    d.showView(ui::SearchLab::Boards);
    for (int i = 0; i < 4; ++i)
        d.step();
    QApplication::processEvents();
    ui::BoardStrip *strip = d.boards()->waitingStrip();
    int shown = 0;
    for (ui::MiniBoard *b : strip->findChildren<ui::MiniBoard *>())
        if (b->isVisible()) {
            ++shown;
            QVERIFY2(b->mapTo(strip, QPoint(b->width(), 0)).x() <= strip->width(), "a card runs off the strip");
        }
    QVERIFY(shown >= 1);
    ui::Presentation::instance()->setOn(false);
    QVERIFY(w->view()->cellPixels() < 40);
    QCOMPARE(d.boards()->expanding()->width(), small);
    QCOMPARE(w->nodeBoard()->size(), node);
    QCOMPARE(d.font().pointSizeF(), font);
}

void tst_SearchLab::fiveStepsOfAStar()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    QCOMPARE(d.choice(), (core::RunChoice{AlgorithmId::AStar, HeuristicId::Manhattan}));
    QVERIFY(waitForSearch(d));
    QVERIFY(d.replay()->size() >= 5);
    QVERIFY(d.boards()->expanding()->cells().empty());
    for (int i = 0; i < 5; ++i)
        d.step();
    QCOMPARE(d.replay()->position(), std::size_t(5));
    QCOMPARE(d.boards()->expanding()->cells(), d.replay()->events()[4].cells);
    QCOMPARE(d.boards()->expanding()->cells(), cells("102453786"));
    QVERIFY2(d.boards()->nodeText().contains(QStringLiteral("g 3  h 3  f 6")), qPrintable(d.boards()->nodeText()));
    // Its children: d back to 152 403 786 (a duplicate), l and r queued.
    const auto &children = d.boards()->childStrip()->entries();
    QCOMPARE(children.size(), 3);
    QCOMPARE(children[0].cells, cells("152403786"));
    QVERIFY(children[0].caption.contains(QStringLiteral("duplicate")));
    QVERIFY(children[2].caption.contains(QStringLiteral("queued")));
    // The open list, in the order A* takes it: f never falls.
    const auto &open = d.boards()->waitingStrip()->entries();
    QVERIFY(open.size() >= 2);
    QCOMPARE(open.front().cells, cells("120453786"));
    for (int i = 1; i < open.size(); ++i)
        QVERIFY2(open[i].g + open[i].h >= open[i - 1].g + open[i - 1].h, qPrintable(QString::number(i)));
    QVERIFY(!d.statusText().contains(QLocale().toString(qulonglong(ui::SearchLab::Cap))));
}

void tst_SearchLab::capIsSaid()
{
    // 31 moves from the goal: BFS meets every 3x3 state on the way, far more than the cap.
    ui::SearchLab d(position("867254301"), {AlgorithmId::Bfs, HeuristicId::None});
    QVERIFY(waitForSearch(d));
    QCOMPARE(d.replay()->size(), std::size_t(ui::SearchLab::Cap));
    const QString cap = QLocale().toString(qulonglong(ui::SearchLab::Cap));
    QVERIFY2(d.statusText().contains(cap), qPrintable(d.statusText()));
    QVERIFY(d.statusText().contains(QStringLiteral("first")));
}

void tst_SearchLab::keysStepAndRun()
{
    ui::SearchLab d(position("412530786"), {AlgorithmId::Bfs, HeuristicId::None});
    d.show();
    QVERIFY(QTest::qWaitForWindowActive(&d));
    QVERIFY(waitForSearch(d));
    QTest::keyClick(&d, Qt::Key_Space);
    QTest::keyClick(&d, Qt::Key_Space);
    QCOMPARE(d.replay()->position(), std::size_t(2));
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isRunning());
    QVERIFY(QTest::qWaitFor([&d] { return d.replay()->position() > 2; }, 5000));
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(!d.isRunning());
    const std::size_t paused = d.replay()->position();
    QTest::qWait(100);
    QCOMPARE(d.replay()->position(), paused);
    QVERIFY(d.isVisible());
}

void tst_SearchLab::bidirectionalShowsBothFrontiers()
{
    ui::SearchLab d(position("412530786"), {AlgorithmId::BidirectionalBfs, HeuristicId::None});
    QVERIFY(waitForSearch(d));
    QVERIFY(!d.boards()->waitingStrip(1)->isHidden());
    // Before the first step: the start waits on one side, the goal on the other.
    QCOMPARE(d.boards()->waitingStrip(0)->entries().size(), 1);
    QCOMPARE(d.boards()->waitingStrip(0)->entries().front().cells, cells("412530786"));
    QCOMPARE(d.boards()->waitingStrip(1)->entries().size(), 1);
    QCOMPARE(d.boards()->waitingStrip(1)->entries().front().cells, cells("123456780"));
    QVERIFY(d.boards()->meeting()->isHidden());
    while (!d.replay()->atEnd())
        d.step();
    QVERIFY(d.replay()->meeting());
    QVERIFY(!d.boards()->meeting()->isHidden());
    QCOMPARE(d.boards()->meeting()->cells(), *d.replay()->meeting());
    QVERIFY2(d.statusText().contains(QStringLiteral("met")), qPrintable(d.statusText()));
}

void tst_SearchLab::backToStartClearsTheNode()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::IdaStar, HeuristicId::Manhattan});
    QVERIFY(waitForSearch(d));
    // The bound 4 (the start's h) prunes both children; the second iteration, under 6, starts
    // over from the start and goes down to its first child.
    for (int i = 0; i < 3; ++i)
        d.step();
    QCOMPARE(d.boards()->expanding()->cells(), cells("152436708"));
    QCOMPARE(d.boards()->waitingStrip()->entries().size(), 2); // IDA*'s path: the start and its child
    QVERIFY2(d.boards()->nodeText().contains(QStringLiteral("bound 6")), qPrintable(d.boards()->nodeText()));
    d.backToStart();
    QCOMPARE(d.replay()->position(), std::size_t(0));
    QVERIFY(d.boards()->expanding()->cells().empty());
    QVERIFY(d.boards()->waitingStrip()->entries().isEmpty());
}

// The rotation game is searched once per digit; each search's states are its digit's projection.
void tst_SearchLab::rotationShowsTheDigitProjection()
{
    const core::RotationBoard board = *core::parseRotationBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3").board;
    ui::SearchLab d(board, {AlgorithmId::AStar, HeuristicId::CentreCount});
    QVERIFY(!d.choices().isEmpty());
    QCOMPARE(d.choice().algorithm, AlgorithmId::AStar);
    QVERIFY(waitForSearch(d));
    QVERIFY(d.replay()->size() > 0);
    d.step();
    const std::string &shown = d.boards()->expanding()->cells();
    QCOMPARE(shown.size(), std::size_t(core::RotationCells));
    const auto digit = *std::max_element(shown.begin(), shown.end());
    QVERIFY(digit >= 1 && digit <= 3);
    QCOMPARE(int(std::count(shown.begin(), shown.end(), digit)), board.count(digit));
    QCOMPARE(int(std::count(shown.begin(), shown.end(), char(0))), core::RotationCells - board.count(digit));
    QCOMPARE(d.boards()->childStrip()->entries().size(), core::RotationMoves);
    while (!d.replay()->atEnd()) {
        const auto head = d.replay()->waiting(1);
        const auto &next = d.replay()->events()[d.replay()->position()];
        QVERIFY(!head.empty());
        QVERIFY(head.front().cells == next.cells);
        d.step();
    }
}

QTEST_MAIN(tst_SearchLab)
#include "tst_searchlab.moc"
