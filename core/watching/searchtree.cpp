#include "watching/searchtree.h"

#include <algorithm>
#include <unordered_map>

namespace core {

std::vector<TreeSpan> SearchTree::spans(const std::vector<ExpansionEvent> &events)
{
    std::vector<TreeSpan> out;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const ExpansionEvent &e = events[i];
        // The goal side's root joins the start side's forest.
        if (e.parent == ExpansionEvent::NoParent && !(e.side == 1 && !out.empty()))
            out.push_back({i, i, e.iteration, e.bound});
        if (!out.empty())
            out.back().end = i + 1;
    }
    return out;
}

std::size_t SearchTree::spanAt(const std::vector<TreeSpan> &spans, std::size_t applied)
{
    std::size_t at = 0;
    for (std::size_t i = 0; i < spans.size(); ++i)
        if (spans[i].first < std::max<std::size_t>(applied, 1))
            at = i;
    return at;
}

std::uint32_t SearchTree::add(TreeNode node)
{
    if (m_nodes.size() >= MaxNodes) {
        m_cut = true;
        return TreeNode::None;
    }
    m_nodes.push_back(std::move(node));
    return std::uint32_t(m_nodes.size() - 1);
}

SearchTree::SearchTree(const std::vector<ExpansionEvent> &events, const TreeSpan &span, std::size_t applied,
                       const GoalTest &isGoal)
{
    std::unordered_map<std::uint64_t, std::uint32_t> byOrder; // expansion order -> node
    std::unordered_map<std::string, std::uint32_t> firstMet;   // state -> first node holding it
    const std::size_t end = std::min(span.end, applied);
    for (std::size_t i = span.first; i < end; ++i) {
        const ExpansionEvent &e = events[i];
        std::uint32_t id = TreeNode::None;
        const auto parent = byOrder.find(e.parent);
        if (e.parent != ExpansionEvent::NoParent && parent != byOrder.end()) {
            // The child entry its parent generated for it.
            for (std::uint32_t c : m_nodes[parent->second].children) {
                const TreeNode &n = m_nodes[c];
                if (n.expansion == 0 && n.cells == e.cells && n.state != TreeNodeState::Duplicate
                    && n.state != TreeNodeState::Pruned) {
                    id = c;
                    break;
                }
            }
        }
        if (id == TreeNode::None) {
            TreeNode root;
            root.cells = e.cells;
            if (parent != byOrder.end()) {
                root.parent = parent->second;
                root.depth = m_nodes[parent->second].depth + 1;
            }
            id = add(std::move(root));
            if (id == TreeNode::None)
                break;
            if (parent != byOrder.end())
                m_nodes[parent->second].children.push_back(id);
        }
        TreeNode &node = m_nodes[id];
        node.g = e.g;
        node.h = e.h;
        node.f = e.f;
        node.expansion = e.order + 1;
        node.state = TreeNodeState::Closed;
        byOrder[e.order] = id;
        firstMet.try_emplace(e.cells, id);
        for (const ChildEvent &c : e.children) {
            TreeNode child;
            child.cells = c.cells;
            child.g = c.g;
            child.h = c.h;
            child.f = c.h >= 0 ? c.g + c.h : c.g;
            child.parent = id;
            child.depth = m_nodes[id].depth + 1;
            switch (c.fate) {
            case ChildFate::Queued: child.state = TreeNodeState::Open; break;
            case ChildFate::Duplicate: child.state = TreeNodeState::Duplicate; break;
            case ChildFate::Pruned: child.state = TreeNodeState::Pruned; break;
            case ChildFate::Goal: child.state = TreeNodeState::Goal; break;
            }
            if (child.state == TreeNodeState::Duplicate)
                if (const auto met = firstMet.find(c.cells); met != firstMet.end())
                    child.sameAs = met->second;
            const std::uint32_t cid = add(std::move(child));
            if (cid == TreeNode::None)
                break;
            m_nodes[id].children.push_back(cid);
            firstMet.try_emplace(m_nodes[cid].cells, cid);
        }
        if (i + 1 == end)
            m_current = id;
    }
    if (m_current != TreeNode::None)
        m_nodes[m_current].state = TreeNodeState::Current;
    markSolution(span, applied, isGoal);
    layout();
}

void SearchTree::markSolution(const TreeSpan &span, std::size_t applied, const GoalTest &isGoal)
{
    // Once the tree's search is over: its goal (the shallowest node holding it), or where the
    // frontiers met.
    if (applied < span.end)
        return;
    std::vector<std::uint32_t> ends;
    std::uint32_t goal = TreeNode::None;
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        const TreeNode &n = m_nodes[i];
        if (n.state == TreeNodeState::Goal)
            ends.push_back(i);
        else if (isGoal && n.state != TreeNodeState::Duplicate && n.state != TreeNodeState::Pruned && isGoal(n.cells)
                 && (goal == TreeNode::None || n.depth < m_nodes[goal].depth))
            goal = i;
    }
    if (ends.empty() && goal != TreeNode::None)
        ends.push_back(goal);
    // A meeting state: the other side's node with the same state is on the plan too.
    const std::size_t goals = ends.size();
    for (std::size_t k = 0; k < goals; ++k)
        for (std::uint32_t i = 0; i < m_nodes.size(); ++i)
            if (i != ends[k] && m_nodes[i].cells == m_nodes[ends[k]].cells && m_nodes[i].state != TreeNodeState::Duplicate)
                ends.push_back(i);
    for (std::uint32_t n : ends)
        for (std::uint32_t at = n; at != TreeNode::None; at = m_nodes[at].parent)
            m_nodes[at].onSolution = true;
}

void SearchTree::layout()
{
    // Leaves take whole columns in depth-first order; a parent sits over its children's middle.
    double column = 0;
    std::vector<std::pair<std::uint32_t, bool>> stack; // node, children placed
    for (std::uint32_t r = 0; r < m_nodes.size(); ++r) {
        if (m_nodes[r].parent != TreeNode::None)
            continue;
        if (r > 0)
            column += 1; // a gap between the trees of a forest
        stack.push_back({r, false});
        while (!stack.empty()) {
            auto [n, placed] = stack.back();
            TreeNode &node = m_nodes[n];
            if (node.children.empty()) {
                node.x = column;
                column += 1;
                stack.pop_back();
            } else if (!placed) {
                stack.back().second = true;
                for (auto it = node.children.rbegin(); it != node.children.rend(); ++it)
                    stack.push_back({*it, false});
            } else {
                node.x = (m_nodes[node.children.front()].x + m_nodes[node.children.back()].x) / 2;
                stack.pop_back();
            }
            m_rows = std::max(m_rows, node.depth + 1);
        }
    }
    m_columns = column;
}

std::vector<std::uint32_t> SearchTree::closed() const
{
    std::vector<std::uint32_t> out;
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i)
        if (m_nodes[i].expansion > 0)
            out.push_back(i);
    std::sort(out.begin(), out.end(), [this](std::uint32_t a, std::uint32_t b) { return m_nodes[a].expansion < m_nodes[b].expansion; });
    return out;
}

} // namespace core
