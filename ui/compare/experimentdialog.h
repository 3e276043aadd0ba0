#pragma once
// ExperimentDialog: a batch experiment. K scrambled boards (uniformly random, or at an exact
// distance D) x the algorithm/heuristic pairs ticked in the compare panel, run one after the
// other in the background under the window's budgets; a table of medians and totals per pair
// (with the effective branching factor) and a table of every run. Export as CSV or JSON;
// double-clicking a run opens its board in the player.

#include "experiments/experimentcsv.h"
#include "experiments/experimentjson.h"

#include "work/backgroundtask.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ui {

class ExperimentDialog : public QDialog {
    Q_OBJECT
public:
    ExperimentDialog(const core::Position &start, const QList<core::RunChoice> &choices,
                     std::uint64_t maxNodes, std::size_t maxBytes, QWidget *parent = nullptr);

    core::ExperimentConfig config() const;
    void setCount(int k);
    void setDistanceMode(int distance); // switches to "at distance D"
    bool isRunning() const { return m_running; }
    const std::vector<core::ExperimentRow> &rows() const { return m_rows; }
    QTableWidget *summaryTable() const { return m_summary; }
    QTableWidget *rowsTable() const { return m_table; }
    // Both return an empty string on success, else the message to show.
    QString exportCsv(const QString &path) const;
    QString exportJson(const QString &path) const;

public slots:
    void start();
    void cancel();

signals:
    // The run ended (done, cancelled or failed); named apart from QDialog::finished(int).
    void experimentFinished();
    void openBoard(const QString &text);

private:
    void showResults();

    core::Position m_start; // the puzzle, size and goal of the boards
    QList<core::RunChoice> m_choices;
    std::uint64_t m_maxNodes;
    std::size_t m_maxBytes;
    QSpinBox *m_count;
    QComboBox *m_mode;
    QSpinBox *m_distance;
    QSpinBox *m_seed;
    QPushButton *m_run, *m_cancel, *m_csv, *m_json;
    QProgressBar *m_progress;
    QLabel *m_message;
    QTableWidget *m_summary;
    QTableWidget *m_table;
    std::vector<core::ExperimentRow> m_rows;
    BackgroundTask m_task; // last member: destroyed first, it stops and waits for the run
    bool m_running = false;
};

} // namespace ui
