#pragma once
// Watching a search: the expansion events a search sends to an ExpansionObserver attached to
// its SearchContext (SearchContext::watch), for the state-space map, the step-through, the race
// by work and `solve --trace`.
//
// - One event per expanded node, in expansion order (the order every search's `expanded`
//   counts): its cells, g, h and f, the parent's order, the IDA* iteration and bound, the
//   bidirectional side, the frontier size, and how many children were generated, dropped as
//   duplicates or pruned (over the bound or depth cap). With wantsChildren(), each child too,
//   with its g, h and fate. IDA* lists a node's children when it expands it; on the path to
//   the goal it stops before generating the rest, so its events can count a few more
//   children than its `generated`.
// - Events reach the observer in batches, on the searching thread; its answer sets the
//   sampling stride from then on (every k-th expansion, or none), so an observer keeps memory
//   bounded on any search by thinning what it keeps and asking for fewer.
// - Orders count every expansion of the run, sampled or not, across the searches of one run
//   (the rotation game searches once per digit); a parent's order refers to that count.
// - Cells: a sliding board's tiles, one byte a cell (0 the blank); a rotation board's 24
//   cells, the digit searched for where it is and 0 elsewhere (the digit projection the
//   rotation searches work on).
// Off by default; a search that is not watched pays one test of a flag per expansion.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace core {

enum class ChildFate : std::uint8_t {
    Queued,    // will be expanded in turn (open list, next layer, IDA* descends into it)
    Duplicate, // already seen with an equal or shorter path
    Pruned,    // f over the IDA* bound, or past the depth cap
    Goal,      // the goal (BFS tests on generation) or, for bidirectional BFS, a meeting state
};

struct ChildEvent {
    std::string cells;
    int g = 0;
    int h = -1; // -1: the search uses no heuristic
    ChildFate fate = ChildFate::Queued;
};

struct ExpansionEvent {
    static constexpr std::uint64_t NoParent = ~std::uint64_t(0);
    std::uint64_t order = 0;
    std::uint64_t parent = NoParent;
    std::string cells;
    int g = 0;
    int h = -1;         // -1: the search uses no heuristic
    int f = 0;          // g + h (g when there is no heuristic)
    int bound = -1;     // IDA*: the iteration's bound on f
    int iteration = -1; // IDA*: which iteration, from 0
    int side = -1;      // bidirectional BFS: 0 from the start, 1 from the goal
    std::size_t frontier = 0; // states waiting when this one was expanded
    std::uint32_t generated = 0;
    std::uint32_t duplicates = 0;
    std::uint32_t pruned = 0;
    std::vector<ChildEvent> children; // filled only when the observer wants children
};

class ExpansionObserver {
public:
    virtual ~ExpansionObserver() = default;
    // Whether each event should list its children (costs a string per child).
    virtual bool wantsChildren() const { return false; }
    // Receives the next events, in order, on the searching thread. Returns the sampling stride
    // from now on: 1 sends every expansion, k those whose order is a multiple of k, 0 none.
    virtual std::uint64_t receive(std::span<const ExpansionEvent> events) = 0;
};

} // namespace core
