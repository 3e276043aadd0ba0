#include "play/gamesession.h"

#include "play/handmove.h"

namespace ui {

namespace {

// The first puzzle listed, solved, until the window deals the game it starts with.
core::Position firstGame()
{
    std::mt19937_64 rng(0);
    return core::backendFor(core::allPuzzleKinds().front()).newGame({3, 3}, rng);
}

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent),
      m_history(firstGame())
{
}

void GameSession::newGame(const core::Position &start, bool dealt)
{
    startFrom(start);
    m_dealt = dealt;
    announceNewStart(start);
}

void GameSession::announceNewStart(const core::Position &start)
{
    emit puzzleChanged();
    emit solutionChanged();
    emitChange(start, false, Change::NewStart);
}

void GameSession::startFrom(const core::Position &start)
{
    m_history.reset(start);
    m_dealt = false;
    m_previousGames.clear();
    m_solution.clear();
    m_hasSolution = false;
}

void GameSession::changeGoal(const core::Position &withGoal)
{
    // A goal of another size could never be reached, and the solvability check reads both
    // boards cell by cell: such a goal is refused.
    if (core::kindOf(withGoal) != core::kindOf(position()) || backend().sizeOf(withGoal) != size()
        || !backend().wellFormed(withGoal))
        return;
    const core::Position before = position();
    m_history.reset(withGoal);
    m_dealt = false;
    clearSolution();
    emit puzzleChanged();
    emitChange(before, false, Change::NewStart);
}

bool GameSession::playMove(std::string_view move)
{
    return playMoves({std::string(move)});
}

bool GameSession::playMoves(const std::vector<std::string> &moves)
{
    const core::Position before = position();
    core::Position p = before;
    for (const std::string &m : moves)
        if (!backend().apply(p, m))
            return false;
    if (moves.empty())
        return false;
    // Each joins the history as the player's move (core/play/handmove.h): one piece moved on
    // is still one move.
    int counted = 0;
    for (const std::string &m : moves)
        counted += core::playHandMove(m_history, backend(), m).value_or(0);
    emitChange(before, true, Change::Hand, counted);
    return true;
}

void GameSession::edit(const core::Position &next)
{
    if (core::kindOf(next) != core::kindOf(position()) || next == position())
        return;
    const core::Position before = position();
    m_history.reset(next);
    clearSolution();
    emitChange(before, true, Change::NewStart);
}

void GameSession::openUndoable(const core::Position &start)
{
    auto previous = std::move(m_previousGames);
    previous.push_back(saved());
    startFrom(start);
    m_previousGames = std::move(previous); // before the change is announced: Undo is enabled at once
    announceNewStart(start);
}

bool GameSession::undo()
{
    if (!m_history.canUndo() && !m_previousGames.empty()) {
        auto previous = std::move(m_previousGames);
        const core::SavedGame game = previous.back();
        previous.pop_back();
        load(game);
        m_previousGames = std::move(previous);
        return true;
    }
    const core::Position before = position();
    const bool ok = m_history.undo();
    if (ok)
        emitChange(before, true, Change::Hand, 1);
    return ok;
}

bool GameSession::redo()
{
    const core::Position before = position();
    if (!m_history.redo())
        return false;
    // Redo along the laid-in solution replays the solver's move, as stepping forward does.
    if (solutionStep() > 0)
        emitChange(before, true, Change::Playback);
    else
        emitChange(before, true, Change::Hand, 1);
    return true;
}

void GameSession::restart()
{
    const core::Position before = position();
    m_history.restart();
    emitChange(before, false, Change::Restart);
}

void GameSession::emitChange(const core::Position &before, bool animate, Change change, int moves)
{
    emit played(change, moves);
    emit positionChanged(before, animate);
    emit solutionChanged();
}

core::SavedGame GameSession::saved() const
{
    core::SavedGame g;
    g.start = m_history.initial();
    for (std::size_t i = 1; i < m_history.size(); ++i)
        g.moves.push_back(backend().moveBetween(m_history.at(i - 1), m_history.at(i)));
    g.position = m_history.position();
    return g;
}

void GameSession::load(const core::SavedGame &g)
{
    startFrom(g.start);
    core::Position p = g.start;
    for (const std::string &m : g.moves) {
        backend().apply(p, m);
        m_history.push(p);
    }
    m_history.jumpTo(g.position);
    emit puzzleChanged();
    emit solutionChanged();
    emitChange(position(), false, Change::NewStart);
}

} // namespace ui
