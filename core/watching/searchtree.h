#pragma once
// SearchTree: the tree a watched search has grown so far, as a teacher draws it: each node a
// state with g, h, f and its expansion number, its children in the order the search generated
// them, and what became of each:
// - Closed: expanded; Current: the node expanded last; Open: generated, not yet expanded;
// - Pruned: over the IDA* bound (or the depth cap); Duplicate: already met, with a link to the
//   node that holds the state (sameAs); Goal: the goal, or where the two frontiers of a
//   bidirectional search meet.
// Built from the events a StepReplay plays (every expansion with its children), up to a
// position, so it steps forward and back with the replay. A watched run holds several trees:
// each root (an event with no parent) starts one - an IDA* iteration, the next digit of the
// rotation game - except the root of a bidirectional search's goal side, which grows beside the
// start's in the same forest. Each tree is laid out tidily: leaves one column apart, a parent
// over the middle of its children, one row per depth. At most MaxNodes nodes are kept; a
// larger tree is cut and says so.

#include "search/expansion.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace core {

enum class TreeNodeState : std::uint8_t { Open, Closed, Current, Pruned, Duplicate, Goal };

struct TreeNode {
    static constexpr std::uint32_t None = ~std::uint32_t(0);
    std::string cells;
    int g = 0;
    int h = -1; // -1: the search uses no heuristic
    int f = 0;
    std::uint64_t expansion = 0; // its number among the run's expansions, from 1; 0: not expanded
    TreeNodeState state = TreeNodeState::Open;
    std::uint32_t parent = None;
    std::uint32_t sameAs = None; // Duplicate: the node already met with this state
    std::vector<std::uint32_t> children;
    int depth = 0;
    double x = 0;              // its column in the layout (leaves on whole columns)
    bool onSolution = false;   // on the plan found (once the search has reached the goal)
};

// One tree (or, for a bidirectional search, the forest of its two sides) of a watched run.
struct TreeSpan {
    std::size_t first = 0; // index of its root event
    std::size_t end = 0;   // one past its last event
    int iteration = -1;    // IDA*: which iteration
    int bound = -1;        // IDA*: its bound on f
};

class SearchTree {
public:
    static constexpr std::size_t MaxNodes = 5'000;

    // The trees of a run's events, in order.
    static std::vector<TreeSpan> spans(const std::vector<ExpansionEvent> &events);
    // The tree a replay is in after `applied` events: the last that has begun (the first before
    // any). `spans` must not be empty.
    static std::size_t spanAt(const std::vector<TreeSpan> &spans, std::size_t applied);
    // Whether a state is the goal (some searches test for it as they take it from the open list,
    // so the goal is never an expanded node).
    using GoalTest = std::function<bool(const std::string &cells)>;
    // The tree `span` of `events` as it stands after the first `applied` events of the run;
    // once the span is played through, the path to its goal is marked.
    SearchTree(const std::vector<ExpansionEvent> &events, const TreeSpan &span, std::size_t applied,
               const GoalTest &isGoal = {});

    const std::vector<TreeNode> &nodes() const { return m_nodes; }
    // The node expanded last, or None.
    std::uint32_t current() const { return m_current; }
    // Columns and rows the layout takes.
    double columns() const { return m_columns; }
    int rows() const { return m_rows; }
    // Whether nodes were left out (more than MaxNodes).
    bool cut() const { return m_cut; }
    // The expanded nodes in expansion order (the closed list).
    std::vector<std::uint32_t> closed() const;

private:
    std::uint32_t add(TreeNode node);
    void layout();
    void markSolution(const TreeSpan &span, std::size_t applied, const GoalTest &isGoal);

    std::vector<TreeNode> m_nodes;
    std::uint32_t m_current = TreeNode::None;
    double m_columns = 0;
    int m_rows = 0;
    bool m_cut = false;
};

} // namespace core
