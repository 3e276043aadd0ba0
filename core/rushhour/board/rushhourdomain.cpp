#include "rushhour/board/rushhourdomain.h"

#include <algorithm>

namespace core {

namespace {

constexpr std::uint64_t bit(int i)
{
    return std::uint64_t(1) << i;
}

} // namespace

RushHourDomain::RushHourDomain(const RushHourBoard &board)
    : m_width(board.width()), m_height(board.height()), m_vehicles(board.vehicles())
{
    for (int i = 0; i < m_width * m_height; ++i)
        if (board.cells()[std::size_t(i)] == RushHourBoard::Wall)
            m_walls |= bit(i);
    m_last.resize(m_vehicles.size());
    m_cover.resize(m_vehicles.size());
    for (std::size_t i = 0; i < m_vehicles.size(); ++i) {
        const RushHourVehicle &v = m_vehicles[i];
        if (v.letter == RushHourBoard::RedCar)
            m_red = int(i);
        m_last[i] = (v.horizontal ? m_width : m_height) - v.length;
        m_cover[i].fill(0);
        for (int at = 0; at <= m_last[i]; ++at)
            for (int k = 0; k < v.length; ++k)
                m_cover[i][std::size_t(at)] |= v.horizontal ? bit(v.y * m_width + at + k) : bit((at + k) * m_width + v.x);
    }
    m_redHome = m_vehicles.empty() ? 0 : m_last[std::size_t(m_red)];
    for (int at = 0; at < m_redHome; ++at)
        for (int p = at + 1; p <= m_redHome; ++p)
            m_ahead[std::size_t(at)] |= cover(m_red, p) & ~cover(m_red, at);
}

RushHourState RushHourDomain::stateOf(const RushHourBoard &b) const
{
    State s;
    for (int i = 0; i < vehicles(); ++i) {
        const auto v = b.vehicle(m_vehicles[std::size_t(i)].letter);
        if (v)
            setPlace(s, i, v->horizontal ? v->x : v->y);
    }
    return s;
}

RushHourBoard RushHourDomain::boardOf(const State &s) const
{
    std::string cells(std::size_t(m_width * m_height), RushHourBoard::Empty);
    cellsOf(s, cells);
    return RushHourBoard(m_width, m_height, std::move(cells));
}

std::uint64_t RushHourDomain::occupied(const State &s) const
{
    std::uint64_t occ = m_walls;
    for (int i = 0; i < vehicles(); ++i)
        occ |= cover(i, place(s, i));
    return occ;
}

int RushHourDomain::legalMoves(const State &s, Move out[MaxMoves]) const
{
    const std::uint64_t occ = occupied(s);
    int n = 0;
    for (int i = 0; i < vehicles(); ++i) {
        const int at = place(s, i);
        const std::uint64_t own = cover(i, at);
        for (int to = at - 1; to >= 0 && !(cover(i, to) & ~own & occ); --to)
            out[n++] = Move((i << 4) | (to - at + 8));
        for (int to = at + 1; to <= lastPlace(i) && !(cover(i, to) & ~own & occ); ++to)
            out[n++] = Move((i << 4) | (to - at + 8));
    }
    return n;
}

void RushHourDomain::cellsOf(const State &s, std::string &out) const
{
    out.assign(std::size_t(m_width * m_height), RushHourBoard::Empty);
    for (int c = 0; c < m_width * m_height; ++c)
        if (m_walls & bit(c))
            out[std::size_t(c)] = RushHourBoard::Wall;
    for (int i = 0; i < vehicles(); ++i) {
        const std::uint64_t cells = cover(i, place(s, i));
        for (int c = 0; c < m_width * m_height; ++c)
            if (cells & bit(c))
                out[std::size_t(c)] = m_vehicles[std::size_t(i)].letter;
    }
}

bool RushHourDomain::stateOfCells(std::string_view cells, State &out) const
{
    if (cells.size() != std::size_t(m_width * m_height))
        return false;
    State s;
    for (int i = 0; i < vehicles(); ++i) {
        const std::size_t first = cells.find(m_vehicles[std::size_t(i)].letter);
        if (first == std::string_view::npos)
            return false;
        const RushHourVehicle &v = m_vehicles[std::size_t(i)];
        const int x = int(first) % m_width, y = int(first) / m_width;
        const int at = v.horizontal ? x : y;
        if ((v.horizontal ? y != v.y : x != v.x) || at > lastPlace(i))
            return false;
        setPlace(s, i, at);
    }
    std::string check;
    cellsOf(s, check);
    if (check != cells)
        return false;
    out = s;
    return true;
}

std::vector<RushHourState> RushHourDomain::goalStates(std::size_t cap, bool *complete) const
{
    std::vector<State> out;
    bool overflow = false;
    State s;
    setPlace(s, m_red, m_redHome);
    const auto fill = [&](auto &self, int i, std::uint64_t occ) -> void {
        if (overflow)
            return;
        if (i == vehicles()) {
            if (out.size() >= cap)
                overflow = true;
            else
                out.push_back(s);
            return;
        }
        if (i == m_red) {
            self(self, i + 1, occ);
            return;
        }
        for (int at = 0; at <= lastPlace(i); ++at)
            if (!(cover(i, at) & occ)) {
                setPlace(s, i, at);
                self(self, i + 1, occ | cover(i, at));
            }
    };
    const std::uint64_t start = m_walls | (vehicles() > 0 ? cover(m_red, m_redHome) : 0);
    if (!(m_walls & (vehicles() > 0 ? cover(m_red, m_redHome) : 0)))
        fill(fill, 0, start);
    if (complete)
        *complete = !overflow;
    if (overflow)
        out.clear();
    return out;
}

std::string RushHourDomain::moveText(Move m) const
{
    const int i = m >> 4;
    if (i >= vehicles())
        return {};
    return rushHourMoveText(m_vehicles[std::size_t(i)].letter, (m & 15) - 8);
}

RushHourDomain::Move RushHourDomain::moveOf(std::string_view text) const
{
    const auto m = parseRushHourMove(text);
    if (!m || m->distance < -7 || m->distance > 7)
        return 0xffff;
    for (int i = 0; i < vehicles(); ++i)
        if (m_vehicles[std::size_t(i)].letter == m->letter)
            return Move((i << 4) | (m->distance + 8));
    return 0xffff;
}

namespace {

// The vehicles (a bit each, by index) on the cells between the red car and the right wall.
std::uint32_t blockersOf(const RushHourDomain &d, const RushHourState &s, std::uint64_t ahead)
{
    std::uint32_t found = 0;
    for (int i = 0; i < d.vehicles(); ++i)
        if (i != d.red() && (d.cover(i, d.place(s, i)) & ahead))
            found |= std::uint32_t(1) << i;
    return found;
}

} // namespace

int RushHourBlockers::operator()(const RushHourState &s) const
{
    if (d->isGoal(s))
        return 0;
    return 1 + std::popcount(blockersOf(*d, s, d->aheadOfRed(d->place(s, d->red()))));
}

int RushHourBlockedBlockers::operator()(const RushHourState &s) const
{
    if (d->isGoal(s))
        return 0;
    const std::uint32_t blockers = blockersOf(*d, s, d->aheadOfRed(d->place(s, d->red())));
    // For each upright blocker, the vehicles in its way up and in its way down (a way through a
    // wall or off the lot is none: ~0).
    constexpr std::uint32_t NoWay = ~std::uint32_t(0);
    std::array<std::array<std::uint32_t, 2>, RushHourMaxVehicles> ways{};
    int count = 0;
    const int row = d->vehicle(d->red()).y;
    std::array<std::uint64_t, RushHourMaxVehicles> covers{};
    for (int i = 0; i < d->vehicles(); ++i)
        covers[std::size_t(i)] = d->cover(i, d->place(s, i));
    for (int b = 0; b < d->vehicles(); ++b) {
        if (!(blockers & (std::uint32_t(1) << b)) || d->vehicle(b).horizontal)
            continue;
        const int at = d->place(s, b), length = d->vehicle(b).length;
        std::array<std::uint32_t, 2> way{NoWay, NoWay};
        // Up: its bottom cell above the exit row; down: its top cell below it.
        const int targets[2] = {row - length, row + 1};
        for (int w = 0; w < 2; ++w) {
            const int to = targets[w];
            if (to < 0 || to > d->lastPlace(b))
                continue;
            // Every cell between here and there: the covers of the places on the way.
            std::uint64_t path = 0;
            for (int p = std::min(at, to); p <= std::max(at, to); ++p)
                path |= d->cover(b, p);
            path &= ~covers[std::size_t(b)];
            if (path & d->walls())
                continue;
            std::uint32_t in = 0;
            for (int i = 0; i < d->vehicles(); ++i)
                if (i != b && (covers[std::size_t(i)] & path))
                    in |= std::uint32_t(1) << i;
            way[std::size_t(w)] = in;
        }
        if (way[0] == NoWay && way[1] == NoWay)
            continue; // it can never leave: the lot is unsolvable, and the blocker counts once
        ways[std::size_t(count++)] = way;
    }
    // The fewest vehicles in all, over each blocker's choice of way.
    int best = 0;
    if (count > 0) {
        best = RushHourMaxVehicles;
        for (std::uint32_t pick = 0; pick < (std::uint32_t(1) << count); ++pick) {
            std::uint32_t all = 0;
            bool possible = true;
            for (int k = 0; k < count && possible; ++k) {
                const std::uint32_t w = ways[std::size_t(k)][(pick >> k) & 1];
                possible = w != NoWay;
                all |= w;
            }
            if (possible)
                best = std::min(best, std::popcount(all));
        }
    }
    return 1 + std::popcount(blockers) + best;
}

} // namespace core
