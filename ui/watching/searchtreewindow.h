#pragma once
// SearchTreeWindow: the search tree of a step-through, in lock-step with it: every step forward
// or back redraws the tree as it stood after that expansion (SearchTreeView), following the
// node being expanded. A run with several trees (IDA*'s iterations, the rotation game's digits)
// picks one, the current one by default. Beside the tree: the node clicked (its board at full
// size, g, h, f, what it is, and for an open node its place in the open list or queue) and the
// closed list in expansion order, whose rows pick their node in the tree. "Beside it" runs a
// second algorithm on the same board and draws its tree next to the first, after as many
// expansions, so two searches can be compared node for node.

#include "watching/searchtree.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;

namespace ui {

class BackgroundTask;
class MiniBoard;
class SearchTreeView;
class StepThrough;

class SearchTreeWindow : public QDialog {
    Q_OBJECT
public:
    explicit SearchTreeWindow(StepThrough *steps);

    SearchTreeView *view() const { return m_view; }
    QListWidget *closedList() const { return m_closed; }
    QString nodeText() const;
    // The tree on show (an index into the run's trees).
    int treeIndex() const;
    void setTreeIndex(int index);
    // Presentation scale: boards with 40 px cells.
    void setLarge(bool large);
    // The second tree, beside the first (hidden until a search is picked for it).
    SearchTreeView *besideView() const { return m_besideView; }
    // Runs `choice` (one of the step-through's choices) for the tree beside the first; an
    // invalid index takes it away.
    void setBeside(int choiceIndex);
    bool besideSearching() const;

public slots:
    // Redraws the tree for the step-through's position.
    void follow();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showNode(std::uint32_t node);
    void showBeside();
    // Whether cells are the step-through board's goal (the trees mark the path to it).
    core::SearchTree::GoalTest goalTest() const;
    void fillClosed();
    QString placeInWaiting(const core::TreeNode &node) const;

    StepThrough *m_steps;
    QComboBox *m_trees;
    QCheckBox *m_follow;
    SearchTreeView *m_view;
    MiniBoard *m_board;
    QLabel *m_node;
    QListWidget *m_closed;
    QComboBox *m_beside;
    QLabel *m_besideTitle;
    SearchTreeView *m_besideView;
    BackgroundTask *m_besideTask;
    std::vector<core::ExpansionEvent> m_besideEvents;
    std::vector<core::TreeSpan> m_besideSpans;
    std::vector<core::TreeSpan> m_spans;
    const void *m_spansOf = nullptr; // the replay the spans were taken from
    std::shared_ptr<const core::SearchTree> m_tree;
    bool m_picked = false; // the person picked a tree: stay on it
};

} // namespace ui
