#pragma once
// Independent reference implementations the core tests compare against. Nothing here uses
// core: boards are plain std::vector<int> (cells in reading order, 0 = blank) and the searches
// are textbook breadth-first searches. Expected values in the tests come from these, never
// from core. The rotation game's reference is in rotationreference.h.

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ref {

using Board = std::vector<int>;

// Blank directions in the order d, l, r, u (the blank moves that way).
inline constexpr char Letters[4] = {'d', 'l', 'r', 'u'};

// The cell the blank reaches from `blank` moving in direction `dir`, or -1 off the board.
inline int step(int w, int h, int blank, int dir)
{
    const int row = blank / w, col = blank % w;
    switch (dir) {
    case 0: return row + 1 < h ? blank + w : -1;
    case 1: return col > 0 ? blank - 1 : -1;
    case 2: return col + 1 < w ? blank + 1 : -1;
    default: return row > 0 ? blank - w : -1;
    }
}

inline std::string toText(const Board &b)
{
    std::string s;
    for (int t : b)
    {
        if (!s.empty())
            s += ' ';
        s += std::to_string(t);
    }
    return s;
}

inline int blankOf(const Board &b)
{
    return int(std::find(b.begin(), b.end(), 0) - b.begin());
}

// 1..n-1 then the blank.
inline Board standardGoal(int cells)
{
    Board b(std::size_t(cells), 0);
    for (int i = 0; i + 1 < cells; ++i)
        b[std::size_t(i)] = i + 1;
    return b;
}

// Replays a dlru plan; false when a letter is unknown or a move leaves the board.
inline bool replay(Board &b, int w, int h, const std::string &plan)
{
    for (char c : plan) {
        const auto it = std::find(std::begin(Letters), std::end(Letters), c);
        if (it == std::end(Letters))
            return false;
        const int blank = blankOf(b);
        const int to = step(w, h, blank, int(it - std::begin(Letters)));
        if (to < 0)
            return false;
        std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
    }
    return true;
}

// Solvability the way people check it by hand: count inversions among the tiles (blank left
// out) in the goal's reading order; on an odd width that count must be even, on an even width
// it plus the blank's row distance to its goal row must be even.
inline bool solvableByInversions(const Board &start, const Board &goal, int w)
{
    std::vector<int> goalPos(goal.size());
    for (std::size_t i = 0; i < goal.size(); ++i)
        goalPos[std::size_t(goal[i])] = int(i);
    std::vector<int> order;
    for (int t : start)
        if (t != 0)
            order.push_back(goalPos[std::size_t(t)]);
    int inversions = 0;
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::size_t j = i + 1; j < order.size(); ++j)
            inversions += order[i] > order[j] ? 1 : 0;
    if (w % 2 == 1)
        return inversions % 2 == 0;
    const int rows = std::abs(blankOf(start) / w - blankOf(goal) / w);
    return (inversions + rows) % 2 == 0;
}

// Lexicographic index of a permutation of 0..n-1 (n <= 12): the count of smaller entries to
// the right of each position, weighted by factorials.
inline std::uint32_t permIndex(const Board &p)
{
    const int n = int(p.size());
    std::uint32_t index = 0;
    for (int i = 0; i < n; ++i) {
        std::uint32_t smaller = 0;
        for (int j = i + 1; j < n; ++j)
            smaller += p[std::size_t(j)] < p[std::size_t(i)] ? 1 : 0;
        index = index * std::uint32_t(n - i) + smaller;
    }
    return index;
}

inline Board permFromIndex(std::uint32_t index, int n)
{
    std::vector<int> digits(static_cast<std::size_t>(n));
    for (int i = n - 1; i >= 0; --i) {
        digits[std::size_t(i)] = int(index % std::uint32_t(n - i));
        index /= std::uint32_t(n - i);
    }
    std::vector<int> pool(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        pool[std::size_t(i)] = i;
    Board p;
    for (int i = 0; i < n; ++i) {
        p.push_back(pool[std::size_t(digits[std::size_t(i)])]);
        pool.erase(pool.begin() + digits[std::size_t(i)]);
    }
    return p;
}

inline std::uint64_t factorial(int n)
{
    std::uint64_t f = 1;
    for (int i = 2; i <= n; ++i)
        f *= std::uint64_t(i);
    return f;
}

// Breadth-first search from the goal over every arrangement of a board of at most 9 cells:
// the exact distance of each arrangement to the goal (moves are reversible).
class ExhaustiveBfs {
public:
    ExhaustiveBfs(int w, int h, Board goal) : m_w(w), m_h(h), m_goal(std::move(goal))
    {
        const int n = w * h;
        m_dist.assign(factorial(n), -1);
        std::vector<std::uint32_t> queue;
        const std::uint32_t root = permIndex(m_goal);
        m_dist[root] = 0;
        queue.push_back(root);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            Board b = permFromIndex(queue[head], n);
            const int d = m_dist[queue[head]];
            const int blank = blankOf(b);
            for (int dir = 0; dir < 4; ++dir) {
                const int to = step(w, h, blank, dir);
                if (to < 0)
                    continue;
                std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
                const std::uint32_t child = permIndex(b);
                if (m_dist[child] < 0) {
                    m_dist[child] = std::int8_t(d + 1);
                    queue.push_back(child);
                }
                std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
            }
        }
        for (std::uint32_t r : queue) {
            const auto d = std::size_t(m_dist[r]);
            if (m_counts.size() <= d)
                m_counts.resize(d + 1, 0);
            ++m_counts[d];
        }
        m_reachable = queue.size();
    }

    int width() const { return m_w; }
    int height() const { return m_h; }
    const Board &goal() const { return m_goal; }
    std::size_t reachable() const { return m_reachable; }
    std::size_t spaceSize() const { return m_dist.size(); }
    // Boards at each distance; its size minus one is the largest distance.
    const std::vector<std::uint64_t> &counts() const { return m_counts; }
    int distance(const Board &b) const { return m_dist[permIndex(b)]; }
    int distanceAt(std::uint32_t index) const { return m_dist[index]; }

    // The lexicographically smallest shortest plan (order d, l, r, u): at each step the first
    // move that brings the board one step closer.
    std::string smallestPlan(Board b) const
    {
        std::string plan;
        int d = distance(b);
        if (d < 0)
            return plan;
        while (d > 0) {
            const int blank = blankOf(b);
            for (int dir = 0; dir < 4; ++dir) {
                const int to = step(m_w, m_h, blank, dir);
                if (to < 0)
                    continue;
                std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
                if (distance(b) == d - 1) {
                    plan += Letters[dir];
                    --d;
                    break;
                }
                std::swap(b[std::size_t(blank)], b[std::size_t(to)]);
            }
        }
        return plan;
    }

private:
    int m_w, m_h;
    Board m_goal;
    std::vector<std::int8_t> m_dist;
    std::vector<std::uint64_t> m_counts;
    std::size_t m_reachable = 0;
};

// A random walk of `moves` blank moves that never steps straight back.
inline void randomWalk(Board &b, int w, int h, int moves, std::mt19937_64 &rng)
{
    for (int i = 0, last = -1; i < moves; ++i) {
        const int blank = blankOf(b);
        int dir;
        do
            dir = int(rng() % 4);
        while (step(w, h, blank, dir) < 0 || dir == 3 - last);
        std::swap(b[std::size_t(blank)], b[std::size_t(step(w, h, blank, dir))]);
        last = dir;
    }
}

// The exhaustive tables, built once per board and goal and shared by every test that asks.
inline const ExhaustiveBfs &referenceFor(int w, int h, const Board &goal)
{
    static std::map<std::tuple<int, int, Board>, std::unique_ptr<ExhaustiveBfs>> cache;
    auto &slot = cache[{w, h, goal}];
    if (!slot)
        slot = std::make_unique<ExhaustiveBfs>(w, h, goal);
    return *slot;
}

// Plain BFS from start towards goal on any board, up to maxDepth moves; -1 when farther.
inline int boundedDistance(const Board &start, const Board &goal, int w, int h, int maxDepth)
{
    auto key = [](const Board &b) { return std::string(b.begin(), b.end()); };
    std::unordered_map<std::string, int> seen;
    std::vector<Board> layer{start};
    seen.emplace(key(start), 0);
    for (int depth = 0; depth <= maxDepth; ++depth) {
        std::vector<Board> next;
        for (const Board &b : layer) {
            if (b == goal)
                return depth;
            const int blank = blankOf(b);
            for (int dir = 0; dir < 4; ++dir) {
                const int to = step(w, h, blank, dir);
                if (to < 0)
                    continue;
                Board c = b;
                std::swap(c[std::size_t(blank)], c[std::size_t(to)]);
                if (seen.emplace(key(c), depth + 1).second)
                    next.push_back(std::move(c));
            }
        }
        layer.swap(next);
    }
    return -1;
}

inline Board randomPermutation(int n, std::mt19937_64 &rng)
{
    Board b(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        b[std::size_t(i)] = i;
    for (int i = n - 1; i > 0; --i)
        std::swap(b[std::size_t(i)], b[std::size_t(rng() % std::uint64_t(i + 1))]);
    return b;
}

} // namespace ref
