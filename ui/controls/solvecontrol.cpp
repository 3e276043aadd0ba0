#include "controls/solvecontrol.h"
#include "search/workers.h"

#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solvers/solverregistry.h"
#include "solve/solvercontroller.h"
#include "solve/reasontext.h"
#include "solve/solverpanel.h"
#include "settings/preferences.h"
#include "work/tablebuild.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>
#include <algorithm>
#include <limits>
#include <thread>

namespace ui {

SolveControl::SolveControl(const WindowContext &context, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_solver(new SolverController(this))
{
    QMainWindow *w = m_ctx.window;
    PlaybackBar *playback = m_ctx.panel->playback();
    m_actions.solve = makeAction(w, "solve", tr("&Solve"), QKeySequence(tr("F5")), "system-run");
    m_actions.cancel = makeAction(w, "cancel", tr("&Cancel Search"), QKeySequence(tr("Esc")), "process-stop");
    m_actions.play = makeAction(w, "play", tr("&Play"), QKeySequence(tr("Space")));
    m_actions.stepForward = makeAction(w, "stepForward", tr("Step &Forward"), QKeySequence(tr("Ctrl+Right")));
    m_actions.stepBack = makeAction(w, "stepBack", tr("Step &Back"), QKeySequence(tr("Ctrl+Left")));
    m_actions.toStart = makeAction(w, "toStart", tr("Go to S&tart"), QKeySequence(tr("Ctrl+Up")));
    m_actions.toEnd = makeAction(w, "toEnd", tr("Go to &End"), QKeySequence(tr("Ctrl+Down")));
    // Home and End too, as in any list (a text field keeps them for its own cursor).
    m_actions.toStart->setShortcuts({m_actions.toStart->shortcut(), QKeySequence(Qt::Key_Home)});
    m_actions.toEnd->setShortcuts({m_actions.toEnd->shortcut(), QKeySequence(Qt::Key_End)});
    connect(m_actions.solve, &QAction::triggered, this, &SolveControl::solve);
    connect(m_actions.cancel, &QAction::triggered, this, &SolveControl::cancelSolve);
    connect(m_actions.play, &QAction::triggered, playback, &PlaybackBar::togglePlay);
    connect(m_actions.stepForward, &QAction::triggered, playback, &PlaybackBar::stepForward);
    connect(m_actions.stepBack, &QAction::triggered, playback, &PlaybackBar::stepBack);
    connect(m_actions.toStart, &QAction::triggered, playback, &PlaybackBar::toStart);
    connect(m_actions.toEnd, &QAction::triggered, playback, &PlaybackBar::toEnd);
    showBusy(false);
    updatePlaybackActions();
    connect(m_ctx.session, &GameSession::solutionChanged, this, &SolveControl::updatePlaybackActions);

    m_confirmBuild = [this](const QString &question) { return TableBuild::ask(m_ctx.window, question); };
    connect(m_ctx.panel, &SolverPanel::solveRequested, this, &SolveControl::solve);
    connect(m_ctx.panel, &SolverPanel::cancelRequested, this, &SolveControl::cancelSolve);
    connect(m_solver, &SolverController::progressed, m_ctx.panel, &SolverPanel::showProgress);
    connect(m_solver, &SolverController::preparing, m_ctx.panel, &SolverPanel::showPreparation);
    connect(m_solver, &SolverController::solved, this, &SolveControl::onSolved);
    connect(playback, &PlaybackBar::playingChanged, this, [this](bool playing) {
        m_actions.play->setText(playing ? tr("&Pause") : tr("&Play"));
        emit playingChanged();
    });
    connect(playback, &PlaybackBar::paceChanged, this, &SolveControl::playingChanged);
}

void SolveControl::solve()
{
    const GameSession *session = m_ctx.session;
    if (session->unsolvableReason() || m_solver->isBusy())
        return;
    m_ctx.panel->playback()->pause();
    SolveRequest r;
    r.position = session->position();
    r.algorithm = m_ctx.panel->algorithm();
    r.heuristic = m_ctx.panel->heuristic();
    r.maxNodes = m_ctx.prefs->maxNodes;
    if (core::runsWithoutNodeBudget(r.algorithm, r.heuristic))
        r.maxNodes = std::numeric_limits<std::uint64_t>::max(); // "optimal, may take long": until found or cancelled
    r.maxBytes = std::size_t(m_ctx.prefs->maxMemoryMiB) << 20;
    r.threads = core::threadCount();
    if (core::usesHeuristic(r.algorithm)) {
        const QString question = TableBuild::question(r.position, r.heuristic);
        if (!question.isEmpty() && !m_confirmBuild(question))
            return;
    }
    m_pendingPosition = session->position();
    m_solver->solve(r);
    m_ctx.panel->searchStarted();
    showBusy(true);
}

void SolveControl::cancelSolve()
{
    if (!m_solver->isBusy())
        return;
    m_solver->cancel();
    m_ctx.panel->searchCancelled();
    showBusy(false);
    m_ctx.statusBar()->showMessage(tr("Search cancelled."), 4000);
}

void SolveControl::cancelIfBoardChanged()
{
    if (!m_solver->isBusy())
        return;
    if (!(m_pendingPosition == m_ctx.session->position()))
        cancelSolve();
}

void SolveControl::showSolvability()
{
    const QString reason = ReasonText::sentence(m_ctx.session->unsolvableReason());
    m_ctx.panel->setSolvable(reason.isEmpty(), reason);
    m_actions.solve->setEnabled(reason.isEmpty() && !m_solver->isBusy());
    if (!reason.isEmpty())
        m_ctx.statusBar()->showMessage(reason);
}

void SolveControl::showBusy(bool busy)
{
    m_actions.solve->setEnabled(!busy && !m_ctx.session->unsolvableReason());
    m_actions.solve->setVisible(!busy);
    m_actions.cancel->setEnabled(busy);
    m_actions.cancel->setVisible(busy);
}

void SolveControl::updatePlaybackActions()
{
    const int step = m_ctx.session->solutionStep();
    const int length = int(m_ctx.session->solution().size());
    m_actions.play->setEnabled(step >= 0 && length > 0);
    m_actions.stepForward->setEnabled(step >= 0 && step < length);
    m_actions.toEnd->setEnabled(step >= 0 && step < length);
    m_actions.stepBack->setEnabled(step > 0);
    m_actions.toStart->setEnabled(step > 0);
}

void SolveControl::onSolved(const SolveReply &reply)
{
    showBusy(false);
    m_ctx.panel->showResult(reply);
    const auto &o = reply.outcome;
    if (o.status == core::SearchStatus::Solved) {
        m_ctx.session->setSolution(o.moves);
        if (!o.moves.empty())
            m_ctx.panel->playback()->play();
    } else if (o.status == core::SearchStatus::LimitReached) {
        m_ctx.statusBar()->showMessage(tr("The search stopped at its budget; see the solver panel."), 8000);
    }
}

} // namespace ui
