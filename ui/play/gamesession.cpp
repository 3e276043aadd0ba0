#include "play/gamesession.h"

#include "puzzles/sliding/solvability.h"

namespace ui {

namespace {

core::RotationBoard firstRotationBoard()
{
    core::RotationBoard b;
    for (int i = 0; i < core::RotationCells; ++i)
        b.cells[std::size_t(i)] = std::uint8_t(1 + i % 3);
    return b;
}

// The rotation move that turns a into b, or -1.
int rotationMoveBetween(const core::RotationBoard &a, const core::RotationBoard &b)
{
    for (int m = 0; m < core::RotationMoves; ++m) {
        core::RotationBoard t = a;
        t.apply(m);
        if (t == b)
            return m;
    }
    return -1;
}

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent),
      m_goal(core::SlidingBoard::standardGoal({3, 3})),
      m_sliding(m_goal),
      m_rotation(firstRotationBoard())
{
}

void GameSession::newSliding(const core::SlidingBoard &start, const core::SlidingBoard &goal)
{
    m_kind = core::PuzzleKind::Sliding;
    m_goal = goal;
    m_sliding.reset(start);
    m_solution.clear();
    m_hasSolution = false;
    emit puzzleChanged();
    emit solutionChanged();
    emitChange(start, rotation(), false);
}

void GameSession::newRotation(const core::RotationBoard &start)
{
    m_kind = core::PuzzleKind::Rotation;
    m_rotation.reset(start);
    m_solution.clear();
    m_hasSolution = false;
    emit puzzleChanged();
    emit solutionChanged();
    emitChange(sliding(), start, false);
}

void GameSession::setGoal(const core::SlidingBoard &goal)
{
    const core::SlidingBoard board = sliding();
    m_goal = goal;
    m_sliding.reset(board);
    clearSolution();
    emit puzzleChanged();
    emitChange(board, rotation(), false);
}

bool GameSession::playDir(core::Dir d)
{
    if (m_kind != core::PuzzleKind::Sliding)
        return false;
    core::SlidingBoard next = sliding();
    if (!core::applyDir(next, d))
        return false;
    const core::SlidingBoard before = sliding();
    m_sliding.push(next);
    emitChange(before, rotation(), true);
    return true;
}

bool GameSession::slideTo(int cell)
{
    if (m_kind != core::PuzzleKind::Sliding)
        return false;
    const auto moves = core::slideTowards(sliding(), cell);
    if (moves.empty())
        return false;
    const core::SlidingBoard before = sliding();
    core::SlidingBoard board = before;
    for (auto d : moves) {
        core::applyDir(board, d);
        m_sliding.push(board);
    }
    emitChange(before, rotation(), true);
    return true;
}

bool GameSession::playRotation(int move)
{
    if (m_kind != core::PuzzleKind::Rotation || move < 0 || move >= core::RotationMoves)
        return false;
    const core::RotationBoard before = rotation();
    core::RotationBoard next = before;
    next.apply(move);
    m_rotation.push(next);
    emit rotationChanged(before, move);
    emit solutionChanged();
    return true;
}

void GameSession::swapTiles(int a, int b)
{
    core::SlidingBoard board = sliding();
    if (a < 0 || b < 0 || a >= board.cells() || b >= board.cells() || a == b)
        return;
    std::swap(board.tiles[std::size_t(a)], board.tiles[std::size_t(b)]);
    const core::SlidingBoard before = sliding();
    m_sliding.reset(board);
    clearSolution();
    emitChange(before, rotation(), true);
}

bool GameSession::undo()
{
    const auto sb = sliding();
    const auto rb = rotation();
    const bool ok = m_kind == core::PuzzleKind::Sliding ? m_sliding.undo() : m_rotation.undo();
    if (ok)
        emitChange(sb, rb, true);
    return ok;
}

bool GameSession::redo()
{
    const auto sb = sliding();
    const auto rb = rotation();
    const bool ok = m_kind == core::PuzzleKind::Sliding ? m_sliding.redo() : m_rotation.redo();
    if (ok)
        emitChange(sb, rb, true);
    return ok;
}

void GameSession::restart()
{
    const auto sb = sliding();
    const auto rb = rotation();
    if (m_kind == core::PuzzleKind::Sliding)
        m_sliding.restart();
    else
        m_rotation.restart();
    emitChange(sb, rb, false);
}

bool GameSession::canUndo() const
{
    return m_kind == core::PuzzleKind::Sliding ? m_sliding.canUndo() : m_rotation.canUndo();
}

bool GameSession::canRedo() const
{
    return m_kind == core::PuzzleKind::Sliding ? m_sliding.canRedo() : m_rotation.canRedo();
}

std::size_t GameSession::moveCount() const
{
    return m_kind == core::PuzzleKind::Sliding ? m_sliding.moveCount() : m_rotation.moveCount();
}

bool GameSession::isSolved() const
{
    return m_kind == core::PuzzleKind::Sliding ? sliding() == m_goal : rotation().solvedDigit() != 0;
}

std::string GameSession::unsolvableReason() const
{
    if (m_kind == core::PuzzleKind::Rotation)
        return core::rotationUnsolvableReason(rotation());
    return core::checkSolvable(sliding(), m_goal).reason;
}

void GameSession::emitChange(const core::SlidingBoard &slidingBefore, const core::RotationBoard &rotationBefore,
                             bool animate)
{
    if (m_kind == core::PuzzleKind::Sliding)
        emit slidingChanged(slidingBefore, animate);
    else
        emit rotationChanged(rotationBefore, animate ? rotationMoveBetween(rotationBefore, rotation()) : -1);
    emit solutionChanged();
}

core::SavedGame GameSession::saved() const
{
    core::SavedGame g;
    g.rotation = m_kind == core::PuzzleKind::Rotation;
    if (g.rotation) {
        g.rotationStart = m_rotation.initial();
        for (std::size_t i = 1; i < m_rotation.size(); ++i)
            g.moves += core::rotationLetter(rotationMoveBetween(m_rotation.at(i - 1), m_rotation.at(i)));
        g.position = m_rotation.position();
    } else {
        g.slidingStart = m_sliding.initial();
        g.slidingGoal = m_goal;
        for (std::size_t i = 1; i < m_sliding.size(); ++i) {
            const int a = m_sliding.at(i - 1).blankIndex(), b = m_sliding.at(i).blankIndex();
            for (int d = 0; d < 4; ++d)
                if (core::blankTarget(m_goal.size, a, core::Dir(d)) == b)
                    g.moves += core::dirLetter(core::Dir(d));
        }
        g.position = m_sliding.position();
    }
    return g;
}

void GameSession::load(const core::SavedGame &g)
{
    if (g.rotation) {
        newRotation(g.rotationStart);
        core::RotationBoard b = g.rotationStart;
        for (char c : g.moves) {
            b.apply(core::rotationFromLetter(c));
            m_rotation.push(b);
        }
        m_rotation.jumpTo(g.position);
    } else {
        newSliding(g.slidingStart, g.slidingGoal);
        core::SlidingBoard b = g.slidingStart;
        for (char c : g.moves) {
            core::Dir d;
            core::dirFromLetter(c, d);
            core::applyDir(b, d);
            m_sliding.push(b);
        }
        m_sliding.jumpTo(g.position);
    }
    emitChange(sliding(), rotation(), false);
}

} // namespace ui
