#include "watching/stepthrough.h"
#include "window/screenfit.h"

#include "solve/displaynames.h"
#include "theme/presentation.h"
#include "solve/solvejob.h"
#include "watching/boardstrip.h"
#include "watching/miniboard.h"
#include "watching/searchtreewindow.h"
#include "watching/steptext.h"
#include "work/backgroundtask.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace ui {

namespace {

constexpr int TickMs = 30;

// The slider runs 0..300 on a log scale: 10^(v/100) steps a second, 1 to 1000.
double stepsPerSecond(int slider)
{
    return std::pow(10.0, slider / 100.0);
}

} // namespace

StepThrough::StepThrough(const core::Position &board, core::RunChoice choice, QWidget *parent)
    : QDialog(parent), m_board(board), m_kind(core::kindOf(board)), m_size(core::backendOf(board).sizeOf(board)),
      m_pair(new QComboBox(this)), m_status(new QLabel(this)), m_expanding(new MiniBoard(this)),
      m_node(new QLabel(tr("Press Step or Space to expand the first node."), this)),
      m_meetingText(new QLabel(tr("The frontiers meet at:"), this)), m_meeting(new MiniBoard(this)), m_children(new BoardStrip(core::RotationMoves, this)),
      m_waiting{new BoardStrip(Shown, this), new BoardStrip(Shown, this)}, m_counts(new QLabel(this)),
      m_timer(new QTimer(this)), m_task(new BackgroundTask(this))
{
    setWindowTitle(tr("Step through a search"));
    for (const core::RunChoice &c : core::sensibleChoices(m_kind, m_size))
        if (core::StepReplay::modelOf(c.algorithm) != core::ReplayModel::None) {
            m_choices.append(c);
            m_pair->addItem(DisplayNames::run(c.algorithm, c.heuristic));
        }
    m_pair->setCurrentIndex(std::max<qsizetype>(0, m_choices.indexOf(choice)));

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Search:"), this));
    top->addWidget(m_pair);
    top->addWidget(m_status, 1);
    layout->addLayout(top);
    m_status->setWordWrap(true);

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
    for (BoardStrip *s : {m_children, m_waiting[0], m_waiting[1]})
        s->setPuzzle(m_kind, m_size);
    m_expanding->setPuzzle(m_kind, m_size);
    m_meeting->setPuzzle(m_kind, m_size);
    buildControls(layout);

    // Room for the open list's eight boards and the expanding node's caption from the start; the
    // window then keeps the size it opened at while the search is stepped through (the texts
    // wrap), however long the captions grow: only the person resizes it.
    m_node->setWordWrap(true);
    m_counts->setWordWrap(true);
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    // Presentation scale: larger boards and text (from the start when it is on), and the window
    // fitted to them again on every switch.
    Presentation::follow(this, [this](bool) { fitToContent(); });
    fitToContent();
    connect(m_pair, &QComboBox::currentIndexChanged, this, &StepThrough::startSearch);
    connect(m_timer, &QTimer::timeout, this, &StepThrough::tick);
    m_timer->setInterval(TickMs);
    startSearch();
}

StepThrough::~StepThrough() = default;

void StepThrough::fitToContent()
{
    for (MiniBoard *b : findChildren<MiniBoard *>())
        b->updateGeometry();
    const bool large = Presentation::instance()->isOn();
    m_expanding->setFixedSize(large ? m_expanding->sizeHint() * 3 / 2 : m_expanding->sizeHint() * 2);
    layout()->invalidate(); // the sizes of the new font, not the cached ones
    const QMargins margins = layout()->contentsMargins();
    const int stripWidth = m_waiting[0]->fullWidth() + margins.left() + margins.right();
    setMinimumSize(0, 0);
    fitOnScreen(this, sizeHint().expandedTo(QSize(std::max(stripWidth, m_expanding->width() * 5), m_expanding->height() * 3)),
                parentWidget());
    setMinimumSize(minimumSizeHint().boundedTo(size()));
}

void StepThrough::buildControls(QLayout *layout)
{
    auto *row = new QHBoxLayout;
    m_back = new QPushButton(tr("Back to the start"), this);
    m_stepBack = new QPushButton(tr("Step back"), this);
    m_stepBack->setToolTip(tr("Undo the last expansion (Backspace)"));
    m_step = new QPushButton(tr("Step"), this);
    m_step->setToolTip(tr("Expand one node (Space)"));
    m_run = new QPushButton(tr("Run"), this);
    m_run->setToolTip(tr("Step on a timer, or pause (Enter)"));
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speed->setRange(0, 300);
    m_speed->setValue(100);
    m_speed->setToolTip(tr("Steps a second, on a log scale"));
    m_speedText = new QLabel(this);
    m_treeButton = new QPushButton(tr("Search tree..."), this);
    m_treeButton->setToolTip(tr("The tree of the search, node by node, in step with this window"));
    m_treeButton->setAutoDefault(false);
    for (QPushButton *b : {m_back, m_stepBack, m_step, m_run}) {
        b->setAutoDefault(false);
        row->addWidget(b);
    }
    row->addWidget(new QLabel(tr("Speed:"), this));
    row->addWidget(m_speed, 1);
    row->addWidget(m_speedText);
    row->addWidget(m_treeButton);
    static_cast<QBoxLayout *>(layout)->addLayout(row);

    connect(m_back, &QPushButton::clicked, this, &StepThrough::backToStart);
    connect(m_step, &QPushButton::clicked, this, &StepThrough::step);
    connect(m_stepBack, &QPushButton::clicked, this, &StepThrough::stepBack);
    connect(m_treeButton, &QPushButton::clicked, this, &StepThrough::showTree);
    connect(m_run, &QPushButton::clicked, this, &StepThrough::toggleRun);
    // Whole steps from 10 a second up, one decimal below (0.3 a second), never an exponent.
    const auto showSpeed = [this] {
        const double v = speed();
        m_speedText->setText(tr("%1 a second").arg(v >= 10 ? QLocale().toString(qRound64(v)) : QLocale().toString(v, 'f', 1)));
    };
    connect(m_speed, &QSlider::valueChanged, this, showSpeed);
    showSpeed();
    connect(new QShortcut(Qt::Key_Space, this), &QShortcut::activated, this, &StepThrough::step);
    connect(new QShortcut(Qt::Key_Backspace, this), &QShortcut::activated, this, &StepThrough::stepBack);
    for (const auto key : {Qt::Key_Return, Qt::Key_Enter})
        connect(new QShortcut(key, this), &QShortcut::activated, this, &StepThrough::toggleRun);
}

core::RunChoice StepThrough::choice() const
{
    const int i = m_pair->currentIndex();
    return i >= 0 && i < m_choices.size() ? m_choices[i] : core::RunChoice{};
}

void StepThrough::setChoice(core::RunChoice choice)
{
    if (const qsizetype i = m_choices.indexOf(choice); i >= 0)
        m_pair->setCurrentIndex(int(i));
}

bool StepThrough::isSearching() const
{
    return m_task->isRunning();
}

bool StepThrough::isRunning() const
{
    return m_timer->isActive();
}

double StepThrough::speed() const
{
    return stepsPerSecond(m_speed->value());
}

QString StepThrough::statusText() const
{
    return m_status->text();
}

QString StepThrough::nodeText() const
{
    return m_node->text();
}

void StepThrough::startSearch()
{
    m_timer->stop();
    m_replay.reset();
    m_capNote.clear();
    if (m_choices.isEmpty()) {
        m_status->setText(tr("No search that can be stepped through suits this board."));
        refresh();
        return;
    }
    SolveRequest r;
    r.position = m_board;
    r.algorithm = choice().algorithm;
    r.heuristic = choice().heuristic;
    r.maxNodes = Cap;
    r.watch = std::make_shared<core::ExpansionLog>(2 * Cap, true);
    m_status->setText(tr("Searching..."));
    m_task->run([r](std::stop_token stop, const BackgroundTask::Post &) { return solveJob(r, stop, {}); },
                [this](const SolveReply &reply) { searchDone(reply); });
    refresh();
}

void StepThrough::searchDone(const SolveReply &reply)
{
    const auto &log = reply.request.watch;
    m_replay = std::make_unique<core::StepReplay>(reply.request.algorithm, log ? log->events()
                                                                               : std::vector<core::ExpansionEvent>{});
    if (reply.outcome.status == core::SearchStatus::LimitReached && reply.outcome.stats.expanded >= Cap)
        m_capNote = tr("This search needs more than %L1 expansions; the step-through shows its first %L1.").arg(Cap);
    refresh();
    emit searchFinished();
}

void StepThrough::step()
{
    if (m_replay && m_replay->step())
        refresh();
    if (m_replay && m_replay->atEnd())
        m_timer->stop();
    updateButtons();
}

void StepThrough::stepBack()
{
    m_timer->stop();
    if (!m_replay || m_replay->position() == 0)
        return;
    const std::size_t target = m_replay->position() - 1;
    m_replay->restart();
    while (m_replay->position() < target && m_replay->step()) {
    }
    refresh();
}

void StepThrough::showTree()
{
    if (!m_tree)
        m_tree = new SearchTreeWindow(this);
    m_tree->show();
    m_tree->raise();
}

void StepThrough::toggleRun()
{
    if (m_timer->isActive()) {
        m_timer->stop();
    } else if (m_replay && !m_replay->atEnd()) {
        m_due = 0;
        m_timer->start();
    }
    updateButtons();
}

void StepThrough::backToStart()
{
    m_timer->stop();
    if (m_replay)
        m_replay->restart();
    refresh();
}

// At most TickMs worth of steps (up to 30 at the top speed), then one redraw.
void StepThrough::tick()
{
    if (!m_replay)
        return;
    m_due += speed() * TickMs / 1000.0;
    bool moved = false;
    for (; m_due >= 1 && !m_replay->atEnd(); m_due -= 1)
        moved |= m_replay->step();
    if (moved)
        refresh();
    if (m_replay->atEnd()) {
        m_timer->stop();
        updateButtons();
    }
}

} // namespace ui
