#pragma once
// SolverPanel: the Solve mode beside the board. Choose the algorithm and heuristic (only the
// pairs that make sense for the puzzle and size), solve (the button turns into Cancel while a
// search runs), watch the live progress line, read the statistics of the last run, step
// through the solution in the move list, and compare with earlier runs in a small table.
// Figures always belong to a board: the last run is cleared when the puzzle changes and marked
// as from an earlier board once the board on show is neither its start nor on its solution;
// earlier runs of other boards are greyed. The playback bar is the window's (under the board).

#include "search/searchstats.h"
#include "solve/solverrequest.h"

#include <QWidget>

#include <chrono>

class QComboBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace ui {

class GameSession;
class PlaybackBar;

QString statusText(core::SearchStatus s);
// The same, but a search that ended LimitReached for a reason that is not a budget (core::isBudget)
// reads "Stopped", not "Budget reached".
QString statusText(core::SearchStatus s, const core::Reason &why);
QString bytesText(std::size_t bytes);

class SolverPanel : public QWidget {
    Q_OBJECT
public:
    // The rows of the last run's figures.
    enum StatRow { Algorithm, Heuristic, Status, Length, Optimal, Expanded, Generated, Duplicates, Frontier, Memory, Time, StatRows };

    SolverPanel(GameSession *session, PlaybackBar *playback, QWidget *parent = nullptr);

    core::AlgorithmId algorithm() const;
    core::HeuristicId heuristic() const;
    void setChoice(core::AlgorithmId a, core::HeuristicId h);
    PlaybackBar *playback() const { return m_playback; }
    QTableWidget *runsTable() const { return m_runs; }
    QListWidget *moveList() const { return m_moves; }
    // The sentence under the move list on how a move is written.
    QString moveWords() const;
    QString progressText() const;
    QPushButton *solveButton() const { return m_solve; }
    // The last run's status line ("-" before any run) and whether it is marked as from an
    // earlier board.
    QString lastStatus() const;
    // The last run's figure in `row` as shown ("-" when there is none).
    QString lastFigure(int row) const;
    bool lastRunIsStale() const { return m_stale; }

public slots:
    // A search starts; a resumed one had already searched for `priorSeconds` (its progress line
    // counts on from there, as its node count does).
    void searchStarted(double priorSeconds = 0);
    void showProgress(const core::SearchStats &stats);
    void showPreparation(double fraction);
    void showResult(const ui::SolveReply &reply);
    void searchCancelled();
    void setSolvable(bool solvable, const QString &reason);
    void refreshChoices();
    void refreshMoves();
    // Selects, bolds and scrolls to the move list's row of this solution step (-1: none).
    void highlightStep(int step);
    // After any board change: marks or clears what no longer belongs to the board on show.
    void boardChanged();

    // What to choose when an optimal search of a board past 4x4 ran out of its budget, with the
    // names and the weight from the rows; "" otherwise.
    static QString largeBoardAdvice(const ui::SolveReply &reply);

signals:
    void solveRequested();
    void cancelRequested();

private:
    static QString timeText(double seconds);
    void fillStats(const ui::SolveReply &reply);
    void addRun(const ui::SolveReply &reply);
    void clearLastRun();
    void setStale(bool stale);
    void puzzleChanged();

    GameSession *m_session;
    QComboBox *m_algorithm;
    QComboBox *m_heuristic;
    QPushButton *m_solve; // Solve, or Cancel while a search runs
    QGroupBox *m_statsBox;
    QLabel *m_progress;
    QLabel *m_reason;
    QList<QLabel *> m_stats;
    QListWidget *m_moves;
    QLabel *m_moveWords;
    PlaybackBar *m_playback;
    QTableWidget *m_runs;
    bool m_solvable = true;
    bool m_busy = false;
    int m_boldRow = -1;
    bool m_stale = false;
    bool m_hasRun = false;
    core::Position m_runStart; // the board the last run solved
    QList<core::Position> m_runBoards; // the board of each row of the runs table
    QString m_shownMoves;
    core::BoardSize m_shownSize;
    core::PuzzleKind m_shownKind = core::allPuzzleKinds().front(); // until a board is shown
    core::SearchStats m_lastProgress;
    SolveRequest m_searching; // what the search on the way was asked (board, algorithm, heuristic)
    std::chrono::steady_clock::time_point m_lastProgressAt;
    double m_priorSeconds = 0;
};

} // namespace ui
