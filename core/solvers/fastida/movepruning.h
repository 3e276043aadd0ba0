#pragma once
// Duplicate-path pruning for the sliding-tile IDA* (Taylor and Korf 1993): a finite-state
// machine over the blank's moves that rejects any path ending in a move sequence that has an
// equivalent which is shorter, or as long and earlier in d, l, r, u order.
//
// How the sequences are found: every blank walk up to `maxLength` moves is enumerated on an
// unbounded board in d, l, r, u order, extending only walks that are not yet rejected. A walk's
// effect is where every tile and the blank end up. A walk is rejected when an earlier walk (so
// shorter, or as long and smaller) has the same effect and visits only cells this walk visits
// too: wherever the rejected walk can be played on a real board, its replacement can be played,
// and leaves the same board. So a shortest plan that is smallest in d, l, r, u order never
// contains a rejected walk, and IDA* with this pruning returns the same plan as without.
// The rejected walks (none containing another) become an Aho-Corasick automaton: a state is the
// longest suffix of the path that is a prefix of some rejected walk.

#include <cstdint>
#include <string>
#include <vector>

namespace core {

class MovePruning {
public:
    static constexpr std::int32_t Pruned = -1;

    // Learns the rejected walks up to `maxLength` moves (2: only a move and its undoing).
    explicit MovePruning(int maxLength);

    // The state before any move.
    static constexpr std::int32_t Start = 0;
    // The state after `dir` (0..3: d, l, r, u) from `state`, or Pruned.
    std::int32_t next(std::int32_t state, int dir) const { return m_next[std::size_t(state) * 4 + std::size_t(dir)]; }
    const std::int32_t *table() const { return m_next.data(); }
    std::size_t states() const { return m_next.size() / 4; }

    // The rejected walks ("du", "rdlurdlu"...), each with the walk that replaces it.
    struct Rejected {
        std::string walk, replacement;
    };
    const std::vector<Rejected> &rejected() const { return m_rejected; }
    // How many walks the learning enumerated, and its seconds.
    std::uint64_t walksSeen() const { return m_walksSeen; }
    double learnSeconds() const { return m_seconds; }

    // The machine for walks up to `maxLength`, learned on first use and kept for the process.
    static const MovePruning &cached(int maxLength);

private:
    std::vector<std::int32_t> m_next;
    std::vector<Rejected> m_rejected;
    std::uint64_t m_walksSeen = 0;
    double m_seconds = 0;
};

// What the IDA* inner loops ask before each move, in one form whether the machine is used or
// not: a state per node, the state after a move, or Pruned. Without the machine the state is the
// move that would undo the last one (4 at the root: none), as the searches always did.
class MoveFilter {
public:
    explicit MoveFilter(const MovePruning *pruning = nullptr) : m_table(pruning ? pruning->table() : nullptr) {}
    std::int32_t start() const { return m_table ? MovePruning::Start : 4; }
    std::int32_t after(std::int32_t state, int dir) const
    {
        if (m_table)
            return m_table[std::size_t(state) * 4 + std::size_t(dir)];
        return dir == state ? MovePruning::Pruned : 3 - dir;
    }
    bool pruning() const { return m_table != nullptr; }

private:
    const std::int32_t *m_table;
};

// The walk length the searches learn to: 10 moves, learned in 0.08 s, 1,478 states (6 KB per
// move column: the table stays in the first-level caches with the search's own data).
inline constexpr int StandardPruningLength = 10;

} // namespace core
