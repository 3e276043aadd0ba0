#include "sliding/board/slidingdomain.h"

namespace core {

SlidingDomain::SlidingDomain(BoardSize size, const SlidingBoard &goal)
    : m_size(size), m_packed(size.cells() == 16), m_goal(goal), m_goalPos(goal.positions())
{
    m_goalState = stateOf(goal);
    m_neighbour.resize(std::size_t(size.cells()));
    for (int c = 0; c < size.cells(); ++c)
        for (int d = 0; d < 4; ++d)
            m_neighbour[std::size_t(c)][std::size_t(d)] = blankTarget(size, c, Dir(d));
}

SlidingState SlidingDomain::stateOf(const SlidingBoard &board) const
{
    SlidingState s;
    s.cells.assign(board.tiles.begin(), board.tiles.end());
    s.blank = board.blankIndex();
    return s;
}

SlidingBoard SlidingDomain::boardOf(const State &s) const
{
    SlidingBoard b;
    b.size = m_size;
    b.tiles.assign(s.cells.begin(), s.cells.end());
    return b;
}

SlidingState SlidingDomain::fromKey(const Key &k) const
{
    SlidingState s;
    if (!m_packed) {
        s.cells = k;
    } else {
        s.cells.resize(std::size_t(m_size.cells()));
        for (std::size_t i = 0; i < s.cells.size(); ++i)
            s.cells[i] = char((static_cast<unsigned char>(k[i / 2]) >> (i % 2 ? 4 : 0)) & 15);
    }
    s.blank = int(s.cells.find('\0'));
    return s;
}

} // namespace core
