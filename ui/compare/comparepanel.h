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
#include <QWidget>

class QCheckBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace ui {

class CompareChart;
class CompareRunner;
class ComparisonModel;
class GameSession;

class ComparePanel : public QWidget {
    Q_OBJECT
public:
    explicit ComparePanel(GameSession *session, QWidget *parent = nullptr);

    void setBudgets(std::uint64_t maxNodes, std::size_t maxBytes);
    QList<core::RunChoice> choices() const;
    void setChoices(const QList<core::RunChoice> &choices);
    CompareRunner *runner() const { return m_runner; }
    ComparisonModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    CompareChart *chart() const { return m_chart; }
    QCheckBox *checkBox(core::RunChoice c) const;
    // The finished runs of the selected rows, or of all rows when none is selected (in order).
    QList<SolveReply> selectedReplies() const;

public slots:
    void run();
    void cancelAll();
    void cancelSelected();
    void refreshChoices(); // after the puzzle or its size changed
    void copySelection();

signals:
    void playRequested(const ui::SolveReply &reply);
    void raceRequested(const QList<ui::SolveReply> &replies);
    void experimentRequested(const QList<core::RunChoice> &choices);

private:
    void runFinished();
    void updateButtons();
    void updateChart();
    QList<int> selectedRows() const;

    GameSession *m_session;
    CompareRunner *m_runner;
    ComparisonModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QGridLayout *m_grid;
    QHash<QString, QCheckBox *> m_boxes; // by "algorithm/heuristic" key
    QTableView *m_table;
    CompareChart *m_chart;
    QPushButton *m_run, *m_cancelAll, *m_cancelRun, *m_race, *m_experiment, *m_defaults;
    QLabel *m_summary;
    std::uint64_t m_maxNodes = core::SearchContext::DefaultMaxExpanded;
    std::size_t m_maxBytes = core::SearchContext::DefaultMaxBytes;
    core::PuzzleKind m_kind = core::PuzzleKind::Sliding;
    core::BoardSize m_size;
    bool m_built = false;
};

} // namespace ui
