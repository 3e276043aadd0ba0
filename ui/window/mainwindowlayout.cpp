// MainWindow's layout: the board pane in the centre and one mode beside it, the window's size
// on a given screen, and the keys that belong to the board.
#include "window/mainwindow.h"

#include "puzzleviews/boardstack.h"
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
#include "help/shortcutoverlay.h"
#include "controls/solvecontrol.h"
#include "frame/toolbartexts.h"
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QPointer>
#include <QScrollArea>
#include <QTimer>
#include <QTabWidget>
#include <QHBoxLayout>
#include <QSettings>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

// Scrolls a column to a widget it shows on demand (the X-ray's line) once the
// column has laid it out, so what a button asked for is on screen however far down it stands.
class ScrollToShown : public QObject {
public:
    explicit ScrollToShown(QScrollArea *area) : QObject(area), m_area(area) {}
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show)
            QTimer::singleShot(0, m_area, [area = m_area, shown = QPointer<QWidget>(static_cast<QWidget *>(watched))] {
                if (shown && shown->isVisible())
                    area->ensureWidgetVisible(shown);
            });
        return false;
    }

private:
    QScrollArea *m_area;
};

} // namespace

void MainWindow::createModes()
{
    const auto &board = m_board->actions();
    const auto &scramble = m_scramble->actions();
    const auto &files = m_files->actions();
    const auto &hint = m_hintGauge->actions();
    const auto &compare = m_compare->actions();

    auto *play = new ActionPanel(this);
    play->setObjectName(QStringLiteral("playMode"));
    play->addSection(tr("New game"), {scramble.newGame}, 1);
    // Each puzzle's New Game entries; puzzles that name the same section share it.
    QList<ScrambleControl::NewGameGroup> sections;
    for (const auto &group : scramble.newGames) {
        auto same = std::find_if(sections.begin(), sections.end(), [&](const auto &s) { return s.section == group.section; });
        if (same == sections.end())
            sections.append(group);
        else
            same->actions += group.actions;
    }
    for (const auto &section : sections)
        play->addSection(section.section, section.actions, section.columns);
    play->addSection(tr("Board"), {scramble.scramble, scramble.quickScramble, files.editBoard, files.editGoal});
    play->addSection(tr("Moves"), {board.undo, board.redo, board.restart, board.swapTiles});
    play->addSection(tr("Help"), {hint.hint, hint.xray});
    m_hintGauge->xrayLabel()->setParent(play);
    play->addWidget(m_hintGauge->xrayLabel());
    play->addStretch();
    // Each puzzle adds its section to the column, so it scrolls as the Solve column does rather
    // than make the window taller than the screen.
    auto *playing = new QScrollArea(this);
    playing->setWidget(play);
    playing->setWidgetResizable(true);
    playing->setFrameShape(QFrame::NoFrame);
    playing->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *scrollToShown = new ScrollToShown(playing);
    m_hintGauge->xrayLabel()->installEventFilter(scrollToShown);

    auto *solve = new QScrollArea(this);
    solve->setWidget(m_panel);
    solve->setWidgetResizable(true);
    solve->setFrameShape(QFrame::NoFrame);
    solve->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    solve->setObjectName(QStringLiteral("solveMode"));

    auto *comparing = new CompareSummary(m_compare->panel(), {compare.compare, compare.cancel, compare.showCompare,
                                                                   compare.showMap, compare.race, compare.experiment, compare.stepThrough},
                                         this);
    comparing->setObjectName(QStringLiteral("compareMode"));

    m_modes = new QTabWidget(this);
    m_modes->setObjectName(QStringLiteral("modes"));
    m_modes->addTab(playing, tr("Play"));
    m_modes->addTab(solve, tr("Solve"));
    m_modes->addTab(comparing, tr("Compare"));
    m_modes->setFocusPolicy(Qt::NoFocus);
    // Wide enough for the solver's figures, never more than about a third of the window.
    m_modes->setMinimumWidth(340);
    m_modes->setMaximumWidth(440);

    m_pane->addStatusWidget(m_board->recordLabel());

    auto *central = new QWidget(this);
    auto *row = new QHBoxLayout(central);
    row->setContentsMargins(0, 0, 4, 0);
    row->addWidget(m_pane, 1);
    row->addWidget(m_modes);
    setCentralWidget(central);

    connect(m_modes, &QTabWidget::currentChanged, this, [this](int i) {
        QAction *modes[] = {m_actions.playMode, m_actions.solveMode, m_actions.compareMode};
        for (int k = 0; k < 3; ++k)
            modes[k]->setChecked(k == i);
        m_saved->scheduleSave();
    });
    connect(m_actions.playMode, &QAction::triggered, this, [this] { setMode(Mode::Play); });
    connect(m_actions.solveMode, &QAction::triggered, this, [this] { setMode(Mode::Solve); });
    connect(m_actions.compareMode, &QAction::triggered, this, [this] { setMode(Mode::Compare); });
    // Solving and comparing show their mode, where the progress and the results are.
    connect(m_solve->actions().solve, &QAction::triggered, this, [this] { setMode(Mode::Solve); });
    connect(compare.compare, &QAction::triggered, this, [this] { setMode(Mode::Compare); });
}

MainWindow::Mode MainWindow::mode() const
{
    return Mode(m_modes->currentIndex());
}

void MainWindow::setMode(Mode mode)
{
    m_modes->setCurrentIndex(int(mode));
}

void MainWindow::fitToScreen()
{
    // The first window fits the screen it opens on, with room to spare; later runs restore
    // the size the user chose (SavedState), clamped to the screen again in showEvent.
    const QRect avail = screen()->availableGeometry();
    resize(std::min(1480, avail.width() * 9 / 10), std::min(960, avail.height() * 9 / 10));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    const QRect avail = screen()->availableGeometry();
    if (width() > avail.width() || height() > avail.height())
        resize(std::min(width(), avail.width() * 9 / 10), std::min(height(), avail.height() * 9 / 10));
}

bool MainWindow::routeKey(QKeyEvent *event)
{
    if (m_board->playKey(event))
        return true;
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier) {
        m_solve->actions().play->trigger();
        return true;
    }
    if (event->key() == Qt::Key_Escape) {
        // Escape stops whatever runs: a search, a comparison, a playback.
        m_solve->cancelSolve();
        m_compare->panel()->cancelAll();
        m_playback->pause();
        return true;
    }
    return false;
}

} // namespace ui
