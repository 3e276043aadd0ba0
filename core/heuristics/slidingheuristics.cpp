#include "heuristics/slidingheuristics.h"

#include <cstdlib>

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
    const int w = d.size().width;
    m_dist.assign(std::size_t(m_cells * m_cells), 0);
    for (int tile = 1; tile < m_cells; ++tile) {
        const int g = d.goalCell(tile);
        for (int c = 0; c < m_cells; ++c)
            m_dist[std::size_t(tile * m_cells + c)] = std::abs(g / w - c / w) + std::abs(g % w - c % w);
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
    : m_d(&d), m_manhattan(d)
{
}

namespace {

// Length of the longest strictly increasing subsequence (lines hold at most 10 tiles).
int longestIncreasing(const int *v, int n)
{
    int tails[16];
    int len = 0;
    for (int i = 0; i < n; ++i) {
        int lo = 0, hi = len;
        while (lo < hi) {
            const int mid = (lo + hi) / 2;
            if (tails[mid] < v[i])
                lo = mid + 1;
            else
                hi = mid;
        }
        tails[lo] = v[i];
        if (lo == len)
            ++len;
    }
    return len;
}

} // namespace

int LinearConflict::conflictMoves(const SlidingState &s) const
{
    const int w = m_d->size().width;
    const int h = m_d->size().height;
    int extra = 0;
    int line[16];
    for (int r = 0; r < h; ++r) {
        int n = 0;
        for (int c = 0; c < w; ++c) {
            const int tile = static_cast<unsigned char>(s.cells[std::size_t(r * w + c)]);
            if (tile == 0)
                continue;
            const int g = m_d->goalCell(tile);
            if (g / w == r)
                line[n++] = g % w;
        }
        extra += n - longestIncreasing(line, n);
    }
    for (int c = 0; c < w; ++c) {
        int n = 0;
        for (int r = 0; r < h; ++r) {
            const int tile = static_cast<unsigned char>(s.cells[std::size_t(r * w + c)]);
            if (tile == 0)
                continue;
            const int g = m_d->goalCell(tile);
            if (g % w == c)
                line[n++] = g / w;
        }
        extra += n - longestIncreasing(line, n);
    }
    return 2 * extra;
}

int LinearConflict::operator()(const SlidingState &s) const
{
    return m_manhattan(s) + conflictMoves(s);
}

} // namespace core
