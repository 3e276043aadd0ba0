// GameSession's solution playback: a solution is laid into the history as a redo tail from the
// position where it was asked for, so stepping and jumping are moves of the history's position.
#include "play/gamesession.h"

#include <cstdlib>

namespace ui {

void GameSession::setSolution(const std::string &plan)
{
    setSolution(backend().planMoves(plan));
}

void GameSession::setSolution(const std::vector<std::string> &moves)
{
    m_solution = moves;
    m_hasSolution = true;
    m_solutionBase = moveCount();
    layInSolution();
    emit solutionChanged();
}

void GameSession::restoreSolution(const std::vector<std::string> &moves, std::size_t base)
{
    const std::vector<std::string> keepSolution = m_solution;
    const bool keepHas = m_hasSolution;
    const std::size_t keepBase = m_solutionBase;
    m_solution = moves;
    m_hasSolution = true;
    m_solutionBase = base;
    if (base >= m_history.size() || !solutionLaidIn()) {
        m_solution = keepSolution;
        m_hasSolution = keepHas;
        m_solutionBase = keepBase;
        return;
    }
    emit solutionChanged();
}

void GameSession::clearSolution()
{
    if (!m_hasSolution)
        return;
    m_solution.clear();
    m_hasSolution = false;
    emit solutionChanged();
}

bool GameSession::planFollowedFor(std::size_t steps) const
{
    if (m_history.size() < m_solutionBase + steps + 1)
        return false;
    core::Position p = m_history.at(m_solutionBase);
    for (std::size_t i = 0; i < steps; ++i)
        if (!backend().apply(p, m_solution[i]) || !(p == m_history.at(m_solutionBase + i + 1)))
            return false;
    return true;
}

bool GameSession::solutionLaidIn() const
{
    return planFollowedFor(m_solution.size());
}

void GameSession::layInSolution()
{
    // Lays the solution's states in as the redo tail after its base position.
    m_history.jumpTo(m_solutionBase);
    core::Position p = position();
    for (const std::string &m : m_solution) {
        backend().apply(p, m);
        m_history.push(p);
    }
    m_history.jumpTo(m_solutionBase);
}

int GameSession::solutionStep() const
{
    if (!m_hasSolution)
        return -1;
    const std::size_t pos = moveCount();
    if (pos < m_solutionBase || pos > m_solutionBase + m_solution.size())
        return -1;
    // On the plan when the moves up to here are the plan's, whatever waits to be redone: a plan
    // left by hand and come back to by Undo is the plan again.
    return planFollowedFor(pos - m_solutionBase) ? int(pos - m_solutionBase) : -1;
}

void GameSession::jumpToStep(int step)
{
    if (!m_hasSolution || step < 0 || std::size_t(step) > m_solution.size())
        return;
    if (m_solutionBase >= m_history.size())
        return;
    const core::Position before = position();
    const int from = solutionStep();
    if (!solutionLaidIn())
        layInSolution();
    m_history.jumpTo(m_solutionBase + std::size_t(step));
    // One step glides; a longer jump lands at once, however long the plan.
    emitChange(before, from >= 0 && std::abs(step - from) <= 1, Change::Playback);
}

} // namespace ui
