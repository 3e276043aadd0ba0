// SolverPanel's record of runs: the last run's figures, the runs table, the move list, and
// marking or clearing what no longer belongs to the board on show.
#include "solve/solverpanel.h"

#include "board/puzzlelook.h"

#include "play/gamesession.h"
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

QString statusText(core::SearchStatus s)
{
    switch (s) {
    case core::SearchStatus::Solved: return SolverPanel::tr("Solved");
    case core::SearchStatus::Unsolvable: return SolverPanel::tr("Unsolvable");
    case core::SearchStatus::Cancelled: return SolverPanel::tr("Cancelled");
    case core::SearchStatus::LimitReached: return SolverPanel::tr("Budget reached");
    }
    return {};
}

QString statusText(core::SearchStatus s, const core::Reason &why)
{
    return s == core::SearchStatus::LimitReached && !core::isBudget(why) ? SolverPanel::tr("Stopped")
                                                                                 : statusText(s);
}

QString bytesText(std::size_t bytes)
{
    if (bytes >= (std::size_t(1) << 20))
        return SolverPanel::tr("%1 MiB").arg(decimalText(double(bytes) / double(1 << 20), 1));
    if (bytes >= 1024)
        return SolverPanel::tr("%1 KiB").arg(decimalText(double(bytes) / 1024.0, 1));
    return SolverPanel::tr("%1 B").arg(countText(bytes));
}

QString SolverPanel::lastStatus() const
{
    return m_stats[Status]->text();
}

QString SolverPanel::lastFigure(int row) const
{
    return row >= 0 && row < StatRows ? m_stats[row]->text() : QString();
}

void SolverPanel::searchCancelled()
{
    m_busy = false;
    m_solve->setText(tr("Solve"));
    m_solve->setEnabled(m_solvable);
    m_progress->setText(tr("Cancelled."));
    // What the search had done by then stays on show, and joins the runs, marked Cancelled: it
    // never says Solved, and the work it took is not lost.
    SolveReply reply;
    reply.request = m_searching;
    reply.outcome.status = core::SearchStatus::Cancelled;
    reply.outcome.stats = m_lastProgress;
    m_runStart = reply.request.position;
    m_hasRun = true;
    fillStats(reply);
    addRun(reply);
    setStale(!(m_session->position() == m_runStart));
}

QString SolverPanel::largeBoardAdvice(const SolveReply &reply)
{
    const core::PuzzleKind kind = core::kindOf(reply.request.position);
    const core::BoardSize size = core::backendFor(kind).sizeOf(reply.request.position);
    // Boards where the default is an optimal search get no such advice: the budget is the advice.
    if (reply.outcome.status != core::SearchStatus::LimitReached || core::isOptimal(core::defaultAlgorithm(kind, size)))
        return {};
    // The heuristic that IDA* runs without a node budget on this size (the 5x5's 6-6-6-6), if any.
    std::optional<core::HeuristicId> slow;
    for (const core::HeuristicId h : core::heuristicsFor(kind))
        if (core::runsWithoutNodeBudget(core::AlgorithmId::IdaStar, h)
            && !core::checkCombination(kind, size, core::AlgorithmId::IdaStar, h))
            slow = h;
    if (!slow)
        return tr("The search ran out of its budget before finding a solution: optimal solutions of boards this large "
                  "are out of reach. \"%1\" answers any board at once, though not in the fewest moves.")
            .arg(DisplayNames::shortAlgorithm(core::AlgorithmId::Structured));
    const core::Weight w = core::algorithmRow(core::AlgorithmId::WeightedIdaStar).weight;
    return tr("The search ran out of its budget before finding a solution. For the shortest plan of a %1, choose %2 "
              "with \"%3\": it runs until it finds one (minutes to hours) or you cancel. %4 with the same tables "
              "answers within a second, at most %5 times the shortest; \"%6\" at once, though further from the "
              "fewest moves.")
        .arg(QStringLiteral("%1x%2").arg(size.width).arg(size.height),
             DisplayNames::shortAlgorithm(core::AlgorithmId::IdaStar), DisplayNames::heuristic(*slow),
             DisplayNames::shortAlgorithm(core::AlgorithmId::WeightedIdaStar),
             numberLocale().toString(double(w.num) / w.den, 'g', 3),
             DisplayNames::shortAlgorithm(core::AlgorithmId::Staged));
}

void SolverPanel::clearLastRun()
{
    for (QLabel *l : m_stats)
        l->setText(QStringLiteral("-"));
    m_hasRun = false;
    setStale(false);
}

void SolverPanel::setStale(bool stale)
{
    m_stale = stale;
    m_statsBox->setTitle(stale ? tr("Last run (an earlier board)") : tr("Last run"));
    m_statsBox->setToolTip(stale ? tr("These figures belong to a board that is no longer on show.") : QString());
    for (QLabel *l : m_stats)
        l->setEnabled(!stale);
}

void SolverPanel::boardChanged()
{
    const bool onRun = m_session->position() == m_runStart || m_session->solutionStep() >= 0;
    if (m_hasRun)
        setStale(!onRun);
    for (int row = 0; row < m_runs->rowCount() && row < m_runBoards.size(); ++row) {
        const bool lastOnRun = row == m_runs->rowCount() - 1 && m_hasRun && onRun;
        const bool here = lastOnRun || m_runBoards[row] == m_session->position();
        for (int c = 0; c < m_runs->columnCount(); ++c)
            if (QTableWidgetItem *item = m_runs->item(row, c)) {
                item->setForeground(here ? palette().text() : palette().brush(QPalette::Disabled, QPalette::Text));
                item->setToolTip(here ? QString() : tr("A run on an earlier board"));
            }
    }
}

QString SolverPanel::moveWords() const
{
    return m_moveWords->text();
}

void SolverPanel::puzzleChanged()
{
    const core::PuzzleKind kind = m_session->kind();
    m_moveWords->setText(puzzleLook(kind).moveWords());
    const core::BoardSize size = m_session->backend().sizeOf(m_session->position());
    if (kind != m_shownKind || !(size == m_shownSize)) {
        // Another puzzle or size: nothing of the old one's figures may stay on show.
        clearLastRun();
        m_runs->setRowCount(0);
        m_runBoards.clear();
        if (!m_busy)
            m_progress->setText(tr("Ready."));
    }
    refreshChoices();
}

void SolverPanel::fillStats(const SolveReply &reply)
{
    const auto &o = reply.outcome;
    const bool solved = o.status == core::SearchStatus::Solved;
    // A heuristic of splits says how many the memory budget let the search use.
    const QString heuristic = o.partsOf > 0
        ? tr("%1 (%2 of %3 splits)")
              .arg(DisplayNames::shortHeuristic(reply.request.heuristic), countText(std::size_t(o.partsUsed)),
                   countText(std::size_t(o.partsOf)))
        : DisplayNames::heuristic(reply.request.heuristic);
    const QString values[StatRows] = {
        DisplayNames::algorithm(reply.request.algorithm),
        heuristic,
        statusText(o.status, o.reason),
        solved ? countText(o.length()) : QStringLiteral("-"),
        !solved     ? QStringLiteral("-")
            : o.optimal ? tr("yes")
            : o.lowerBound > 0
            ? tr("at most %1x").arg(decimalText(double(o.length()) / o.lowerBound, 2))
            : tr("no"),
        countText(o.stats.expanded),
        countText(o.stats.generated),
        countText(o.stats.duplicates),
        countText(o.stats.peakFrontier),
        bytesText(o.stats.peakBytes),
        timeText(o.stats.seconds()),
    };
    for (int i = 0; i < StatRows; ++i)
        m_stats[i]->setText(values[i]);
    constexpr int OptimalRow = 4;
    m_stats[Heuristic]->setToolTip(o.partsOf > o.partsUsed
                                          ? tr("The memory budget (Settings) held the tables of %1 of the %2 splits; "
                                               "with a larger one the search reads more of them and expands fewer nodes.")
                                                .arg(countText(std::size_t(o.partsUsed)), countText(std::size_t(o.partsOf)))
                                          : QString());
    m_stats[OptimalRow]->setToolTip(solved && !o.optimal && o.lowerBound > 0
                                        ? tr("Not proven shortest, but no plan is shorter than %1 moves (linear "
                                             "conflict of the start), so this one is at most %2 times the shortest.")
                                              .arg(countText(std::size_t(o.lowerBound)),
                                                   decimalText(double(o.length()) / o.lowerBound, 2))
                                        : QString());
}

// A search's time as the message, the figures and the runs all write it.
QString SolverPanel::timeText(double seconds)
{
    return seconds < 10 ? tr("%1 ms").arg(decimalText(seconds * 1000.0, 2)) : tr("%1 s").arg(decimalText(seconds, 2));
}

void SolverPanel::addRun(const SolveReply &reply)
{
    const auto &o = reply.outcome;
    const int row = m_runs->rowCount();
    m_runs->insertRow(row);
    const QString cells[] = {DisplayNames::algorithm(reply.request.algorithm), DisplayNames::heuristic(reply.request.heuristic),
                             statusText(o.status, o.reason),
                             o.status == core::SearchStatus::Solved ? countText(o.length()) : QString("-"),
                             countText(o.stats.expanded),
                             timeText(o.stats.seconds())};
    for (int c = 0; c < 6; ++c)
        m_runs->setItem(row, c, new QTableWidgetItem(cells[c]));
    m_runBoards.append(reply.request.position);
    m_runs->scrollToBottom();
}

void SolverPanel::refreshMoves()
{
    const std::vector<std::string> &moves = m_session->solution();
    const QString shown =
        m_session->hasSolution() ? QString::fromStdString(m_session->backend().planText(moves)) : QString();
    if (shown != m_shownMoves || m_moves->count() == 0) {
        m_shownMoves = shown;
        m_moves->clear();
        m_boldRow = -1;
        if (m_session->hasSolution()) {
            m_moves->addItem(tr("Start"));
            for (std::size_t i = 0; i < moves.size(); ++i)
                m_moves->addItem(QStringLiteral("%1. %2").arg(i + 1).arg(QString::fromStdString(moves[i])));
        }
    }
    highlightStep(m_session->solutionStep());
}

void SolverPanel::highlightStep(int step)
{
    // Row 0 is the start, row i the i-th move: the last move played is selected and bold. Only
    // the rows that change are touched, so a long plan steps as fast as a short one.
    for (const int row : {m_boldRow, step}) {
        if (QListWidgetItem *item = m_moves->item(row)) {
            QFont f = item->font();
            f.setBold(row == step);
            item->setFont(f);
        }
    }
    m_boldRow = step;
    if (QListWidgetItem *item = m_moves->item(step)) {
        m_moves->setCurrentItem(item);
        m_moves->scrollToItem(item);
    } else {
        m_moves->clearSelection();
    }
}

} // namespace ui
