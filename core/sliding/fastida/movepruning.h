#pragma once
// Duplicate-path pruning for the sliding-tile IDA* (Taylor and Korf 1993): a finite-state
// machine over the blank's moves that rejects any path ending in a move sequence that has an
// equivalent which is shorter, or as long and earlier in d, l, r, u order.
//
// How the sequences are found: every blank walk up to `maxLength` moves is enumerated on an
// unbounded board in d, l, r, u order, extending only walks that are not yet rejected and that
// visit at most `maxCells` cells (at 14 moves, the walks that visit 13 cells add 16% more
// rejected walks for 1.7 times the learning's time and twice its memory; those that visit 14 or
// 15 add none). A walk's effect is where every tile and the blank end up. A walk is rejected
// when an earlier walk (so shorter, or as long and smaller) has the same effect and visits only
// cells this walk visits too: wherever the rejected walk can be played on a real board, its
// replacement can be played, and leaves the same board. So a shortest plan that is smallest in
// d, l, r, u order never contains a rejected walk, and IDA* with this pruning returns the same
// plan as without.
// The rejected walks (none containing another) become an Aho-Corasick automaton (a state is the
// longest suffix of the path that is a prefix of some rejected walk), then the smallest machine
// that rejects the same paths.

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace core {

class TableCache;

class MovePruning {
public:
    // The answer for a move that completes a rejected walk; states are below it (16 bits each).
    static constexpr std::int32_t Pruned = 0xFFFF;

    // Learns the rejected walks up to `maxLength` moves (2: only a move and its undoing) that
    // visit at most `maxCells` cells; stops unfinished when `cancel` is requested.
    explicit MovePruning(int maxLength, int maxCells = 16, const std::stop_token &cancel = {});
    // False when the learning was stopped before the machine was made (then it has no states).
    bool complete() const { return !m_next.empty(); }

    // The state before any move.
    static constexpr std::int32_t Start = 0;
    // The state after `dir` (0..3: d, l, r, u) from `state`, or Pruned.
    std::int32_t next(std::int32_t state, int dir) const { return m_next[std::size_t(state) * 4 + std::size_t(dir)]; }
    const std::uint16_t *table() const { return m_next.data(); }
    std::size_t states() const { return m_next.size() / 4; }
    // Its name in checkpoints: "14/12" for walks up to 14 moves over up to 12 cells.
    const std::string &name() const { return m_name; }

    // The rejected walks ("du", "rdlurdlu"...), each with the walk that replaces it.
    struct Rejected {
        std::string walk, replacement;
    };
    const std::vector<Rejected> &rejected() const { return m_rejected; }
    // How many walks the learning enumerated, and its seconds.
    std::uint64_t walksSeen() const { return m_walksSeen; }
    double learnSeconds() const { return m_seconds; }

    // The machine for walks up to `maxLength` over at most `maxCells` cells, learned on first use
    // and kept for the process; nullptr when `cancel` stopped the learning (nothing is kept then).
    // With `tables`, its cache folder keeps it too ("pruning-14-12.bin", under the cache's trust
    // rules: storage/cachetrust.h), so only the first process learns it; one read from there has
    // no list of rejected walks.
    static const MovePruning *cached(int maxLength, int maxCells, const std::stop_token &cancel = {},
                                     TableCache *tables = nullptr);
    // The machine cached() kept in the folder of `tables`, read back; nullptr (with a note in
    // `tables` when the file is there) when there is none, or it is damaged or not a machine of
    // these limits (an entry past the states).
    static std::unique_ptr<MovePruning> fromCache(int maxLength, int maxCells, TableCache &tables);

private:
    MovePruning() = default;

    std::vector<std::uint16_t> m_next;
    std::vector<Rejected> m_rejected;
    std::string m_name;
    std::uint64_t m_walksSeen = 0;
    double m_seconds = 0;
};

// What the IDA* inner loops ask before each move, in one form whether the machine is used or
// not: a state per node, the state after a move, or Pruned. Without the machine the state is the
// move that would undo the last one (4 at the root: none), as the searches always did.
class MoveFilter {
public:
    explicit MoveFilter(const MovePruning *pruning = nullptr)
        : m_table(pruning ? pruning->table() : nullptr), m_machine(pruning)
    {
    }
    std::int32_t start() const { return m_table ? MovePruning::Start : 4; }
    std::int32_t after(std::int32_t state, int dir) const
    {
        if (m_table)
            return m_table[std::size_t(state) * 4 + std::size_t(dir)];
        return dir == state ? MovePruning::Pruned : 3 - dir;
    }
    bool pruning() const { return m_table != nullptr; }
    // The machine's name, empty without one.
    std::string name() const { return m_machine ? m_machine->name() : std::string(); }

private:
    const std::uint16_t *m_table;
    const MovePruning *m_machine;
};

// The machines the searches learn, named in checkpoints ("10/11": walks up to 10 moves over up
// to 11 cells, which is every such walk), two bytes an entry. 4x4 boards: learned in 0.06 s,
// 945 states (7.4 KB: the table stays in the first-level caches with the search's own data).
// 5x5 boards, whose optimal searches run for seconds to hours: walks up to 14 moves over up to
// 12 cells, learned in 2.4 s at the first such search (135 MB while it learns), 42,137 states
// (329 KB; kept in the table cache's folder, read in a millisecond by later processes); on Korf and Felner's #1 the search generates 2.84 billion nodes with it, 3.79
// billion with the 4x4 machine.
struct PruningMachine {
    int maxLength, maxCells;
    const MovePruning *get(const std::stop_token &cancel = {}, TableCache *tables = nullptr) const
    {
        return MovePruning::cached(maxLength, maxCells, cancel, tables);
    }
    std::string name() const { return std::to_string(maxLength) + '/' + std::to_string(maxCells); }
};
inline constexpr PruningMachine StandardPruning{10, 11};
inline constexpr PruningMachine LongPruning{14, 12};
// The machine an optimal IDA* prunes with on a board of `cells` cells.
inline constexpr const PruningMachine &pruningMachineFor(int cells)
{
    return cells >= 25 ? LongPruning : StandardPruning;
}

// The filter of a search on `cells` cells, with its machine when `prune` (learned at the first
// such search); nullopt when `cancel` stopped that learning.
inline std::optional<MoveFilter> moveFilterFor(int cells, bool prune, const std::stop_token &cancel,
                                               TableCache *tables = nullptr)
{
    if (!prune)
        return MoveFilter();
    if (const MovePruning *machine = pruningMachineFor(cells).get(cancel, tables))
        return MoveFilter(machine);
    return std::nullopt;
}

// Why a checkpoint written with machine `theirs` cannot resume a search pruning with `ours` (each
// a name, empty for no pruning): a different machine splits an iteration into other subtrees.
// Empty when they are the same.
inline std::string pruningMismatch(const std::string &theirs, const std::string &ours)
{
    if (theirs == ours)
        return {};
    if (theirs.empty())
        return "it was written without duplicate-path pruning, which this search uses";
    if (ours.empty())
        return "it was written with duplicate-path pruning, which this search does not use";
    return "it was written with another duplicate-path pruning machine (" + theirs + ", this search's is " + ours + ")";
}

} // namespace core
