#include "window/mainwindow.h"

#include "board/boardstack.h"
#include "modes/actionpanel.h"
#include "modes/boardpane.h"
#include "modes/comparesummary.h"
#include "compare/comparepanel.h"
#include "play/playbackbar.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "play/playrecord.h"
#include "solve/displaynames.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "sliding/goalpreview.h"
#include "controls/boardwiring.h"
#include "controls/comparewiring.h"
#include "controls/gamefiles.h"
#include "controls/hintgauge.h"
#include "window/keyrouter.h"
#include "settings/savedstate.h"
#include "controls/scramblecontrol.h"
#include "settings/settingsdialog.h"
#include "theme/presentation.h"
#include "window/shortcutoverlay.h"
#include "controls/solvecontrol.h"
#include "window/toolbartexts.h"
#include "window/tooltipwrap.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QTabWidget>
#include <QHBoxLayout>
#include <QSettings>
#include <QToolBar>
#include <QVBoxLayout>

namespace ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent),
      m_session(new GameSession(this)),
      m_boards(new BoardStack(this)),
      m_playback(new PlaybackBar(m_session, this)),
      m_pane(new BoardPane(m_boards, m_playback, this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/puzzlescope.svg")));
    m_panel = new SolverPanel(m_session, m_playback, this);

    const WindowContext context{this, m_session, m_boards, m_panel, &m_prefs};
    m_board = new BoardWiring(context, this);
    m_scramble = new ScrambleControl(context, this);
    m_files = new GameFiles(context, this);
    m_solve = new SolveControl(context, this);
    m_hintGauge = new HintGauge(context, this, this);
    m_compare = new CompareWiring(context, m_files, this);
    m_saved = new SavedState(context, &m_prefs, m_hintGauge, m_scramble, this);
    createActions();
    createModes();
    m_saved->setModes(m_modes);
    createMenus();
    m_keys = new KeyRouter(this, [this](QKeyEvent *e) { return routeKey(e); }, this);
    connect(m_board, &BoardWiring::boardShown, this, &MainWindow::boardChanged);
    connect(m_board, &BoardWiring::gameNamed, m_pane, &BoardPane::setTitle);
    connect(m_solve, &SolveControl::playingChanged, this, &MainWindow::applyPreferences);
    connect(m_hintGauge, &HintGauge::xrayToggled, m_saved, &SavedState::save);
    connect(m_scramble, &ScrambleControl::scrambledToDistance, m_board->record(), &PlayRecord::setKnownShortest);
    // The gauge's distance of a game's first position is the shortest solution of that game.
    connect(m_hintGauge->hints(), &HintService::ready, this, [this](const core::Hint &h) {
        if (h.kind == core::Hint::Kind::Exact && m_session->moveCount() == 0 && m_board->record()->shortest() < 0)
            m_board->record()->setKnownShortest(h.distance);
    });

    ToolTipWrapper::install();
    fitToScreen();
    m_saved->restore();
    m_board->updateTitle();
    boardChanged();
    applyPreferences();
}

MainWindow::~MainWindow() = default;

SlidingBoardView *MainWindow::slidingView() const { return m_boards->slidingView(); }
RotationBoardView *MainWindow::rotationView() const { return m_boards->rotationView(); }
SolverController *MainWindow::solver() const { return m_solve->solver(); }
ComparePanel *MainWindow::comparePanel() const { return m_compare->panel(); }
HintService *MainWindow::hints() const { return m_hintGauge->hints(); }
QLabel *MainWindow::distanceGauge() const { return m_hintGauge->gaugeLabel(); }
QLabel *MainWindow::xrayLabel() const { return m_hintGauge->xrayLabel(); }

void MainWindow::newPuzzle(core::PuzzleKind kind, core::BoardSize size) { m_scramble->newPuzzle(kind, size); }
void MainWindow::scrambleRandom() { m_scramble->scrambleRandom(); }
void MainWindow::scrambleMoves(int k) { m_scramble->scrambleMoves(k); }
void MainWindow::scrambleDistance(int d) { m_scramble->scrambleDistance(d); }
void MainWindow::solve() { m_solve->solve(); }
void MainWindow::offerToContinueSearch()
{
    m_solve->offerToContinue();
    if (m_solve->solver()->isBusy())
        setMode(Mode::Solve);
}
QString MainWindow::openFile(const QString &path) { return m_files->openFile(path); }
QString MainWindow::saveFile(const QString &path) { return m_files->saveFile(path); }
bool MainWindow::pasteBoard(const QString &text) { return m_files->pasteBoard(text); }
void MainWindow::showHint() { m_hintGauge->showHint(); }

void MainWindow::createActions()
{
    m_actions.quit = makeAction(this, "quit", tr("&Quit"), QKeySequence::Quit, "application-exit");
    m_actions.playMode = makeAction(this, "playMode", tr("&Play Mode"), QKeySequence(tr("Alt+1")));
    m_actions.solveMode = makeAction(this, "solveMode", tr("&Solve Mode"), QKeySequence(tr("Alt+2")));
    m_actions.compareMode = makeAction(this, "compareMode", tr("&Compare Mode"), QKeySequence(tr("Alt+3")));
    for (QAction *a : {m_actions.playMode, m_actions.solveMode, m_actions.compareMode})
        a->setCheckable(true);
    m_actions.playMode->setChecked(true);
    m_actions.presentation = makeAction(this, "presentation", tr("P&resentation Scale"), QKeySequence(tr("Ctrl+Shift+P")));
    m_actions.presentation->setCheckable(true);
    m_actions.presentation->setShortcutContext(Qt::ApplicationShortcut); // from the search views too
    m_actions.presentation->setChecked(Presentation::instance()->isOn());
    m_actions.presentation->setToolTip(tr("Large boards and text in the search views (the step-through, the search tree, the race, the compare view), for a projector"));
    connect(m_actions.presentation, &QAction::toggled, Presentation::instance(), &Presentation::setOn);
    m_actions.settings = makeAction(this, "settings", tr("&Settings..."), QKeySequence::Preferences, "preferences-system");
    m_actions.about = makeAction(this, "about", tr("&About PuzzleScope"), {}, "help-about");
    connect(m_actions.quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions.settings, &QAction::triggered, this, &MainWindow::settingsDialog);
    connect(m_actions.about, &QAction::triggered, this, &MainWindow::about);
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
    game->addActions({files.open, files.save});
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
    menuBar()->addMenu(tr("Se&ttings"))->addAction(m_actions.settings);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction((new ShortcutOverlay(this))->toggleAction());
    help->addAction(m_actions.about);

    QToolBar *tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->setMovable(false);
    tools->addActions({scramble.scramble, board.undo, board.redo, board.restart, solve.solve, solve.cancel});
    ToolBarTexts::attach(tools);
}

void MainWindow::boardChanged()
{
    m_solve->cancelIfBoardChanged();
    m_board->showBoardState();
    m_hintGauge->boardChanged();
    m_board->showHistoryState();
    m_solve->showSolvability();
    m_panel->boardChanged();
    m_compare->panel()->boardChanged();
    m_saved->scheduleSave();
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    if (!m_board->playKey(event))
        QMainWindow::keyPressEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_solve->solver()->cancel();
    m_saved->saveOnClose();
    event->accept();
}

void MainWindow::setPreferences(const Preferences &prefs)
{
    m_prefs = prefs;
    QSettings s;
    m_prefs.save(s);
    applyPreferences();
    boardChanged();
}

void MainWindow::applyPreferences()
{
    Theme::apply(m_prefs.theme);
    m_board->applyPreferences();
    m_compare->applyPreferences();
}

void MainWindow::settingsDialog()
{
    SettingsDialog d(m_prefs, this);
    if (d.exec() != QDialog::Accepted)
        return;
    const QString oldLanguage = m_prefs.language;
    setPreferences(d.preferences());
    if (m_prefs.language != oldLanguage)
        QMessageBox::information(this, tr("Language"), tr("The new language takes effect when PuzzleScope restarts."));
}

QString MainWindow::aboutText()
{
    return tr("<h3>PuzzleScope %1</h3><p>Play sliding-tile puzzles and the rotation game, and watch "
              "them solved by: %2.</p>"
              "<p>Keys: arrows or WASD slide tiles; A-H rotate in the rotation game; F5 solves; "
              "Space plays the solution.</p>")
               .arg(QApplication::applicationVersion(), DisplayNames::algorithmList())
        + tr("<p>Free software under the MIT License: use, copy, change and share it (see the LICENSE file).</p>");
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About PuzzleScope"), aboutText());
}

} // namespace ui
