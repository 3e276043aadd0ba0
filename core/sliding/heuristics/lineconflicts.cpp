#include "sliding/heuristics/lineconflicts.h"

namespace core {

LineConflicts::LineConflicts(const SlidingDomain &d)
    : m_width(d.size().width), m_height(d.size().height), m_tiles(m_width * m_height)
{
    m_place.assign(std::size_t(lines() * m_tiles), -1);
    for (int tile = 1; tile < m_tiles; ++tile) {
        const int g = d.goalCell(tile);
        m_place[std::size_t((g / m_width) * m_tiles + tile)] = std::int8_t(g % m_width);
        m_place[std::size_t((m_height + g % m_width) * m_tiles + tile)] = std::int8_t(g / m_width);
    }
}

int LineConflicts::leaving(const int *places, int n)
{
    // Patience sorting: tails[k] is the smallest last place of an increasing run of length k+1.
    int tails[MaxLength];
    int len = 0;
    for (int i = 0; i < n; ++i) {
        int lo = 0, hi = len;
        while (lo < hi) {
            const int mid = (lo + hi) / 2;
            if (tails[mid] < places[i])
                lo = mid + 1;
            else
                hi = mid;
        }
        tails[lo] = places[i];
        if (lo == len)
            ++len;
    }
    return n - len;
}

int LineConflicts::leaving(int line, const SlidingState &s) const
{
    int places[MaxLength];
    int n = 0;
    const std::int8_t *placeOf = &m_place[std::size_t(line * m_tiles)];
    for (int i = 0, len = length(line); i < len; ++i) {
        const int p = placeOf[static_cast<unsigned char>(s.cells[std::size_t(cellAt(line, i))])];
        if (p >= 0)
            places[n++] = p;
    }
    return leaving(places, n);
}

int LineConflicts::leaving(const SlidingState &s) const
{
    int total = 0;
    for (int line = 0; line < lines(); ++line)
        total += leaving(line, s);
    return total;
}

std::vector<std::pair<int, int>> LineConflicts::pairs(const SlidingState &s) const
{
    std::vector<std::pair<int, int>> out;
    for (int line = 0; line < lines(); ++line) {
        const int len = length(line);
        for (int i = 0; i < len; ++i) {
            const int a = cellAt(line, i);
            const int pa = place(line, static_cast<unsigned char>(s.cells[std::size_t(a)]));
            if (pa < 0)
                continue;
            for (int j = i + 1; j < len; ++j) {
                const int b = cellAt(line, j);
                const int pb = place(line, static_cast<unsigned char>(s.cells[std::size_t(b)]));
                if (pb >= 0 && pa > pb)
                    out.emplace_back(a, b);
            }
        }
    }
    return out;
}

} // namespace core
