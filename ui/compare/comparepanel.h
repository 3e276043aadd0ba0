#pragma once
// ComparePanel: algorithms side by side on the current board. A grid of checkboxes picks the
// algorithm x heuristic pairs that make sense for the puzzle and size; Run starts them all in
// the background (CompareRunner: one worker per core, each run with its own progress, cancel
// and budgets); the results table (sortable, copyable) and the charts fill in as runs finish.
// Clicking a finished row asks the window to play that run's solution; Race opens two to four
// runs side by side; Experiment runs the ticked pairs over many scrambles.

#include "solvers/comparison.h"
#include "solve/solverrequest.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>

class QCheckBox;
class QGridLayout;
class QLayout;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace ui {

class CompareChart;
class CompareRunner;
class ComparisonModel;
class GameSession;
class SearchLab;
class StateSpaceMap;

class ComparePanel : public QWidget {
    Q_OBJECT
public:
    explicit ComparePanel(GameSession *session, QWidget *parent = nullptr);
    // Expansions each run keeps for the views of the search (a uniform sample beyond it).
    static constexpr std::size_t WatchCapacity = 100'000;

    void setBudgets(std::uint64_t maxNodes, std::size_t maxBytes);
    QList<core::RunChoice> choices() const;
    // Every pair that suits the puzzle on show, in the grid's order.
    QList<core::RunChoice> available() const;
    void setChoices(const QList<core::RunChoice> &choices);
    CompareRunner *runner() const { return m_runner; }
    ComparisonModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    CompareChart *chart() const { return m_chart; }
    StateSpaceMap *stateSpaceMap() const { return m_map; }
    QCheckBox *checkBox(core::RunChoice c) const;
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QString summary() const;
    // Asked before a run whose tables take minutes to build (work/tablebuild.h); true to go on.
    // By default a message box asks; tests answer here.
    void setConfirmBuild(std::function<bool(const QString &question)> confirm) { m_confirmBuild = std::move(confirm); }
    // Plays the run of this row of the proxy (a finished, solved run), through playRequested.
    void playRow(const QModelIndex &proxyIndex);
    // The finished runs of the selected rows, or of all rows when none is selected (in order).
    QList<SolveReply> selectedReplies() const;

public slots:
    void run();
    void cancelAll();
    void cancelSelected();
    // Brings back the Search Lab as it was left when it was last opened on the board on show;
    // else opens it there with the selected runs' pairs (or the first two runs'), or before any
    // run the first ticked pair.
    void stepThrough();
    // Opens the Search Lab on `board` with these searches (the first two).
    void openLab(const core::Position &board, const QList<core::RunChoice> &searches);
    void showMap();
    void refreshChoices(); // after the puzzle or its size changed
    void copySelection();
    // After any board change: the results are marked as from an earlier board once the board
    // on show is neither the one they ran on nor on one of their solutions.
    void boardChanged();

signals:
    void playRequested(const ui::SolveReply &reply);
    void raceRequested(const QList<ui::SolveReply> &replies);
    void experimentRequested(const QList<core::RunChoice> &choices);
    void choicesChanged();
    void summaryChanged(const QString &summary);

private:
    QWidget *checklistPane(QWidget *left, QLayout *leftLayout);
    void runFinished();
    void updateButtons();
    void updateChart();
    QList<int> selectedRows() const;
    void setSummary(const QString &text);
    void showRunsOnMap();

    GameSession *m_session;
    CompareRunner *m_runner;
    ComparisonModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QGridLayout *m_grid;
    QHash<QString, QCheckBox *> m_boxes; // by "algorithm/heuristic" key
    QTableView *m_table;
    CompareChart *m_chart;
    StateSpaceMap *m_map;
    // The Search Lab last opened: closed (Esc, the window's close) it is hidden, not discarded,
    // so F9 on the same board brings it back as it was (its searches, step and view).
    QPointer<SearchLab> m_lab;
    QPushButton *m_run, *m_cancelAll, *m_cancelRun, *m_race, *m_experiment, *m_defaults;
    QLabel *m_summary;
    std::uint64_t m_maxNodes = core::SearchContext::DefaultMaxExpanded;
    std::size_t m_maxBytes = core::SearchContext::DefaultMaxBytes;
    core::PuzzleKind m_kind = core::allPuzzleKinds().front(); // until a board is shown
    core::BoardSize m_size;
    bool m_built = false;
    core::Position m_runStart; // the board the runs on show started from
    std::function<bool(const QString &)> m_confirmBuild;
};

} // namespace ui
