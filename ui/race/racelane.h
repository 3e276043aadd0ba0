#pragma once
// RaceLane: one run in the race view, as a column: its name, its rank, its board, a progress
// bar and what it is doing. It shows either phase of the race:
// - by work: at a shared count of expansions, the board its search was expanding then (the
//   latest sampled event with order <= the count: the run's ExpansionLog keeps every k-th),
//   its expanded count so far against its own total, the frontier size and the node's g, h, f
//   (or IDA* bound). It is done once the count reaches its total. A run without a log has
//   nothing to show here and says so;
// - the plan: its solution played from the start, one move a step, stopping at its length.

#include "solve/solverrequest.h"

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QBoxLayout;
class QHBoxLayout;
class QLabel;
class QProgressBar;

namespace ui {

class BoardView;

class RaceLane : public QWidget {
    Q_OBJECT
public:
    explicit RaceLane(const SolveReply &reply, QWidget *parent = nullptr);
    // The row the lanes go in, added to `layout` with `stretch`: it scrolls down when the window
    // is too short for the lanes' texts (large text, the presentation scale).
    static QHBoxLayout *addRow(QWidget *owner, QBoxLayout *layout, int stretch);

    const SolveReply &reply() const { return m_reply; }
    BoardView *view() const { return m_view; }
    bool hasLog() const { return m_hasLog; }
    // Copies up to `max` more events from the run's log (the race view spreads a large log
    // over several turns of the event loop). True once all are here (or there is no log).
    bool load(std::size_t max);
    bool isLoaded() const { return m_loaded; }
    bool solved() const;
    // Expansions the run made in all (its statistics' expanded count).
    std::uint64_t total() const;
    int length() const { return m_length; } // solution length, 0 when not solved

    // Race by work.
    void showWork(std::uint64_t count);
    // The same after `count` expansions: the board shown is the count-th expansion's (none at 0),
    // as the Search Lab's timeline counts.
    void showExpanded(std::uint64_t count);
    std::uint64_t work() const { return m_work; } // expanded so far: min(count, total)
    bool isDone() const { return m_work >= total(); }
    // The event on show (nullptr: no log, or nothing sampled yet).
    const core::ExpansionEvent *shownEvent() const;
    // 1 for the fewest nodes; 0 for a run out of the ranking (no plan found, or no log).
    void setRank(int rank) { m_rank = rank; }
    int rank() const { return m_rank; }

    // Plan replay: animates a single step, jumps otherwise.
    void showPlan(int from, int to);
    int planStep() const { return m_step; }

    QString statusText() const;
    // The frontier the lane's text gives: the Search Lab sets its recorded search's (one
    // definition, StepReplay::frontier); unset, the expansion's own record of it.
    void setFrontier(std::optional<std::size_t> frontier) { m_frontier = frontier; }
    QString detailText() const;

private:
    void showWorkAt(std::uint64_t count, std::ptrdiff_t lastOrder);
    void showExpansion(std::ptrdiff_t index);
    void showBoardAt(int step);
    QString workStatus() const;
    QString planStatus() const;
    void updateTexts();

    SolveReply m_reply;
    std::vector<core::ExpansionEvent> m_events;
    bool m_hasLog = false;
    bool m_loaded = true;
    int m_length = 0;
    bool m_planPhase = false;
    std::optional<std::size_t> m_frontier;
    std::uint64_t m_work = 0;
    std::ptrdiff_t m_shown = -1; // index in m_events of the event on show
    int m_rank = 0;
    int m_step = 0;
    BoardView *m_view = nullptr;
    QLabel *m_rankLabel;
    QProgressBar *m_progress;
    QLabel *m_detail;
    QLabel *m_status;
};

} // namespace ui
