// The Search Lab's views on one timeline: every view shows the same step of the same
// searches, forward and back, and follows a change of algorithm, of the second search and of
// the board without reopening anything; its keys work from every view.

#include "lab/labboards.h"
#include "lab/labmap.h"
#include "lab/labrace.h"
#include "lab/labtimeline.h"
#include "lab/labtree.h"
#include "lab/searchlab.h"
#include "lab/labtesting.h"
#include "race/racelane.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"
#include "watching/stepreplay.h"

#include <QAction>
#include <QComboBox>
#include <QListWidget>
#include <QMainWindow>
#include <QSlider>
#include <QTabWidget>
#include <QLabel>
#include <QtTest>

using core::AlgorithmId;
using core::HeuristicId;

using labtesting::position;
using labtesting::waitForSearch;

namespace {

// The cells of search `s`'s k-th expansion (k from 1), or nothing at 0 or past its end.
std::string expansion(const ui::SearchLab &d, int s, std::size_t k)
{
    const auto &events = d.replay(s)->events();
    return k == 0 || k > events.size() ? std::string() : events[k - 1].cells;
}

// Every view against the timeline's step k.
QString outOfStep(ui::SearchLab &d, std::size_t k)
{
    QStringList wrong;
    if (d.position() != k)
        wrong << QString("the lab is at %1").arg(d.position());
    for (int s = 0; s < d.searchCount(); ++s) {
        const std::size_t mine = std::min(k, d.replay(s)->size());
        if (d.replay(s)->position() != mine)
            wrong << QString("search %1's replay at %2").arg(s).arg(d.replay(s)->position());
        const core::SearchTree *tree = d.tree()->view(s)->tree();
        if (mine > 0 && !tree)
            wrong << QString("search %1 has no tree").arg(s);
        else if (tree && mine > 0 && tree->nodes()[tree->current()].cells != expansion(d, s, mine))
            wrong << QString("search %1's tree is not at expansion %2").arg(s).arg(mine);
        if (d.map()->fed(s) != mine)
            wrong << QString("search %1's map holds %2 expansions").arg(s).arg(d.map()->fed(s));
        const core::ExpansionEvent *raced = d.race()->lane(s)->shownEvent();
        if ((raced ? raced->cells : std::string()) != expansion(d, s, mine))
            wrong << QString("search %1's race lane is elsewhere").arg(s);
        d.boards()->setSearch(s);
        if (d.boards()->expanding()->cells() != expansion(d, s, mine))
            wrong << QString("search %1's boards are elsewhere").arg(s);
    }
    d.boards()->setSearch(0);
    if (d.timeline()->scrubBar()->value() != int(k))
        wrong << QString("the scrub bar is at %1").arg(d.timeline()->scrubBar()->value());
    return wrong.join("; ");
}

} // namespace

class tst_LabViews : public QObject {
    Q_OBJECT

private slots:
    void treeFollowsAChangeOfAlgorithm();
    void everyViewInLockStep();
    void aNewBoardRebuildsEveryView();
    void keysFromEveryView();
};

// The tree open on A*, then IDA* chosen: the tree, its list of iterations and the closed list
// are IDA*'s after a few steps, and the node picked no longer describes A*'s node.
void tst_LabViews::treeFollowsAChangeOfAlgorithm()
{
    ui::SearchLab d(position("423158706"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    d.showView(ui::SearchLab::Tree);
    QVERIFY(waitForSearch(d));
    for (int i = 0; i < 5; ++i)
        d.step();
    const core::SearchTree *tree = d.tree()->view()->tree();
    QVERIFY(tree);
    d.tree()->view()->select(tree->current());
    QTest::mouseClick(d.tree()->view(), Qt::LeftButton, {}, d.tree()->view()->nodeRect(tree->current()).center().toPoint());
    QVERIFY(d.tree()->nodeText().contains("#5"));
    d.setChoice({AlgorithmId::IdaStar, HeuristicId::Manhattan});
    QVERIFY(!d.tree()->nodeText().contains("#5"));
    QVERIFY(waitForSearch(d));
    QCOMPARE(d.position(), std::size_t(0));
    for (std::size_t k = 1; k <= 30 && k <= d.replay()->size(); ++k) {
        d.step();
        const QString wrong = outOfStep(d, k);
        QVERIFY2(wrong.isEmpty(), qPrintable(QString("step %1: %2").arg(k).arg(wrong)));
    }
    QVERIFY(d.tree()->treeList()->count() >= 2); // IDA*'s iterations so far
    QVERIFY(d.tree()->treeList()->currentText().startsWith("Iteration"));
    QVERIFY(d.tree()->closedList()->count() > 0);
    // IDA* keeps no closed list, and neither pane says it does; A* again brings the words back.
    QVERIFY2(!d.tree()->closedTitle().contains("Closed"), qPrintable(d.tree()->closedTitle()));
    QVERIFY(d.tree()->closedList()->accessibleName().startsWith("Expanded"));
    QVERIFY2(d.boards()->findChild<QLabel *>() && !d.boards()->grab().isNull(), "the Boards tab draws");
    bool countsSayExpanded = false;
    for (const QLabel *l : d.boards()->findChildren<QLabel *>())
        countsSayExpanded |= l->text().startsWith("Expanded ") && l->text().contains("generated");
    QVERIFY(countsSayExpanded);
    d.setChoice({AlgorithmId::AStar, HeuristicId::Manhattan});
    QVERIFY(d.tree()->closedTitle().startsWith("Closed list"));
}

// A* beside BFS: forward, back, a jump with the scrub bar, the end and the start; every view
// of both searches stays on the same step (BFS runs longer: A* stays on its last expansion).
void tst_LabViews::everyViewInLockStep()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan}, nullptr,
                    core::RunChoice{AlgorithmId::Bfs, HeuristicId::None});
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QCOMPARE(d.searchCount(), 2);
    QVERIFY(waitForSearch(d));
    QVERIFY(d.replay(1) != nullptr);
    QCOMPARE(d.race()->laneCount(), 2);
    QCOMPARE(d.lastPosition(), std::max(d.replay(0)->size(), d.replay(1)->size()));
    QVERIFY(d.replay(1)->size() > d.replay(0)->size());
    for (std::size_t k = 1; k <= 8; ++k) {
        d.step();
        QVERIFY2(outOfStep(d, k).isEmpty(), qPrintable(outOfStep(d, k)));
    }
    for (std::size_t k = 7; k >= 3; --k) {
        d.stepBack();
        QVERIFY2(outOfStep(d, k).isEmpty(), qPrintable(outOfStep(d, k)));
    }
    const std::size_t beyond = d.replay(0)->size() + 4;
    d.timeline()->scrubBar()->setValue(int(beyond));
    QVERIFY2(outOfStep(d, beyond).isEmpty(), qPrintable(outOfStep(d, beyond)));
    d.toEnd();
    QVERIFY2(outOfStep(d, d.lastPosition()).isEmpty(), qPrintable(outOfStep(d, d.lastPosition())));
    QCOMPARE(d.race()->lane(0)->rank(), 1); // A* needs fewer expansions
    d.backToStart();
    QVERIFY2(outOfStep(d, 0).isEmpty(), qPrintable(outOfStep(d, 0)));
    // Taking the second search away leaves one of everything.
    d.setBeside(-1);
    QVERIFY(waitForSearch(d));
    QCOMPARE(d.searchCount(), 1);
    QCOMPARE(d.race()->laneCount(), 1);
    QVERIFY(!d.tree()->view(1)->isVisibleTo(d.tree()));
}

void tst_LabViews::aNewBoardRebuildsEveryView()
{
    ui::SearchLab d(position("152436780"), {AlgorithmId::AStar, HeuristicId::Manhattan});
    QVERIFY(waitForSearch(d));
    for (int i = 0; i < 4; ++i)
        d.step();
    d.setBoard(position("412530786"));
    QCOMPARE(d.position(), std::size_t(0));
    QVERIFY(waitForSearch(d));
    QCOMPARE(d.choice(), (core::RunChoice{AlgorithmId::AStar, HeuristicId::Manhattan}));
    d.step();
    QCOMPARE(d.boards()->expanding()->cells(), expansion(d, 0, 1));
    QCOMPARE(int(expansion(d, 0, 1)[0]), 4); // the new board's start
    QVERIFY2(outOfStep(d, 1).isEmpty(), qPrintable(outOfStep(d, 1)));
}

// The keys from each view, with the focus on a widget inside it; Ctrl+Q is the window's Quit.
void tst_LabViews::keysFromEveryView()
{
    QMainWindow main;
    auto *quit = new QAction("Quit", &main);
    quit->setObjectName("quit");
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    main.addAction(quit);
    int quits = 0;
    connect(quit, &QAction::triggered, this, [&quits] { ++quits; });
    ui::SearchLab d(position("412530786"), {AlgorithmId::Bfs, HeuristicId::None}, &main);
    d.show();
    QVERIFY(QTest::qWaitForWindowActive(&d));
    QVERIFY(waitForSearch(d));
    for (int view = ui::SearchLab::Boards; view <= ui::SearchLab::Race; ++view) {
        d.showView(ui::SearchLab::View(view));
        QWidget *page = d.views()->currentWidget();
        QWidget *focus = page;
        for (QWidget *w : page->findChildren<QWidget *>())
            if (w->isVisible() && w->focusPolicy() != Qt::NoFocus) {
                focus = w;
                break;
            }
        focus->setFocus();
        QApplication::processEvents();
        const QString where = QString("view %1, focus on a %2").arg(view).arg(focus->metaObject()->className());
        d.backToStart();
        QTest::keyClick(focus, Qt::Key_Space);
        QTest::keyClick(focus, Qt::Key_Right);
        QVERIFY2(d.position() == 2, qPrintable(where));
        QTest::keyClick(focus, Qt::Key_Backspace);
        QVERIFY2(d.position() == 1, qPrintable(where));
        QTest::keyClick(focus, Qt::Key_End);
        QVERIFY2(d.position() == d.lastPosition(), qPrintable(where));
        QTest::keyClick(focus, Qt::Key_Left);
        QVERIFY2(d.position() == d.lastPosition() - 1, qPrintable(where));
        QTest::keyClick(focus, Qt::Key_Home);
        QVERIFY2(d.position() == 0, qPrintable(where));
        QTest::keyClick(focus, Qt::Key_Return);
        QVERIFY2(d.isRunning(), qPrintable(where));
        QTest::keyClick(focus, Qt::Key_Return);
        QVERIFY2(!d.isRunning(), qPrintable(where));
        if (auto *combo = qobject_cast<QComboBox *>(focus))
            QVERIFY2(!combo->view()->isVisible(), qPrintable(where)); // Space did not open it
        QTest::keyClick(focus, Qt::Key_Q, Qt::ControlModifier);
        QVERIFY2(quits == view + 1, qPrintable(where));
    }
}

QTEST_MAIN(tst_LabViews)
#include "tst_labviews.moc"
