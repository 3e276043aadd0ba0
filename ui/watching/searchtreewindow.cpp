#include "watching/searchtreewindow.h"

#include "solve/displaynames.h"
#include "solve/numbertext.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"
#include "watching/stepthrough.h"
#include "window/screenfit.h"
#include "theme/presentation.h"
#include "watching/stepreplay.h"
#include "work/backgroundtask.h"

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
#include <QVBoxLayout>

namespace ui {

using core::TreeNode;
using core::TreeNodeState;

SearchTreeWindow::SearchTreeWindow(StepThrough *steps)
    : QDialog(steps), m_steps(steps), m_trees(new QComboBox(this)), m_follow(new QCheckBox(tr("Follow the expansion"), this)),
      m_view(new SearchTreeView(this)), m_board(new MiniBoard(this)), m_node(new QLabel(this)), m_closed(new QListWidget(this)),
      m_beside(new QComboBox(this)), m_besideTitle(new QLabel(this)), m_besideView(new SearchTreeView(this)),
      m_besideTask(new BackgroundTask(this))
{
    setWindowTitle(tr("Search tree"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Tree:"), this));
    top->addWidget(m_trees, 1);
    m_follow->setChecked(true);
    top->addWidget(m_follow);
    top->addWidget(new QLabel(tr("Beside it:"), this));
    m_beside->addItem(tr("Nothing"));
    for (const core::RunChoice &c : steps->choices())
        m_beside->addItem(DisplayNames::run(c.algorithm, c.heuristic));
    m_beside->setToolTip(tr("A second search of the same board, its tree drawn beside after as many expansions"));
    top->addWidget(m_beside);
    auto *fit = new QPushButton(tr("Fit"), this);
    fit->setAutoDefault(false);
    fit->setToolTip(tr("The whole tree in view (0); the wheel zooms, dragging pans"));
    top->addWidget(fit);
    layout->addLayout(top);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("The node picked"), side));
    sideLayout->addWidget(m_board);
    m_node->setWordWrap(true);
    m_node->setText(tr("Click a node to see it here."));
    sideLayout->addWidget(m_node);
    sideLayout->addWidget(new QLabel(tr("Closed list, in expansion order"), side));
    m_closed->setAccessibleName(tr("Closed list"));
    sideLayout->addWidget(m_closed, 1);
    auto *beside = new QWidget(this);
    auto *besideLayout = new QVBoxLayout(beside);
    besideLayout->setContentsMargins(0, 0, 0, 0);
    besideLayout->addWidget(m_besideTitle);
    besideLayout->addWidget(m_besideView, 1);
    beside->hide();
    auto *split = new QSplitter(this);
    split->addWidget(m_view);
    split->addWidget(beside);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 1);
    layout->addWidget(split, 1);

    const core::Position &board = steps->board();
    const auto kind = core::kindOf(board);
    const auto size = core::backendOf(board).sizeOf(board);
    m_view->setPuzzle(kind, size);
    m_besideView->setPuzzle(kind, size);
    m_board->setPuzzle(kind, size);
    m_board->setFixedSize(m_board->sizeHint() * 2);

    connect(fit, &QPushButton::clicked, m_view, &SearchTreeView::fit);
    connect(fit, &QPushButton::clicked, m_besideView, &SearchTreeView::fit);
    connect(m_beside, &QComboBox::activated, this, [this](int i) { setBeside(i - 1); });
    connect(m_view, &SearchTreeView::nodeClicked, this, &SearchTreeWindow::showNode);
    connect(m_trees, &QComboBox::activated, this, [this] {
        m_picked = true;
        follow();
        m_view->fit();
    });
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_picked = false;
        follow();
    });
    connect(m_closed, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_tree || row < 0)
            return;
        const auto closed = m_tree->closed();
        if (std::size_t(row) < closed.size()) {
            m_view->select(closed[std::size_t(row)]);
            showNode(closed[std::size_t(row)]);
        }
    });
    connect(steps, &StepThrough::moved, this, &SearchTreeWindow::follow);
    setLarge(Presentation::instance()->isOn());
    Presentation::follow(this, [this](bool on) { setLarge(on); });
    fitOnScreen(this, QSize(1100, 720), steps);
    follow();
}

// Opened: the whole tree in view once the window has its size, if it reads at that size.
void SearchTreeWindow::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    QTimer::singleShot(0, m_view, &SearchTreeView::fitReadable);
}

int SearchTreeWindow::treeIndex() const
{
    return m_trees->currentIndex();
}

void SearchTreeWindow::setTreeIndex(int index)
{
    m_trees->setCurrentIndex(index);
    m_picked = true;
    follow();
}

void SearchTreeWindow::setLarge(bool large)
{
    m_view->setLarge(large);
    m_besideView->setLarge(large);
    m_board->updateGeometry();
    m_board->setFixedSize(m_board->sizeHint() * (large ? 1 : 2));
}

QString SearchTreeWindow::nodeText() const
{
    return m_node->text();
}

void SearchTreeWindow::follow()
{
    const core::StepReplay *replay = m_steps->replay();
    if (!replay) {
        m_spans.clear();
        m_trees->clear();
        m_view->setTree(nullptr, false);
        m_closed->clear();
        return;
    }
    if (m_spansOf != replay) {
        m_spansOf = replay;
        m_spans = core::SearchTree::spans(replay->events());
        m_picked = false;
        const QSignalBlocker hold(m_trees);
        m_trees->clear();
        for (std::size_t i = 0; i < m_spans.size(); ++i) {
            const core::TreeSpan &s = m_spans[i];
            const QString expansions = countText(s.end - s.first);
            m_trees->addItem(s.iteration >= 0 ? tr("Iteration %1, bound %2 (%3 expansions)").arg(s.iteration + 1).arg(s.bound).arg(expansions)
                             : m_spans.size() > 1 ? tr("Search %1 (%2 expansions)").arg(i + 1).arg(expansions)
                                                  : tr("The search (%1 expansions)").arg(expansions));
        }
    }
    if (m_spans.empty())
        return;
    // The tree the step-through is in, unless the person picked one.
    const std::size_t position = replay->position();
    if (!m_picked) {
        const QSignalBlocker hold(m_trees);
        m_trees->setCurrentIndex(int(core::SearchTree::spanAt(m_spans, position)));
    }
    const core::TreeSpan &span = m_spans[std::size_t(std::max(0, m_trees->currentIndex()))];
    m_tree = std::make_shared<const core::SearchTree>(replay->events(), span, position, goalTest());
    m_view->setTree(m_tree, m_follow->isChecked());
    fillClosed();
    showBeside();
}

core::SearchTree::GoalTest SearchTreeWindow::goalTest() const
{
    const core::Position &board = m_steps->board();
    return [&board, &backend = core::backendOf(board)](const std::string &cells) {
        const auto p = backend.fromCells(board, cells);
        return p && backend.isGoal(*p);
    };
}

void SearchTreeWindow::fillClosed()
{
    const auto closed = m_tree->closed();
    const int keep = m_closed->count() <= int(closed.size()) ? m_closed->count() : 0;
    if (keep == 0)
        m_closed->clear();
    // Rows already listed stay (a step forward adds one); a step back rebuilds the list.
    bool same = true;
    for (int r = 0; r < keep && same; ++r)
        same = m_closed->item(r)->data(Qt::UserRole).toULongLong() == m_tree->nodes()[closed[std::size_t(r)]].expansion;
    if (!same)
        m_closed->clear();
    for (std::size_t i = std::size_t(m_closed->count()); i < closed.size(); ++i) {
        const TreeNode &n = m_tree->nodes()[closed[i]];
        const QString text = n.h >= 0 ? tr("#%1   g %2  h %3  f %4").arg(countText(n.expansion)).arg(n.g).arg(n.h).arg(n.f)
                                      : tr("#%1   g %2").arg(countText(n.expansion)).arg(n.g);
        auto *item = new QListWidgetItem(text, m_closed);
        item->setData(Qt::UserRole, qulonglong(n.expansion));
    }
    if (m_closed->count() > 0 && m_follow->isChecked())
        m_closed->scrollToBottom();
}

QString SearchTreeWindow::placeInWaiting(const TreeNode &node) const
{
    const core::StepReplay *replay = m_steps->replay();
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

void SearchTreeWindow::showNode(std::uint32_t id)
{
    if (!m_tree || id >= m_tree->nodes().size())
        return;
    const TreeNode &n = m_tree->nodes()[id];
    m_board->setCells(n.cells);
    QString what;
    switch (n.state) {
    case TreeNodeState::Current: what = tr("Expansion #%1: the node being expanded.").arg(countText(n.expansion)); break;
    case TreeNodeState::Closed: what = tr("Expansion #%1: closed.").arg(countText(n.expansion)); break;
    case TreeNodeState::Open: what = tr("Open: generated, waiting to be expanded.") + QLatin1Char(' ') + placeInWaiting(n); break;
    case TreeNodeState::Pruned: what = tr("Pruned: its f is over the bound, so this iteration goes no further here."); break;
    case TreeNodeState::Duplicate: what = tr("Already met: the search drops it."); break;
    case TreeNodeState::Goal: what = tr("The goal (or where the two searches meet)."); break;
    }
    const QString figures = n.h >= 0 ? tr("g %1 (moves from the start), h %2 (estimate to the goal), f %3").arg(n.g).arg(n.h).arg(n.f)
                                     : tr("g %1 (moves from the start)").arg(n.g);
    m_node->setText(what.trimmed() + QStringLiteral("\n") + figures + (n.onSolution ? QStringLiteral("\n") + tr("On the plan.") : QString()));
    const auto closed = m_tree->closed();
    const auto it = std::find(closed.begin(), closed.end(), id);
    const QSignalBlocker hold(m_closed);
    m_closed->setCurrentRow(it == closed.end() ? -1 : int(it - closed.begin()));
}

} // namespace ui
