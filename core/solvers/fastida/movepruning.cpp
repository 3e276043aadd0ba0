#include "solvers/fastida/movepruning.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace core {

namespace {

// A walk played on an unbounded board around the origin: what it does and where it goes.
struct Played {
    std::string effect;              // the final blank cell, then (cell, what came to it) for every changed cell
    std::vector<std::uint16_t> cells; // the cells the blank visited, ascending
};

Played play(const std::string &walk, int reach)
{
    const int side = 2 * reach + 1;
    const auto id = [side, reach](int x, int y) { return std::uint16_t((y + reach) * side + (x + reach)); };
    int x = 0, y = 0;
    std::vector<std::pair<std::uint16_t, std::uint16_t>> holds; // cell -> the cell whose content it holds
    const auto at = [&holds](std::uint16_t c) { // the index of cell c's entry, made when new
        for (std::size_t i = 0; i < holds.size(); ++i)
            if (holds[i].first == c)
                return i;
        holds.emplace_back(c, c);
        return holds.size() - 1;
    };
    Played p;
    p.cells.push_back(id(0, 0));
    for (const char m : walk) {
        const int nx = x + (m == 'l' ? -1 : m == 'r' ? 1 : 0), ny = y + (m == 'u' ? -1 : m == 'd' ? 1 : 0);
        const std::uint16_t from = id(x, y), to = id(nx, ny);
        const std::size_t a = at(from), b = at(to);
        std::swap(holds[a].second, holds[b].second);
        p.cells.push_back(to);
        x = nx;
        y = ny;
    }
    std::sort(p.cells.begin(), p.cells.end());
    p.cells.erase(std::unique(p.cells.begin(), p.cells.end()), p.cells.end());
    std::sort(holds.begin(), holds.end());
    const std::uint16_t blank = id(x, y);
    p.effect.push_back(char(blank & 0xFF));
    p.effect.push_back(char(blank >> 8));
    for (const auto &[cell, content] : holds)
        if (cell != content)
            for (const std::uint16_t v : {cell, content}) {
                p.effect.push_back(char(v & 0xFF));
                p.effect.push_back(char(v >> 8));
            }
    return p;
}

constexpr char Letters[4] = {'d', 'l', 'r', 'u'};

int letterIndex(char c)
{
    return c == 'd' ? 0 : c == 'l' ? 1 : c == 'r' ? 2 : 3;
}

} // namespace

MovePruning::MovePruning(int maxLength)
{
    const auto began = std::chrono::steady_clock::now();
    // Walks in d, l, r, u order, length by length; for each effect, the kept walks that have it.
    struct Kept {
        std::vector<std::uint16_t> cells;
        std::string walk;
    };
    std::unordered_map<std::string, std::vector<Kept>> byEffect;
    std::unordered_set<std::string> rejected;
    std::vector<std::string> level{std::string()};
    {
        Played p = play("", maxLength);
        byEffect[p.effect].push_back({std::move(p.cells), std::string()});
    }
    for (int length = 1; length <= maxLength; ++length) {
        std::vector<std::string> nextLevel;
        for (const std::string &prefix : level) {
            for (const char m : Letters) {
                std::string walk = prefix + m;
                ++m_walksSeen;
                bool contains = false; // a rejected walk as a suffix (the prefix holds none)
                for (std::size_t i = 1; i < walk.size() && !contains; ++i)
                    contains = rejected.count(walk.substr(i)) > 0;
                if (contains)
                    continue;
                Played p = play(walk, maxLength);
                auto &same = byEffect[p.effect];
                const auto earlier = std::find_if(same.begin(), same.end(), [&p](const Kept &k) {
                    return std::includes(p.cells.begin(), p.cells.end(), k.cells.begin(), k.cells.end());
                });
                if (earlier != same.end()) {
                    m_rejected.push_back({walk, earlier->walk});
                    rejected.insert(walk);
                    continue;
                }
                same.push_back({std::move(p.cells), walk});
                nextLevel.push_back(std::move(walk));
            }
        }
        level = std::move(nextLevel);
    }
    // The automaton: a trie of the rejected walks with failure links (Aho-Corasick).
    std::vector<std::array<std::int32_t, 4>> child(1, {-1, -1, -1, -1});
    std::vector<bool> dead(1, false);
    for (const Rejected &r : m_rejected) {
        std::int32_t s = 0;
        for (const char c : r.walk) {
            const std::size_t a = std::size_t(letterIndex(c));
            if (child[std::size_t(s)][a] < 0) {
                child[std::size_t(s)][a] = std::int32_t(child.size());
                child.push_back({-1, -1, -1, -1});
                dead.push_back(false);
            }
            s = child[std::size_t(s)][a];
        }
        dead[std::size_t(s)] = true;
    }
    std::vector<std::int32_t> fail(child.size(), 0), go(child.size() * 4, 0);
    std::deque<std::int32_t> queue{0};
    while (!queue.empty()) { // breadth first: a state's failure state is settled before it
        const std::int32_t s = queue.front();
        queue.pop_front();
        for (std::size_t a = 0; a < 4; ++a) {
            const std::int32_t c = child[std::size_t(s)][a];
            const std::int32_t viaFailure = s == 0 ? 0 : go[std::size_t(fail[std::size_t(s)]) * 4 + a];
            if (c < 0) {
                go[std::size_t(s) * 4 + a] = viaFailure;
                continue;
            }
            fail[std::size_t(c)] = viaFailure;
            dead[std::size_t(c)] = dead[std::size_t(c)] || dead[std::size_t(viaFailure)];
            go[std::size_t(s) * 4 + a] = c;
            queue.push_back(c);
        }
    }
    m_next.resize(go.size());
    for (std::size_t i = 0; i < go.size(); ++i)
        m_next[i] = dead[std::size_t(go[i])] ? Pruned : go[i];
    m_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
}

const MovePruning &MovePruning::cached(int maxLength)
{
    static std::mutex lock;
    static std::map<int, std::unique_ptr<MovePruning>> made;
    std::lock_guard hold(lock);
    auto &m = made[maxLength];
    if (!m)
        m = std::make_unique<MovePruning>(maxLength);
    return *m;
}

} // namespace core
