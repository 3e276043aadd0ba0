#include "window/mainwindow.h"

#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "board/rotationboardview.h"
#include "play/scramble.h"
#include "board/slidingboardview.h"
#include "puzzles/sliding/slidingtext.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent),
      m_session(new GameSession(this)),
      m_solver(new SolverController(this)),
      m_slidingView(new SlidingBoardView(this)),
      m_rotationView(new RotationBoardView(this)),
      m_stack(new QStackedWidget(this)),
      m_rng(std::random_device{}())
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/puzzlescope.svg")));
    m_stack->addWidget(m_slidingView);
    m_stack->addWidget(m_rotationView);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->addWidget(m_stack, 1);
    m_xrayLabel = new QLabel(central);
    m_xrayLabel->setObjectName(QStringLiteral("xrayLabel"));
    m_xrayLabel->setWordWrap(true);
    m_xrayLabel->setAlignment(Qt::AlignCenter);
    m_xrayLabel->hide();
    centralLayout->addWidget(m_xrayLabel);
    setCentralWidget(central);

    m_panel = new SolverPanel(m_session, this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *dock = new QDockWidget(tr("Solver"), this);
    dock->setObjectName(QStringLiteral("solverDock"));
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, dock);

    m_movesLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_movesLabel);

    createActions();
    createMenus();
    createCompare();
    m_actions.value("showSolver")->setChecked(true);
    connect(m_actions.value("showSolver"), &QAction::toggled, dock, &QDockWidget::setVisible);
    connect(dock, &QDockWidget::visibilityChanged, m_actions.value("showSolver"), &QAction::setChecked);

    connect(m_slidingView, &SlidingBoardView::cellClicked, this, &MainWindow::onSlidingClicked);
    connect(m_rotationView, &RotationBoardView::moveClicked, m_session, &GameSession::playRotation);
    connect(m_session, &GameSession::slidingChanged, this, [this](const core::SlidingBoard &before, bool animate) {
        if (animate)
            m_slidingView->animateTo(before, m_session->sliding());
        else
            m_slidingView->setBoard(m_session->sliding());
        boardChanged();
    });
    connect(m_session, &GameSession::rotationChanged, this, [this](const core::RotationBoard &before, int move) {
        if (move >= 0)
            m_rotationView->animateMove(before, move);
        else
            m_rotationView->setBoard(m_session->rotation());
        boardChanged();
    });
    connect(m_session, &GameSession::puzzleChanged, this, [this] {
        const bool sliding = m_session->kind() == core::PuzzleKind::Sliding;
        m_stack->setCurrentWidget(sliding ? static_cast<QWidget *>(m_slidingView) : m_rotationView);
        m_slidingView->setGoal(m_session->goal());
        m_actions.value("editGoal")->setEnabled(sliding);
        m_actions.value("swapTiles")->setEnabled(sliding);
        updateTitle();
    });
    connect(m_panel, &SolverPanel::solveRequested, this, &MainWindow::solve);
    connect(m_panel, &SolverPanel::cancelRequested, this, &MainWindow::cancelSolve);
    connect(m_solver, &SolverController::progressed, m_panel, &SolverPanel::showProgress);
    connect(m_solver, &SolverController::preparing, m_panel, &SolverPanel::showPreparation);
    connect(m_solver, &SolverController::solved, this, &MainWindow::onSolved);
    connect(m_panel->playback(), &PlaybackBar::playingChanged, this, [this](bool playing) {
        m_actions.value("play")->setText(playing ? tr("&Pause") : tr("&Play"));
        applyPreferences(); // the animation follows the playback speed
    });

    m_actions.value("cancel")->setEnabled(false);
    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(1000);
    connect(&m_saveTimer, &QTimer::timeout, this, &MainWindow::saveState);
    m_highlightTimer.setSingleShot(true);
    connect(&m_highlightTimer, &QTimer::timeout, this, [this] {
        m_slidingView->setSolvedHighlight(false);
        m_rotationView->setSolvedHighlight(false);
    });
    resize(1200, 900);
    restoreState();
    applyPreferences();
}

MainWindow::~MainWindow() = default;

QAction *MainWindow::action(const QString &name) const
{
    return m_actions.value(name);
}

QAction *MainWindow::addAction(const QString &name, const QString &text, const QKeySequence &shortcut,
                               const QString &themeIcon)
{
    auto *a = new QAction(text, this);
    a->setObjectName(name);
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    // Theme icons where the desktop has them, the bundled ones otherwise.
    const QString bundled = QStringLiteral(":/icons/%1.svg").arg(themeIcon);
    if (!themeIcon.isEmpty())
        a->setIcon(QIcon::fromTheme(themeIcon, QFile::exists(bundled) ? QIcon(bundled) : QIcon()));
    m_actions.insert(name, a);
    return a;
}

void MainWindow::createActions()
{
    connect(addAction("newCustom", tr("&Custom Size..."), {}, {}), &QAction::triggered, this, &MainWindow::customSize);
    connect(addAction("newRotation", tr("&Rotation Game"), QKeySequence(tr("Ctrl+G")), {}), &QAction::triggered, this,
            [this] {
                newRotation();
                scrambleRandom();
            });
    connect(addAction("scramble", tr("&Scramble..."), QKeySequence(tr("Ctrl+R")), "media-playlist-shuffle"),
            &QAction::triggered, this, &MainWindow::scrambleDialog);
    connect(addAction("quickScramble", tr("Scramble &Randomly"), QKeySequence(tr("Ctrl+Shift+R")), {}),
            &QAction::triggered, this, &MainWindow::scrambleRandom);
    connect(addAction("editBoard", tr("&Edit Board..."), QKeySequence(tr("Ctrl+E")), "document-edit"),
            &QAction::triggered, this, &MainWindow::editBoard);
    connect(addAction("editGoal", tr("Set &Goal..."), {}, {}), &QAction::triggered, this, &MainWindow::editGoal);
    connect(addAction("open", tr("&Open..."), QKeySequence::Open, "document-open"), &QAction::triggered, this,
            &MainWindow::openDialog);
    connect(addAction("save", tr("&Save As..."), QKeySequence::Save, "document-save-as"), &QAction::triggered, this,
            &MainWindow::saveDialog);
    connect(addAction("quit", tr("&Quit"), QKeySequence::Quit, "application-exit"), &QAction::triggered, this,
            &QWidget::close);
    connect(addAction("undo", tr("&Undo"), QKeySequence::Undo, "edit-undo"), &QAction::triggered, m_session,
            &GameSession::undo);
    connect(addAction("redo", tr("&Redo"), QKeySequence::Redo, "edit-redo"), &QAction::triggered, m_session,
            &GameSession::redo);
    connect(addAction("restart", tr("Re&start"), QKeySequence(tr("Ctrl+Home")), "view-refresh"), &QAction::triggered,
            m_session, &GameSession::restart);
    connect(addAction("copy", tr("&Copy Board"), QKeySequence::Copy, "edit-copy"), &QAction::triggered, this,
            &MainWindow::copyBoard);
    connect(addAction("paste", tr("&Paste Board"), QKeySequence::Paste, "edit-paste"), &QAction::triggered, this,
            [this] { pasteBoard(QApplication::clipboard()->text()); });
    QAction *swap = addAction("swapTiles", tr("S&wap Two Tiles"), QKeySequence(tr("Ctrl+T")), {});
    swap->setCheckable(true);
    connect(swap, &QAction::toggled, this, [this](bool) {
        m_swapFirst = -1;
        m_slidingView->setSelectedCell(-1);
        statusBar()->showMessage(m_actions.value("swapTiles")->isChecked() ? tr("Click two tiles to swap them.") : QString());
    });
    connect(addAction("solve", tr("&Solve"), QKeySequence(tr("F5")), "system-run"), &QAction::triggered, this,
            &MainWindow::solve);
    connect(addAction("cancel", tr("&Cancel Search"), QKeySequence(tr("Esc")), "process-stop"), &QAction::triggered,
            this, &MainWindow::cancelSolve);
    connect(addAction("play", tr("&Play"), QKeySequence(tr("Space")), {}), &QAction::triggered,
            m_panel->playback(), &PlaybackBar::togglePlay);
    connect(addAction("stepForward", tr("Step &Forward"), QKeySequence(tr("Ctrl+Right")), {}), &QAction::triggered,
            m_panel->playback(), &PlaybackBar::stepForward);
    connect(addAction("stepBack", tr("Step &Back"), QKeySequence(tr("Ctrl+Left")), {}), &QAction::triggered,
            m_panel->playback(), &PlaybackBar::stepBack);
    connect(addAction("toStart", tr("Go to S&tart"), QKeySequence(tr("Ctrl+Up")), {}), &QAction::triggered,
            m_panel->playback(), &PlaybackBar::toStart);
    connect(addAction("toEnd", tr("Go to &End"), QKeySequence(tr("Ctrl+Down")), {}), &QAction::triggered,
            m_panel->playback(), &PlaybackBar::toEnd);
    QAction *showSolver = addAction("showSolver", tr("Show &Solver Panel"), {}, {});
    showSolver->setCheckable(true);
    connect(addAction("settings", tr("&Settings..."), QKeySequence::Preferences, "preferences-system"),
            &QAction::triggered, this, &MainWindow::settingsDialog);
    connect(addAction("about", tr("&About PuzzleScope"), {}, "help-about"), &QAction::triggered, this,
            &MainWindow::about);
    for (QAction *a : std::as_const(m_actions))
        QWidget::addAction(a); // shortcuts work while the menus are closed
}

void MainWindow::createMenus()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QMenu *sliding = game->addMenu(tr("&New Sliding Puzzle"));
    const struct {
        int w, h;
        const char *shortcut;
    } presets[] = {{3, 2, nullptr}, {3, 3, "Ctrl+3"}, {4, 4, "Ctrl+4"}, {5, 5, "Ctrl+5"}};
    for (const auto &p : presets) {
        QAction *a = sliding->addAction(tr("%1 x %2").arg(p.w).arg(p.h));
        if (p.shortcut)
            a->setShortcut(QKeySequence(QString::fromLatin1(p.shortcut)));
        a->setObjectName(QStringLiteral("new%1x%2").arg(p.w).arg(p.h));
        m_actions.insert(a->objectName(), a);
        QWidget::addAction(a);
        connect(a, &QAction::triggered, this, [this, p] {
            newSliding(p.w, p.h);
            scrambleRandom();
        });
    }
    sliding->addAction(m_actions.value("newCustom"));
    game->addAction(m_actions.value("newRotation"));
    game->addSeparator();
    for (const char *n : {"scramble", "quickScramble", "editBoard", "editGoal"})
        game->addAction(m_actions.value(n));
    game->addSeparator();
    game->addAction(m_actions.value("open"));
    game->addAction(m_actions.value("save"));
    game->addSeparator();
    game->addAction(m_actions.value("quit"));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    for (const char *n : {"undo", "redo", "restart"})
        edit->addAction(m_actions.value(n));
    edit->addSeparator();
    for (const char *n : {"copy", "paste", "swapTiles"})
        edit->addAction(m_actions.value(n));

    QMenu *solveMenu = menuBar()->addMenu(tr("S&olve"));
    solveMenu->setObjectName(QStringLiteral("solveMenu"));
    for (const char *n : {"solve", "cancel"})
        solveMenu->addAction(m_actions.value(n));
    solveMenu->addSeparator();
    for (const char *n : {"play", "stepForward", "stepBack", "toStart", "toEnd"})
        solveMenu->addAction(m_actions.value(n));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_actions.value("showSolver"));
    menuBar()->addMenu(tr("Se&ttings"))->addAction(m_actions.value("settings"));
    menuBar()->addMenu(tr("&Help"))->addAction(m_actions.value("about"));

    QToolBar *tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char *n : {"scramble", "undo", "redo", "restart", "solve", "cancel"})
        tools->addAction(m_actions.value(n));
}

} // namespace ui
