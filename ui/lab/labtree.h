#pragma once
// LabTree: the Search Lab's tree view: the tree each recorded search has grown by the
// timeline's step (SearchTreeView), following the node being expanded; with a second search,
// its tree beside the first after as many expansions. A run with several trees (IDA*'s
// iterations, the rotation game's digits) picks one, the current one by default. Beside the
// trees: the node clicked (its board at full size, g, h, f, what it is, and for an open node its
// place in the open list or queue) and the first search's closed list in expansion order, whose
// rows pick their node in the tree.

#include "common/ids.h"
#include "watching/searchtree.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;

namespace ui {

class MiniBoard;
class SearchLab;
class SearchTreeView;

class LabTree : public QWidget {
    Q_OBJECT
public:
    explicit LabTree(SearchLab *lab);

    // The first search's tree, and the second's (null-tree until there is one).
    SearchTreeView *view(int search = 0) const { return m_trees[search].view; }
    QListWidget *closedList() const { return m_closed; }
    // The node picked, as a board at full size beside the trees.
    MiniBoard *nodeBoard() const { return m_board; }
    // The heading over it: a closed list, or for IDA* (which keeps none) the expansions in order.
    QString closedTitle() const;
    QComboBox *treeList() const { return m_list; }
    QString nodeText() const;
    // The first search's tree on show (an index into its trees).
    int treeIndex() const;
    void setTreeIndex(int index);

    // Presentation scale: the trees' boards with 40 px cells and the node picked with 60 (48
    // without the scale: twice the trees' cells); the lab calls it on a switch.
    void setLarge(bool large);

public slots:
    // A new board or new searches: forgets the trees drawn so far.
    void rebuild();
    // Redraws the trees for the timeline's step.
    void follow();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Drawn {
        SearchTreeView *view = nullptr;
        QLabel *title = nullptr;
        std::vector<core::TreeSpan> spans;
        bool listed = false; // spans taken from the search's recording
        std::shared_ptr<const core::SearchTree> tree;
    };
    void listTrees();
    void showNode(int search, std::uint32_t node);
    core::SearchTree::GoalTest goalTest() const;
    void fillClosed();
    QString placeInWaiting(int search, const core::TreeNode &node) const;
    static bool keepsClosedList(core::AlgorithmId a);

    SearchLab *m_lab;
    QComboBox *m_list;
    QCheckBox *m_follow;
    Drawn m_trees[2];
    MiniBoard *m_board;
    QLabel *m_node;
    QLabel *m_closedTitle;
    QListWidget *m_closed;
    bool m_picked = false; // the person picked a tree: stay on it
};

} // namespace ui
