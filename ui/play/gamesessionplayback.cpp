// GameSession's solution playback: a solution is laid into the history as a redo tail from the
// position where it was asked for, so stepping and jumping are moves of the history's position.
#include "play/gamesession.h"

namespace ui {

void GameSession::setSolution(const std::string &moves)
{
    m_solution = moves;
    m_hasSolution = true;
    m_solutionBase = moveCount();
    layInSolution();
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

bool GameSession::solutionLaidIn() const
{
    if (m_kind == core::PuzzleKind::Sliding) {
        if (m_sliding.size() < m_solutionBase + m_solution.size() + 1)
            return false;
        core::SlidingBoard b = m_sliding.at(m_solutionBase);
        for (std::size_t i = 0; i < m_solution.size(); ++i) {
            core::Dir d;
            if (!core::dirFromLetter(m_solution[i], d) || !core::applyDir(b, d) || !(b == m_sliding.at(m_solutionBase + i + 1)))
                return false;
        }
        return true;
    }
    if (m_rotation.size() < m_solutionBase + m_solution.size() + 1)
        return false;
    core::RotationBoard b = m_rotation.at(m_solutionBase);
    for (std::size_t i = 0; i < m_solution.size(); ++i) {
        b.apply(core::rotationFromLetter(m_solution[i]));
        if (!(b == m_rotation.at(m_solutionBase + i + 1)))
            return false;
    }
    return true;
}

void GameSession::layInSolution()
{
    // Lays the solution's states in as the redo tail after its base position.
    if (m_kind == core::PuzzleKind::Sliding) {
        m_sliding.jumpTo(m_solutionBase);
        core::SlidingBoard b = sliding();
        for (char c : m_solution) {
            core::Dir d;
            core::dirFromLetter(c, d);
            core::applyDir(b, d);
            m_sliding.push(b);
        }
        m_sliding.jumpTo(m_solutionBase);
    } else {
        m_rotation.jumpTo(m_solutionBase);
        core::RotationBoard b = rotation();
        for (char c : m_solution) {
            b.apply(core::rotationFromLetter(c));
            m_rotation.push(b);
        }
        m_rotation.jumpTo(m_solutionBase);
    }
}

int GameSession::solutionStep() const
{
    if (!m_hasSolution)
        return -1;
    const std::size_t pos = moveCount();
    if (pos < m_solutionBase || pos > m_solutionBase + m_solution.size() || !solutionLaidIn())
        return -1;
    return int(pos - m_solutionBase);
}

void GameSession::jumpToStep(int step)
{
    if (!m_hasSolution || step < 0 || std::size_t(step) > m_solution.size())
        return;
    const std::size_t historySize = m_kind == core::PuzzleKind::Sliding ? m_sliding.size() : m_rotation.size();
    if (m_solutionBase >= historySize)
        return;
    const auto sb = sliding();
    const auto rb = rotation();
    if (!solutionLaidIn())
        layInSolution();
    if (m_kind == core::PuzzleKind::Sliding)
        m_sliding.jumpTo(m_solutionBase + std::size_t(step));
    else
        m_rotation.jumpTo(m_solutionBase + std::size_t(step));
    emitChange(sb, rb, true);
}

} // namespace ui
