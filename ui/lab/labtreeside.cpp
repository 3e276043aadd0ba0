// LabTree's side pane: the node picked (its board and what it is) and the closed list, or for
// IDA* the expansions in order.
#include "lab/labtree.h"

#include "lab/searchlab.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"
#include "watching/stepreplay.h"
#include "words/numbertext.h"

#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>

#include <algorithm>

namespace ui {

using core::TreeNode;
using core::TreeNodeState;

QString LabTree::closedTitle() const
{
    return m_closedTitle->text();
}

// IDA* keeps no closed list: it forgets a board as it backs up.
bool LabTree::keepsClosedList(core::AlgorithmId a)
{
    return core::StepReplay::modelOf(a) != core::ReplayModel::Path;
}

void LabTree::fillClosed()
{
    const auto &tree = m_trees[0].tree;
    const auto closed = tree->closed();
    const int keep = m_closed->count() <= int(closed.size()) ? m_closed->count() : 0;
    if (keep == 0)
        m_closed->clear();
    // Rows already listed stay (a step forward adds one); a step back rebuilds the list.
    bool same = true;
    for (int r = 0; r < keep && same; ++r)
        same = m_closed->item(r)->data(Qt::UserRole).toULongLong() == tree->nodes()[closed[std::size_t(r)]].expansion;
    if (!same)
        m_closed->clear();
    for (std::size_t i = std::size_t(m_closed->count()); i < closed.size(); ++i) {
        const TreeNode &n = tree->nodes()[closed[i]];
        const QString text = n.h >= 0 ? tr("#%1   g %2  h %3  f %4").arg(countText(n.expansion)).arg(n.g).arg(n.h).arg(n.f)
                                      : tr("#%1   g %2").arg(countText(n.expansion)).arg(n.g);
        auto *item = new QListWidgetItem(text, m_closed);
        item->setData(Qt::UserRole, qulonglong(n.expansion));
    }
    if (m_closed->count() > 0 && m_follow->isChecked())
        m_closed->scrollToBottom();
}

QString LabTree::placeInWaiting(int search, const TreeNode &node) const
{
    const core::StepReplay *replay = m_lab->replay(search);
    if (!replay || replay->model() == core::ReplayModel::Path || replay->model() == core::ReplayModel::None)
        return {};
    for (int side = 0; side < (replay->model() == core::ReplayModel::TwoFrontiers ? 2 : 1); ++side) {
        const auto waiting = replay->waiting(replay->waitingCount(side), side);
        for (std::size_t i = 0; i < waiting.size(); ++i)
            if (waiting[i].cells == node.cells && waiting[i].g == node.g)
                return replay->model() == core::ReplayModel::OpenList
                    ? tr("Place %1 of %2 in the open list.").arg(countText(i + 1), countText(waiting.size()))
                    : tr("Place %1 of %2 in the queue.").arg(countText(i + 1), countText(waiting.size()));
    }
    return {};
}

void LabTree::showNode(int search, std::uint32_t id)
{
    const auto &tree = m_trees[search].tree;
    if (!tree || id >= tree->nodes().size())
        return;
    const TreeNode &n = tree->nodes()[id];
    m_board->setCells(n.cells);
    QString what;
    switch (n.state) {
    case TreeNodeState::Current: what = tr("Expansion #%1: the node being expanded.").arg(countText(n.expansion)); break;
    case TreeNodeState::Closed:
        what = keepsClosedList(m_lab->searchChoice(search).algorithm)
            ? tr("Expansion #%1: closed.").arg(countText(n.expansion))
            : tr("Expansion #%1: expanded (IDA* keeps no closed list, so it may meet this board again).").arg(countText(n.expansion));
        break;
    case TreeNodeState::Open: what = tr("Open: generated, waiting to be expanded.") + QLatin1Char(' ') + placeInWaiting(search, n); break;
    case TreeNodeState::Pruned: what = tr("Pruned: its f is over the bound, so this iteration goes no further here."); break;
    case TreeNodeState::Duplicate: what = tr("Already met: the search drops it."); break;
    case TreeNodeState::Goal: what = tr("The goal (or where the two searches meet)."); break;
    }
    const QString figures = n.h >= 0 ? tr("g %1 (moves from the start), h %2 (estimate to the goal), f %3").arg(n.g).arg(n.h).arg(n.f)
                                     : tr("g %1 (moves from the start)").arg(n.g);
    m_node->setText(what.trimmed() + QStringLiteral("\n") + figures + (n.onSolution ? QStringLiteral("\n") + tr("On the plan.") : QString()));
    if (search != 0)
        return;
    const auto closed = tree->closed();
    const auto it = std::find(closed.begin(), closed.end(), id);
    const QSignalBlocker hold(m_closed);
    m_closed->setCurrentRow(it == closed.end() ? -1 : int(it - closed.begin()));
}

} // namespace ui
