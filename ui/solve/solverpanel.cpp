#include "solve/solverpanel.h"

#include "play/gamesession.h"
#include "storage/tablecache.h"
#include "play/playbackbar.h"
#include "words/displaynames.h"
#include "words/numbertext.h"
#include "words/reasontext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ui {

SolverPanel::SolverPanel(GameSession *session, PlaybackBar *playback, QWidget *parent)
    : QWidget(parent), m_session(session), m_playback(playback)
{
    auto *layout = new QVBoxLayout(this);
    auto *choose = new QFormLayout;
    m_algorithm = new QComboBox(this);
    m_heuristic = new QComboBox(this);
    m_algorithm->setAccessibleName(tr("Algorithm"));
    m_heuristic->setAccessibleName(tr("Heuristic"));
    // Long names must not widen the panel beyond its place beside the board.
    for (QComboBox *box : {m_algorithm, m_heuristic}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    choose->addRow(tr("&Algorithm:"), m_algorithm);
    choose->addRow(tr("&Heuristic:"), m_heuristic);
    layout->addLayout(choose);
    m_solve = new QPushButton(tr("Solve"), this);
    layout->addWidget(m_solve);
    m_reason = new QLabel(this);
    m_reason->setWordWrap(true);
    m_reason->setVisible(false);
    layout->addWidget(m_reason);
    m_progress = new QLabel(tr("Ready."), this);
    m_progress->setWordWrap(true);
    m_progress->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_progress);

    // Two columns of figures keep the panel short enough for a 1280x800 screen.
    m_statsBox = new QGroupBox(tr("Last run"), this);
    auto *grid = new QGridLayout(m_statsBox);
    grid->setVerticalSpacing(2);
    const QString names[StatRows] = {tr("Algorithm:"), tr("Heuristic:"), tr("Status:"), tr("Length:"),
                                     tr("Optimal:"), tr("Expanded:"), tr("Generated:"), tr("Duplicates:"),
                                     tr("Peak frontier:"), tr("Peak memory:"), tr("Time:")};
    // Where each figure goes: (row, column); the names, the node counts (a 24-puzzle's run to
    // billions) and the time span the width, the short figures pair up.
    const int at[StatRows][2] = {{0, 0}, {1, 0}, {2, 0}, {2, 2}, {3, 0}, {4, 0}, {5, 0}, {3, 2}, {6, 0}, {6, 2}, {7, 0}};
    for (int i = 0; i < StatRows; ++i) {
        auto *value = new QLabel(QStringLiteral("-"), m_statsBox);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        const bool wide = i == Algorithm || i == Heuristic || i == Expanded || i == Generated || i == Time;
        // A long name (the 7-8 databases') or figure ("at most 1.26x", "243.3 MiB") wraps instead
        // of widening the columns past the window.
        value->setWordWrap(true);
        grid->addWidget(new QLabel(names[i], m_statsBox), at[i][0], at[i][1]);
        grid->addWidget(value, at[i][0], at[i][1] + 1, 1, wide ? 3 : 1);
        m_stats.append(value);
    }
    layout->addWidget(m_statsBox);

    auto *solutionBox = new QGroupBox(tr("Solution"), this);
    auto *solutionLayout = new QVBoxLayout(solutionBox);
    m_moves = new QListWidget(solutionBox);
    m_moves->setAccessibleName(tr("Solution moves"));
    m_moves->setFlow(QListView::LeftToRight);
    m_moves->setWrapping(true);
    m_moves->setResizeMode(QListView::Adjust);
    // Both lists give way first when the screen is short: they scroll inside themselves, so
    // the panel never needs to.
    m_moves->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_moves->setMinimumHeight(48);
    solutionLayout->addWidget(m_moves);
    m_moveWords = new QLabel(solutionBox); // how a move is written, for the puzzle on show
    m_moveWords->setWordWrap(true);
    solutionLayout->addWidget(m_moveWords);
    layout->addWidget(solutionBox, 1);

    auto *runsBox = new QGroupBox(tr("Runs this session"), this);
    auto *runsLayout = new QVBoxLayout(runsBox);
    m_runs = new QTableWidget(0, 6, runsBox);
    m_runs->setHorizontalHeaderLabels({tr("Algorithm"), tr("Heuristic"), tr("Status"), tr("Length"), tr("Expanded"),
                                       tr("Time")});
    m_runs->verticalHeader()->setVisible(false);
    m_runs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runs->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_runs->setMinimumHeight(64);
    runsLayout->addWidget(m_runs);
    layout->addWidget(runsBox, 1);

    connect(m_solve, &QPushButton::clicked, this, [this] { emit(m_busy ? cancelRequested() : solveRequested()); });
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &SolverPanel::refreshChoices);
    connect(m_moves, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_session->jumpToStep(m_moves->row(item));
    });
    connect(session, &GameSession::solutionChanged, this, &SolverPanel::refreshMoves);
    connect(session, &GameSession::puzzleChanged, this, &SolverPanel::puzzleChanged);
    refreshChoices();
}

core::AlgorithmId SolverPanel::algorithm() const
{
    return core::AlgorithmId(m_algorithm->currentData().toInt());
}

core::HeuristicId SolverPanel::heuristic() const
{
    return m_heuristic->isEnabled() ? core::HeuristicId(m_heuristic->currentData().toInt()) : core::HeuristicId::None;
}

void SolverPanel::setChoice(core::AlgorithmId a, core::HeuristicId h)
{
    const int ai = m_algorithm->findData(int(a));
    if (ai >= 0)
        m_algorithm->setCurrentIndex(ai);
    const int hi = m_heuristic->findData(int(h));
    if (hi >= 0)
        m_heuristic->setCurrentIndex(hi);
}

void SolverPanel::refreshChoices()
{
    const core::PuzzleKind kind = m_session->kind();
    const core::BoardSize size = m_session->backend().sizeOf(m_session->position());
    QVariant keepA = m_algorithm->currentData();
    QVariant keepH = m_heuristic->currentData();
    // A new size keeps the algorithm chosen if it runs there and is not an optimal search past
    // 4x4 (it would only run into its budget); otherwise, and on another puzzle, the default.
    if (!(size == m_shownSize) || kind != m_shownKind) {
        const auto kept = core::AlgorithmId(keepA.toInt());
        const auto h = core::usesHeuristic(kept) ? core::defaultHeuristic(kind, size) : core::HeuristicId::None;
        const bool large = !core::isOptimal(core::defaultAlgorithm(kind, size));
        if (!keepA.isValid() || kind != m_shownKind || core::checkCombination(kind, size, kept, h) || large
            || core::algorithmRow(kept).family == core::SearchFamily::Composite) {
            keepA = int(core::defaultAlgorithm(kind, size));
            // A 5x5 whose 6-6-6-6 tables are cached: weighted IDA* with them (1.087x the shortest,
            // each of Korf and Felner's 50 under a second) before the staged solver (1.19x).
            if (large && !core::checkCombination(kind, size, core::AlgorithmId::WeightedIdaStar, core::HeuristicId::Pdb6666)
                && !core::tablesToBuild(m_session->position(), core::HeuristicId::Pdb6666, core::defaultTableCache()))
                keepA = int(core::AlgorithmId::WeightedIdaStar), keepH = int(core::HeuristicId::Pdb6666);
        }
        m_shownSize = size;
        m_shownKind = kind;
    }
    {
        const QSignalBlocker block(m_algorithm);
        m_algorithm->clear();
        for (auto a : core::allAlgorithms(true)) {
            const auto h = core::usesHeuristic(a) ? core::defaultHeuristic(kind, size) : core::HeuristicId::None;
            if (!core::checkCombination(kind, size, a, h)) {
                m_algorithm->addItem(DisplayNames::algorithm(a), int(a));
                m_algorithm->setItemData(m_algorithm->count() - 1, DisplayNames::algorithmToolTip(a), Qt::ToolTipRole);
            }
        }
        const int i = m_algorithm->findData(keepA);
        m_algorithm->setCurrentIndex(i >= 0 ? i : m_algorithm->findData(int(core::AlgorithmId::IdaStar)));
    }
    m_heuristic->clear();
    const bool uses = core::usesHeuristic(algorithm());
    if (uses) {
        for (auto h : core::heuristicsFor(kind))
            if (!core::checkCombination(kind, size, algorithm(), h)) {
                // The choice that searches until found or cancelled says so (solvecontrol.cpp).
                m_heuristic->addItem(core::runsWithoutNodeBudget(algorithm(), h)
                                         ? tr("%1 (optimal, may take long)").arg(DisplayNames::heuristic(h))
                                         : DisplayNames::heuristic(h),
                                     int(h));
                m_heuristic->setItemData(m_heuristic->count() - 1, DisplayNames::heuristicToolTip(h), Qt::ToolTipRole);
            }
    } else {
        m_heuristic->addItem(DisplayNames::heuristic(core::HeuristicId::None), int(core::HeuristicId::None));
        m_heuristic->setItemData(0, DisplayNames::heuristicToolTip(core::HeuristicId::None), Qt::ToolTipRole);
    }
    const int hi = m_heuristic->findData(keepH);
    m_heuristic->setCurrentIndex(hi >= 0 ? hi : m_heuristic->findData(int(core::defaultHeuristic(kind, size))));
    if (m_heuristic->currentIndex() < 0)
        m_heuristic->setCurrentIndex(0);
    m_heuristic->setEnabled(uses);
}

void SolverPanel::setSolvable(bool solvable, const QString &reason)
{
    m_solvable = solvable;
    m_reason->setText(reason);
    m_reason->setVisible(!solvable);
    m_solve->setEnabled(solvable || m_busy);
    m_solve->setToolTip(solvable || m_busy ? QString() : reason);
}

QString SolverPanel::progressText() const
{
    return m_progress->text();
}

void SolverPanel::searchStarted(double priorSeconds)
{
    m_busy = true;
    m_priorSeconds = priorSeconds;
    m_solve->setText(tr("Cance&l"));
    m_solve->setEnabled(true);
    m_lastProgress = {};
    m_searching.position = m_session->position();
    m_searching.algorithm = algorithm();
    m_searching.heuristic = heuristic();
    m_lastProgressAt = std::chrono::steady_clock::now();
    m_progress->setText(tr("Searching with %1...").arg(DisplayNames::algorithm(algorithm())));
}

void SolverPanel::showProgress(const core::SearchStats &s)
{
    const auto now = std::chrono::steady_clock::now();
    const double dt = std::chrono::duration<double>(now - m_lastProgressAt).count();
    const double rate = dt > 0 ? double(s.expanded - std::min(s.expanded, m_lastProgress.expanded)) / dt : 0.0;
    m_lastProgress = s;
    m_lastProgressAt = now;
    QString depth;
    if (!s.thresholds.empty())
        depth = tr("bound %1").arg(s.thresholds.back());
    else if (!s.expandedPerDepth.empty())
        depth = tr("depth %1").arg(s.expandedPerDepth.size() - 1);
    const QString text = depth.isEmpty()
        ? tr("%L1 expanded, %L2 nodes/s, %3, %4 s")
              .arg(countText(s.expanded))
              .arg(countText(std::uint64_t(rate)))
              .arg(bytesText(s.peakBytes))
        : tr("%L1 expanded, %L2 nodes/s, %3, %4, %5 s")
              .arg(countText(s.expanded))
              .arg(countText(std::uint64_t(rate)))
              .arg(depth, bytesText(s.peakBytes));
    m_progress->setText(text.arg(decimalText(m_priorSeconds + s.seconds(), 1)));
}

void SolverPanel::showPreparation(double fraction)
{
    // Pattern databases for the heuristics, subgoal tables for the staged solver: both are
    // built once and then cached.
    m_progress->setText(m_algorithm->currentData() == QVariant(int(core::AlgorithmId::Staged))
                            ? tr("Building the staged solver's tables (first use only, about a minute): %1%")
                                  .arg(int(fraction * 100))
                            : tr("Building the pattern databases (first use only): %1%").arg(int(fraction * 100)));
}

void SolverPanel::showResult(const SolveReply &reply)
{
    m_busy = false;
    m_solve->setText(tr("Solve"));
    m_solve->setEnabled(m_solvable);
    const auto &o = reply.outcome;
    if (o.status == core::SearchStatus::Solved)
        m_progress->setText(o.moves.empty()       ? tr("Already at the goal.")
                            : o.length() == 1 ? tr("Solved: 1 move in %1.").arg(timeText(o.stats.seconds()))
                                              : tr("Solved: %1 moves in %2.").arg(countText(o.length()), timeText(o.stats.seconds())));
    else if (const QString advice = largeBoardAdvice(reply); !advice.isEmpty())
        m_progress->setText(advice);
    else if (o.status == core::SearchStatus::LimitReached && core::isBudget(o.reason))
        m_progress->setText(tr("The search ran out of its budget before finding a solution (%1). "
                               "Try IDA* with a stronger heuristic, or raise the budget in Settings.")
                                .arg(ReasonText::sentence(o.reason)));
    else
        m_progress->setText(ReasonText::sentence(o.reason));
    m_runStart = reply.request.position;
    m_hasRun = true;
    fillStats(reply);
    addRun(reply);
    setStale(false);
}

} // namespace ui
