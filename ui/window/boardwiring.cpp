#include "window/boardwiring.h"

#include "board/boardstack.h"
#include "board/goalpreview.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solve/solverpanel.h"
#include "window/preferences.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace ui {

BoardWiring::BoardWiring(const WindowContext &context, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_movesLabel(new QLabel(context.window)),
      m_goalPreview(new GoalPreview(context.window))
{
    QMainWindow *w = m_ctx.window;
    GameSession *session = m_ctx.session;
    m_ctx.statusBar()->addPermanentWidget(m_movesLabel);
    m_actions.undo = makeAction(w, "undo", tr("&Undo"), QKeySequence::Undo, "edit-undo");
    m_actions.redo = makeAction(w, "redo", tr("&Redo"), QKeySequence::Redo, "edit-redo");
    m_actions.restart = makeAction(w, "restart", tr("Re&start"), QKeySequence(tr("Ctrl+Home")), "view-refresh");
    m_actions.swapTiles = makeAction(w, "swapTiles", tr("S&wap Two Tiles"), QKeySequence(tr("Ctrl+T")));
    m_actions.swapTiles->setCheckable(true);
    connect(m_actions.undo, &QAction::triggered, session, &GameSession::undo);
    connect(m_actions.redo, &QAction::triggered, session, &GameSession::redo);
    connect(m_actions.restart, &QAction::triggered, session, &GameSession::restart);
    connect(m_actions.swapTiles, &QAction::toggled, this, [this](bool on) {
        m_swapFirst = -1;
        m_ctx.boards->setSelectedCell(-1);
        m_ctx.statusBar()->showMessage(on ? tr("Click two tiles to swap them.") : QString());
    });

    connect(m_ctx.boards, &BoardStack::cellClicked, this, &BoardWiring::onCellClicked);
    connect(m_ctx.boards, &BoardStack::moveClicked, session, &GameSession::playMove);
    connect(session, &GameSession::positionChanged, this, [this](const core::Position &before, bool animate) {
        m_ctx.boards->showPosition(before, m_ctx.session->position(), animate);
        emit boardShown();
    });
    connect(session, &GameSession::puzzleChanged, this, &BoardWiring::onPuzzleChanged);

    m_highlightTimer.setSingleShot(true);
    connect(&m_highlightTimer, &QTimer::timeout, this, [this] { m_ctx.boards->setSolvedHighlight(false); });
}

void BoardWiring::onPuzzleChanged()
{
    m_ctx.boards->showPuzzle(m_ctx.session->position());
    m_goalPreview->showPuzzle(m_ctx.session->position());
    // Swapping two tiles edits a sliding board; other puzzles have no tiles to swap.
    m_actions.swapTiles->setEnabled(m_ctx.session->kind() == core::PuzzleKind::Sliding);
    updateTitle();
}

void BoardWiring::onCellClicked(int cell)
{
    if (!m_actions.swapTiles->isChecked()) {
        m_ctx.session->slideTo(cell);
        return;
    }
    if (m_swapFirst < 0) {
        m_swapFirst = cell;
        m_ctx.boards->setSelectedCell(cell);
        return;
    }
    m_ctx.session->swapTiles(m_swapFirst, cell);
    m_swapFirst = -1;
    m_ctx.boards->setSelectedCell(-1);
    m_actions.swapTiles->setChecked(false);
}

bool BoardWiring::playKey(const QKeyEvent *event)
{
    const char move = m_ctx.boards->moveForKey(m_ctx.session->position(), event, m_ctx.prefs->keysMoveBlank);
    if (!move)
        return false;
    m_ctx.session->playMove(move);
    return true;
}

void BoardWiring::showBoardState()
{
    // Reaching the goal flashes the board briefly (unless switched off in Settings).
    const bool solved = m_ctx.session->isSolved();
    const bool justSolved = solved && !m_wasSolved && m_ctx.session->moveCount() > 0;
    m_wasSolved = solved;
    if (justSolved && m_ctx.prefs->solvedHighlight) {
        m_ctx.boards->setSolvedHighlight(true);
        m_highlightTimer.start(1500);
    } else if (!solved || !m_ctx.prefs->solvedHighlight) {
        m_highlightTimer.stop();
        m_ctx.boards->setSolvedHighlight(false);
    }
    m_movesLabel->setText(tr("Moves: %1").arg(m_ctx.session->moveCount()));
    m_ctx.boards->announceState(m_ctx.session->moveCount(), solved);
}

void BoardWiring::showHistoryState()
{
    const GameSession *session = m_ctx.session;
    m_actions.undo->setEnabled(session->canUndo());
    m_actions.redo->setEnabled(session->canRedo());
    if (session->isSolved() && session->moveCount() > 0 && session->solutionStep() < 0) {
        const QString how = session->kind() == core::PuzzleKind::Rotation
            ? tr("Solved: the centre holds %1.").arg(session->rotation().solvedDigit())
            : session->moveCount() == 1 ? tr("Solved in 1 move!")
                                        : tr("Solved in %1 moves!").arg(session->moveCount());
        m_ctx.statusBar()->showMessage(how, 8000);
    }
}

void BoardWiring::applyPreferences()
{
    // While playing fast, a move's animation must end before the next step.
    const Preferences &prefs = *m_ctx.prefs;
    int duration = prefs.animate ? 120 : 0;
    const PlaybackBar *playback = m_ctx.panel->playback();
    if (playback->isPlaying())
        duration = std::min(duration, playback->stepInterval() * 3 / 4);
    m_ctx.boards->setAnimation(prefs.animate, duration);
    m_ctx.boards->setColourScheme(prefs.scheme);
    m_goalPreview->setColourScheme(prefs.scheme);
}

void BoardWiring::updateTitle()
{
    const GameSession *session = m_ctx.session;
    if (session->kind() == core::PuzzleKind::Rotation)
        m_ctx.window->setWindowTitle(tr("PuzzleScope - Rotation Game"));
    else
        m_ctx.window->setWindowTitle(
            tr("PuzzleScope - %1 x %2 Sliding Puzzle").arg(session->size().width).arg(session->size().height));
}

} // namespace ui
