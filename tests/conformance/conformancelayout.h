#pragma once
// The layout cells: for every registered puzzle, with the scale off, on and switched on while
// open, in English and Chinese and in each theme, every view the window opens on that puzzle's
// boards holds its layout (../ui/layoutcheck.h: no child outside its parent, no siblings
// overlapping, no text cut) and every window fits the screen. One main window per row; the
// Search Lab, the compare view and the dialogs (the editor, scramble, Best Scores, settings,
// About) are opened from it, on the module's ten-move sample.

#include "conformance.h"

#include "../ui/chinese.h"
#include "../ui/layoutcheck.h"
#include "../ui/modalprobe.h"

#include "lab/searchlab.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"
#include "lab/labtree.h"
#include "theme/presentation.h"
#include "theme/theme.h"
#include "play/gamesession.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QScreen>
#include <QtTest>

namespace conformance::layout {

enum class Scale { Off, On, SwitchedOn };

inline const char *scaleName(Scale s)
{
    return s == Scale::Off ? "scale off" : s == Scale::On ? "scale on" : "scale switched on";
}

inline void addRows()
{
    QTest::addColumn<int>("puzzle");
    QTest::addColumn<int>("scale");
    QTest::addColumn<bool>("chinese");
    const QList<const ui::PuzzleLook *> all = puzzles();
    for (int i = 0; i < all.size(); ++i)
        for (const Scale s : {Scale::Off, Scale::On, Scale::SwitchedOn})
            for (const bool zh : {false, true})
                QTest::addRow("%s, %s, %s", keyOf(all[i]).constData(), scaleName(s), zh ? "Chinese" : "English") << i << int(s) << zh;
}

// Posted layout requests, and those they post in turn, all handled.
inline void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
    }
}

// `top`'s layout problems, and whether it fits the screen.
inline QStringList look(QWidget *top, const QString &where, Scale scale)
{
    if (scale == Scale::SwitchedOn)
        ui::Presentation::instance()->setOn(true);
    settle();
    QStringList found = layoutcheck::problems(top, where);
    const QRect screen = top->screen()->availableGeometry();
    if (!screen.contains(top->frameGeometry()))
        found << QString("%1: the window (%2,%3 %4x%5) leaves the %6x%7 screen")
                     .arg(where)
                     .arg(top->frameGeometry().x()).arg(top->frameGeometry().y())
                     .arg(top->frameGeometry().width()).arg(top->frameGeometry().height())
                     .arg(screen.width()).arg(screen.height());
    if (scale == Scale::SwitchedOn)
        ui::Presentation::instance()->setOn(false);
    ++cells();
    return found;
}

inline QStringList lookAtLab(ui::SearchLab &lab, const QString &where, Scale scale)
{
    QStringList found;
    if (!QTest::qWaitFor([&lab] { return lab.replay() && !lab.isSearching(); }, 60000))
        return {where + ": the Lab's search did not finish"};
    for (int i = 0; i < 5; ++i)
        lab.step();
    for (int view = ui::SearchLab::Boards; view <= ui::SearchLab::Race; ++view) {
        lab.showView(ui::SearchLab::View(view));
        found << look(&lab, QString("%1, Lab view %2").arg(where).arg(view), scale);
    }
    // Tree > Fit shows the whole tree under the legend, the root included.
    lab.showView(ui::SearchLab::Tree);
    settle();
    ui::SearchTreeView *tree = lab.tree()->view();
    tree->fit();
    const QRectF root = tree->nodeRect(0);
    if (root.top() < tree->legendHeight() || root.bottom() > tree->height())
        found << QString("%1: after Fit the root (%2 to %3) is not between the legend (%4) and the bottom (%5)")
                     .arg(where).arg(root.top()).arg(root.bottom()).arg(tree->legendHeight()).arg(tree->height());
    ++cells();
    // The Boards tab's boards read at a desk: 24 px a cell at least (40 under the scale).
    lab.showView(ui::SearchLab::Boards);
    settle();
    const core::Position &board = lab.board();
    const QSize grid = ui::miniGridOf(ui::puzzleLook(core::kindOf(board)), core::backendOf(board).sizeOf(board));
    for (const ui::MiniBoard *b : lab.findChildren<ui::MiniBoard *>())
        if (b->isVisibleTo(&lab) && !b->cells().empty() && (b->width() - 6) / grid.width() < ui::MiniBoard::MinCell)
            found << QString("%1: a board of %2 px for %3 cells across").arg(where).arg(b->width()).arg(grid.width());
    ++cells();
    return found;
}

// The interface's language for the layout rows; cleanup() puts English back after each.
inline chinese::Language &language()
{
    static chinese::Language one;
    return one;
}

inline void cleanup()
{
    QVERIFY(language().set(false));
    ui::Theme::apply(ui::Theme::Light);
    ui::Presentation::instance()->setOn(false);
}

inline void check()
{
    QFETCH(int, puzzle);
    QFETCH(int, scale);
    QFETCH(bool, chinese);
    const ui::PuzzleLook *p = puzzles()[puzzle];
    const core::PuzzleBackend &b = backend(p);
    const auto how = Scale(scale);
    QVERIFY(language().set(chinese));
    ui::Presentation::instance()->setOn(how == Scale::On);
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const std::optional<core::Position> ten = sample(p, b.samples().tenMoves);
    QVERIFY(ten);
    w.session()->newGame(*ten);
    QStringList problems;
    for (const ui::Theme::Kind theme : {ui::Theme::Light, ui::Theme::Dark, ui::Theme::HighContrast}) {
        ui::Theme::apply(theme);
        const QString themed = QString("%1, %2").arg(keyOf(p), ui::Theme::key(theme));
        for (const char *mode : {"playMode", "solveMode", "compareMode"}) {
            QAction *a = w.findChild<QAction *>(mode);
            QVERIFY2(a, mode);
            a->trigger();
            problems << look(&w, QString("%1, main window, %2").arg(themed, mode), how);
        }
    }
    // The Search Lab on the board on show, as F9 opens it, with a second search beside the first.
    {
        QAction *labAction = w.findChild<QAction *>("stepThrough");
        QVERIFY(labAction);
        labAction->trigger();
        QApplication::processEvents();
        ui::SearchLab *lab = nullptr;
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *l = qobject_cast<ui::SearchLab *>(top); l && l->isVisible())
                lab = l;
        QVERIFY2(lab, "F9 opens the Search Lab");
        QVERIFY(QTest::qWaitForWindowExposed(lab));
        QVERIFY(QTest::qWaitFor([lab] { return lab->replay() && !lab->isSearching(); }, 60000));
        if (lab->choices().size() > 1)
            lab->setBeside(lab->choices().size() - 1);
        problems << lookAtLab(*lab, QString("%1, Search Lab").arg(keyOf(p)), how);
        lab->close();
    }
    // The compare view, its table filled by the window's own comparison.
    QAction *compare = w.findChild<QAction *>("compare");
    QAction *cancel = w.findChild<QAction *>("cancelCompare");
    QAction *show = w.findChild<QAction *>("showCompare");
    QVERIFY(compare && cancel && show);
    compare->trigger();
    QVERIFY2(QTest::qWaitFor([cancel] { return !cancel->isEnabled(); }, 120000), "the comparison finishes");
    show->trigger();
    QApplication::processEvents();
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top != &w && top->isVisible() && !top->inherits("QMenu")) {
            problems << look(top, QString("%1, %2").arg(keyOf(p), top->metaObject()->className()), how);
            top->close();
        }
    // The dialogs the window opens on this puzzle's board: its editor, the scramble and Best
    // Scores among them. An action the puzzle does not offer is disabled, and not looked at.
    for (const char *name : {"editBoard", "editGoal", "scramble", "newCustom", "bestScores", "settings", "about"}) {
        QAction *a = w.findChild<QAction *>(name);
        QVERIFY2(a, name);
        if (!a->isEnabled())
            continue;
        const bool opened = modalprobe::look([a] { a->trigger(); }, [&](QWidget *dialog) {
            problems << look(dialog, QString("%1, %2").arg(keyOf(p), name), how);
        });
        if (!opened)
            problems << QString("%1: %2 opened no dialog").arg(keyOf(p), name);
    }
    ui::Theme::apply(ui::Theme::Light);
    ui::Presentation::instance()->setOn(false);
    problems.removeDuplicates();
    for (const QString &problem : problems)
        qWarning().noquote() << problem;
    QVERIFY2(problems.isEmpty(), qPrintable(QString("%1 problems (listed above)").arg(problems.size())));
}

} // namespace conformance::layout
