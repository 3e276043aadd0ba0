#pragma once
// SolverPanel: the side panel. Choose the algorithm and heuristic (only the pairs that make
// sense for the puzzle and size), solve or cancel, watch the live progress line, read the
// statistics of the last run, step through the solution in the move list and playback bar,
// and compare with earlier runs of this session in a small table.

#include "search/searchstats.h"
#include "solve/solverrequest.h"

#include <QWidget>

#include <chrono>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace ui {

class GameSession;
class PlaybackBar;

QString statusText(core::SearchStatus s);
QString bytesText(std::size_t bytes);

class SolverPanel : public QWidget {
    Q_OBJECT
public:
    explicit SolverPanel(GameSession *session, QWidget *parent = nullptr);

    core::AlgorithmId algorithm() const;
    core::HeuristicId heuristic() const;
    void setChoice(core::AlgorithmId a, core::HeuristicId h);
    PlaybackBar *playback() const { return m_playback; }
    QTableWidget *runsTable() const { return m_runs; }
    QListWidget *moveList() const { return m_moves; }
    QString progressText() const;

public slots:
    void searchStarted();
    void showProgress(const core::SearchStats &stats);
    void showPreparation(double fraction);
    void showResult(const ui::SolveReply &reply);
    void searchCancelled();
    void setSolvable(bool solvable, const QString &reason);
    void refreshChoices();
    void refreshMoves();
    // Selects, bolds and scrolls to the move list's row of this solution step (-1: none).
    void highlightStep(int step);

signals:
    void solveRequested();
    void cancelRequested();

private:
    void fillStats(const ui::SolveReply &reply);
    void addRun(const ui::SolveReply &reply);

    GameSession *m_session;
    QComboBox *m_algorithm;
    QComboBox *m_heuristic;
    QPushButton *m_solve;
    QPushButton *m_cancel;
    QLabel *m_progress;
    QLabel *m_reason;
    QList<QLabel *> m_stats;
    QListWidget *m_moves;
    PlaybackBar *m_playback;
    QTableWidget *m_runs;
    bool m_solvable = true;
    bool m_busy = false;
    int m_boldRow = -1;
    QString m_shownMoves;
    core::BoardSize m_shownSize;
    core::PuzzleKind m_shownKind = core::PuzzleKind::Sliding;
    core::SearchStats m_lastProgress;
    std::chrono::steady_clock::time_point m_lastProgressAt;
};

} // namespace ui
