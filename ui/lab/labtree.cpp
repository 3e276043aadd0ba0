#include "lab/labtree.h"

#include "lab/searchlab.h"
#include "theme/presentation.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"
#include "watching/stepreplay.h"
#include "words/displaynames.h"
#include "words/numbertext.h"

#include "puzzles/puzzlebackend.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTimer>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

// A scroll area that scrolls down only: as wide as its content needs, however short.
class ColumnScroll : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    QSize minimumSizeHint() const override
    {
        const int content = widget() ? widget()->minimumSizeHint().width() : 0;
        return {content + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), QScrollArea::minimumSizeHint().height()};
    }
    QSize sizeHint() const override { return minimumSizeHint().expandedTo(QScrollArea::sizeHint()); }
};

} // namespace

using core::TreeNode;
using core::TreeNodeState;

LabTree::LabTree(SearchLab *lab)
    : QWidget(lab), m_lab(lab), m_list(new QComboBox(this)), m_follow(new QCheckBox(tr("Follow the expansion"), this)),
      m_board(new MiniBoard(this)), m_node(new QLabel(tr("Click a node to see it here."), this)), m_closed(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Tree:"), this));
    m_list->setAccessibleName(tr("Tree"));
    top->addWidget(m_list, 1);
    m_follow->setChecked(true);
    top->addWidget(m_follow);
    auto *fit = new QPushButton(tr("Fit"), this);
    fit->setAutoDefault(false);
    fit->setToolTip(tr("The whole tree in view (0); the wheel zooms, dragging pans"));
    top->addWidget(fit);
    layout->addLayout(top);

    auto *split = new QSplitter(this);
    for (Drawn &d : m_trees) {
        auto *pane = new QWidget(this);
        auto *paneLayout = new QVBoxLayout(pane);
        paneLayout->setContentsMargins(0, 0, 0, 0);
        d.title = new QLabel(pane);
        d.view = new SearchTreeView(pane);
        paneLayout->addWidget(d.title);
        paneLayout->addWidget(d.view, 1);
        split->addWidget(pane);
        connect(fit, &QPushButton::clicked, d.view, &SearchTreeView::fit);
    }
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("The node picked"), side));
    sideLayout->addWidget(m_board);
    m_node->setWordWrap(true);
    sideLayout->addWidget(m_node);
    m_closedTitle = new QLabel(tr("Closed list, in expansion order"), side);
    m_closedTitle->setWordWrap(true);
    sideLayout->addWidget(m_closedTitle);
    m_closed->setAccessibleName(tr("Closed list"));
    sideLayout->addWidget(m_closed, 1);
    // The picked node's board keeps its size (60 px cells under the scale): on a short window
    // the side scrolls instead of laying its texts over the board.
    auto *sideScroll = new ColumnScroll(this);
    sideScroll->setWidget(side);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    split->addWidget(sideScroll);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 1);
    layout->addWidget(split, 1);

    connect(m_trees[0].view, &SearchTreeView::nodeClicked, this, [this](std::uint32_t n) { showNode(0, n); });
    connect(m_trees[1].view, &SearchTreeView::nodeClicked, this, [this](std::uint32_t n) { showNode(1, n); });
    connect(m_list, &QComboBox::activated, this, [this] {
        m_picked = true;
        follow();
        m_trees[0].view->fit();
    });
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_picked = false;
        follow();
    });
    connect(m_closed, &QListWidget::currentRowChanged, this, [this](int row) {
        const auto &tree = m_trees[0].tree;
        if (!tree || row < 0)
            return;
        const auto closed = tree->closed();
        if (std::size_t(row) < closed.size()) {
            m_trees[0].view->select(closed[std::size_t(row)]);
            showNode(0, closed[std::size_t(row)]);
        }
    });
    rebuild();
}

// Shown: the whole tree in view once the view has its size, if it reads at that size.
void LabTree::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    QTimer::singleShot(0, m_trees[0].view, &SearchTreeView::fitReadable);
    QTimer::singleShot(0, m_trees[1].view, &SearchTreeView::fitReadable);
}

int LabTree::treeIndex() const
{
    return m_list->currentIndex();
}

void LabTree::setTreeIndex(int index)
{
    m_list->setCurrentIndex(index);
    m_picked = true;
    follow();
}

void LabTree::setLarge(bool large)
{
    for (Drawn &d : m_trees)
        d.view->setLarge(large);
    m_board->updateGeometry();
    // Larger under the scale than without it (60 px cells for a 3 x 3 board, where it had 40
    // against 48 without), but no side past LargeNodeSide, so that a 6 x 6 lot or the rotation
    // game's '#' beside the trees still fits at 1280 x 800.
    constexpr qreal LargeNodeSide = 280;
    const QSize hint = m_board->sizeHint();
    const qreal longest = std::max(1, std::max(hint.width(), hint.height()));
    m_board->setFixedSize(hint * (large ? std::min(1.5, LargeNodeSide / longest) : 2.0));
}

QString LabTree::nodeText() const
{
    return m_node->text();
}

void LabTree::rebuild()
{
    const bool closedList = keepsClosedList(m_lab->searchChoice(0).algorithm);
    m_closedTitle->setText(closedList ? tr("Closed list, in expansion order")
                                      : tr("Expanded, in order (IDA* keeps no closed list: it forgets a board as it backs up)"));
    m_closed->setAccessibleName(closedList ? tr("Closed list") : tr("Expanded, in order"));
    const core::Position &board = m_lab->board();
    const auto kind = core::kindOf(board);
    const auto size = core::backendOf(board).sizeOf(board);
    for (int s = 0; s < 2; ++s) {
        Drawn &d = m_trees[s];
        d.view->setPuzzle(kind, size);
        d.view->setTree(nullptr, false);
        d.tree.reset();
        d.spans.clear();
        d.listed = false;
        d.view->parentWidget()->setVisible(s < m_lab->searchCount());
    }
    m_board->setPuzzle(kind, size);
    m_board->setCells({});
    m_node->setText(tr("Click a node to see it here."));
    m_closed->clear();
    m_picked = false;
    {
        const QSignalBlocker hold(m_list);
        m_list->clear();
    }
    setLarge(Presentation::instance()->isOn());
    follow();
}

void LabTree::listTrees()
{
    const QSignalBlocker hold(m_list);
    m_list->clear();
    const auto &spans = m_trees[0].spans;
    for (std::size_t i = 0; i < spans.size(); ++i) {
        const core::TreeSpan &s = spans[i];
        const QString expansions = countText(s.end - s.first);
        m_list->addItem(s.iteration >= 0 ? tr("Iteration %1, bound %2 (%3 expansions)").arg(s.iteration + 1).arg(s.bound).arg(expansions)
                        : spans.size() > 1 ? tr("Search %1 (%2 expansions)").arg(i + 1).arg(expansions)
                                           : tr("The search (%1 expansions)").arg(expansions));
    }
}

void LabTree::follow()
{
    for (int s = 0; s < m_lab->searchCount(); ++s) {
        Drawn &d = m_trees[s];
        const core::StepReplay *replay = m_lab->replay(s);
        const core::RunChoice c = m_lab->searchChoice(s);
        const QString name = DisplayNames::run(c.algorithm, c.heuristic);
        d.title->setText(replay ? name : tr("%1: searching...").arg(name));
        if (!replay)
            continue;
        if (!d.listed) {
            d.listed = true;
            d.spans = core::SearchTree::spans(replay->events());
            if (s == 0)
                listTrees();
        }
        if (d.spans.empty())
            continue;
        // The tree the search is in at this step, unless the person picked one (first tree only).
        const std::size_t position = replay->position();
        std::size_t span = core::SearchTree::spanAt(d.spans, position);
        if (s == 0) {
            if (m_picked)
                span = std::size_t(std::max(0, m_list->currentIndex()));
            const QSignalBlocker hold(m_list);
            m_list->setCurrentIndex(int(span));
        }
        d.tree = std::make_shared<const core::SearchTree>(replay->events(), d.spans[span], position, goalTest());
        d.view->setTree(d.tree, m_follow->isChecked());
    }
    if (m_trees[0].tree)
        fillClosed();
}

core::SearchTree::GoalTest LabTree::goalTest() const
{
    const core::Position &board = m_lab->board();
    return [board, &backend = core::backendOf(board)](const std::string &cells) {
        const auto p = backend.fromCells(board, cells);
        return p && backend.isGoal(*p);
    };
}

} // namespace ui
