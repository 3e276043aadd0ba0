// Every window's layout holds on a 1280x800 and a 1920x1080 screen (PUZZLESCOPE_TEST_SCREEN),
// in English and Chinese, with the presentation scale off, on from the start, and switched on
// while the window is open: no child leaves its parent, no two siblings overlap, no text is cut
// (layoutcheck.h); and the search views' boards are drawn at 40 px a cell or more at 1920x1080
// under the scale.
#include "chinese.h"
#include "testscreen.h"
#include "freshstate.h"
#include "layoutcheck.h"
#include "modalprobe.h"
#include "sidewindows.h"
#include "lab/labboards.h"
#include "lab/labtree.h"
#include "lab/searchlab.h"
#include "race/raceview.h"
#include "solve/solvejob.h"
#include "theme/presentation.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingtext.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QScreen>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

namespace {

enum class Scale { Off, On, SwitchedOn };

} // namespace

using testscreen::board3x3;
using testscreen::reply;

class tst_LayoutScale : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { forgetSettingsAndState(); }
    void cleanup() { ui::Presentation::instance()->setOn(false); }
    void everyWindowHoldsItsLayout_data();
    void everyWindowHoldsItsLayout();
    void labBoardsReadOnAProjector();

private:
    // `top`'s problems, after the scale is switched on if asked to.
    QStringList look(QWidget *top, const QString &where, Scale scale);

    chinese::Language m_language;
};

void tst_LayoutScale::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), testscreen::size());
}

QStringList tst_LayoutScale::look(QWidget *top, const QString &where, Scale scale)
{
    if (scale == Scale::SwitchedOn)
        ui::Presentation::instance()->setOn(true);
    QTest::qWait(100); // the layouts' requests, and what they ask of their parents in turn
    QStringList found = layoutcheck::problems(top, where);
    if (scale == Scale::SwitchedOn)
        ui::Presentation::instance()->setOn(false);
    return found;
}

void tst_LayoutScale::everyWindowHoldsItsLayout_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<int>("scale");
    for (const bool zh : {false, true})
        for (const auto s : {Scale::Off, Scale::On, Scale::SwitchedOn})
            QTest::addRow("%s, scale %s", zh ? "Chinese" : "English", s == Scale::Off ? "off" : s == Scale::On ? "on" : "switched on")
                << zh << int(s);
}

void tst_LayoutScale::everyWindowHoldsItsLayout()
{
    QFETCH(bool, chinese);
    QFETCH(int, scale);
    const auto how = Scale(scale);
    QVERIFY(m_language.set(chinese));
    ui::Presentation::instance()->setOn(how == Scale::On);
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList problems;
    auto action = [&](const char *name) { return sidewindows::action(w, name, problems); };
    for (const char *mode : {"playMode", "solveMode", "compareMode"}) {
        if (QAction *a = action(mode))
            a->trigger();
        problems << look(&w, QString("main window, %1").arg(mode), how);
    }
    problems << sidewindows::visit(w, [&](QWidget *top, const char *name) {
        QVERIFY(QTest::qWaitForWindowExposed(top));
        auto *lab = qobject_cast<ui::SearchLab *>(top);
        if (lab && QTest::qWaitFor([lab] { return lab->replay() && !lab->isSearching(); }, 30000)) {
            lab->setBeside(0);
            QVERIFY(QTest::qWaitFor([lab] { return !lab->isSearching(); }, 30000));
            for (int i = 0; i < 5; ++i)
                lab->step();
            for (int view = ui::SearchLab::Boards; view <= ui::SearchLab::Race; ++view) {
                lab->showView(ui::SearchLab::View(view));
                problems << look(top, QString("%1, view %2").arg(name).arg(view), how);
            }
            return;
        }
        problems << look(top, name, how);
    });
    {
        using core::AlgorithmId;
        using core::HeuristicId;
        ui::RaceView race(QList<ui::SolveReply>{reply(AlgorithmId::Bfs, HeuristicId::None), reply(AlgorithmId::BidirectionalBfs, HeuristicId::None),
                                                reply(AlgorithmId::AStar, HeuristicId::Manhattan), reply(AlgorithmId::IdaStar, HeuristicId::Manhattan)},
                          &w);
        ui::Presentation::follow(&race);
        race.show();
        QVERIFY(QTest::qWaitForWindowExposed(&race));
        problems << look(&race, "race", how);
    }
    for (const char *name : {"settings", "scramble", "newCustom", "about", "editBoard", "editGoal", "bestScores"})
        if (QAction *a = action(name))
            modalprobe::look([a] { a->trigger(); }, [&](QWidget *dialog) { problems << look(dialog, name, how); });
    problems.removeDuplicates();
    for (const QString &p : problems)
        qWarning().noquote() << p;
    QVERIFY2(problems.isEmpty(), qPrintable(QString("%1 problems (listed above)").arg(problems.size())));
}

// Under the scale at 1920x1080, the Lab's boards and its trees' boards take 40 px a cell or more.
void tst_LayoutScale::labBoardsReadOnAProjector()
{
    if (testscreen::size().width() < 1920)
        QSKIP("the projector's screen is 1920x1080");
    ui::Presentation::instance()->setOn(true);
    ui::SearchLab lab(board3x3(), {core::AlgorithmId::AStar, core::HeuristicId::Manhattan});
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QTRY_VERIFY_WITH_TIMEOUT(lab.replay() && !lab.isSearching(), 30000);
    for (int i = 0; i < 5; ++i)
        lab.step();
    // The board being expanded, and the cards of its children and of the open list: 3 cells a side.
    QVERIFY2(lab.boards()->expanding()->width() >= 3 * 40, qPrintable(QString::number(lab.boards()->expanding()->width())));
    for (ui::MiniBoard *b : lab.boards()->findChildren<ui::MiniBoard *>())
        if (b->isVisibleTo(&lab) && !b->cells().empty())
            QVERIFY2(b->width() >= 3 * 40, qPrintable(QString("a card of %1 px").arg(b->width())));
    lab.showView(ui::SearchLab::Tree);
    QApplication::processEvents();
    QTest::qWait(50);
    QVERIFY2(lab.tree()->view()->cellPixels() >= 40, qPrintable(QString::number(lab.tree()->view()->cellPixels())));
}

int main(int argc, char *argv[])
{
    return testscreen::run<tst_LayoutScale>(argc, argv);
}

#include "tst_layoutscale.moc"
