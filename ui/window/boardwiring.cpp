#include "window/boardwiring.h"

#include "board/rotationboardview.h"
#include "board/slidingboardview.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solve/solverpanel.h"
#include "window/preferences.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QStackedWidget>
#include <QStatusBar>

namespace ui {

BoardWiring::BoardWiring(const WindowContext &context, QStackedWidget *stack, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_stack(stack),
      m_movesLabel(new QLabel(context.window))
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
        m_ctx.slidingView->setSelectedCell(-1);
        m_ctx.statusBar()->showMessage(on ? tr("Click two tiles to swap them.") : QString());
    });

    connect(m_ctx.slidingView, &SlidingBoardView::cellClicked, this, &BoardWiring::onSlidingClicked);
    connect(m_ctx.rotationView, &RotationBoardView::moveClicked, session, &GameSession::playRotation);
    connect(session, &GameSession::slidingChanged, this, [this](const core::SlidingBoard &before, bool animate) {
        if (animate)
            m_ctx.slidingView->animateTo(before, m_ctx.session->sliding());
        else
            m_ctx.slidingView->setBoard(m_ctx.session->sliding());
        emit boardShown();
    });
    connect(session, &GameSession::rotationChanged, this, [this](const core::RotationBoard &before, int move) {
        if (move >= 0)
            m_ctx.rotationView->animateMove(before, move);
        else
            m_ctx.rotationView->setBoard(m_ctx.session->rotation());
        emit boardShown();
    });
    connect(session, &GameSession::puzzleChanged, this, &BoardWiring::onPuzzleChanged);

    m_highlightTimer.setSingleShot(true);
    connect(&m_highlightTimer, &QTimer::timeout, this, [this] {
        m_ctx.slidingView->setSolvedHighlight(false);
        m_ctx.rotationView->setSolvedHighlight(false);
    });
}

void BoardWiring::onPuzzleChanged()
{
    const bool sliding = m_ctx.session->kind() == core::PuzzleKind::Sliding;
    m_stack->setCurrentWidget(sliding ? static_cast<QWidget *>(m_ctx.slidingView) : m_ctx.rotationView);
    m_ctx.slidingView->setGoal(m_ctx.session->goal());
    m_actions.swapTiles->setEnabled(sliding);
    updateTitle();
}

void BoardWiring::onSlidingClicked(int cell)
{
    if (!m_actions.swapTiles->isChecked()) {
        m_ctx.session->slideTo(cell);
        return;
    }
    if (m_swapFirst < 0) {
        m_swapFirst = cell;
        m_ctx.slidingView->setSelectedCell(cell);
        return;
    }
    m_ctx.session->swapTiles(m_swapFirst, cell);
    m_swapFirst = -1;
    m_ctx.slidingView->setSelectedCell(-1);
    m_actions.swapTiles->setChecked(false);
}

bool BoardWiring::playKey(const QKeyEvent *event)
{
    if (m_ctx.session->kind() == core::PuzzleKind::Rotation) {
        if (event->key() >= Qt::Key_A && event->key() <= Qt::Key_H && !(event->modifiers() & Qt::ControlModifier)) {
            m_ctx.session->playRotation(event->key() - Qt::Key_A);
            return true;
        }
        return false;
    }
    // By default a key moves the tile next to the blank in its direction, so the blank
    // travels the other way; the setting makes keys move the blank itself.
    core::Dir tileWay;
    switch (event->key()) {
    case Qt::Key_Up: case Qt::Key_W: tileWay = core::Dir::Up; break;
    case Qt::Key_Down: case Qt::Key_S: tileWay = core::Dir::Down; break;
    case Qt::Key_Left: case Qt::Key_A: tileWay = core::Dir::Left; break;
    case Qt::Key_Right: case Qt::Key_D: tileWay = core::Dir::Right; break;
    default: return false;
    }
    m_ctx.session->playDir(m_ctx.prefs->keysMoveBlank ? tileWay : core::oppositeDir(tileWay));
    return true;
}

void BoardWiring::showBoardState()
{
    // Reaching the goal flashes the board briefly (unless switched off in Settings).
    const bool solved = m_ctx.session->isSolved();
    const bool justSolved = solved && !m_wasSolved && m_ctx.session->moveCount() > 0;
    m_wasSolved = solved;
    if (justSolved && m_ctx.prefs->solvedHighlight) {
        m_ctx.slidingView->setSolvedHighlight(true);
        m_ctx.rotationView->setSolvedHighlight(true);
        m_highlightTimer.start(1500);
    } else if (!solved || !m_ctx.prefs->solvedHighlight) {
        m_highlightTimer.stop();
        m_ctx.slidingView->setSolvedHighlight(false);
        m_ctx.rotationView->setSolvedHighlight(false);
    }
    m_movesLabel->setText(tr("Moves: %1").arg(m_ctx.session->moveCount()));
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
    m_ctx.slidingView->setAnimationDuration(duration);
    m_ctx.rotationView->setAnimationDuration(prefs.animate ? std::min(160, std::max(duration, 0) + 40) : 0);
    m_ctx.slidingView->setColourScheme(prefs.scheme);
    m_ctx.rotationView->setColourScheme(prefs.scheme);
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
