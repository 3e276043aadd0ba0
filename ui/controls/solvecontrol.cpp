#include "settings/appfolders.h"
#include "controls/solvecontrol.h"
#include "search/workers.h"

#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solvers/solverregistry.h"
#include "solve/solvercontroller.h"
#include "words/reasontext.h"
#include "solve/solverpanel.h"
#include "settings/preferences.h"
#include "work/tablebuild.h"

#include "puzzles/checkpointseal.h"
#include "puzzles/searchcheckpoint.h"
#include "words/displaynames.h"
#include "words/numbertext.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
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
    // Ctrl+Return: no desktop standard names a key for Solve (KDE's games give it none), F5
    // restarts there, and Ctrl+Return is the "do it" key of dialogs and chats.
    m_actions.solve = makeAction(w, "solve", tr("&Solve"), QKeySequence(tr("Ctrl+Return")), "system-run");
    m_actions.solve->setShortcuts({QKeySequence(tr("Ctrl+Return")), QKeySequence(tr("Ctrl+Enter"))});
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
    m_confirmContinue = [this](const QString &question) {
        QMessageBox box(QMessageBox::Question, tr("Continue the Search?"), question, QMessageBox::NoButton, m_ctx.window);
        QPushButton *yes = box.addButton(tr("Continue"), QMessageBox::AcceptRole);
        box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        box.setDefaultButton(yes);
        box.exec();
        return box.clickedButton() == yes;
    };
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
    start(std::nullopt);
}

QString SolveControl::interruptedSearchFile()
{
    // Its seal's key is kept beside it (puzzles/checkpointseal.h), in the folder it is named in.
    core::setCheckpointKeyFolder(stateFolder().toStdString());
    return stateFolder() + QStringLiteral("/interrupted-search.checkpoint");
}

namespace {

QString elapsedText(double seconds)
{
    const auto s = std::uint64_t(seconds + 0.5);
    if (s < 60)
        return SolveControl::tr("%1 s").arg(s);
    if (s < 3600)
        return SolveControl::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return SolveControl::tr("%1 h %2 min").arg(s / 3600).arg(s / 60 % 60);
}

} // namespace

void SolveControl::offerToContinue()
{
    const QString file = interruptedSearchFile();
    if (!QFileInfo::exists(file) || m_solver->isBusy())
        return;
    std::string error;
    const auto found = core::loadCheckpointedSearch(file.toStdString(), error);
    if (!found) {
        QFile::remove(file);
        m_ctx.statusBar()->showMessage(tr("The search left when PuzzleScope last closed cannot be continued: %1.")
                                           .arg(QString::fromStdString(error)),
                                       10000);
        return;
    }
    const core::BoardSize size = core::backendOf(found->start).sizeOf(found->start);
    const core::IdaProgress &p = found->progress;
    const QString question
        = tr("A search was still running when PuzzleScope closed: %1 on a %2x%3 board.\n\nBound %4, %5 nodes "
             "expanded, %6 of searching so far.\n\nContinue it from there? Its board becomes the game on show "
             "(Undo brings this one back).")
              .arg(DisplayNames::run(found->algorithm, found->heuristic))
              .arg(size.width)
              .arg(size.height)
              .arg(p.bound)
              .arg(countText(p.expanded), elapsedText(p.seconds));
    if (!m_confirmContinue(question)) {
        QFile::remove(file);
        return;
    }
    m_ctx.session->openUndoable(found->start);
    m_ctx.panel->setChoice(found->algorithm, found->heuristic);
    start(p);
}

void SolveControl::start(std::optional<core::IdaProgress> resume)
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
    QDir().mkpath(QFileInfo(interruptedSearchFile()).path());
    r.checkpoint = interruptedSearchFile().toStdString();
    const double prior = resume ? resume->seconds : 0;
    r.resume = std::move(resume);
    r.dropCheckpoint = m_dropCheckpoint = std::make_shared<std::atomic<bool>>(false);
    m_pendingPosition = session->position();
    m_solver->solve(r);
    m_ctx.panel->searchStarted(prior);
    showBusy(true);
}

void SolveControl::cancelSolve()
{
    if (!m_solver->isBusy())
        return;
    m_solver->cancel();
    if (m_dropCheckpoint) // the user stopped it: nothing to offer at the next start
        *m_dropCheckpoint = true;
    QFile::remove(interruptedSearchFile());
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
    } else if (o.status == core::SearchStatus::LimitReached && core::isBudget(o.reason)) {
        m_ctx.statusBar()->showMessage(tr("The search stopped at its budget; see the solver panel."), 8000);
    }
}

} // namespace ui
