#include "window/comparewiring.h"

#include "compare/comparepanel.h"
#include "compare/experimentdialog.h"
#include "compare/raceview.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solve/solverpanel.h"
#include "window/gamefiles.h"
#include "window/preferences.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QStatusBar>

namespace ui {

CompareWiring::CompareWiring(const WindowContext &context, GameFiles *files, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_files(files),
      m_compare(new ComparePanel(context.session, context.window))
{
    QMainWindow *w = m_ctx.window;
    auto *dock = new QDockWidget(tr("Compare"), w);
    dock->setObjectName(QStringLiteral("compareDock"));
    dock->setWidget(m_compare);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    w->addDockWidget(Qt::BottomDockWidgetArea, dock);

    m_actions.showCompare = makeAction(w, "showCompare", tr("Show &Compare Panel"), QKeySequence(tr("Ctrl+Shift+C")));
    m_actions.compare = makeAction(w, "compare", tr("Co&mpare Algorithms"), QKeySequence(tr("F6")));
    m_actions.race = makeAction(w, "race", tr("&Race..."), QKeySequence(tr("F7")));
    m_actions.experiment = makeAction(w, "experiment", tr("&Batch Experiment..."), QKeySequence(tr("F8")));
    m_actions.showCompare->setCheckable(true);
    m_actions.showCompare->setChecked(true);
    connect(m_actions.showCompare, &QAction::toggled, dock, &QDockWidget::setVisible);
    connect(dock, &QDockWidget::visibilityChanged, m_actions.showCompare, &QAction::setChecked);
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
    m_actions.showCompare->setChecked(true);
    m_compare->run();
}

void CompareWiring::playRun(const SolveReply &reply)
{
    if (reply.outcome.status != core::SearchStatus::Solved)
        return;
    // Play from the board the run started on, whatever has been played since.
    GameSession *session = m_ctx.session;
    const core::Position start = positionOf(reply.request);
    if (!(session->position() == start))
        session->newGame(start);
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
    race->show();
    race->play();
}

void CompareWiring::openExperiment(const QList<core::RunChoice> &choices)
{
    const Preferences &prefs = *m_ctx.prefs;
    auto *d = new ExperimentDialog(m_ctx.session->kind(), m_ctx.session->goal(), choices, prefs.maxNodes,
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
