#include "controls/nextmovemarker.h"

#include "play/gamesession.h"
#include "puzzleviews/boardstack.h"

#include <QStatusBar>

namespace ui {

NextMoveMarker::NextMoveMarker(const WindowContext &context, QObject *parent)
    : QObject(parent),
      m_ctx(context)
{
    // Every change of the board drops a hint; the solution's step is known once the change is
    // complete, which solutionChanged follows (it is also sent alone by a new solution).
    connect(m_ctx.session, &GameSession::positionChanged, this, &NextMoveMarker::dropHint);
    connect(m_ctx.session, &GameSession::puzzleChanged, this, &NextMoveMarker::dropHint);
    connect(m_ctx.session, &GameSession::solutionChanged, this, &NextMoveMarker::refresh);
}

void NextMoveMarker::showHint(const std::string &move, const QString &words)
{
    m_hint = move;
    m_hintWords = words;
    m_ctx.statusBar()->showMessage(words, 6000);
    refresh();
}

std::string NextMoveMarker::marked() const
{
    return m_ctx.boards->nextMove();
}

void NextMoveMarker::dropHint()
{
    if (m_hint.empty())
        return;
    m_hint.clear();
    if (m_ctx.statusBar()->currentMessage() == m_hintWords)
        m_ctx.statusBar()->clearMessage();
    m_hintWords.clear();
    refresh();
}

void NextMoveMarker::refresh()
{
    std::string move = m_hint;
    const GameSession *session = m_ctx.session;
    const int step = session->solutionStep();
    if (move.empty() && step >= 0 && std::size_t(step) < session->solution().size())
        move = session->solution()[std::size_t(step)];
    m_ctx.boards->showNextMove(move);
}

} // namespace ui
