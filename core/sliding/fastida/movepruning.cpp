#include "sliding/fastida/movepruning.h"

#include "storage/tablecache.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <unordered_set>
#include <utility>

namespace core {

namespace {

constexpr char Magic[] = "puzzlescope-pruning 1\n";

std::string fileName(int maxLength, int maxCells)
{
    return "pruning-" + std::to_string(maxLength) + "-" + std::to_string(maxCells) + ".bin";
}

// A walk: its moves as base-4 digits (d, l, r, u = 0..3), the first the most significant.
struct Walk {
    std::uint64_t code = 0;
    int length = 0;
    int move(int i) const { return int((code >> (2 * (length - 1 - i))) & 3); }
    std::uint64_t key() const { return code | (std::uint64_t(length) << 58); }
    std::string text() const
    {
        std::string t;
        for (int i = 0; i < length; ++i)
            t += "dlru"[move(i)];
        return t;
    }
};

// A walk played on an unbounded board around the origin: the cells the blank visited (ascending)
// and its effect, the final blank cell then (cell, the cell whose content came to it) for every
// changed cell, ascending.
constexpr int MaxLearned = 15;
struct Played {
    int cellCount = 0;
    std::array<std::uint16_t, MaxLearned + 1> cells{};
    int effectSize = 0;
    std::array<std::uint16_t, 2 * (MaxLearned + 1) + 1> effect{};
    std::uint64_t hash() const
    {
        std::uint64_t h = 0x9e3779b97f4a7c15ull;
        for (int i = 0; i < effectSize; ++i) {
            h ^= effect[std::size_t(i)] + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
            h *= 0xff51afd7ed558ccdull;
        }
        return h ^ (h >> 33);
    }
    bool sameEffect(const Played &o) const
    {
        return effectSize == o.effectSize && std::equal(effect.begin(), effect.begin() + effectSize, o.effect.begin());
    }
    bool visitsWithin(const Played &o) const // every cell this visits, o visits too
    {
        return std::includes(o.cells.begin(), o.cells.begin() + o.cellCount, cells.begin(), cells.begin() + cellCount);
    }
};

Played play(const Walk &w)
{
    constexpr int Side = 2 * MaxLearned + 1;
    const auto id = [](int x, int y) { return std::uint16_t((y + MaxLearned) * Side + (x + MaxLearned)); };
    std::array<std::pair<std::uint16_t, std::uint16_t>, MaxLearned + 1> holds{}; // cell, whose content
    int held = 0;
    const auto at = [&](std::uint16_t c) {
        for (int i = 0; i < held; ++i)
            if (holds[std::size_t(i)].first == c)
                return i;
        holds[std::size_t(held)] = {c, c};
        return held++;
    };
    int x = 0, y = 0;
    at(id(0, 0));
    for (int i = 0; i < w.length; ++i) {
        const int m = w.move(i);
        const int nx = x + (m == 1 ? -1 : m == 2 ? 1 : 0), ny = y + (m == 3 ? -1 : m == 0 ? 1 : 0);
        const int a = at(id(x, y)), b = at(id(nx, ny));
        std::swap(holds[std::size_t(a)].second, holds[std::size_t(b)].second);
        x = nx;
        y = ny;
    }
    Played p;
    std::sort(holds.begin(), holds.begin() + held);
    for (int i = 0; i < held; ++i)
        p.cells[std::size_t(i)] = holds[std::size_t(i)].first;
    p.cellCount = held;
    p.effect[std::size_t(p.effectSize++)] = id(x, y);
    for (int i = 0; i < held; ++i)
        if (holds[std::size_t(i)].first != holds[std::size_t(i)].second) {
            p.effect[std::size_t(p.effectSize++)] = holds[std::size_t(i)].first;
            p.effect[std::size_t(p.effectSize++)] = holds[std::size_t(i)].second;
        }
    return p;
}

constexpr std::int32_t Dead = -1; // a move into a rejected walk, before the machine is packed

// The same machine with every set of states that answer alike (the same moves pruned now and
// after any further moves) merged into one (Moore's refinement), the start state still 0: the
// trie of a learning to 14 moves has 81,050 states, the smallest machine 48,003.
std::vector<std::uint16_t> minimized(const std::vector<std::int32_t> &next)
{
    const std::size_t n = next.size() / 4;
    std::vector<std::int32_t> cls(n, 0);
    std::size_t classes = 1;
    for (;;) {
        std::map<std::array<std::int32_t, 5>, std::int32_t> bySignature;
        std::vector<std::int32_t> refined(n);
        for (std::size_t s = 0; s < n; ++s) {
            std::array<std::int32_t, 5> sig{cls[s], 0, 0, 0, 0};
            for (std::size_t a = 0; a < 4; ++a) {
                const std::int32_t t = next[s * 4 + a];
                sig[a + 1] = t == Dead ? Dead : cls[std::size_t(t)];
            }
            refined[s] = bySignature.try_emplace(sig, std::int32_t(bySignature.size())).first->second;
        }
        cls = std::move(refined);
        if (bySignature.size() == classes)
            break;
        classes = bySignature.size();
    }
    if (classes >= std::size_t(MovePruning::Pruned))
        throw std::length_error("duplicate-path pruning: more machine states than 16 bits hold");
    std::vector<std::uint16_t> out(classes * 4);
    for (std::size_t s = 0; s < n; ++s)
        for (std::size_t a = 0; a < 4; ++a) {
            const std::int32_t t = next[s * 4 + a];
            out[std::size_t(cls[s]) * 4 + a] = std::uint16_t(t == Dead ? MovePruning::Pruned : cls[std::size_t(t)]);
        }
    return out;
}

} // namespace

MovePruning::MovePruning(int maxLength, int maxCells, const std::stop_token &cancel)
{
    const auto began = std::chrono::steady_clock::now();
    maxLength = std::min(maxLength, MaxLearned);
    m_name = PruningMachine{maxLength, maxCells}.name();
    // The kept walks, length by length in d, l, r, u order (so one length's walks are a range),
    // each 24 bytes: its effect is played again only when another walk's effect hashes alike.
    struct Kept {
        std::uint64_t code, hash;
        std::int32_t next; // the next kept walk whose effect hashes alike
        std::int32_t length;
        Walk walk() const { return Walk{code, length}; }
    };
    std::vector<Kept> kept;
    std::vector<std::int32_t> heads(std::size_t(1) << 16, -1); // open addressing by hash: the latest kept
    const auto slot = [&](std::uint64_t hash) {
        std::size_t i = std::size_t(hash) & (heads.size() - 1);
        while (heads[i] >= 0 && kept[std::size_t(heads[i])].hash != hash)
            i = (i + 1) & (heads.size() - 1);
        return i;
    };
    const auto keep = [&](const Walk &w, std::uint64_t hash) {
        if (2 * (kept.size() + 1) > heads.size()) { // at most half full: twice as many slots
            heads.assign(2 * heads.size(), -1);
            for (std::size_t k = 0; k < kept.size(); ++k)
                heads[slot(kept[k].hash)] = std::int32_t(k);
        }
        std::int32_t &head = heads[slot(hash)];
        kept.push_back({w.code, hash, head, w.length});
        head = std::int32_t(kept.size() - 1);
    };
    std::unordered_set<std::uint64_t> rejected; // Walk::key()
    keep(Walk{}, play(Walk{}).hash());
    std::size_t levelBegin = 0;
    for (int length = 1; length <= maxLength; ++length) {
        if (cancel.stop_requested())
            return; // no states: not complete()
        const std::size_t levelEnd = kept.size();
        for (std::size_t k = levelBegin; k < levelEnd; ++k) {
            for (std::uint64_t m = 0; m < 4; ++m) {
                const Walk walk{kept[k].code * 4 + m, length};
                if ((++m_walksSeen & 0xFFF) == 0 && cancel.stop_requested())
                    return; // no states: not complete()
                bool contains = false; // a rejected walk as a suffix (the prefix holds none)
                for (int n = 2; n < length && !contains; ++n)
                    contains = rejected.count(Walk{walk.code & ((std::uint64_t(1) << (2 * n)) - 1), n}.key()) > 0;
                if (contains)
                    continue;
                const Played p = play(walk);
                if (p.cellCount > maxCells)
                    continue;
                const std::uint64_t hash = p.hash();
                std::int32_t earlier = -1;
                for (std::int32_t e = heads[slot(hash)]; e >= 0 && earlier < 0; e = kept[std::size_t(e)].next) {
                    const Played q = play(kept[std::size_t(e)].walk());
                    if (q.sameEffect(p) && q.visitsWithin(p))
                        earlier = e;
                }
                if (earlier >= 0) {
                    m_rejected.push_back({walk.text(), kept[std::size_t(earlier)].walk().text()});
                    rejected.insert(walk.key());
                    continue;
                }
                keep(walk, hash);
            }
        }
        levelBegin = levelEnd;
    }
    // The automaton: a trie of the rejected walks with failure links (Aho-Corasick).
    std::vector<std::array<std::int32_t, 4>> child(1, {-1, -1, -1, -1});
    std::vector<bool> dead(1, false);
    for (const Rejected &r : m_rejected) {
        std::int32_t s = 0;
        for (const char c : r.walk) {
            const std::size_t a = std::size_t(c == 'd' ? 0 : c == 'l' ? 1 : c == 'r' ? 2 : 3);
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
    std::vector<std::int32_t> machine(go.size());
    for (std::size_t i = 0; i < go.size(); ++i)
        machine[i] = dead[std::size_t(go[i])] ? Dead : go[i];
    m_next = minimized(machine);
    m_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
}

// The cache file: the learning's limits, then 4 entries a state; every entry a state or Pruned.
std::unique_ptr<MovePruning> MovePruning::fromCache(int maxLength, int maxCells, TableCache &tables)
{
    const auto next = tables.readWords(fileName(maxLength, maxCells), Magic, {std::uint8_t(maxLength), std::uint8_t(maxCells)});
    const std::size_t states = next ? next->size() / 4 : 0;
    if (states == 0 || states >= std::size_t(Pruned) || next->size() % 4 != 0
        || std::any_of(next->begin(), next->end(), [&](std::uint16_t n) { return n >= states && n != Pruned; }))
        return nullptr;
    std::unique_ptr<MovePruning> m(new MovePruning);
    m->m_next = *next;
    m->m_name = PruningMachine{maxLength, maxCells}.name();
    return m;
}

const MovePruning *MovePruning::cached(int maxLength, int maxCells, const std::stop_token &cancel, TableCache *tables)
{
    static std::mutex lock;
    static std::map<std::pair<int, int>, std::unique_ptr<MovePruning>> made;
    std::lock_guard hold(lock);
    auto &m = made[{maxLength, maxCells}];
    if (!m && tables)
        m = fromCache(maxLength, maxCells, *tables);
    if (!m) {
        m = std::make_unique<MovePruning>(maxLength, maxCells, cancel);
        if (m->complete() && tables)
            tables->writeWords(fileName(maxLength, maxCells), Magic, {std::uint8_t(maxLength), std::uint8_t(maxCells)},
                               m->m_next);
    }
    if (!m->complete())
        m.reset();
    return m.get();
}

} // namespace core
