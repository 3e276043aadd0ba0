#include "controls/comparewiring.h"
#include "frame/screenfit.h"

#include "compare/comparepanel.h"
#include "compare/comparerunner.h"
#include "compare/experimentdialog.h"
#include "race/racebar.h"
#include "race/raceview.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solve/solverpanel.h"
#include "controls/gamefiles.h"
#include "settings/preferences.h"
#include "theme/presentation.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QVBoxLayout>

namespace ui {

CompareWiring::CompareWiring(const WindowContext &context, GameFiles *files, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_files(files),
      m_view(new QWidget(context.window, Qt::Window)),
      m_compare(new ComparePanel(context.session, m_view))
{
    QMainWindow *w = m_ctx.window;
    m_view->setObjectName(QStringLiteral("compareView"));
    m_view->setWindowTitle(tr("Compare Algorithms - PuzzleScope"));
    auto *layout = new QVBoxLayout(m_view);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_compare);
    Presentation::follow(m_view); // the map's and the tables' text at a projector's scale
    m_confirm = [this] {
        return QMessageBox::question(m_ctx.window, tr("Open the run's board?"),
                                     tr("This run started from another board. Replace the game on show with it? "
                                        "Undo brings your game back."))
            == QMessageBox::Yes;
    };

    m_actions.showCompare = makeAction(w, "showCompare", tr("Open Compare &View"), QKeySequence(tr("Ctrl+Shift+C")));
    m_actions.compare = makeAction(w, "compare", tr("Co&mpare Algorithms"), QKeySequence(tr("F6")), "system-run");
    m_actions.cancel = makeAction(w, "cancelCompare", tr("Cancel Compar&ison"), {}, "process-stop");
    m_actions.race = makeAction(w, "race", tr("&Race..."), QKeySequence(tr("F7")));
    m_actions.experiment = makeAction(w, "experiment", tr("Batch E&xperiment..."), QKeySequence(tr("F8")));
    m_actions.stepThrough = makeAction(w, "stepThrough", tr("Search &Lab..."), QKeySequence(tr("F9")));
    m_actions.stepThrough->setToolTip(tr("Step through searches of the board on show, expansion by expansion: their boards, trees, map and race"));
    connect(m_actions.stepThrough, &QAction::triggered, m_compare, &ComparePanel::stepThrough);
    m_actions.showMap = makeAction(w, "showMap", tr("State-Space M&ap"), QKeySequence(tr("Ctrl+Shift+M")));
    m_actions.showMap->setToolTip(tr("Each compared search's expanded states, placed by distance from the start and to the goal"));
    connect(m_actions.showMap, &QAction::triggered, this, [this] {
        m_compare->showMap();
        showView();
    });
    m_actions.cancel->setEnabled(false);
    connect(m_actions.showCompare, &QAction::triggered, this, &CompareWiring::showView);
    connect(m_actions.cancel, &QAction::triggered, m_compare, &ComparePanel::cancelAll);
    connect(m_compare->runner(), &CompareRunner::runChanged, this,
            [this] { m_actions.cancel->setEnabled(m_compare->runner()->isBusy()); });
    connect(m_compare->runner(), &CompareRunner::runFinished, this,
            [this] { m_actions.cancel->setEnabled(m_compare->runner()->isBusy()); });
    connect(m_actions.compare, &QAction::triggered, this, &CompareWiring::compareAlgorithms);
    connect(m_actions.race, &QAction::triggered, this, [this] { openRace(m_compare->selectedReplies()); });
    connect(m_actions.experiment, &QAction::triggered, this, [this] { openExperiment(m_compare->choices()); });

    connect(m_compare, &ComparePanel::playRequested, this, &CompareWiring::playRun);
    connect(m_compare, &ComparePanel::raceRequested, this, &CompareWiring::openRace);
    connect(m_compare, &ComparePanel::experimentRequested, this, &CompareWiring::openExperiment);
    connect(m_ctx.session, &GameSession::puzzleChanged, m_compare, &ComparePanel::refreshChoices);
}

void CompareWiring::compareAlgorithms()
{
    m_compare->run();
    m_actions.cancel->setEnabled(m_compare->runner()->isBusy());
}

void CompareWiring::showView()
{
    if (!m_view->isVisible()) {
        // Large (80% of the screen the window is on), but inside it.
        fitOnScreen(m_view, screenRoom(m_ctx.window) * 8 / 9, m_ctx.window);
    }
    m_view->show();
    m_view->raise();
    m_view->activateWindow();
}

void CompareWiring::playRun(const SolveReply &reply)
{
    if (reply.outcome.status != core::SearchStatus::Solved)
        return;
    // Play from the board the run started on, whatever has been played since.
    GameSession *session = m_ctx.session;
    const core::Position start = reply.request.position;
    if (!(session->position() == start)) {
        if (!m_confirm())
            return;
        session->openUndoable(start);
    }
    m_ctx.panel->showResult(reply);
    session->setSolution(reply.outcome.moves);
    if (!reply.outcome.moves.empty())
        m_ctx.panel->playback()->play();
}

void CompareWiring::openRace(const QList<SolveReply> &replies)
{
    if (replies.size() < 2) {
        m_ctx.statusBar()->showMessage(tr("Run at least two algorithms in the compare panel first."), 5000);
        return;
    }
    auto *race = new RaceView(replies, m_ctx.window);
    race->setObjectName(QStringLiteral("raceView"));
    Presentation::follow(race);
    if (Presentation::instance()->isOn()) // on a projector the lanes and the replay take the screen
        fitOnScreen(race, screenRoom(m_ctx.window), m_ctx.window);
    // The race's searches, stepped through in the Search Lab.
    connect(race->findChild<RaceBar *>(), &RaceBar::labClicked, m_compare, [this, replies] {
        m_compare->openLab(replies.front().request.position,
                           {core::RunChoice{replies[0].request.algorithm, replies[0].request.heuristic},
                            core::RunChoice{replies[1].request.algorithm, replies[1].request.heuristic}});
    });
    race->show();
    race->play();
}

void CompareWiring::openExperiment(const QList<core::RunChoice> &choices)
{
    const Preferences &prefs = *m_ctx.prefs;
    auto *d = new ExperimentDialog(m_ctx.session->position(), choices, prefs.maxNodes,
                                   std::size_t(prefs.maxMemoryMiB) << 20, m_ctx.window);
    d->setObjectName(QStringLiteral("experimentDialog"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &ExperimentDialog::openBoard, this, [this](const QString &text) {
        if (m_files->pasteBoard(text))
            m_ctx.statusBar()->showMessage(tr("Opened the experiment's board."), 4000);
    });
    d->show();
}

void CompareWiring::applyPreferences()
{
    m_compare->setBudgets(m_ctx.prefs->maxNodes, std::size_t(m_ctx.prefs->maxMemoryMiB) << 20);
}

} // namespace ui
