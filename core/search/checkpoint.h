#pragma once
// Checkpoints of a long IDA* search (the 4x4 and 5x5 IDA*, sliding/fastida/parallelida4.h): what a
// later process needs to continue it and return the very plan it would have returned.
//
// An iteration is cut into subtrees (the nodes at a split depth, in the serial search's order);
// the checkpoint holds the bound, the split depth, how many subtrees there are and which are
// searched to the end without a goal, the least f over the bound met in those (the next bound so
// far) and the statistics up to there. A resumed search splits the iteration at the same depth,
// checks it finds as many subtrees, and searches the others: what was under way when the
// checkpoint was written is searched again, nothing else.

#include <atomic>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace core {

struct IdaProgress {
    int bound = 0; // the iteration under way
    int splitDepth = 0; // its subtrees are the nodes at this depth (0: the whole tree is one)
    std::uint64_t subtrees = 1;
    std::vector<bool> done; // which subtrees are searched to the end without a goal (one a subtree)
    int next = 0; // the least f over the bound in the subtrees done (1 << 30: none yet)
    std::uint64_t expanded = 0; // the search's, from its start up to here (all processes)
    std::uint64_t generated = 0;
    std::vector<int> thresholds; // the bounds so far, this one last
    std::vector<std::uint64_t> expandedPerDepth; // nodes per iteration, this one's so far last
    double seconds = 0; // search time up to here, in all processes
    // The cells of the board searched and of its goal, and the duplicate-path machine it pruned
    // with ("14/12", see movepruning.h; empty: none): the search refuses progress not its own.
    std::string cells;
    std::string goal;
    std::string pruning;

    std::uint64_t subtreesDone() const { return std::uint64_t(std::count(done.begin(), done.end(), true)); }
};

// What a search that can checkpoint is given (SearchContext::setCheckpoints).
struct Checkpoints {
    // Progress to start from, if any.
    std::optional<IdaProgress> resume;
    // Called with the progress at least `every` apart, when a subtree ends, and once more when
    // the search stops short (a budget, a cancel); from any of the search's threads, one at a time.
    std::function<void(const IdaProgress &)> save;
    std::chrono::milliseconds every{5000};
    // Set by the search when `resume` was not for this board or the split did not match: it then
    // started from the beginning (the reason, for the caller to say).
    std::string refused;
    // Set by a search that keeps checkpoints (the others ignore them), as it starts; read by the
    // caller while the search runs.
    std::atomic<bool> used{false};
};

} // namespace core
