// Every window and dialog fits the screen: on a 1280x800 and a 1920x1080 screen (the offscreen
// platform given that screen, PUZZLESCOPE_TEST_SCREEN=WxH), in English and in Chinese, each
// top-level window and dialog opens inside the available screen, at most 90% of it, over the main
// window; the step-through keeps its size while it steps through a search.
#include "chinese.h"
#include "testscreen.h"
#include "modalprobe.h"
#include "sidewindows.h"
#include "race/raceview.h"
#include "solve/solvejob.h"
#include "lab/labtree.h"
#include "lab/searchlab.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingtext.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QHeaderView>
#include <QTableView>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include <functional>


using testscreen::board3x3;
using testscreen::reply;

class tst_WindowFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyWindowFits_data();
    void everyWindowFits();
    void stepThroughKeepsItsSize_data();
    void stepThroughKeepsItsSize();
    void tablesShowWholeCells_data();
    void tablesShowWholeCells();

private:
    // Whether `w` (shown) lies inside the available screen, at most 90% of it, over `main`.
    QString misfit(const QWidget *w, const QWidget *main) const;
    // The modal dialog `trigger` opens, measured and closed.
    QString modalMisfit(const std::function<void()> &trigger, const QWidget *main);

    QTemporaryDir m_home;
    chinese::Language m_language;
};

void tst_WindowFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const QRect avail = QGuiApplication::primaryScreen()->availableGeometry();
    QCOMPARE(avail.size(), testscreen::size());
}

QString tst_WindowFit::misfit(const QWidget *w, const QWidget *main) const
{
    const QRect avail = w->screen()->availableGeometry();
    const QRect frame = w->frameGeometry();
    const QString name = w->objectName().isEmpty() ? QString(w->metaObject()->className()) : w->objectName();
    const QString where = QString("%1 at %2,%3 %4x%5 (frame), screen %6x%7")
                              .arg(name)
                              .arg(frame.x())
                              .arg(frame.y())
                              .arg(frame.width())
                              .arg(frame.height())
                              .arg(avail.width())
                              .arg(avail.height());
    if (!avail.contains(frame))
        return where + ": off the screen";
    if (w->width() > avail.width() * 9 / 10 + 1 || w->height() > avail.height() * 9 / 10 + 1)
        return where + ": more than 90% of the screen";
    if (main && w != main && !main->frameGeometry().contains(frame.center()))
        return where + ": not over the main window";
    return {};
}

QString tst_WindowFit::modalMisfit(const std::function<void()> &trigger, const QWidget *main)
{
    QString result;
    if (!modalprobe::look(trigger, [&](QWidget *dialog) { result = misfit(dialog, main); }))
        return "no dialog opened";
    return result;
}

void tst_WindowFit::everyWindowFits_data()
{
    chinese::addLanguageRows();
}

void tst_WindowFit::everyWindowFits()
{
    QFETCH(bool, chinese);
    QVERIFY(m_language.set(chinese));
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList problems;
    auto check = [&](const QString &e) {
        if (!e.isEmpty())
            problems << e;
    };
    check(misfit(&w, nullptr));
    // The main window goes down to an 800x600 screen (its title bar and a panel aside).
    for (const char *mode : {"playMode", "solveMode", "compareMode"}) {
        w.findChild<QAction *>(mode)->trigger();
        if (w.minimumSizeHint().height() > 600 - 60 || w.minimumSizeHint().width() > 800)
            problems << QString("main window, %1: at least %2x%3").arg(mode).arg(w.minimumSizeHint().width()).arg(w.minimumSizeHint().height());
    }
    auto action = [&](const char *name) { return sidewindows::action(w, name, problems); };
    // The windows that stay open beside the main one.
    problems << sidewindows::visit(w, [&](QWidget *top, const char *) { check(misfit(top, &w)); });
    // The race, with four lanes.
    {
        using core::AlgorithmId;
        using core::HeuristicId;
        ui::RaceView race(QList<ui::SolveReply>{reply(AlgorithmId::Bfs, HeuristicId::None), reply(AlgorithmId::BidirectionalBfs, HeuristicId::None),
                           reply(AlgorithmId::AStar, HeuristicId::Manhattan), reply(AlgorithmId::IdaStar, HeuristicId::Manhattan)},
                          &w);
        race.show();
        QVERIFY(QTest::qWaitForWindowExposed(&race));
        check(misfit(&race, &w));
    }
    // The modal dialogs.
    for (const char *name : {"settings", "scramble", "newCustom", "about", "editBoard", "editGoal"})
        if (QAction *a = action(name))
            check(name + QString(": ") + modalMisfit([a] { a->trigger(); }, &w));
    problems.removeIf([](const QString &p) { return p.endsWith(": "); });
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
}

void tst_WindowFit::stepThroughKeepsItsSize_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<int>("algorithm");
    for (const bool zh : {false, true})
        for (const auto a : {core::AlgorithmId::Bfs, core::AlgorithmId::BidirectionalBfs, core::AlgorithmId::AStar, core::AlgorithmId::IdaStar})
            QTest::addRow("%s %s", zh ? "Chinese" : "English", core::algorithmKey(a).c_str()) << zh << int(a);
}

void tst_WindowFit::stepThroughKeepsItsSize()
{
    QFETCH(bool, chinese);
    QFETCH(int, algorithm);
    QVERIFY(m_language.set(chinese));
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto a = core::AlgorithmId(algorithm);
    const core::RunChoice choice{a, a == core::AlgorithmId::AStar || a == core::AlgorithmId::IdaStar ? core::HeuristicId::Manhattan
                                                                                                      : core::HeuristicId::None};
    ui::SearchLab s(board3x3(), choice, &w);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    QTRY_VERIFY_WITH_TIMEOUT(s.replay() != nullptr, 20000);
    QApplication::processEvents();
    const QString opened = misfit(&s, &w);
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
    // Every view fits inside it.
    for (int view = ui::SearchLab::Boards; view <= ui::SearchLab::Race; ++view) {
        s.showView(ui::SearchLab::View(view));
        QApplication::processEvents();
        const QString misfits = misfit(&s, &w);
        QVERIFY2(misfits.isEmpty(), qPrintable(misfits));
    }
    s.showView(ui::SearchLab::Boards);
    const QSize size = s.size();
    for (int i = 0; i < 60; ++i) {
        s.step();
        QApplication::processEvents();
        QVERIFY2(s.size() == size, qPrintable(QString("step %1: %2x%3, opened at %4x%5")
                                                  .arg(i + 1)
                                                  .arg(s.width())
                                                  .arg(s.height())
                                                  .arg(size.width())
                                                  .arg(size.height())));
    }
}

// Every cell and header of the side tables (the compare summary, the solver's runs) and of the
// compare view's table is shown whole: no column narrower than its text, none hidden that the
// summary promises (Length).
QStringList cutCells(const QTableView *table, const QString &where)
{
    QStringList cut;
    const QAbstractItemModel *model = table->model();
    const QFontMetrics fm = table->fontMetrics();
    const QHeaderView *header = table->horizontalHeader();
    for (int c = 0; c < model->columnCount(); ++c) {
        if (table->isColumnHidden(c))
            continue;
        const int width = table->columnWidth(c);
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        // The header's text, and room for the sort arrow on the sorted column.
        const int arrow = header->isSortIndicatorShown() && header->sortIndicatorSection() == c ? fm.height() : 0;
        if (header->fontMetrics().horizontalAdvance(title) + arrow + 4 > width)
            cut << QString("%1: header '%2' in %3 px").arg(where, title).arg(width);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString text = model->index(r, c).data().toString();
            if (fm.horizontalAdvance(text) + 4 > width)
                cut << QString("%1: '%2' (row %3) in %4 px").arg(where, text).arg(r).arg(width);
        }
    }
    return cut;
}

void tst_WindowFit::tablesShowWholeCells_data()
{
    chinese::addLanguageRows();
}

void tst_WindowFit::tablesShowWholeCells()
{
    QFETCH(bool, chinese);
    QVERIFY(m_language.set(chinese));
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction *compare = w.findChild<QAction *>("compare");
    QAction *cancel = w.findChild<QAction *>("cancelCompare");
    QAction *solve = w.findChild<QAction *>("solve");
    QVERIFY(compare && cancel && solve);
    compare->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!cancel->isEnabled(), 60000);
    // Two solves, so the runs table has rows.
    for (int i = 0; i < 2; ++i) {
        solve->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(solve->isEnabled() && !w.findChild<QAction *>("cancel")->isEnabled(), 60000);
    }
    QApplication::processEvents();
    QStringList cut;
    int tables = 0;
    for (QTableView *t : w.findChildren<QTableView *>()) {
        if (t->model()->rowCount() == 0)
            continue;
        ++tables;
        cut << cutCells(t, t->accessibleName().isEmpty() ? QString(t->parentWidget()->metaObject()->className()) : t->accessibleName());
        // The compare summary shows the plan's length beside its figures.
        for (int c = 0; c < t->model()->columnCount(); ++c)
            if (t->model()->headerData(c, Qt::Horizontal).toString() == QCoreApplication::translate("ui::ComparisonModel", "Length"))
                QVERIFY2(!t->isColumnHidden(c), "the Length column is hidden");
    }
    QVERIFY(tables >= 2);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));
}

int main(int argc, char *argv[])
{
    return testscreen::run<tst_WindowFit>(argc, argv);
}

#include "tst_windowfit.moc"
