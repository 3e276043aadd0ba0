#include "klotski/board/klotskidomain.h"

#include <utility>

namespace core {

namespace {

std::uint64_t bit(int i)
{
    return std::uint64_t(1) << i;
}

} // namespace

KlotskiDomain::KlotskiDomain(const KlotskiBoard &start, const KlotskiGoal &goal)
    : m_width(start.width()), m_height(start.height()), m_goalLetter(goal.piece)
{
    const auto target = start.piece(goal.piece);
    m_w[0] = target ? target->w : 1;
    m_h[0] = target ? target->h : 1;
    m_classes = 1;
    for (const KlotskiPiece &p : start.pieces()) {
        if (p.letter == goal.piece) {
            ++m_count[0];
            continue;
        }
        int c = 1;
        while (c < m_classes && (m_w[std::size_t(c)] != p.w || m_h[std::size_t(c)] != p.h))
            ++c;
        if (c == m_classes) {
            m_w[std::size_t(c)] = p.w;
            m_h[std::size_t(c)] = p.h;
            ++m_classes;
        }
        ++m_count[std::size_t(c)];
    }
    for (int c = 0; c < m_classes; ++c)
        for (int y = 0; y + m_h[std::size_t(c)] <= m_height; ++y)
            for (int x = 0; x + m_w[std::size_t(c)] <= m_width; ++x) {
                std::uint64_t cells = 0;
                for (int yy = y; yy < y + m_h[std::size_t(c)]; ++yy)
                    for (int xx = x; xx < x + m_w[std::size_t(c)]; ++xx)
                        cells |= bit(yy * m_width + xx);
                m_cover[std::size_t(c)][std::size_t(y * m_width + x)] = cells;
            }
    m_targetAnchor = bit(goal.y * m_width + goal.x);
    m_targetCells = m_cover[0][std::size_t(goal.y * m_width + goal.x)];
    for (int c = 1; c < m_classes; ++c)
        for (int a = 0; a < m_width * m_height; ++a)
            if (m_cover[std::size_t(c)][std::size_t(a)] & m_targetCells)
                m_blocking[std::size_t(c)] |= bit(a);
}

int KlotskiDomain::classOf(const KlotskiPiece &p) const
{
    if (p.letter != m_goalLetter)
        for (int k = 1; k < m_classes; ++k)
            if (m_w[std::size_t(k)] == p.w && m_h[std::size_t(k)] == p.h)
                return k;
    return 0;
}

KlotskiState KlotskiDomain::stateOf(const KlotskiBoard &b) const
{
    KlotskiState s;
    for (const KlotskiPiece &p : b.pieces()) {
        s.anchors[std::size_t(classOf(p))] |= bit(p.y * m_width + p.x);
    }
    return s;
}

KlotskiBoard KlotskiDomain::boardOf(const State &s, const KlotskiBoard &letters) const
{
    std::array<std::vector<char>, KlotskiMaxClasses> names;
    for (const KlotskiPiece &p : letters.pieces()) {
        names[std::size_t(classOf(p))].push_back(p.letter);
    }
    std::string cells(std::size_t(m_width * m_height), '.');
    for (int c = 0; c < m_classes; ++c) {
        std::size_t next = 0;
        for (std::uint64_t as = s.anchors[std::size_t(c)]; as; as &= as - 1) {
            const char letter = next < names[std::size_t(c)].size() ? names[std::size_t(c)][next++] : '?';
            for (std::uint64_t cover = m_cover[std::size_t(c)][std::size_t(std::countr_zero(as))]; cover;
                 cover &= cover - 1)
                cells[std::size_t(std::countr_zero(cover))] = letter;
        }
    }
    return KlotskiBoard(m_width, m_height, std::move(cells));
}

std::uint64_t KlotskiDomain::occupied(const State &s) const
{
    std::uint64_t occ = 0;
    for (int c = 0; c < m_classes; ++c)
        for (std::uint64_t a = s.anchors[std::size_t(c)]; a; a &= a - 1)
            occ |= m_cover[std::size_t(c)][std::size_t(std::countr_zero(a))];
    return occ;
}

std::uint64_t KlotskiDomain::reach(int c, int a, std::uint64_t freeCells) const
{
    const auto &cover = m_cover[std::size_t(c)];
    const auto fits = [&](int b) { return cover[std::size_t(b)] != 0 && (cover[std::size_t(b)] & ~freeCells) == 0; };
    std::uint64_t seen = bit(a);
    int stack[64];
    int top = 0;
    stack[top++] = a;
    while (top > 0) {
        const int p = stack[--top];
        const int x = p % m_width;
        const int next[4] = {p >= m_width ? p - m_width : -1, p + m_width < m_width * m_height ? p + m_width : -1,
                             x > 0 ? p - 1 : -1, x + 1 < m_width ? p + 1 : -1};
        for (const int n : next)
            if (n >= 0 && !(seen & bit(n)) && fits(n)) {
                seen |= bit(n);
                stack[top++] = n;
            }
    }
    return seen & ~bit(a);
}

int KlotskiDomain::legalMoves(const State &s, Move out[MaxMoves]) const
{
    const std::uint64_t occ = occupied(s);
    int n = 0;
    for (int c = 0; c < m_classes; ++c)
        for (std::uint64_t as = s.anchors[std::size_t(c)]; as; as &= as - 1) {
            const int a = std::countr_zero(as);
            for (std::uint64_t d = reach(c, a, ~occ | m_cover[std::size_t(c)][std::size_t(a)]); d; d &= d - 1)
                out[n++] = Move((a << 6) | std::countr_zero(d));
        }
    return n;
}

void KlotskiDomain::cellsOf(const State &s, std::string &out) const
{
    out.assign(std::size_t(m_width * m_height), '\0');
    for (int c = 0; c < m_classes; ++c)
        for (std::uint64_t as = s.anchors[std::size_t(c)]; as; as &= as - 1)
            for (std::uint64_t cells = m_cover[std::size_t(c)][std::size_t(std::countr_zero(as))]; cells;
                 cells &= cells - 1)
                out[std::size_t(std::countr_zero(cells))] = char(c + 1);
    for (int c = 0; c < m_classes; ++c)
        for (std::uint64_t as = s.anchors[std::size_t(c)]; as; as &= as - 1)
            out[std::size_t(std::countr_zero(as))] = char((c + 1) | AnchorMark);
}

bool KlotskiDomain::stateOfCells(std::string_view cells, State &out) const
{
    if (cells.size() != std::size_t(m_width * m_height))
        return false;
    out = State{};
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (cells[i] & AnchorMark) {
            const int c = (cells[i] & ~AnchorMark) - 1;
            if (c < 0 || c >= m_classes)
                return false;
            out.anchors[std::size_t(c)] |= std::uint64_t(1) << i;
        }
    return true;
}

std::vector<KlotskiState> KlotskiDomain::goalStates(std::size_t cap, bool *complete) const
{
    std::vector<State> out;
    bool overflow = false;
    const int cells = m_width * m_height;
    State s;
    s.anchors[0] = m_targetAnchor;
    std::array<int, KlotskiMaxClasses> left = m_count;
    left[0] = 0;
    int empties = cells;
    for (int c = 0; c < m_classes; ++c)
        empties -= m_count[std::size_t(c)] * m_w[std::size_t(c)] * m_h[std::size_t(c)];
    // Fills the cells in reading order: the first uncovered cell is empty or a piece's top-left.
    const auto fill = [&](auto &self, int i, std::uint64_t occ, int emptyLeft) -> void {
        if (overflow)
            return;
        while (i < cells && (occ & bit(i)))
            ++i;
        if (i == cells) {
            if (out.size() >= cap)
                overflow = true;
            else
                out.push_back(s);
            return;
        }
        if (emptyLeft > 0)
            self(self, i + 1, occ | bit(i), emptyLeft - 1);
        for (int c = 1; c < m_classes; ++c) {
            const std::uint64_t cover = m_cover[std::size_t(c)][std::size_t(i)];
            if (left[std::size_t(c)] == 0 || cover == 0 || (cover & occ))
                continue;
            --left[std::size_t(c)];
            s.anchors[std::size_t(c)] |= bit(i);
            self(self, i + 1, occ | cover, emptyLeft);
            s.anchors[std::size_t(c)] &= ~bit(i);
            ++left[std::size_t(c)];
        }
    };
    fill(fill, 0, m_targetCells, empties);
    if (complete)
        *complete = !overflow;
    if (overflow)
        out.clear();
    return out;
}

std::string KlotskiDomain::moveText(const KlotskiBoard &b, Move m) const
{
    const int from = m >> 6, to = m & 63;
    const char letter = b.cells()[std::size_t(from)];
    const auto piece = b.piece(letter);
    if (!piece)
        return {};
    std::uint64_t freeCells = 0;
    for (int i = 0; i < m_width * m_height; ++i)
        if (b.cells()[std::size_t(i)] == '.' || b.cells()[std::size_t(i)] == letter)
            freeCells |= bit(i);
    // Breadth-first over the piece's top-left cells, steps tried in the order u, d, l, r.
    std::array<int, 64> parent{};
    std::array<char, 64> step{};
    parent.fill(-1);
    parent[std::size_t(from)] = from;
    std::vector<int> queue{from};
    for (std::size_t q = 0; q < queue.size() && parent[std::size_t(to)] < 0; ++q) {
        const int p = queue[q], x = p % m_width, y = p / m_width;
        const std::pair<char, std::pair<int, int>> dirs[4] = {{'u', {0, -1}}, {'d', {0, 1}}, {'l', {-1, 0}}, {'r', {1, 0}}};
        for (const auto &[name, d] : dirs) {
            const int nx = x + d.first, ny = y + d.second;
            if (nx < 0 || ny < 0 || nx + piece->w > m_width || ny + piece->h > m_height)
                continue;
            const int n = ny * m_width + nx;
            std::uint64_t cells = 0;
            for (int yy = ny; yy < ny + piece->h; ++yy)
                for (int xx = nx; xx < nx + piece->w; ++xx)
                    cells |= bit(yy * m_width + xx);
            if (parent[std::size_t(n)] >= 0 || (cells & ~freeCells))
                continue;
            parent[std::size_t(n)] = p;
            step[std::size_t(n)] = name;
            queue.push_back(n);
        }
    }
    if (parent[std::size_t(to)] < 0)
        return {};
    std::string steps;
    for (int p = to; p != from; p = parent[std::size_t(p)])
        steps.insert(steps.begin(), step[std::size_t(p)]);
    return std::string(1, letter) + steps;
}

} // namespace core
