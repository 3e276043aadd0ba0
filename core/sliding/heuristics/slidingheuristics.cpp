#include "sliding/heuristics/slidingheuristics.h"


namespace core {

int MisplacedTiles::operator()(const SlidingState &s) const
{
    int h = 0;
    for (std::size_t i = 0; i < s.cells.size(); ++i) {
        const int tile = static_cast<unsigned char>(s.cells[i]);
        if (tile != 0 && m_d->goalCell(tile) != int(i))
            ++h;
    }
    return h;
}

Manhattan::Manhattan(const SlidingDomain &d)
    : m_d(&d), m_cells(d.size().cells())
{
    m_dist.assign(std::size_t(m_cells * m_cells), 0);
    for (int tile = 1; tile < m_cells; ++tile) {
        const int g = d.goalCell(tile);
        for (int c = 0; c < m_cells; ++c)
            m_dist[std::size_t(tile * m_cells + c)] = cellDistance(d.size(), g, c);
    }
}

int Manhattan::operator()(const SlidingState &s) const
{
    int h = 0;
    for (std::size_t i = 0; i < s.cells.size(); ++i)
        h += distance(static_cast<unsigned char>(s.cells[i]), int(i));
    return h;
}

LinearConflict::LinearConflict(const SlidingDomain &d)
    : m_manhattan(d), m_lines(d)
{
}

int LinearConflict::operator()(const SlidingState &s) const
{
    return m_manhattan(s) + conflictMoves(s);
}

} // namespace core
