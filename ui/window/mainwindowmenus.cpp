// MainWindow's menus: the window's own actions (quit, settings, full screen, best scores, the
// manual, about), the menus and the toolbar built from the actions its pieces own, and the Help
// menu's windows.
#include "window/mainwindow.h"

#include "board/puzzlelook.h"
#include "controls/boardwiring.h"
#include "controls/comparewiring.h"
#include "controls/gamefiles.h"
#include "controls/hintgauge.h"
#include "controls/scramblecontrol.h"
#include "controls/solvecontrol.h"
#include "frame/toolbartexts.h"
#include "help/manualwindow.h"
#include "help/shortcutoverlay.h"
#include "play/bestscores.h"
#include "theme/presentation.h"
#include "words/displaynames.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

namespace ui {

void MainWindow::createActions()
{
    m_actions.quit = makeAction(this, "quit", tr("&Quit"), standardKey(QKeySequence::Quit, "Ctrl+Q"), "application-exit");
    m_actions.playMode = makeAction(this, "playMode", tr("&Play Mode"), QKeySequence(tr("Alt+1")));
    m_actions.solveMode = makeAction(this, "solveMode", tr("&Solve Mode"), QKeySequence(tr("Alt+2")));
    m_actions.compareMode = makeAction(this, "compareMode", tr("&Compare Mode"), QKeySequence(tr("Alt+3")));
    // One mode at a time: the View menu shows them as radio items.
    auto *modes = new QActionGroup(this);
    modes->setExclusive(true);
    for (QAction *a : {m_actions.playMode, m_actions.solveMode, m_actions.compareMode}) {
        a->setCheckable(true);
        modes->addAction(a);
    }
    m_actions.playMode->setChecked(true);
    m_actions.presentation = makeAction(this, "presentation", tr("P&resentation Scale"), QKeySequence(tr("Ctrl+Shift+P")));
    m_actions.presentation->setCheckable(true);
    m_actions.presentation->setShortcutContext(Qt::ApplicationShortcut); // from the search views too
    m_actions.presentation->setChecked(Presentation::instance()->isOn());
    m_actions.presentation->setToolTip(tr("Large boards and text in the search views (the Search Lab, the race, the compare view), for a projector"));
    connect(m_actions.presentation, &QAction::toggled, Presentation::instance(), &Presentation::setOn);
    m_actions.settings = makeAction(this, "settings", tr("&Settings..."), QKeySequence::Preferences, "preferences-system");
    m_actions.about = makeAction(this, "about", tr("&About PuzzleScope"), {}, "help-about");
    m_actions.aboutQt = makeAction(this, "aboutQt", tr("About &Qt"), {}, "help-about");
    m_actions.manual = makeAction(this, "manual", tr("PuzzleScope &Manual"), QKeySequence::HelpContents, "help-contents");
    // Ctrl+H shows the high scores in KDE's games (KStandardGameAction::highscores).
    m_actions.bestScores = makeAction(this, "bestScores", tr("&Best Scores"), QKeySequence(tr("Ctrl+H")), "games-highscores");
    m_actions.fullScreen = makeAction(this, "fullScreen", tr("F&ull Screen"), QKeySequence(tr("F11")), "view-fullscreen");
    m_actions.fullScreen->setCheckable(true);
    // F11 everywhere, and the desktop's own key for it where that is another (Ctrl+Shift+F in KDE).
    if (const QKeySequence desktop(QKeySequence::FullScreen); !desktop.isEmpty() && desktop != QKeySequence(Qt::Key_F11))
        m_actions.fullScreen->setShortcuts({QKeySequence(Qt::Key_F11), desktop});
    connect(m_actions.quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions.settings, &QAction::triggered, this, &MainWindow::settingsDialog);
    connect(m_actions.about, &QAction::triggered, this, &MainWindow::about);
    connect(m_actions.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(m_actions.manual, &QAction::triggered, this, &MainWindow::showManual);
    connect(m_actions.bestScores, &QAction::triggered, this, [this] {
        BestScores scores(this);
        scores.exec();
    });
    connect(m_actions.fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
}

void MainWindow::createMenus()
{
    const auto &board = m_board->actions();
    const auto &scramble = m_scramble->actions();
    const auto &files = m_files->actions();
    const auto &solve = m_solve->actions();
    const auto &hint = m_hintGauge->actions();
    const auto &compare = m_compare->actions();

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(scramble.newGame);
    for (const auto &group : scramble.newGames) {
        if (group.menu.isEmpty())
            game->addActions(group.actions);
        else
            game->addMenu(group.menu)->addActions(group.actions);
    }
    game->addSeparator();
    game->addActions({scramble.scramble, scramble.quickScramble, files.editBoard, files.editGoal});
    game->addSeparator();
    game->addAction(files.open);
    game->addMenu(files.recent);
    game->addActions({files.save, files.saveAs});
    game->addSeparator();
    game->addAction(m_actions.bestScores);
    game->addSeparator();
    game->addAction(m_actions.quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({board.undo, board.redo, board.restart});
    edit->addSeparator();
    edit->addActions({files.copy, files.paste, board.swapTiles});

    QMenu *solveMenu = menuBar()->addMenu(tr("S&olve"));
    solveMenu->setObjectName(QStringLiteral("solveMenu"));
    solveMenu->addActions({solve.solve, solve.cancel});
    solveMenu->addSeparator();
    solveMenu->addActions({solve.play, solve.stepForward, solve.stepBack, solve.toStart, solve.toEnd});
    solveMenu->addSeparator();
    solveMenu->addActions({hint.hint, compare.compare, compare.cancel, compare.showMap, compare.race, compare.experiment, compare.stepThrough});

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addActions({m_actions.playMode, m_actions.solveMode, m_actions.compareMode});
    view->addSeparator();
    view->addActions({compare.showCompare, hint.xray, hint.gauge});
    view->addSeparator();
    view->addAction(m_actions.presentation);
    QToolBar *tools = addToolBar(tr("Main Toolbar"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->setMovable(false);
    tools->addActions({scramble.scramble, board.undo, board.redo, board.restart, solve.solve, solve.cancel});
    ToolBarTexts::attach(tools);
    // The toolbar can be hidden (View > Show Toolbar; its place is kept with the window's).
    QAction *showTools = tools->toggleViewAction();
    showTools->setObjectName(QStringLiteral("showToolbar"));
    showTools->setText(tr("Show &Toolbar"));
    view->addSeparator();
    view->addActions({showTools, m_actions.fullScreen});
    menuBar()->addMenu(tr("Se&ttings"))->addAction(m_actions.settings);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_actions.manual);
    help->addAction((new ShortcutOverlay(this))->toggleAction());
    help->addSeparator();
    help->addActions({m_actions.about, m_actions.aboutQt});
}

QString MainWindow::aboutText()
{
    // The puzzles, from their own rows.
    QStringList puzzles;
    for (const PuzzleLook *look : puzzleLooks())
        puzzles << look->name();
    return tr("<h3>PuzzleScope %1</h3><p>Play and solve puzzles (%2), and watch them solved by: %3.</p>"
              "<p>Press F1 for the manual; arrows or WASD slide tiles, and Ctrl+Return solves the board on show.</p>")
               .arg(QApplication::applicationVersion(), QLocale().createSeparatedList(puzzles), DisplayNames::algorithmList())
        + tr("<p>Free software under the MIT License: use, copy, change and share it (see the LICENSE file).</p>"
             "<p>Home page: <a href=\"%1\">%1</a><br>Report a problem: <a href=\"%2\">%2</a></p>")
              .arg(QStringLiteral(PUZZLESCOPE_HOMEPAGE), QStringLiteral(PUZZLESCOPE_HOMEPAGE "/issues"));
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About PuzzleScope"), aboutText());
}

void MainWindow::showManual()
{
    // One manual window, raised again when it is open already.
    auto *manual = findChild<ManualWindow *>();
    if (!manual) {
        const QString language = m_prefs.language.isEmpty() ? QLocale::system().name() : m_prefs.language;
        manual = new ManualWindow(language, this);
        manual->setAttribute(Qt::WA_DeleteOnClose);
    }
    manual->show();
    manual->raise();
    manual->activateWindow();
}

} // namespace ui
