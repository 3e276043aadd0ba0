#include "compare/comparepanel.h"

#include "charts/comparechart.h"
#include "compare/comparerunner.h"
#include "compare/comparisonmodel.h"
#include "play/gamesession.h"
#include "words/displaynames.h"
#include "words/reasontext.h"
#include "map/statespacemap.h"
#include "theme/presentation.h"
#include "work/tablebuild.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QGridLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

ComparePanel::ComparePanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session),
      m_runner(new CompareRunner(0, this)),
      m_model(new ComparisonModel(m_runner, this)),
      m_proxy(new QSortFilterProxyModel(this)),
      m_grid(new QGridLayout),
      m_table(new QTableView(this)),
      m_chart(new CompareChart(this)),
      m_map(new StateSpaceMap(this))
{
    m_confirmBuild = [this](const QString &question) { return TableBuild::ask(this, question); };
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    auto *gridTitle = new QLabel(tr("<b>Algorithms and heuristics</b>"), left);
    leftLayout->addWidget(gridTitle);
    m_grid->setHorizontalSpacing(10);
    leftLayout->addLayout(m_grid);
    m_run = new QPushButton(tr("Run"), left);
    m_run->setToolTip(tr("Run every ticked pair on the current board, one worker per core"));
    m_cancelAll = new QPushButton(tr("Cancel all"), left);
    m_cancelRun = new QPushButton(tr("Cancel run"), left);
    m_cancelRun->setToolTip(tr("Cancel the selected runs; the others go on"));
    m_defaults = new QPushButton(tr("Defaults"), left);
    m_race = new QPushButton(tr("Race..."), left);
    m_race->setToolTip(tr("Play two to four solved runs side by side (the selected rows, or the first four)"));
    m_experiment = new QPushButton(tr("Experiment..."), left);
    m_experiment->setToolTip(tr("Run the ticked pairs over many scrambled boards"));
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_run, 0, 0);
    buttons->addWidget(m_cancelAll, 0, 1);
    buttons->addWidget(m_cancelRun, 1, 0);
    buttons->addWidget(m_defaults, 1, 1);
    buttons->addWidget(m_race, 2, 0);
    buttons->addWidget(m_experiment, 2, 1);
    auto *stepButton = new QPushButton(tr("Search Lab..."), left);
    stepButton->setToolTip(tr("Step through the selected runs (or the first two), expansion by expansion, with their trees, map and race"));
    buttons->addWidget(stepButton, 3, 0);
    connect(stepButton, &QPushButton::clicked, this, &ComparePanel::stepThrough);
    leftLayout->addLayout(buttons);
    leftLayout->addStretch(1);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ComparisonModel::SortRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    Presentation::fitRows(m_table);
    m_table->setMinimumHeight(90);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copy = new QAction(tr("Copy"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    m_table->addAction(copy);
    connect(copy, &QAction::triggered, this, &ComparePanel::copySelection);
    auto *play = new QAction(tr("Play this run"), m_table);
    m_table->addAction(play);

    // The grid on the left; the table over the charts on the right, both as wide as can be.
    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(m_table);
    results->addWidget(m_chart);
    results->setStretchFactor(0, 1);
    results->setStretchFactor(1, 3);
    QWidget *leftPane = checklistPane(left, leftLayout);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(leftPane);
    splitter->addWidget(results);
    splitter->setStretchFactor(1, 1);
    Presentation::fitFirstPane(splitter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    connect(m_table, &QTableView::clicked, this, &ComparePanel::playRow);
    connect(play, &QAction::triggered, this, [this] { playRow(m_table->currentIndex()); });
    connect(m_run, &QPushButton::clicked, this, &ComparePanel::run);
    connect(m_cancelAll, &QPushButton::clicked, this, &ComparePanel::cancelAll);
    connect(m_cancelRun, &QPushButton::clicked, this, &ComparePanel::cancelSelected);
    connect(m_defaults, &QPushButton::clicked, this, [this] {
        const auto d = core::defaultComparison(m_kind, m_size);
        setChoices(QList<core::RunChoice>(d.begin(), d.end()));
    });
    connect(m_race, &QPushButton::clicked, this, [this] { emit raceRequested(selectedReplies()); });
    connect(m_experiment, &QPushButton::clicked, this, [this] { emit experimentRequested(choices()); });
    connect(m_runner, &CompareRunner::runChanged, this, &ComparePanel::updateButtons);
    connect(m_runner, &CompareRunner::runFinished, this, &ComparePanel::runFinished);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ComparePanel::updateButtons);
    m_chart->addPage(m_map, tr("State-space map"));
    m_chart->showPage(m_map); // the searches themselves are what the view is for
    connect(m_map->offerLab(), &QPushButton::clicked, this, &ComparePanel::stepThrough);
    connect(m_runner, &CompareRunner::started, this, &ComparePanel::showRunsOnMap);
    refreshChoices();
    updateButtons();
}

void ComparePanel::playRow(const QModelIndex &proxyIndex)
{
    const int row = m_proxy->mapToSource(proxyIndex).row();
    if (row < 0 || row >= m_runner->count())
        return;
    const CompareRun &r = m_runner->run(row);
    if (r.reply && r.reply->outcome.status == core::SearchStatus::Solved)
        emit playRequested(*r.reply);
}

QString ComparePanel::summary() const
{
    return m_summary->text();
}

void ComparePanel::setSummary(const QString &text)
{
    m_summary->setText(text);
    emit summaryChanged(text);
}

void ComparePanel::boardChanged()
{
    if (m_runner->count() == 0)
        return;
    const bool here = m_session->position() == m_runStart || m_session->solutionStep() >= 0;
    if (here == !m_model->isStale())
        return;
    m_model->setStale(!here);
    if (!here)
        setSummary(tr("These results are for an earlier board. Run again to compare on the board on show."));
}

void ComparePanel::setBudgets(std::uint64_t maxNodes, std::size_t maxBytes)
{
    m_maxNodes = maxNodes;
    m_maxBytes = maxBytes;
}

void ComparePanel::run()
{
    const QList<core::RunChoice> picked = choices();
    if (const core::Reason reason = m_session->unsolvableReason()) {
        setSummary(tr("Nothing to compare: %1").arg(ReasonText::sentence(reason)));
        return;
    }
    if (picked.isEmpty())
        return;
    for (const core::RunChoice &c : picked) {
        const QString question = TableBuild::question(m_session->position(), c.heuristic);
        if (!question.isEmpty()) {
            if (!m_confirmBuild(question))
                return;
            break; // one question: the other pairs use the same tables or quick ones
        }
    }
    QList<SolveRequest> requests;
    for (const core::RunChoice &c : picked) {
        SolveRequest r;
        r.position = m_session->position();
        r.algorithm = c.algorithm;
        r.heuristic = c.heuristic;
        r.maxNodes = m_maxNodes;
        r.maxBytes = m_maxBytes;
        r.trace = true;
        // What the state-space map and the race by work show of the search itself.
        r.watch = std::make_shared<core::ExpansionLog>(WatchCapacity);
        requests.append(r);
    }
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_runStart = m_session->position();
    m_runner->start(requests);
    setSummary(tr("Running %n searches...", nullptr, int(requests.size())));
    updateChart();
    updateButtons();
}

void ComparePanel::cancelAll()
{
    m_runner->cancelAll();
}

QList<int> ComparePanel::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        rows.append(m_proxy->mapToSource(i).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void ComparePanel::cancelSelected()
{
    for (int row : selectedRows())
        m_runner->cancel(row);
}

QList<SolveReply> ComparePanel::selectedReplies() const
{
    QList<int> rows = selectedRows();
    if (rows.isEmpty())
        for (int r = 0; r < m_runner->count(); ++r)
            rows.append(r);
    QList<SolveReply> out;
    for (int r : rows)
        if (const CompareRun &run = m_runner->run(r); run.reply && run.reply->outcome.status != core::SearchStatus::Cancelled)
            out.append(*run.reply);
    return out;
}

void ComparePanel::copySelection()
{
    QApplication::clipboard()->setText(m_model->copyText(selectedRows()));
}

void ComparePanel::runFinished()
{
    updateChart();
    updateButtons();
    if (m_runner->isBusy())
        return;
    int solved = 0, best = -1;
    for (int r = 0; r < m_runner->count(); ++r) {
        const CompareRun &run = m_runner->run(r);
        if (run.reply && run.reply->outcome.status == core::SearchStatus::Solved) {
            ++solved;
            const int len = int(run.reply->outcome.length());
            if (run.reply->outcome.optimal && (best < 0 || len < best))
                best = len;
        }
    }
    setSummary(best >= 0 ? tr("%1 of %2 runs solved; shortest plan %3 moves. Click a row to play it.")
                                       .arg(solved)
                                       .arg(m_runner->count())
                                       .arg(best)
                                 : tr("%1 of %2 runs solved.").arg(solved).arg(m_runner->count()));
}

void ComparePanel::updateChart()
{
    QList<RunSeries> runs;
    for (int r = 0; r < m_runner->count(); ++r) {
        const CompareRun &run = m_runner->run(r);
        if (!run.reply)
            continue;
        runs.append({DisplayNames::run(run.request.algorithm, run.request.heuristic), run.request.algorithm,
                     run.reply->outcome.stats, true});
    }
    m_chart->setRuns(runs);
}

void ComparePanel::updateButtons()
{
    const bool busy = m_runner->isBusy();
    m_run->setEnabled(!choices().isEmpty());
    m_cancelAll->setEnabled(busy);
    bool anyRunning = false;
    if (m_table->selectionModel())
        for (int r : selectedRows())
            anyRunning |= m_runner->run(r).state != CompareRun::State::Finished;
    m_cancelRun->setEnabled(anyRunning);
    int finished = 0;
    for (int r = 0; r < m_runner->count(); ++r)
        finished += m_runner->run(r).reply && m_runner->run(r).reply->outcome.status != core::SearchStatus::Cancelled;
    m_race->setEnabled(finished >= 2);
    m_experiment->setEnabled(!choices().isEmpty());
}

} // namespace ui
