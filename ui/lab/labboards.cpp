#include "lab/labboards.h"

#include "lab/searchlab.h"
#include "theme/presentation.h"
#include "watching/boardstrip.h"
#include "watching/miniboard.h"
#include "watching/steptext.h"
#include "words/displaynames.h"

#include "puzzles/puzzlebackend.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

// The strip of children has room for the most children any puzzle shows.
int childrenShown()
{
    int most = 0;
    for (const core::PuzzleKind kind : core::allPuzzleKinds())
        most = std::max(most, core::backendFor(kind).childrenShown());
    return most;
}

} // namespace

LabBoards::LabBoards(SearchLab *lab)
    : QWidget(lab), m_lab(lab), m_which(new QComboBox(this)), m_expanding(new MiniBoard(this)),
      m_node(new QLabel(this)), m_meetingText(new QLabel(tr("The frontiers meet at:"), this)), m_meeting(new MiniBoard(this)),
      m_children(new BoardStrip(childrenShown(), this)), m_waiting{new BoardStrip(Shown, this), new BoardStrip(Shown, this)},
      m_counts(new QLabel(this))
{
    m_which->setAccessibleName(tr("Search shown"));
    m_which->setToolTip(tr("Which of the two searches this view shows"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_which, 0, Qt::AlignLeft);
    auto *middle = new QHBoxLayout;
    auto *nodeBox = new QVBoxLayout;
    nodeBox->addWidget(new QLabel(tr("Expanding"), this));
    nodeBox->addWidget(m_expanding);
    nodeBox->addWidget(m_node);
    nodeBox->addWidget(m_meetingText);
    nodeBox->addWidget(m_meeting);
    nodeBox->addStretch(1);
    middle->addLayout(nodeBox);
    middle->addWidget(m_children, 1, Qt::AlignTop);
    m_children->setTitle(tr("Its children"));
    layout->addLayout(middle);
    layout->addWidget(m_waiting[0]);
    layout->addWidget(m_waiting[1]);
    layout->addWidget(m_counts);
    layout->addStretch(1);
    // The texts wrap: however long a caption grows, only the person resizes the window.
    m_node->setWordWrap(true);
    m_counts->setWordWrap(true);
    connect(m_which, &QComboBox::currentIndexChanged, this, &LabBoards::follow);
    rebuild();
}

int LabBoards::search() const
{
    return std::max(0, m_which->currentIndex());
}

void LabBoards::setSearch(int search)
{
    m_which->setCurrentIndex(search);
}

QString LabBoards::nodeText() const
{
    return m_node->text();
}

QSize LabBoards::fullSize() const
{
    const QMargins margins = layout()->contentsMargins();
    return QSize(std::max(m_waiting[0]->fullWidth(), m_expanding->width() * 4) + margins.left() + margins.right(),
                 m_expanding->height() * 3);
}

void LabBoards::sizeBoards()
{
    for (MiniBoard *b : findChildren<MiniBoard *>())
        b->updateGeometry();
    const bool large = Presentation::instance()->isOn();
    m_expanding->setFixedSize(large ? m_expanding->sizeHint() * 3 / 2 : m_expanding->sizeHint() * 2);
    m_node->setMaximumWidth(std::max(m_expanding->width(), fontMetrics().averageCharWidth() * 24));
}

void LabBoards::rebuild()
{
    const core::Position &board = m_lab->board();
    const core::PuzzleKind kind = core::kindOf(board);
    const core::BoardSize size = core::backendOf(board).sizeOf(board);
    for (BoardStrip *s : {m_children, m_waiting[0], m_waiting[1]})
        s->setPuzzle(kind, size);
    m_expanding->setPuzzle(kind, size);
    m_meeting->setPuzzle(kind, size);
    {
        const QSignalBlocker hold(m_which);
        const int was = m_which->currentIndex();
        m_which->clear();
        for (int s = 0; s < m_lab->searchCount(); ++s) {
            const core::RunChoice c = m_lab->searchChoice(s);
            m_which->addItem(DisplayNames::run(c.algorithm, c.heuristic));
        }
        m_which->setCurrentIndex(std::clamp(was, 0, m_which->count() - 1));
        m_which->setVisible(m_which->count() > 1);
    }
    sizeBoards();
    follow();
}

void LabBoards::follow()
{
    showNode();
    showChildren();
    showWaiting();
    const core::StepReplay *replay = m_lab->replay(search());
    m_counts->setText(replay ? StepText::counts(replay->counts(), replay->model()) : QString());
}

void LabBoards::showNode()
{
    const core::StepReplay *replay = m_lab->replay(search());
    const core::ExpansionEvent *now = replay ? replay->current() : nullptr;
    m_expanding->setCells(now ? now->cells : std::string());
    m_node->setText(now ? StepText::node(*now, replay->model())
                  : replay ? tr("Press Step or Space to expand the first node.")
                           : tr("Searching..."));
    const bool met = replay && replay->meeting();
    m_meeting->setCells(met ? *replay->meeting() : std::string());
    m_meeting->setVisible(met);
    m_meetingText->setVisible(met);
}

void LabBoards::showChildren()
{
    QList<StripEntry> entries;
    const core::StepReplay *replay = m_lab->replay(search());
    if (const core::ExpansionEvent *now = replay ? replay->current() : nullptr)
        for (const core::ChildEvent &c : now->children)
            entries.append(StepText::child(c, replay->model()));
    m_children->setEntries(entries);
}

void LabBoards::showWaiting()
{
    const core::StepReplay *replay = m_lab->replay(search());
    const core::ReplayModel model = replay ? replay->model() : core::StepReplay::modelOf(m_lab->searchChoice(search()).algorithm);
    m_waiting[1]->setVisible(model == core::ReplayModel::TwoFrontiers);
    for (int side = 0; side < 2; ++side) {
        QList<StripEntry> entries;
        std::size_t count = 0;
        if (replay && model == core::ReplayModel::Path) {
            for (const core::ReplayEntry &e : replay->path())
                entries.append(StepText::waiting(e));
            count = entries.size();
            if (entries.size() > Shown)
                entries = entries.mid(entries.size() - Shown); // the end of the path is where the search is
        } else if (replay) {
            for (const core::ReplayEntry &e : replay->waiting(Shown, side))
                entries.append(StepText::waiting(e));
            count = replay->waitingCount(side);
        }
        m_waiting[side]->setTitle(StepText::waitingTitle(model, side, count, replay ? replay->bound() : -1));
        m_waiting[side]->setEntries(entries, model == core::ReplayModel::Path ? 0 : count - std::size_t(entries.size()));
    }
}

} // namespace ui
