#include "controls/boardwiring.h"

#include "board/puzzlelook.h"

#include "puzzleviews/boardstack.h"
#include "sliding/slidingboardview.h"
#include "sliding/goalpreview.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "play/playrecord.h"
#include "solve/solverpanel.h"
#include "settings/preferences.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace ui {

BoardWiring::BoardWiring(const WindowContext &context, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_record(new PlayRecord(context.session, this)),
      m_recordLabel(new QLabel(context.window)),
      m_goalPreview(new GoalPreview(context.window))
{
    QMainWindow *w = m_ctx.window;
    GameSession *session = m_ctx.session;
    m_recordLabel->setObjectName(QStringLiteral("playRecord"));
    m_ctx.statusBar()->addPermanentWidget(m_recordLabel);
    connect(m_record, &PlayRecord::changed, this, &BoardWiring::showRecord);
    m_actions.undo = makeAction(w, "undo", tr("&Undo"), QKeySequence::Undo, "edit-undo");
    m_actions.redo = makeAction(w, "redo", tr("&Redo"), QKeySequence::Redo, "edit-redo");
    m_actions.restart = makeAction(w, "restart", tr("Re&start"), QKeySequence(tr("F5")), "view-refresh");
    // F5 restarts as in KDE's games (KStandardGameAction::restart); Ctrl+Home as before.
    m_actions.restart->setShortcuts({QKeySequence(tr("F5")), QKeySequence(tr("Ctrl+Home"))});
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
    connect(m_ctx.boards, &BoardStack::movesPlayed, session, &GameSession::playMoves);
    connect(session, &GameSession::positionChanged, this, [this](const core::Position &before, bool animate) {
        m_ctx.boards->showPosition(before, m_ctx.session->position(), animate);
        emit boardShown();
    });
    connect(session, &GameSession::puzzleChanged, this, &BoardWiring::onPuzzleChanged);
    // The goal beside a fresh game until its first move.
    // A pick is the player's: playback, a restart or a new game drops it (before the board moves).
    connect(session, &GameSession::played, this, [this](GameSession::Change change, int) {
        if (change == GameSession::Change::Hand)
            m_goalPreview->setFresh(false);
        else
            m_ctx.boards->view(m_ctx.session->kind())->clearPick();
    });

    m_highlightTimer.setSingleShot(true);
    connect(&m_highlightTimer, &QTimer::timeout, this, [this] { m_ctx.boards->setSolvedHighlight(false); });
    showRecord();
}

void BoardWiring::showRecord()
{
    m_recordLabel->setText(m_record->text());
    const PlayRecord::Best best = m_record->best();
    m_recordLabel->setToolTip(best.moves < 0 ? tr("No best yet on this size")
                                             : tr("Best on this size: %1 moves, %2")
                                                   .arg(best.moves)
                                                   .arg(PlayRecord::formatTime(best.ms)));
}

void BoardWiring::onPuzzleChanged()
{
    m_ctx.boards->showPuzzle(m_ctx.session->position());
    m_goalPreview->setFresh(m_ctx.session->moveCount() == 0);
    m_goalPreview->showPuzzle(m_ctx.session->position());
    // Swapping two tiles edits the board where the puzzle has tiles to swap.
    m_actions.swapTiles->setEnabled(m_ctx.boards->view(m_ctx.session->kind())->swapsCells());
    updateTitle();
}

void BoardWiring::onCellClicked(int cell)
{
    const BoardView *view = m_ctx.boards->view(m_ctx.session->kind());
    if (!m_actions.swapTiles->isChecked()) {
        // A click that makes no move by itself, as the view reads it (a sliding tile slides
        // the run between it and the blank).
        m_ctx.session->playMoves(view->clickMoves(m_ctx.session->position(), cell));
        return;
    }
    if (m_swapFirst < 0) {
        m_swapFirst = cell;
        m_ctx.boards->setSelectedCell(cell);
        return;
    }
    // The action is off for puzzles that have nothing to swap.
    if (const auto next = view->swapped(m_ctx.session->position(), m_swapFirst, cell))
        m_ctx.session->edit(*next);
    m_swapFirst = -1;
    m_ctx.boards->setSelectedCell(-1);
    m_actions.swapTiles->setChecked(false);
}

bool BoardWiring::playKey(const QKeyEvent *event)
{
    const std::string move = m_ctx.boards->moveForKey(m_ctx.session->position(), event, m_ctx.prefs->keysMoveBlank);
    if (move.empty())
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
    m_ctx.boards->announceState(m_ctx.session->moveCount(), solved);
}

void BoardWiring::showHistoryState()
{
    const GameSession *session = m_ctx.session;
    m_actions.undo->setEnabled(session->canUndo());
    m_actions.redo->setEnabled(session->canRedo());
}

void BoardWiring::applyPreferences()
{
    // While playing fast, a move's animation must end before the next step; steps quicker
    // than a few frames are not animated at all.
    const Preferences &prefs = *m_ctx.prefs;
    bool animate = prefs.animate;
    int duration = animate ? 120 : 0;
    const PlaybackBar *playback = m_ctx.panel->playback();
    if (playback->isPlaying()) {
        const int interval = playback->stepInterval();
        animate = animate && interval >= 15;
        duration = animate ? std::min(duration, interval * 3 / 4) : 0;
    }
    m_ctx.boards->setAnimation(animate, duration);
    m_ctx.boards->setColourScheme(prefs.scheme);
    m_ctx.boards->slidingView()->setPicture(prefs.picturePath);
    m_ctx.boards->slidingView()->setPictureNumbers(prefs.pictureNumbers);
    m_goalPreview->setColourScheme(prefs.scheme);
}

void BoardWiring::updateTitle()
{
    // The game's start names it: a named layout keeps its name while it is played.
    const GameSession *session = m_ctx.session;
    QString name = m_ctx.boards->view(session->kind())->gameName(session->start());
    if (const PuzzleLook &look = puzzleLook(session->kind()); look.layoutName)
        if (const QString layout = look.layoutName(session->start()); !layout.isEmpty())
            name = tr("%1: %2").arg(name, layout);
    m_ctx.window->setWindowTitle(tr("PuzzleScope - %1").arg(name));
    emit gameNamed(name);
}

} // namespace ui
