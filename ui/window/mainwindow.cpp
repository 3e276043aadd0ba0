#include "window/mainwindow.h"

#include "help/firststeps.h"

#include "puzzleviews/boardstack.h"
#include "board/puzzlelook.h"
#include "modes/actionpanel.h"
#include "modes/boardpane.h"
#include "modes/comparesummary.h"
#include "compare/comparepanel.h"
#include "play/playbackbar.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "play/playrecord.h"
#include "words/displaynames.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"
#include "sliding/goalpreview.h"
#include "controls/boardwiring.h"
#include "controls/comparewiring.h"
#include "controls/gamefiles.h"
#include "controls/hintgauge.h"
#include "frame/keyrouter.h"
#include "window/savedstate.h"
#include "controls/scramblecontrol.h"
#include "settings/settingsdialog.h"
#include "theme/presentation.h"
#include "help/manualwindow.h"
#include "help/shortcutoverlay.h"
#include "play/bestscores.h"
#include "controls/solvecontrol.h"
#include "frame/toolbartexts.h"
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
    new FirstSteps(m_session, m_pane, m_board->goalPreview(), this); // the goal beside its line
    m_saved->setModes(m_modes);
    m_saved->setRecord(m_board->record());
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

} // namespace ui
